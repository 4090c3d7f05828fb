import {
  ACCOUNT_MESSAGES,
  CATEGORY_ADMIN_MESSAGES,
  type TAdminCategory,
  type TCategory,
  type TProductsPage,
} from '@sverka/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser, makeAdmin, multipart, NO_RATE_LIMITS } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller, picture } from '../../../test/marketplace.ts';

// Its own database: categories are renamed, merged and deleted here.
const ctx = useTestApp({ accounts: NO_RATE_LIMITS, ownDatabase: 'categories_admin' });

let counter = 0;
const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${counter++}`;

async function admin() {
  const user = await createUser(ctx.app, 'categories-admin');
  await makeAdmin(ctx.sql, user.id);
  return user;
}

const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  auth: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers: auth, payload });

async function createCategory(auth: Record<string, string>, body: { name: string; parent?: number | null }) {
  const response = await send('POST', '/api/v1/admin/categories/', auth, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAdminCategory>();
}

const auditRows = (action: string, targetId: number) =>
  ctx.sql<{ actor_id: number; before: unknown; after: unknown }[]>`
    select actor_id, before, after from audit_log
    where action = ${action} and target_type = 'category' and target_id = ${String(targetId)}`;

const publicTree = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/categories/' })).json<TCategory[]>();

describe('admin categories: access', () => {
  it('refuses anonymous callers (401), users and moderators (403) on every endpoint', async () => {
    const user = await createUser(ctx.app, 'categories-user');
    const moderator = await createUser(ctx.app, 'categories-moderator');
    await ctx.sql`update users set role = 'moderator' where id = ${moderator.id}`;
    const calls = [
      { method: 'GET', url: '/api/v1/admin/categories/' },
      { method: 'POST', url: '/api/v1/admin/categories/', payload: { name: 'Х' } },
      { method: 'PATCH', url: '/api/v1/admin/categories/1/', payload: { name: 'Х' } },
      { method: 'DELETE', url: '/api/v1/admin/categories/1/' },
      { method: 'POST', url: '/api/v1/admin/categories/1/merge/', payload: { into: 2 } },
      { method: 'POST', url: '/api/v1/admin/categories/reorder/', payload: { parent: null, ids: [1] } },
      { method: 'PUT', url: '/api/v1/admin/categories/1/image/' },
    ] as const;
    for (const call of calls) {
      expect((await ctx.app.inject({ ...call })).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const who of [user, moderator]) {
        const refused = await ctx.app.inject({ ...call, headers: who.auth });
        expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(refused.json().detail).toBe(ACCOUNT_MESSAGES.permissionDenied);
      }
    }
  });
});

describe('admin categories: the tree', () => {
  it('creates a root and a child last in their level, shown in the public tree at once, audited', async () => {
    const staff = await admin();
    const root = await createCategory(staff.auth, { name: uniqueName('Корень') });
    const child = await createCategory(staff.auth, { name: uniqueName('Лист'), parent: root.id });
    expect(child).toMatchObject({ parent: root.id, position: 0, products: 0, children: 0 });
    const tree = await publicTree();
    expect(tree.at(-1)).toMatchObject({ id: root.id, childrens: [{ id: child.id, name: child.name }] });
    const list = (await send('GET', '/api/v1/admin/categories/', staff.auth)).json<TAdminCategory[]>();
    expect(list.find((row) => row.id === root.id)).toMatchObject({ children: 1 });
    const [audit] = await auditRows('category.create', child.id);
    expect(audit).toMatchObject({ actor_id: staff.id, before: null, after: { name: child.name, parent: root.id } });
  });

  it('refuses a cycle, a third level, an unknown parent and a duplicate name, in Russian', async () => {
    const staff = await admin();
    const root = await createCategory(staff.auth, { name: uniqueName('Корень') });
    const child = await createCategory(staff.auth, { name: uniqueName('Лист'), parent: root.id });
    const self = await send('PATCH', `/api/v1/admin/categories/${root.id}/`, staff.auth, { parent: root.id });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ parent: [CATEGORY_ADMIN_MESSAGES.parentIsSelf] });
    const underChild = await send('PATCH', `/api/v1/admin/categories/${root.id}/`, staff.auth, { parent: child.id });
    expect(underChild.json()).toEqual({ parent: [CATEGORY_ADMIN_MESSAGES.parentNotRoot] });
    const third = await send('POST', '/api/v1/admin/categories/', staff.auth, { name: 'Внук', parent: child.id });
    expect(third.json()).toEqual({ parent: [CATEGORY_ADMIN_MESSAGES.parentNotRoot] });
    const other = await createCategory(staff.auth, { name: uniqueName('Другой корень') });
    const nestParent = await send('PATCH', `/api/v1/admin/categories/${root.id}/`, staff.auth, { parent: other.id });
    expect(nestParent.json()).toEqual({ parent: [CATEGORY_ADMIN_MESSAGES.hasChildrenCannotNest] });
    const unknown = await send('POST', '/api/v1/admin/categories/', staff.auth, { name: 'Х', parent: 99_999_999 });
    expect(unknown.json()).toEqual({ parent: [CATEGORY_ADMIN_MESSAGES.parentNotFound] });
    const twin = await send('POST', '/api/v1/admin/categories/', staff.auth, { name: child.name, parent: root.id });
    expect(twin.json()).toEqual({ name: [CATEGORY_ADMIN_MESSAGES.nameTaken] });
    const blank = await send('POST', '/api/v1/admin/categories/', staff.auth, { name: '  ' });
    expect(blank.json()).toEqual({ name: [CATEGORY_ADMIN_MESSAGES.nameRequired] });
    const missing = await send('PATCH', '/api/v1/admin/categories/99999999/', staff.auth, { name: 'Х' });
    expect(missing.statusCode).toBe(404);
  });

  it('renames and moves a leaf to another root, recording before → after', async () => {
    const staff = await admin();
    const first = await createCategory(staff.auth, { name: uniqueName('Первый') });
    const second = await createCategory(staff.auth, { name: uniqueName('Второй') });
    const leaf = await createCategory(staff.auth, { name: uniqueName('Лист'), parent: first.id });
    const moved = await send('PATCH', `/api/v1/admin/categories/${leaf.id}/`, staff.auth, {
      name: 'Переименован',
      parent: second.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TAdminCategory>()).toMatchObject({ name: 'Переименован', parent: second.id });
    const [audit] = await auditRows('category.update', leaf.id);
    expect(audit).toMatchObject({
      before: { name: leaf.name, parent: first.id },
      after: { name: 'Переименован', parent: second.id },
    });

    // A patch that changes nothing answers the category as it is and records nothing.
    for (const patch of [{}, { name: 'Переименован' }, { unknown: 1 }]) {
      const same = await send('PATCH', `/api/v1/admin/categories/${leaf.id}/`, staff.auth, patch);
      expect(same.statusCode, same.body).toBe(200);
    }
    expect(await auditRows('category.update', leaf.id)).toHaveLength(1);
  });

  it('reorders one level, and refuses a list that is not that whole level', async () => {
    const staff = await admin();
    const root = await createCategory(staff.auth, { name: uniqueName('Корень') });
    const a = await createCategory(staff.auth, { name: 'А', parent: root.id });
    const b = await createCategory(staff.auth, { name: 'Б', parent: root.id });
    const c = await createCategory(staff.auth, { name: 'В', parent: root.id });
    const reorder = await send('POST', '/api/v1/admin/categories/reorder/', staff.auth, {
      parent: root.id,
      ids: [c.id, a.id, b.id],
    });
    expect(reorder.statusCode, reorder.body).toBe(200);
    const shown = (await publicTree()).find((row) => row.id === root.id);
    expect(shown?.childrens.map((row) => row.name)).toEqual(['В', 'А', 'Б']);
    const partial = await send('POST', '/api/v1/admin/categories/reorder/', staff.auth, {
      parent: root.id,
      ids: [c.id, a.id],
    });
    expect(partial.json()).toEqual({ ids: [CATEGORY_ADMIN_MESSAGES.reorderMismatch] });
  });

  it('stores an uploaded picture as WebP and shows it in the public tree; refuses a non-picture', async () => {
    const staff = await admin();
    const root = await createCategory(staff.auth, { name: uniqueName('С картинкой') });
    const form = multipart({
      image: { filename: 'tile.png', contentType: 'image/png', data: await picture('png', 900, 600) },
    });
    const upload = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/categories/${root.id}/image/`,
      headers: { ...staff.auth, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const image = upload.json<TAdminCategory>().image ?? '';
    expect(image).toMatch(/^\/api\/v1\/media\/categories\/[0-9a-f-]{36}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 267 });
    expect((await publicTree()).find((row) => row.id === root.id)?.image).toBe(image);

    const html = multipart({
      image: { filename: 'x.png', contentType: 'image/png', data: Buffer.from('<html></html>') },
    });
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/categories/${root.id}/image/`,
      headers: { ...staff.auth, ...html.headers },
      payload: html.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ image: [CATEGORY_ADMIN_MESSAGES.imageType] });
  });
});

describe('admin categories: delete and merge', () => {
  it('deletes only an unused category; one with products or children answers 409 saying why', async () => {
    const staff = await admin();
    const root = await createCategory(staff.auth, { name: uniqueName('Корень') });
    const used = await createCategory(staff.auth, { name: uniqueName('С товаром'), parent: root.id });
    const seller = await insertSeller(ctx.sql, null);
    await insertProduct(ctx.sql, seller.id, { category_id: used.id });

    const withProducts = await send('DELETE', `/api/v1/admin/categories/${used.id}/`, staff.auth);
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json().detail).toBe(CATEGORY_ADMIN_MESSAGES.inUseProducts(1));
    const withChildren = await send('DELETE', `/api/v1/admin/categories/${root.id}/`, staff.auth);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().detail).toBe(CATEGORY_ADMIN_MESSAGES.inUseChildren(1));

    const empty = await createCategory(staff.auth, { name: uniqueName('Пустая'), parent: root.id });
    const removed = await send('DELETE', `/api/v1/admin/categories/${empty.id}/`, staff.auth);
    expect(removed.statusCode).toBe(204);
    expect((await publicTree()).find((row) => row.id === root.id)?.childrens.map((row) => row.id)).toEqual([used.id]);
    const [audit] = await auditRows('category.delete', empty.id);
    expect(audit).toMatchObject({ actor_id: staff.id, before: { name: empty.name }, after: null });
  });

  it('merges a leaf into another: its products move in one go, it is gone and the catalogue counts follow at once', async () => {
    const staff = await admin();
    const root = await createCategory(staff.auth, { name: uniqueName('Корень') });
    const source = await createCategory(staff.auth, { name: uniqueName('Источник'), parent: root.id });
    const target = await createCategory(staff.auth, { name: uniqueName('Цель'), parent: root.id });
    const seller = await insertSeller(ctx.sql, null);
    for (let index = 0; index < 3; index++) await insertProduct(ctx.sql, seller.id, { category_id: source.id });
    await insertProduct(ctx.sql, seller.id, { category_id: target.id });

    const facetCounts = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/products/?category=${root.id}` });
      expect(response.statusCode, response.body).toBe(200);
      return Object.fromEntries(response.json<TProductsPage>().facets.categories.map((row) => [row.id, row.count]));
    };
    // Counted once before: the catalogue keeps these counts for 30 s unless told of a change.
    expect(await facetCounts()).toMatchObject({ [source.id]: 3, [target.id]: 1, [root.id]: 4 });

    const merge = await send('POST', `/api/v1/admin/categories/${source.id}/merge/`, staff.auth, { into: target.id });
    expect(merge.statusCode, merge.body).toBe(200);
    expect(merge.json<TAdminCategory>()).toMatchObject({ id: target.id, products: 4 });
    const after = await facetCounts();
    expect(after[source.id]).toBeUndefined();
    expect(after).toMatchObject({ [target.id]: 4, [root.id]: 4 });
    const [gone] = await ctx.sql`select 1 from product_categories where id = ${source.id}`;
    expect(gone).toBeUndefined();
    const [audit] = await auditRows('category.merge', source.id);
    expect(audit).toMatchObject({ actor_id: staff.id, after: { into: target.id, moved_products: 3 } });
  });

  it('refuses a merge into itself, into a root with children or from a root with children', async () => {
    const staff = await admin();
    const root = await createCategory(staff.auth, { name: uniqueName('Корень') });
    const leaf = await createCategory(staff.auth, { name: uniqueName('Лист'), parent: root.id });
    const self = await send('POST', `/api/v1/admin/categories/${leaf.id}/merge/`, staff.auth, { into: leaf.id });
    expect(self.json()).toEqual({ into: [CATEGORY_ADMIN_MESSAGES.mergeIntoSelf] });
    const intoRoot = await send('POST', `/api/v1/admin/categories/${leaf.id}/merge/`, staff.auth, { into: root.id });
    expect(intoRoot.json()).toEqual({ into: [CATEGORY_ADMIN_MESSAGES.mergeTargetNotLeaf] });
    const other = await createCategory(staff.auth, { name: uniqueName('Другой') });
    const fromRoot = await send('POST', `/api/v1/admin/categories/${root.id}/merge/`, staff.auth, { into: other.id });
    expect(fromRoot.statusCode).toBe(409);
    expect(fromRoot.json().detail).toBe(CATEGORY_ADMIN_MESSAGES.mergeSourceHasChildren);
  });
});
