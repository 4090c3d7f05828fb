import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TSql } from '../src/db/client.ts';
import { insertCompany } from './factory.ts';

/** A marketplace seller: a fresh company of the test register represented by the given user. */
export async function insertSeller(
  sql: TSql,
  representativeId: number | null,
  company: Record<string, unknown> = {},
): Promise<{ id: number; companyId: number; inn: string }> {
  const seeded = await insertCompany(sql, company);
  const [row] = await sql<{ id: number }[]>`
    insert into sellers (company_id, inn, representative_id) values (${seeded.id}, ${seeded.inn}, ${representativeId})
    returning id`;
  if (!row) throw new Error('seller insert returned nothing');
  return { id: row.id, companyId: seeded.id, inn: seeded.inn };
}

/** A leaf category of the seeded tree and its root. */
export async function someCategory(sql: TSql, offset = 0): Promise<{ id: number; parentId: number }> {
  const [row] = await sql<{ id: number; parent_id: number }[]>`
    select id, parent_id from product_categories where parent_id is not null order by id offset ${offset} limit 1`;
  if (!row) throw new Error('no categories seeded');
  return { id: row.id, parentId: row.parent_id };
}

/** A product written straight to the table (published unless told otherwise), for catalogue tests. */
export async function insertProduct(
  sql: TSql,
  sellerId: number,
  fields: Partial<{
    name: string;
    description: string;
    price: number;
    sale_price: number | null;
    category_id: number;
    status: string;
    rating: number | null;
    likes_count: number;
    published_at: Date;
  }> = {},
): Promise<number> {
  const category = fields.category_id ?? (await someCategory(sql)).id;
  const row = {
    seller_id: sellerId,
    category_id: category,
    name: fields.name ?? `Товар ${randomUUID().slice(0, 8)}`,
    description: fields.description ?? 'Описание товара',
    price: fields.price ?? 1000,
    sale_price: fields.sale_price ?? null,
    status: fields.status ?? 'published',
    rating: fields.rating ?? null,
    likes_count: fields.likes_count ?? 0,
    published_at: fields.published_at ?? new Date(),
  };
  const [inserted] = await sql<{ id: number }[]>`insert into products ${sql(row)} returning id`;
  if (!inserted) throw new Error('product insert returned nothing');
  return inserted.id;
}

export { repeatedMultipart, type TFormPart } from './accounts.ts';

/** A small real picture in the given format. */
export async function picture(format: 'png' | 'jpeg' | 'webp' = 'png', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();
}
