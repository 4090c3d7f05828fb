import type { TProductSpecification, TProductStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TStoredPicture } from './product-pictures.ts';

export type TCategoryRow = { id: number; parent_id: number | null; name: string; image: string | null };
export type TTagRow = { id: number; name: string };
export type TImageRow = { id: number; key: string; thumb_key: string };

/** A product as the catalogue, the product page and the moderation queue read it. */
export type TProductRow = {
  id: number;
  seller_id: number;
  representative_id: number | null;
  name: string;
  description: string;
  price: number;
  sale_price: number | null;
  vat_rate: number | null;
  status: TProductStatus;
  /** The seller's representative is blocked: the product is out of the marketplace whatever its status. */
  seller_blocked: boolean;
  reject_reason: string | null;
  likes_count: number;
  views_count: number;
  rating: number | null;
  reviews_count: number;
  in_stock: number;
  specifications: TProductSpecification[];
  approved_snapshot: Record<string, unknown> | null;
  moderated_at: Date | null;
  created_at: Date;
  updated_at: Date;
  category_id: number;
  category_name: string;
  category_parent: number | null;
  company_name: string;
  company_inn: string;
  company_region: string | null;
  company_avatar_key: string | null;
  images: TImageRow[];
  tags: TTagRow[];
  is_liked: boolean;
};

/** Who may change a product: its seller's representative. */
export type TProductAccess = {
  id: number;
  status: TProductStatus;
  seller_id: number;
  representative_id: number | null;
  image_count: number;
};

/** The fields a seller writes. */
export type TProductFields = {
  sellerId: number;
  categoryId: number;
  name: string;
  description: string;
  price: number;
  salePrice: number | null;
  inStock: number;
  specifications: TProductSpecification[];
};

export async function findCategories(sql: TSql): Promise<TCategoryRow[]> {
  return sql<TCategoryRow[]>`
    select id, parent_id, name, image from product_categories order by parent_id nulls first, position, id`;
}

export async function categoryExists(sql: TSql, id: number): Promise<boolean> {
  const [row] = await sql`select 1 from product_categories where id = ${id}`;
  return row !== undefined;
}

/** A category with its children's ids (the catalogue's category filter covers the subtree). */
export async function findCategorySubtree(sql: TSql, id: number): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`select id from product_categories where id = ${id} or parent_id = ${id}`;
  return rows.map((row) => row.id);
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function findTags(sql: TSql, search: string | undefined): Promise<TTagRow[]> {
  const where = search ? sql`where lower(name) like lower(${likePrefix(search)})` : sql``;
  return sql<TTagRow[]>`select id, name from product_tags ${where} order by lower(name), id limit 50`;
}

export async function findTagByName(sql: TSql, name: string): Promise<TTagRow | undefined> {
  const [row] = await sql<TTagRow[]>`select id, name from product_tags where lower(name) = lower(${name})`;
  return row;
}

/** The tag named so regardless of case, created when there is none yet. */
export async function ensureTag(sql: TSql, name: string): Promise<TTagRow> {
  const [created] = await sql<TTagRow[]>`
    insert into product_tags (name) values (${name}) on conflict ((lower(name))) do nothing returning id, name`;
  if (created) return created;
  const [existing] = await sql<TTagRow[]>`select id, name from product_tags where lower(name) = lower(${name})`;
  if (!existing) throw new Error(`tag ${name} vanished`);
  return existing;
}

export async function findSellerRepresentative(
  sql: TSql,
  sellerId: number,
): Promise<{ id: number; representative_id: number | null } | undefined> {
  const [row] = await sql<{ id: number; representative_id: number | null }[]>`
    select id, representative_id from sellers where id = ${sellerId}`;
  return row;
}

export async function findProductAccess(sql: TSql, id: number): Promise<TProductAccess | undefined> {
  const [row] = await sql<TProductAccess[]>`
    select p.id, p.status, p.seller_id, s.representative_id,
      (select count(*)::int from product_images i where i.product_id = p.id) as image_count
    from products p join sellers s on s.id = p.seller_id
    where p.id = ${id}`;
  return row;
}

/** Locks the product row for a change, so counts of its pictures stay right under concurrent uploads. */
export async function lockProduct(sql: TSql, id: number): Promise<number> {
  const [row] = await sql<{ image_count: number }[]>`
    select (select count(*)::int from product_images i where i.product_id = p.id) as image_count
    from products p where p.id = ${id} for update`;
  return row?.image_count ?? 0;
}

export async function insertProduct(sql: TSql, fields: TProductFields): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into products (seller_id, category_id, name, description, price, sale_price, in_stock, specifications)
    values (${fields.sellerId}, ${fields.categoryId}, ${fields.name}, ${fields.description}, ${fields.price},
      ${fields.salePrice}, ${fields.inStock}, ${sql.json(fields.specifications)})
    returning id`;
  if (!row) throw new Error('product insert returned nothing');
  return row.id;
}

/**
 * Writes the given fields and sends the product to moderation: a changed
 * product is hidden from the catalogue until an admin approves it again.
 */
export async function updateProduct(sql: TSql, id: number, fields: Partial<TProductFields>): Promise<void> {
  const columns: Record<string, unknown> = {};
  if (fields.sellerId !== undefined) columns.seller_id = fields.sellerId;
  if (fields.categoryId !== undefined) columns.category_id = fields.categoryId;
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.price !== undefined) columns.price = fields.price;
  if (fields.salePrice !== undefined) columns.sale_price = fields.salePrice;
  if (fields.inStock !== undefined) columns.in_stock = fields.inStock;
  if (fields.specifications !== undefined) columns.specifications = sql.json(fields.specifications);
  columns.status = 'moderation';
  columns.reject_reason = null;
  columns.updated_at = new Date();
  await sql`
    update products set ${sql(columns)}
    where id = ${id}`;
}

/** Replaces the product's tags; their names also feed the text search (`search_extra`). */
export async function setProductTags(sql: TSql, productId: number, tags: TTagRow[]): Promise<void> {
  await sql`delete from product_tag_links where product_id = ${productId}`;
  if (tags.length > 0) {
    const links = tags.map((tag) => ({ product_id: productId, tag_id: tag.id }));
    await sql`insert into product_tag_links ${sql(links)} on conflict do nothing`;
  }
  const searchExtra = tags.map((tag) => tag.name).join(' ') || null;
  await sql`update products set search_extra = ${searchExtra} where id = ${productId}`;
}

/** Appends pictures after the product's last one. */
export async function insertProductImages(
  sql: TSql,
  productId: number,
  pictures: (TStoredPicture & { sourceUrl?: string | null })[],
): Promise<void> {
  if (pictures.length === 0) return;
  const [last] = await sql<{ position: number }[]>`
    select coalesce(max(position), -1)::int as position from product_images where product_id = ${productId}`;
  const start = (last?.position ?? -1) + 1;
  const rows = pictures.map((picture, index) => ({
    product_id: productId,
    key: picture.key,
    thumb_key: picture.thumbKey,
    width: picture.width,
    height: picture.height,
    position: start + index,
    source_url: picture.sourceUrl ?? null,
  }));
  await sql`insert into product_images ${sql(rows)}`;
}

export async function findImageOwner(
  sql: TSql,
  imageId: number,
): Promise<{ id: number; product_id: number; key: string; thumb_key: string } | undefined> {
  const [row] = await sql<{ id: number; product_id: number; key: string; thumb_key: string }[]>`
    select id, product_id, key, thumb_key from product_images where id = ${imageId}`;
  return row;
}

export async function deleteImage(sql: TSql, imageId: number): Promise<void> {
  await sql`delete from product_images where id = ${imageId}`;
}

/** Whether any product picture row names this stored file (a picture's key or its thumbnail's). */
export async function isPictureKeyInUse(sql: TSql, key: string): Promise<boolean> {
  const [row] = await sql<{ used: boolean }[]>`
    select exists (select 1 from product_images where key = ${key}) as used`;
  return row?.used ?? false;
}

/**
 * Deletes a product; its pictures, favorites, views, tag links and reviews go
 * with it (cascade). Gives the pictures' keys, whose files the caller removes.
 */
export async function deleteProduct(sql: TSql, id: number): Promise<Pick<TImageRow, 'key' | 'thumb_key'>[]> {
  return sql<Pick<TImageRow, 'key' | 'thumb_key'>[]>`
    with gone as (delete from products where id = ${id} returning id)
    select i.key, i.thumb_key from product_images i where i.product_id in (select id from gone)`;
}

/** The product goes back to moderation after a change of its pictures. */
export async function markProductChanged(sql: TSql, productId: number): Promise<void> {
  await sql`
    update products set status = 'moderation', reject_reason = null, updated_at = now() where id = ${productId}`;
}

/**
 * The condition that keeps products of sellers whose representative the back
 * office blocked out of the marketplace while the block lasts. The blocked
 * sellers are listed once per query (few, usually none), so each product
 * row costs one comparison with a short array.
 */
export const notOfBlockedSeller = (sql: TSql) =>
  sql`p.seller_id <> all(array(
    select s.id from users u join sellers s on s.representative_id = u.id where u.blocked_at is not null))`;

const SELLER_NAME = `coalesce(c.name_short, 'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name))`;

/** Products by id with what their tiles and pages show, in no particular order. */
export async function findProducts(sql: TSql, ids: number[], viewerId: number | null): Promise<TProductRow[]> {
  if (ids.length === 0) return [];
  const isLiked = viewerId
    ? sql`exists (select 1 from product_favorites f where f.user_id = ${viewerId} and f.product_id = p.id)`
    : sql`false`;
  return sql<TProductRow[]>`
    select p.id, p.seller_id, s.representative_id, p.name, p.description, p.price::float8 as price, p.sale_price::float8 as sale_price,
      p.vat_rate, p.status, p.reject_reason, p.likes_count, p.views_count, p.rating::float8 as rating,
      p.reviews_count, p.in_stock, p.specifications, p.approved_snapshot, p.moderated_at, p.created_at,
      p.updated_at, p.category_id, cat.name as category_name, cat.parent_id as category_parent,
      ${sql.unsafe(SELLER_NAME)} as company_name, s.inn as company_inn, r.name as company_region,
      s.avatar_key as company_avatar_key,
      coalesce((select json_agg(json_build_object('id', i.id, 'key', i.key, 'thumb_key', i.thumb_key)
        order by i.position, i.id) from product_images i where i.product_id = p.id), '[]'::json) as images,
      coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name), t.id)
        from product_tag_links l join product_tags t on t.id = l.tag_id where l.product_id = p.id), '[]'::json)
        as tags,
      ${isLiked} as is_liked,
      exists (select 1 from users u where u.id = s.representative_id and u.blocked_at is not null) as seller_blocked
    from products p
    join sellers s on s.id = p.seller_id
    join product_categories cat on cat.id = p.category_id
    left join companies c on c.id = s.company_id
    left join entrepreneurs e on e.id = s.entrepreneur_id
    left join regions r on r.code = coalesce(c.region_code, e.region_code)
    where p.id = any(${ids}::bigint[])`;
}

export async function findProduct(sql: TSql, id: number, viewerId: number | null): Promise<TProductRow | undefined> {
  const [row] = await findProducts(sql, [id], viewerId);
  return row;
}

/** Counts a view once per viewer and day; true when this one was new. */
export async function recordView(sql: TSql, productId: number, viewer: string): Promise<boolean> {
  const rows = await sql`
    with added as (
      insert into product_views (product_id, viewer, day) values (${productId}, ${viewer}, current_date)
      on conflict do nothing returning product_id
    )
    update products set views_count = views_count + 1 where id in (select product_id from added) returning id`;
  return rows.length > 0;
}

/**
 * Adds or removes a like and keeps `likes_count` right: the counter moves
 * only when the favorites row was really inserted or deleted, and the
 * primary key makes a concurrent twin do nothing.
 */
export async function setFavorite(
  sql: TSql,
  userId: number,
  productId: number,
  liked: boolean,
): Promise<number | undefined> {
  const rows = liked
    ? await sql<{ likes_count: number }[]>`
        with added as (
          insert into product_favorites (user_id, product_id) values (${userId}, ${productId})
          on conflict do nothing returning product_id
        )
        update products set likes_count = likes_count + 1 where id in (select product_id from added)
        returning likes_count`
    : await sql<{ likes_count: number }[]>`
        with removed as (
          delete from product_favorites where user_id = ${userId} and product_id = ${productId}
          returning product_id
        )
        update products set likes_count = greatest(likes_count - 1, 0) where id in (select product_id from removed)
        returning likes_count`;
  return rows[0]?.likes_count;
}

export async function findLikesCount(sql: TSql, productId: number): Promise<number> {
  const [row] = await sql<{ likes_count: number }[]>`select likes_count from products where id = ${productId}`;
  return row?.likes_count ?? 0;
}

/** A user's liked published products, newest like first, with the total. */
export async function findFavoriteIds(
  sql: TSql,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; count: number }> {
  const rows = await sql<{ product_id: number; total: number }[]>`
    select f.product_id, count(*) over ()::int as total
    from product_favorites f join products p on p.id = f.product_id
    where f.user_id = ${userId} and p.status = 'published' and ${notOfBlockedSeller(sql)}
    order by f.created_at desc, f.product_id desc
    limit ${page.limit} offset ${page.offset}`;
  if (rows.length === 0 && page.offset > 0) {
    const [row] = await sql<{ total: number }[]>`
      select count(*)::int as total from product_favorites f join products p on p.id = f.product_id
      where f.user_id = ${userId} and p.status = 'published' and ${notOfBlockedSeller(sql)}`;
    return { ids: [], count: row?.total ?? 0 };
  }
  return { ids: rows.map((row) => row.product_id), count: rows[0]?.total ?? 0 };
}

export type TCommentRow = {
  id: number;
  stars: number | null;
  content: string;
  parent_id: number | null;
  created_at: Date;
  product_id: number;
  product_name: string;
  user_id: number;
  user_avatar_key: string | null;
  user_full_name: string;
};

/** Reviews of published products, newest first; by users and/or of one product. */
export async function findComments(
  sql: TSql,
  filter: { userIds?: number[]; productId?: number },
): Promise<TCommentRow[]> {
  const byUser = filter.userIds ? sql`and pc.user_id = any(${filter.userIds}::bigint[])` : sql``;
  const byProduct = filter.productId ? sql`and pc.product_id = ${filter.productId}` : sql``;
  return sql<TCommentRow[]>`
    select pc.id, pc.stars, pc.content, pc.parent_id, pc.created_at, pc.product_id, p.name as product_name,
      pc.user_id, u.avatar_key as user_avatar_key, u.full_name as user_full_name
    from product_comments pc
    join products p on p.id = pc.product_id
    join users u on u.id = pc.user_id
    where p.status = 'published' ${byUser} ${byProduct}
    order by pc.created_at desc, pc.id desc
    limit 200`;
}

/** The moderation queue, oldest waiting first. */
export async function findProductIdsByStatus(
  sql: TSql,
  status: TProductStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; count: number }> {
  const where = status ? sql`where status = ${status}` : sql``;
  const [rows, [total]] = await Promise.all([
    sql<{ id: number }[]>`
      select id from products ${where} order by updated_at asc, id asc limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from products ${where}`,
  ]);
  return { ids: rows.map((row) => row.id), count: total?.count ?? 0 };
}

/** Publishes a product waiting for moderation; undefined when it was decided already (another admin won). */
export async function approveProduct(
  sql: TSql,
  id: number,
  verdict: { moderatorId: number; snapshot: Record<string, unknown> },
): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`
    update products
    set status = 'published', published_at = coalesce(published_at, now()), approved_snapshot = ${sql.json(verdict.snapshot as never)},
      moderated_at = now(), moderated_by = ${verdict.moderatorId}, reject_reason = null
    where id = ${id} and status = 'moderation'
    returning id`;
  return row?.id;
}

export async function rejectProduct(
  sql: TSql,
  id: number,
  verdict: { moderatorId: number; reason: string },
): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`
    update products
    set status = 'rejected', reject_reason = ${verdict.reason}, moderated_at = now(), moderated_by = ${verdict.moderatorId}
    where id = ${id} and status = 'moderation'
    returning id`;
  return row?.id;
}
