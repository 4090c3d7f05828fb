import type { TSql } from '../../db/client.ts';

/** A seller with what the marketplace shows of its company or sole trader (null fields: gone from the register). */
export type TSellerRow = {
  id: number;
  company_id: number | null;
  entrepreneur_id: number | null;
  inn: string;
  representative_id: number | null;
  avatar_key: string | null;
  image_key: string | null;
  name: string | null;
  name_full: string | null;
  ogrn: string | null;
  status_name: string | null;
  region_code: string | null;
  region_name: string | null;
  address: string | null;
  website: string | null;
  products_count: number;
};

const SELECT_SELLERS = (sql: TSql) => sql`
  select s.id, s.company_id, s.entrepreneur_id, s.inn, s.representative_id, s.avatar_key, s.image_key,
    coalesce(c.name_short, 'ИП ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name)) as name,
    coalesce(c.name_full, e.kind_name || ' ' || concat_ws(' ', e.last_name, e.first_name, e.middle_name)) as name_full,
    coalesce(c.ogrn, e.ogrnip) as ogrn, coalesce(c.status_name, e.status_name) as status_name,
    coalesce(c.region_code, e.region_code) as region_code, r.name as region_name,
    coalesce(c.legal_address, c.city, e.city) as address, nullif(c.contacts->>'website', '') as website,
    (select count(*)::int from products p where p.seller_id = s.id and p.status = 'published') as products_count
  from sellers s
  left join companies c on c.id = s.company_id
  left join entrepreneurs e on e.id = s.entrepreneur_id
  left join regions r on r.code = coalesce(c.region_code, e.region_code)`;

export async function findSeller(sql: TSql, id: number): Promise<TSellerRow | undefined> {
  const [row] = await sql<TSellerRow[]>`${SELECT_SELLERS(sql)} where s.id = ${id}`;
  return row;
}

/** Sellers these users represent, oldest first (the order they became sellers in). */
export async function findSellersByRepresentatives(sql: TSql, userIds: number[]): Promise<TSellerRow[]> {
  if (!userIds.length) return [];
  return sql<TSellerRow[]>`
    ${SELECT_SELLERS(sql)} where s.representative_id = any(${userIds}::bigint[]) order by s.id limit 500`;
}

export type TSellerImages = { representative_id: number | null; avatar_key: string | null; image_key: string | null };

/** The seller's representative and picture keys, its row locked until the transaction ends. */
export async function lockSellerImages(sql: TSql, id: number): Promise<TSellerImages | undefined> {
  const [row] = await sql<TSellerImages[]>`
    select representative_id, avatar_key, image_key from sellers where id = ${id} for update`;
  return row;
}

/** The register row a seller stands for: a company or a sole trader. */
export type TSellerSubject = { company_id: number | null; entrepreneur_id: number | null };

/**
 * Points the seller at new picture keys. Cards show the logo and are kept by
 * the response cache until the registry data version moves, so it is moved
 * here too: a new logo is seen at once, not after the cache's TTL. Returns the
 * subject, whose card documents the caller deletes.
 */
export async function updateSellerImages(
  sql: TSql,
  id: number,
  changes: Partial<Pick<TSellerImages, 'avatar_key' | 'image_key'>>,
): Promise<TSellerSubject | undefined> {
  const columns = Object.keys(changes) as (keyof typeof changes)[];
  if (!columns.length) return undefined;
  const [subject] = await sql<TSellerSubject[]>`
    update sellers set ${sql(changes, columns)}, updated_at = now() where id = ${id}
    returning company_id, entrepreneur_id`;
  await sql`select nextval('registry_data_version')`;
  return subject;
}

export type TSellerBankRow = {
  representative_id: number | null;
  bank_name: string | null;
  bik: string | null;
  settlement_account: string | null;
  correspondent_account: string | null;
};

export async function findSellerBank(sql: TSql, id: number): Promise<TSellerBankRow | undefined> {
  const [row] = await sql<TSellerBankRow[]>`
    select representative_id, bank_name, bik, settlement_account, correspondent_account from sellers where id = ${id}`;
  return row;
}

/**
 * Writes the four bank fields (all null to clear them) when `userId` still represents the seller; the check
 * and the write are one statement, so a representative change in between cannot let the old one write.
 */
export async function updateSellerBank(
  sql: TSql,
  id: number,
  userId: number,
  bank: Omit<TSellerBankRow, 'representative_id'>,
): Promise<TSellerBankRow | undefined> {
  const [row] = await sql<TSellerBankRow[]>`
    update sellers set bank_name = ${bank.bank_name}, bik = ${bank.bik},
      settlement_account = ${bank.settlement_account}, correspondent_account = ${bank.correspondent_account},
      updated_at = now()
    where id = ${id} and representative_id = ${userId}
    returning representative_id, bank_name, bik, settlement_account, correspondent_account`;
  return row;
}
