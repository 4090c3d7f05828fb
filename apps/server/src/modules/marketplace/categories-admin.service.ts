import { isDeepStrictEqual } from 'node:util';
import {
  AppError,
  CATEGORY_ADMIN_MESSAGES,
  MESSAGES,
  type TAdminCategory,
  type TAdminCategoryBody,
  type TAdminCategoryPatch,
  type TCategoryReorderBody,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { recordAudit } from '../audit/index.ts';
import * as repository from './categories-admin.repository.ts';
import { categoryImageUrl, isStoredCategoryImage, storeCategoryImage } from './category-images.ts';
import type { TMarketplaceContext } from './marketplace.service.ts';

type TRow = repository.TAdminCategoryRow;

const fieldError = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });
const notFound = () => new AppError('NOT_FOUND', CATEGORY_ADMIN_MESSAGES.notFound);

export function presentAdminCategory(row: TRow): TAdminCategory {
  return {
    id: row.id,
    name: row.name,
    parent: row.parent_id,
    image: categoryImageUrl(row.image),
    position: row.position,
    products: row.products,
    children: row.children,
  };
}

/** What an audit record keeps of a category. */
const auditView = (row: Pick<TRow, 'name' | 'parent_id' | 'image' | 'position'>) => ({
  name: row.name,
  parent: row.parent_id,
  image: row.image,
  position: row.position,
});

type TTx = TSql;

async function inTransaction<T>(sql: TSql, work: (tx: TTx) => Promise<T>): Promise<T> {
  return sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    await repository.lockCategoryTree(tx);
    return work(tx);
  }) as Promise<T>;
}

async function requireCategory(tx: TTx, id: number): Promise<TRow> {
  const row = await repository.findAdminCategory(tx, id);
  if (!row) throw notFound();
  return row;
}

/**
 * The tree has two levels: a parent must be a root, never the category
 * itself, and a category with children of its own stays a root.
 */
async function checkParent(tx: TTx, parentId: number | null, self?: TRow): Promise<void> {
  if (parentId === null) return;
  if (self && parentId === self.id) throw fieldError('parent', CATEGORY_ADMIN_MESSAGES.parentIsSelf);
  const parent = await repository.findAdminCategory(tx, parentId);
  if (!parent) throw fieldError('parent', CATEGORY_ADMIN_MESSAGES.parentNotFound);
  if (parent.parent_id !== null) throw fieldError('parent', CATEGORY_ADMIN_MESSAGES.parentNotRoot);
  if (self && self.children > 0) throw fieldError('parent', CATEGORY_ADMIN_MESSAGES.hasChildrenCannotNest);
}

export async function listAdminCategories(sql: TSql): Promise<TAdminCategory[]> {
  return (await repository.findAdminCategories(sql)).map(presentAdminCategory);
}

export async function createCategory(
  ctx: TMarketplaceContext,
  actorId: number,
  body: TAdminCategoryBody,
): Promise<TAdminCategory> {
  const created = await inTransaction(ctx.sql, async (tx) => {
    const parentId = body.parent ?? null;
    await checkParent(tx, parentId);
    if (await repository.nameTaken(tx, parentId, body.name))
      throw fieldError('name', CATEGORY_ADMIN_MESSAGES.nameTaken);
    const position = body.position ?? (await repository.nextPosition(tx, parentId));
    const id = await repository.insertCategory(tx, { parentId, name: body.name, position });
    const row = await requireCategory(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'category.create',
      targetType: 'category',
      targetId: id,
      before: null,
      after: auditView(row),
    });
    return row;
  });
  ctx.catalogue.changed();
  return presentAdminCategory(created);
}

/** Records a change of one category; a change that left it as it was (no known field, the same values) is none. */
async function recordCategoryUpdate(tx: TSql, actorId: number, before: TRow, after: TRow): Promise<void> {
  const [was, is] = [auditView(before), auditView(after)];
  if (isDeepStrictEqual(was, is)) return;
  await recordAudit(tx, {
    actorId,
    action: 'category.update',
    targetType: 'category',
    targetId: after.id,
    before: was,
    after: is,
  });
}

export async function updateCategory(
  ctx: TMarketplaceContext,
  actorId: number,
  id: number,
  patch: TAdminCategoryPatch,
): Promise<TAdminCategory> {
  const updated = await inTransaction(ctx.sql, async (tx) => {
    const before = await requireCategory(tx, id);
    const parentId = patch.parent === undefined ? before.parent_id : patch.parent;
    if (parentId !== before.parent_id) await checkParent(tx, parentId, before);
    const name = patch.name ?? before.name;
    if (await repository.nameTaken(tx, parentId, name, id)) throw fieldError('name', CATEGORY_ADMIN_MESSAGES.nameTaken);
    const position =
      patch.position ?? (parentId === before.parent_id ? before.position : await repository.nextPosition(tx, parentId));
    await repository.updateCategory(tx, id, { parentId, name, position });
    const after = await requireCategory(tx, id);
    await recordCategoryUpdate(tx, actorId, before, after);
    return after;
  });
  ctx.catalogue.changed();
  return presentAdminCategory(updated);
}

/** A new picture replaces the old one; an uploaded old file is removed once the change is committed. */
export async function replaceCategoryImage(
  ctx: TMarketplaceContext,
  actorId: number,
  id: number,
  file: TUploadedFile | undefined,
): Promise<TAdminCategory> {
  if (!(await repository.findAdminCategory(ctx.sql, id))) throw notFound();
  if (!file) throw fieldError('image', CATEGORY_ADMIN_MESSAGES.imageRequired);
  const key = await storeCategoryImage(ctx.storage, file.data);
  if (!key) throw fieldError('image', CATEGORY_ADMIN_MESSAGES.imageType);
  let result: { before: TRow; after: TRow };
  try {
    result = await inTransaction(ctx.sql, async (tx) => {
      const before = await requireCategory(tx, id);
      await repository.setCategoryImage(tx, id, key);
      const after = await requireCategory(tx, id);
      await recordCategoryUpdate(tx, actorId, before, after);
      return { before, after };
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  if (isStoredCategoryImage(result.before.image)) await ctx.storage.delete(result.before.image);
  ctx.catalogue.changed();
  return presentAdminCategory(result.after);
}

/** Only an unused category goes: one with products is merged instead, one with children emptied first. */
export async function deleteCategory(ctx: TMarketplaceContext, actorId: number, id: number): Promise<void> {
  const removed = await inTransaction(ctx.sql, async (tx) => {
    const before = await requireCategory(tx, id);
    if (before.products > 0) throw new AppError('CONFLICT', CATEGORY_ADMIN_MESSAGES.inUseProducts(before.products));
    if (before.children > 0) throw new AppError('CONFLICT', CATEGORY_ADMIN_MESSAGES.inUseChildren(before.children));
    await repository.deleteCategory(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'category.delete',
      targetType: 'category',
      targetId: id,
      before: auditView(before),
      after: null,
    });
    return before;
  });
  if (isStoredCategoryImage(removed.image)) await ctx.storage.delete(removed.image);
  ctx.catalogue.changed();
}

/**
 * Moves every product of a leaf category into another leaf and deletes it,
 * in one transaction: no product is ever left without a category or seen in
 * both. The catalogue's counts are dropped after the commit.
 */
export async function mergeCategory(
  ctx: TMarketplaceContext,
  actorId: number,
  id: number,
  intoId: number,
): Promise<TAdminCategory> {
  if (id === intoId) throw fieldError('into', CATEGORY_ADMIN_MESSAGES.mergeIntoSelf);
  const merged = await inTransaction(ctx.sql, async (tx) => {
    const source = await requireCategory(tx, id);
    const target = await repository.findAdminCategory(tx, intoId);
    if (!target) throw fieldError('into', CATEGORY_ADMIN_MESSAGES.mergeTargetNotFound);
    if (source.children > 0) throw new AppError('CONFLICT', CATEGORY_ADMIN_MESSAGES.mergeSourceHasChildren);
    if (target.children > 0) throw fieldError('into', CATEGORY_ADMIN_MESSAGES.mergeTargetNotLeaf);
    const moved = await repository.moveProducts(tx, id, intoId);
    await repository.deleteCategory(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'category.merge',
      targetType: 'category',
      targetId: id,
      before: { ...auditView(source), products: source.products },
      after: { into: intoId, into_name: target.name, moved_products: moved },
    });
    return { source, target: await requireCategory(tx, intoId) };
  });
  if (isStoredCategoryImage(merged.source.image)) await ctx.storage.delete(merged.source.image);
  ctx.catalogue.changed();
  return presentAdminCategory(merged.target);
}

/** One level's new order: the list names every category of that level once. */
export async function reorderCategories(
  ctx: TMarketplaceContext,
  actorId: number,
  body: TCategoryReorderBody,
): Promise<TAdminCategory[]> {
  await inTransaction(ctx.sql, async (tx) => {
    const siblings = await repository.findSiblingIds(tx, body.parent);
    const given = new Set(body.ids);
    if (given.size !== body.ids.length || siblings.length !== given.size || siblings.some((id) => !given.has(id))) {
      throw fieldError('ids', CATEGORY_ADMIN_MESSAGES.reorderMismatch);
    }
    await repository.setPositions(tx, body.ids);
    await recordAudit(tx, {
      actorId,
      action: 'category.update',
      targetType: 'category',
      targetId: body.parent ?? 0,
      before: { parent: body.parent, order: siblings },
      after: { parent: body.parent, order: body.ids },
    });
  });
  ctx.catalogue.changed();
  return listAdminCategories(ctx.sql);
}
