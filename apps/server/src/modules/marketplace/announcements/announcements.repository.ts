import type { TAnnouncementKind, TProductStatus } from '@sverka/shared';
import type { TSql } from '../../../db/client.ts';
import type { TStoredPicture } from '../product-pictures.ts';

export type TAnnouncementRow = {
  id: number;
  seller_id: number;
  author_id: number;
  kind: TAnnouncementKind;
  text: string;
  link_product_id: number | null;
  link_product_name: string | null;
  link_company: boolean;
  status: TProductStatus;
  reject_reason: string | null;
  published_at: Date | null;
  created_at: Date;
  company_name: string;
  company_inn: string;
  company_avatar_key: string | null;
  images: { id: number; key: string; thumb_key: string }[];
};

/** Which announcements a list holds. */
export type TAnnouncementScope =
  | { published: true; sellerId?: number; inns?: readonly string[] }
  | { mine: number }
  | { status: TProductStatus | undefined };

type TPage = { limit: number; offset: number };

const SELLER_NAME = `coalesce(c.name_short, 'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name))`;

/** The seller's representative is blocked: their announcements leave the public feed as their products do. */
const notOfBlockedSeller = (sql: TSql) =>
  sql`not exists (select 1 from users u where u.id = s.representative_id and u.blocked_at is not null)`;

function where(sql: TSql, scope: TAnnouncementScope) {
  if ('mine' in scope) {
    return sql`a.deleted_at is null and a.seller_id in (select id from sellers where representative_id = ${scope.mine})`;
  }
  if ('status' in scope) {
    return scope.status ? sql`a.deleted_at is null and a.status = ${scope.status}` : sql`a.deleted_at is null`;
  }
  let condition = sql`a.status = 'published' and a.deleted_at is null and ${notOfBlockedSeller(sql)}`;
  if (scope.sellerId !== undefined) condition = sql`${condition} and a.seller_id = ${scope.sellerId}`;
  if (scope.inns) condition = sql`${condition} and s.inn = any(${scope.inns as string[]}::text[])`;
  return condition;
}

function order(sql: TSql, scope: TAnnouncementScope) {
  if ('published' in scope) return sql`a.published_at desc, a.id desc`;
  // The moderation queue: the longest waiting first; a seller's own list: the newest first.
  if ('status' in scope) return sql`a.created_at asc, a.id asc`;
  return sql`a.id desc`;
}

export async function findAnnouncements(
  sql: TSql,
  scope: TAnnouncementScope,
  page: TPage,
): Promise<{ rows: TAnnouncementRow[]; count: number }> {
  const rows = await sql<(TAnnouncementRow & { total: number })[]>`
    select a.id, a.seller_id, a.author_id, a.kind, a.text, a.link_product_id, lp.name as link_product_name,
      a.link_company, a.status, a.reject_reason, a.published_at, a.created_at,
      ${sql.unsafe(SELLER_NAME)} as company_name, s.inn as company_inn, s.avatar_key as company_avatar_key,
      coalesce((select json_agg(json_build_object('id', i.id, 'key', i.key, 'thumb_key', i.thumb_key)
        order by i.position, i.id) from announcement_images i where i.announcement_id = a.id), '[]'::json) as images,
      count(*) over ()::int as total
    from announcements a
    join sellers s on s.id = a.seller_id
    left join companies c on c.id = s.company_id
    left join entrepreneurs e on e.id = s.entrepreneur_id
    -- A link to a product no longer on sale is not shown (the product page would answer 404).
    left join products lp on lp.id = a.link_product_id and lp.status = 'published'
    where ${where(sql, scope)}
    order by ${order(sql, scope)}
    limit ${page.limit} offset ${page.offset}`;
  let count = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [row] = await sql<{ total: number }[]>`
      select count(*)::int as total from announcements a join sellers s on s.id = a.seller_id
      where ${where(sql, scope)}`;
    count = row?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), count };
}

export async function findAnnouncement(sql: TSql, id: number): Promise<TAnnouncementRow | undefined> {
  const { rows } = await findAnnouncementsByIds(sql, [id]);
  return rows[0];
}

async function findAnnouncementsByIds(sql: TSql, ids: number[]) {
  const rows = await sql<TAnnouncementRow[]>`
    select a.id, a.seller_id, a.author_id, a.kind, a.text, a.link_product_id, lp.name as link_product_name,
      a.link_company, a.status, a.reject_reason, a.published_at, a.created_at,
      ${sql.unsafe(SELLER_NAME)} as company_name, s.inn as company_inn, s.avatar_key as company_avatar_key,
      coalesce((select json_agg(json_build_object('id', i.id, 'key', i.key, 'thumb_key', i.thumb_key)
        order by i.position, i.id) from announcement_images i where i.announcement_id = a.id), '[]'::json) as images
    from announcements a
    join sellers s on s.id = a.seller_id
    left join companies c on c.id = s.company_id
    left join entrepreneurs e on e.id = s.entrepreneur_id
    left join products lp on lp.id = a.link_product_id and lp.status = 'published'
    where a.id = any(${ids}::bigint[]) and a.deleted_at is null`;
  return { rows };
}

/** The sellers a user represents, oldest first: the one an announcement names by default. */
export async function findRepresentedSellers(sql: TSql, userId: number): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`select id from sellers where representative_id = ${userId} order by id`;
  return rows.map((row) => row.id);
}

/** A published product of this seller, or nothing (another seller's product is as absent as a missing one). */
export async function findSellerProduct(sql: TSql, sellerId: number, productId: number): Promise<boolean> {
  const [row] = await sql`
    select 1 from products where id = ${productId} and seller_id = ${sellerId} and status = 'published'`;
  return row !== undefined;
}

/** Start of the calendar month in Moscow time: the quota's period. */
const MONTH_START = `date_trunc('month', now() at time zone 'Europe/Moscow') at time zone 'Europe/Moscow'`;

/** Announcements the user posted this month, deleted ones included (deleting does not give a place back). */
export async function countPostedThisMonth(sql: TSql, userId: number): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from announcements
    where author_id = ${userId} and created_at >= ${sql.unsafe(MONTH_START)}`;
  return row?.count ?? 0;
}

export type TAnnouncementFields = {
  sellerId: number;
  authorId: number;
  kind: TAnnouncementKind;
  text: string;
  linkProductId: number | null;
  linkCompany: boolean;
};

/**
 * Inserts the announcement unless the user has posted `limit` this month already (undefined then). The
 * count and the insert run under an advisory lock on the user, so two posts at once cannot both take the
 * last place.
 */
export async function insertWithinQuota(
  tx: TSql,
  fields: TAnnouncementFields,
  pictures: TStoredPicture[],
  limit: number,
): Promise<number | undefined> {
  await tx`select pg_advisory_xact_lock(hashtext('announcements'), ${fields.authorId}::int)`;
  if ((await countPostedThisMonth(tx, fields.authorId)) >= limit) return undefined;
  const [row] = await tx<{ id: number }[]>`
    insert into announcements (seller_id, author_id, kind, text, link_product_id, link_company)
    values (${fields.sellerId}, ${fields.authorId}, ${fields.kind}, ${fields.text}, ${fields.linkProductId},
      ${fields.linkCompany})
    returning id`;
  if (!row) throw new Error('announcement insert returned nothing');
  for (const [position, picture] of pictures.entries()) {
    await tx`
      insert into announcement_images (announcement_id, key, thumb_key, width, height, position)
      values (${row.id}, ${picture.key}, ${picture.thumbKey}, ${picture.width}, ${picture.height}, ${position})`;
  }
  return row.id;
}

/** Who may delete an announcement: its seller's representative. */
export async function findAnnouncementOwner(
  sql: TSql,
  id: number,
): Promise<{ representative_id: number | null } | undefined> {
  const [row] = await sql<{ representative_id: number | null }[]>`
    select s.representative_id from announcements a join sellers s on s.id = a.seller_id
    where a.id = ${id} and a.deleted_at is null`;
  return row;
}

/** Marks it deleted and takes its pictures' rows; the files are the caller's to remove. */
export async function deleteAnnouncement(tx: TSql, id: number): Promise<{ key: string; thumb_key: string }[]> {
  await tx`update announcements set deleted_at = now() where id = ${id}`;
  return tx<{ key: string; thumb_key: string }[]>`
    delete from announcement_images where announcement_id = ${id} returning key, thumb_key`;
}

/** Publishes or rejects an announcement still waiting; undefined when it is not (already decided, or gone). */
export async function decideAnnouncement(
  tx: TSql,
  id: number,
  verdict: { moderatorId: number; approve: boolean; reason?: string },
): Promise<number | undefined> {
  const [row] = verdict.approve
    ? await tx<{ id: number }[]>`
        update announcements set status = 'published', published_at = now(), reject_reason = null,
          moderated_at = now(), moderated_by = ${verdict.moderatorId}
        where id = ${id} and status = 'moderation' and deleted_at is null returning id`
    : await tx<{ id: number }[]>`
        update announcements set status = 'rejected', reject_reason = ${verdict.reason ?? ''},
          moderated_at = now(), moderated_by = ${verdict.moderatorId}
        where id = ${id} and status = 'moderation' and deleted_at is null returning id`;
  return row?.id;
}
