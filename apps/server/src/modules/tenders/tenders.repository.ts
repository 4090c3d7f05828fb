import type { TTenderStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

/** A seller's display name: the ЮЛ's short name or «ИП Фамилия Имя Отчество». */
const SELLER_NAME = `coalesce(c.name_short, 'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name))`;

/** Today in Moscow: a deadline is inclusive of its whole Moscow day. */
export const MOSCOW_TODAY = `(now() at time zone 'Europe/Moscow')::date`;

/** A company of a tender with what its name and reliability mark need. */
export type TCompanyRow = {
  seller_id: number;
  name: string;
  inn: string;
  kind: 'company' | 'entrepreneur';
  subject_id: number;
  representative_id: number | null;
};

export type TTenderRow = {
  id: number;
  customer_id: number;
  author_id: number | null;
  title: string;
  description: string;
  quantity: number;
  unit: string;
  budget: number | null;
  region_code: string;
  region_name: string;
  category_id: number;
  category_name: string;
  deadline: string;
  status: TTenderStatus;
  accepting_quotes: boolean;
  winner_quote_id: number | null;
  quotes_count: number;
  created_at: Date;
  closed_at: Date | null;
};

const TENDER_COLUMNS = `t.id, t.customer_id, t.author_id, t.title, t.description, t.quantity::float8 as quantity, t.unit,
  t.budget::float8 as budget, t.region_code, r.name as region_name, t.category_id, cat.name as category_name,
  t.deadline, t.status, (t.status = 'open' and t.deadline >= ${MOSCOW_TODAY}) as accepting_quotes,
  t.winner_quote_id, (select count(*)::int from tender_quotes q where q.tender_id = t.id) as quotes_count,
  t.created_at, t.closed_at`;

const TENDER_FROM = `tenders t join regions r on r.code = t.region_code
  join product_categories cat on cat.id = t.category_id`;

/** The sellers by id with their names and register records. */
export async function findCompanies(sql: TSql, sellerIds: number[]): Promise<TCompanyRow[]> {
  if (!sellerIds.length) return [];
  return sql<TCompanyRow[]>`
    select s.id as seller_id, ${sql.unsafe(SELLER_NAME)} as name, s.inn,
      case when s.company_id is not null then 'company' else 'entrepreneur' end as kind,
      coalesce(s.company_id, s.entrepreneur_id) as subject_id, s.representative_id
    from sellers s
    left join companies c on c.id = s.company_id
    left join entrepreneurs e on e.id = s.entrepreneur_id
    where s.id = any(${sellerIds}::bigint[])`;
}

/** The sellers the user represents, oldest first. */
export async function findOwnSellerIds(sql: TSql, userId: number): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`select id from sellers where representative_id = ${userId} order by id`;
  return rows.map((row) => row.id);
}

export async function regionExists(sql: TSql, code: string): Promise<boolean> {
  const [row] = await sql`select 1 from regions where code = ${code}`;
  return Boolean(row);
}

export function listRegions(sql: TSql): Promise<{ code: string; name: string }[]> {
  return sql<{ code: string; name: string }[]>`select code, name from regions order by name`;
}

export async function categoryExists(sql: TSql, id: number): Promise<boolean> {
  const [row] = await sql`select 1 from product_categories where id = ${id}`;
  return Boolean(row);
}

/** How many of the sellers' tenders are open and still take quotes: what the plan's allowance counts. */
export async function countOpenTenders(sql: TSql, sellerIds: number[]): Promise<number> {
  if (!sellerIds.length) return 0;
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from tenders
    where customer_id = any(${sellerIds}::bigint[]) and status = 'open' and deadline >= ${sql.unsafe(MOSCOW_TODAY)}`;
  return row?.count ?? 0;
}

/** Serialises publications of one user, so two at once cannot both pass the allowance. */
export async function lockPublisher(sql: TSql, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('tenders-publish'), ${userId}::int)`;
}

export type TNewTender = {
  customerId: number;
  authorId: number;
  title: string;
  description: string;
  quantity: number;
  unit: string;
  budget: number | null;
  regionCode: string;
  categoryId: number;
  deadline: string;
};

export async function insertTender(sql: TSql, tender: TNewTender): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into tenders (customer_id, author_id, title, description, quantity, unit, budget, region_code, category_id,
      deadline)
    values (${tender.customerId}, ${tender.authorId}, ${tender.title}, ${tender.description}, ${tender.quantity},
      ${tender.unit}, ${tender.budget}, ${tender.regionCode}, ${tender.categoryId}, ${tender.deadline})
    returning id`;
  if (!row) throw new Error('tender insert returned nothing');
  return row.id;
}

export async function findTender(sql: TSql, id: number): Promise<TTenderRow | undefined> {
  const [row] = await sql<TTenderRow[]>`
    select ${sql.unsafe(TENDER_COLUMNS)} from ${sql.unsafe(TENDER_FROM)} where t.id = ${id}`;
  return row;
}

/** The tender's row locked until the transaction ends: a winner and a quote decide one after the other. */
export async function lockTender(sql: TSql, id: number): Promise<TTenderRow | undefined> {
  await sql`select 1 from tenders where id = ${id} for update`;
  return findTender(sql, id);
}

export type TTenderFilter = {
  categoryIds?: number[];
  region?: string;
  deadlineFrom?: string;
  deadlineTo?: string;
  search?: string;
};

/** Open tenders that take quotes, the nearest deadline first, one page of them and the count. */
export async function findOpenTenders(
  sql: TSql,
  filter: TTenderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TTenderRow[]; count: number }> {
  const conditions = [sql`t.status = 'open' and t.deadline >= ${sql.unsafe(MOSCOW_TODAY)}`];
  if (filter.categoryIds) conditions.push(sql`t.category_id = any(${filter.categoryIds}::bigint[])`);
  if (filter.region) conditions.push(sql`t.region_code = ${filter.region}`);
  if (filter.deadlineFrom) conditions.push(sql`t.deadline >= ${filter.deadlineFrom}`);
  if (filter.deadlineTo) conditions.push(sql`t.deadline <= ${filter.deadlineTo}`);
  if (filter.search) {
    const words = filter.search.toLowerCase().replaceAll('ё', 'е');
    conditions.push(
      sql`(t.search_vector @@ websearch_to_tsquery('russian', ${words}) or t.title ilike ${`%${escapeLike(filter.search)}%`})`,
    );
  }
  const where = conditions.reduce((all, condition) => sql`${all} and ${condition}`);
  const [rows, [total]] = await Promise.all([
    sql<TTenderRow[]>`
      select ${sql.unsafe(TENDER_COLUMNS)} from ${sql.unsafe(TENDER_FROM)} where ${where}
      order by t.deadline, t.id desc limit ${page.limit} offset ${page.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from tenders t where ${where}`,
  ]);
  return { rows, count: total?.count ?? 0 };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The category and its children: a root's filter covers its subtree. */
export async function categorySubtree(sql: TSql, id: number): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`select id from product_categories where id = ${id} or parent_id = ${id}`;
  return rows.map((row) => row.id);
}

/** The sellers' own tenders, every status, newest first. */
export function findTendersOfCustomers(sql: TSql, sellerIds: number[], limit: number): Promise<TTenderRow[]> {
  if (!sellerIds.length) return Promise.resolve([]);
  return sql<TTenderRow[]>`
    select ${sql.unsafe(TENDER_COLUMNS)} from ${sql.unsafe(TENDER_FROM)}
    where t.customer_id = any(${sellerIds}::bigint[]) order by t.id desc limit ${limit}`;
}

export function findTendersByIds(sql: TSql, ids: number[]): Promise<TTenderRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return sql<TTenderRow[]>`
    select ${sql.unsafe(TENDER_COLUMNS)} from ${sql.unsafe(TENDER_FROM)} where t.id = any(${ids}::bigint[])`;
}

export async function closeTender(sql: TSql, id: number, winnerQuoteId: number): Promise<void> {
  await sql`
    update tenders set status = 'closed', winner_quote_id = ${winnerQuoteId}, closed_at = now() where id = ${id}`;
}

export async function cancelTender(sql: TSql, id: number): Promise<void> {
  await sql`update tenders set status = 'cancelled', closed_at = now() where id = ${id}`;
}

export type TQuoteRow = {
  id: number;
  tender_id: number;
  supplier_id: number;
  author_id: number | null;
  price: number;
  delivery_date: string | null;
  terms: string;
  comment: string;
  created_at: Date;
  updated_at: Date;
};

const QUOTE_COLUMNS = `q.id, q.tender_id, q.supplier_id, q.author_id, q.price::float8 as price, q.delivery_date, q.terms,
  q.comment, q.created_at, q.updated_at`;

export function findQuotesOfTender(sql: TSql, tenderId: number, supplierIds?: number[]): Promise<TQuoteRow[]> {
  const only = supplierIds ? sql`and q.supplier_id = any(${supplierIds}::bigint[])` : sql``;
  return sql<TQuoteRow[]>`
    select ${sql.unsafe(QUOTE_COLUMNS)} from tender_quotes q where q.tender_id = ${tenderId} ${only}
    order by q.price, q.id`;
}

export async function findQuote(sql: TSql, id: number): Promise<TQuoteRow | undefined> {
  const [row] = await sql<TQuoteRow[]>`select ${sql.unsafe(QUOTE_COLUMNS)} from tender_quotes q where q.id = ${id}`;
  return row;
}

export function findQuotesOfSuppliers(sql: TSql, sellerIds: number[], limit: number): Promise<TQuoteRow[]> {
  if (!sellerIds.length) return Promise.resolve([]);
  return sql<TQuoteRow[]>`
    select ${sql.unsafe(QUOTE_COLUMNS)} from tender_quotes q
    where q.supplier_id = any(${sellerIds}::bigint[]) order by q.id desc limit ${limit}`;
}

export type TQuoteFields = {
  tenderId: number;
  supplierId: number;
  authorId: number;
  price: number;
  deliveryDate: string | null;
  terms: string;
  comment: string;
};

/** The company's quote on the tender, written or rewritten; `created` tells which. */
export async function upsertQuote(sql: TSql, quote: TQuoteFields): Promise<{ id: number; created: boolean }> {
  const [row] = await sql<{ id: number; created: boolean }[]>`
    insert into tender_quotes (tender_id, supplier_id, author_id, price, delivery_date, terms, comment)
    values (${quote.tenderId}, ${quote.supplierId}, ${quote.authorId}, ${quote.price}, ${quote.deliveryDate},
      ${quote.terms}, ${quote.comment})
    on conflict (tender_id, supplier_id) do update set author_id = excluded.author_id, price = excluded.price,
      delivery_date = excluded.delivery_date, terms = excluded.terms, comment = excluded.comment, updated_at = now()
    returning id, (xmax = 0) as created`;
  if (!row) throw new Error('quote upsert returned nothing');
  return row;
}

export type TFileRow = {
  id: number;
  tender_id: number;
  quote_id: number | null;
  storage_key: string;
  name: string;
  content_type: string;
  size: number;
};

export function findFilesOfTenders(sql: TSql, tenderIds: number[]): Promise<TFileRow[]> {
  if (!tenderIds.length) return Promise.resolve([]);
  return sql<TFileRow[]>`
    select id, tender_id, quote_id, storage_key, name, content_type, size from tender_files
    where tender_id = any(${tenderIds}::bigint[]) order by id`;
}

export async function findFile(sql: TSql, tenderId: number, fileId: number): Promise<TFileRow | undefined> {
  const [row] = await sql<TFileRow[]>`
    select id, tender_id, quote_id, storage_key, name, content_type, size from tender_files
    where id = ${fileId} and tender_id = ${tenderId}`;
  return row;
}

export async function insertFile(
  sql: TSql,
  file: {
    tenderId: number;
    quoteId: number | null;
    storageKey: string;
    name: string;
    contentType: string;
    size: number;
  },
): Promise<void> {
  await sql`
    insert into tender_files (tender_id, quote_id, storage_key, name, content_type, size)
    values (${file.tenderId}, ${file.quoteId}, ${file.storageKey}, ${file.name}, ${file.contentType}, ${file.size})`;
}

/** Removes the quote's earlier files (a new one replaces them); their storage keys, to delete after the commit. */
export async function deleteQuoteFiles(sql: TSql, quoteId: number): Promise<string[]> {
  const rows = await sql<{ storage_key: string }[]>`
    delete from tender_files where quote_id = ${quoteId} returning storage_key`;
  return rows.map((row) => row.storage_key);
}

/** The representatives' emails and names, for the letters. */
export function findContacts(
  sql: TSql,
  userIds: number[],
): Promise<{ id: number; email: string; full_name: string | null }[]> {
  if (!userIds.length) return Promise.resolve([]);
  return sql<{ id: number; email: string; full_name: string | null }[]>`
    select id, email, full_name from users where id = any(${userIds}::bigint[]) and blocked_at is null`;
}
