import type { TProductUploadFormat, TProductUploadRow, TProductUploadStatus } from '@sverka/shared';
import type { TSql } from '../../../db/client.ts';
import type { TStoredPicture } from '../product-pictures.ts';
import type { TUploadProduct } from './upload-rows.ts';

export type TUploadRow = {
  id: number;
  seller_id: number;
  user_id: number;
  file_name: string;
  format: TProductUploadFormat;
  file_key: string;
  status: TProductUploadStatus;
  total_rows: number;
  processed_rows: number;
  created_count: number;
  updated_count: number;
  refused_count: number;
  report: TProductUploadRow[];
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
};

export type TUploadCounters = Pick<
  TUploadRow,
  'total_rows' | 'processed_rows' | 'created_count' | 'updated_count' | 'refused_count'
>;

export type TRepresentedSeller = { id: number; name: string; inn: string };

const SELLER_NAME = `coalesce(c.name_short, c.name_full, 'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name))`;

/** Sellers (companies and sole traders) the user is the representative of. */
export async function findRepresentedSellers(sql: TSql, userId: number): Promise<TRepresentedSeller[]> {
  return sql<TRepresentedSeller[]>`
    select s.id, ${sql.unsafe(SELLER_NAME)} as name, s.inn
    from sellers s
    left join companies c on c.id = s.company_id
    left join entrepreneurs e on e.id = s.entrepreneur_id
    where s.representative_id = ${userId}
    order by s.id`;
}

export async function isRepresentative(sql: TSql, sellerId: number, userId: number): Promise<boolean> {
  const [row] = await sql`select 1 from sellers where id = ${sellerId} and representative_id = ${userId}`;
  return row !== undefined;
}

export async function insertUpload(
  sql: TSql,
  upload: { sellerId: number; userId: number; fileName: string; format: TProductUploadFormat; fileKey: string },
): Promise<TUploadRow> {
  const [row] = await sql<TUploadRow[]>`
    insert into product_uploads (seller_id, user_id, file_name, format, file_key)
    values (${upload.sellerId}, ${upload.userId}, ${upload.fileName}, ${upload.format}, ${upload.fileKey})
    returning *`;
  if (!row) throw new Error('product upload was not stored');
  return row;
}

/** The user's uploads still waiting for the job or in it. */
export async function countRunningUploads(sql: TSql, userId: number): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from product_uploads
    where user_id = ${userId} and status in ('queued', 'processing')`;
  return row?.count ?? 0;
}

/** The user's uploads, newest first, without their reports. */
export async function findUploads(sql: TSql, userId: number, limit: number): Promise<TUploadRow[]> {
  return sql<TUploadRow[]>`
    select id, seller_id, user_id, file_name, format, file_key, status, total_rows, processed_rows, created_count,
      updated_count, refused_count, '[]'::jsonb as report, error, created_at, finished_at
    from product_uploads where user_id = ${userId}
    order by created_at desc, id desc limit ${limit}`;
}

export async function findUpload(sql: TSql, id: number): Promise<TUploadRow | undefined> {
  const [row] = await sql<TUploadRow[]>`select * from product_uploads where id = ${id}`;
  return row;
}

/** The job takes the upload; a retried job takes it again where it stopped being sure of it. */
export async function claimUpload(sql: TSql, id: number): Promise<TUploadRow | undefined> {
  const [row] = await sql<TUploadRow[]>`
    update product_uploads set status = 'processing'
    where id = ${id} and status in ('queued', 'processing')
    returning *`;
  return row;
}

export async function updateProgress(sql: TSql, id: number, counters: TUploadCounters): Promise<void> {
  await sql`update product_uploads set ${sql(counters)} where id = ${id}`;
}

export async function finishUpload(
  sql: TSql,
  id: number,
  outcome: { status: 'done' | 'failed'; error: string | null; report: TProductUploadRow[]; counters: TUploadCounters },
): Promise<void> {
  await sql`
    update product_uploads
    set ${sql(outcome.counters)}, status = ${outcome.status}, error = ${outcome.error},
      report = ${sql.json(outcome.report as never)}, finished_at = now()
    where id = ${id}`;
}

export async function failUpload(sql: TSql, id: number, error: string): Promise<void> {
  await sql`
    update product_uploads set status = 'failed', error = ${error}, finished_at = now()
    where id = ${id} and status in ('queued', 'processing')`;
}

export async function findCategoryRows(sql: TSql): Promise<{ id: number; parent_id: number | null; name: string }[]> {
  return sql`select id, parent_id, name from product_categories order by parent_id nulls first, position, id`;
}

/**
 * Creates the seller's product with this offer id or updates it; either way it goes (back) to
 * moderation, as a product saved through the form does. VAT and stock left out of the file keep
 * what the product had (a new one gets the defaults).
 */
export async function upsertProduct(
  sql: TSql,
  sellerId: number,
  product: TUploadProduct,
): Promise<{ id: number; created: boolean }> {
  const vatGiven = product.vatRate !== undefined;
  const stockGiven = product.inStock !== undefined;
  const [row] = await sql<{ id: number; created: boolean }[]>`
    insert into products (seller_id, category_id, name, description, price, sale_price, vat_rate, in_stock,
      specifications, status, external_id)
    values (${sellerId}, ${product.categoryId}, ${product.name}, ${product.description}, ${product.price},
      ${product.salePrice}, ${vatGiven ? (product.vatRate ?? null) : 20}, ${product.inStock ?? 0},
      ${sql.json(product.specifications)}, 'moderation', ${product.offerId})
    on conflict (seller_id, external_id) where external_id is not null do update set
      category_id = excluded.category_id,
      name = excluded.name,
      description = excluded.description,
      price = excluded.price,
      sale_price = excluded.sale_price,
      vat_rate = ${vatGiven ? sql`excluded.vat_rate` : sql`products.vat_rate`},
      in_stock = ${stockGiven ? sql`excluded.in_stock` : sql`products.in_stock`},
      specifications = excluded.specifications,
      status = 'moderation',
      reject_reason = null,
      updated_at = now()
    returning id, (xmax = 0) as created`;
  if (!row) throw new Error('product was not stored');
  return row;
}

/** The product's tags become the named ones (created when new, matched regardless of case). */
export async function replaceTags(sql: TSql, productId: number, names: string[]): Promise<void> {
  await sql`delete from product_tag_links where product_id = ${productId}`;
  if (names.length > 0) {
    await sql`
      insert into product_tags (name) select unnest(${names}::text[])
      on conflict ((lower(name))) do nothing`;
    await sql`
      insert into product_tag_links (product_id, tag_id)
      select ${productId}, id from product_tags where lower(name) = any(${names.map((name) => name.toLowerCase())}::text[])
      on conflict do nothing`;
  }
  await sql`update products set search_extra = ${names.join(' ') || null} where id = ${productId}`;
}

/** How many pictures the product has and which URLs they came from. */
export async function pictureState(
  sql: TSql,
  productId: number,
): Promise<{ exists: boolean; count: number; sourceUrls: Set<string> }> {
  const [product] = await sql`select 1 from products where id = ${productId}`;
  const rows = await sql<{ source_url: string | null }[]>`
    select source_url from product_images where product_id = ${productId}`;
  return {
    exists: product !== undefined,
    count: rows.length,
    sourceUrls: new Set(rows.flatMap((row) => (row.source_url ? [row.source_url] : []))),
  };
}

/** Adds a fetched picture after the product's others; the product goes back to moderation. */
export async function insertFetchedPicture(
  sql: TSql,
  productId: number,
  picture: TStoredPicture,
  sourceUrl: string,
): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`
      insert into product_images (product_id, key, thumb_key, width, height, position, source_url)
      values (${productId}, ${picture.key}, ${picture.thumbKey}, ${picture.width}, ${picture.height},
        (select coalesce(max(position) + 1, 0) from product_images where product_id = ${productId}), ${sourceUrl})`;
    await tx`
      update products set status = 'moderation', reject_reason = null, updated_at = now() where id = ${productId}`;
  });
}

/** A note added once to one row of an upload's report (a picture that could not be fetched). */
export async function addReportNote(sql: TSql, uploadId: number, reportIndex: number, note: string): Promise<void> {
  await sql`
    update product_uploads
    set report = jsonb_set(report, array[${String(reportIndex)}, 'reasons'],
      coalesce(report -> ${reportIndex}::int -> 'reasons', '[]'::jsonb) || ${sql.json([note])})
    where id = ${uploadId} and jsonb_array_length(report) > ${reportIndex}
      and not coalesce(report -> ${reportIndex}::int -> 'reasons' @> ${sql.json([note])}, false)`;
}
