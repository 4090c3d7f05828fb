import type { TSql } from '../../db/client.ts';

/** What a search engine is told about one subject: the head tags of its card page. */
export type TSubjectSnippet = {
  kind: 'company' | 'entrepreneur';
  inn: string;
  /** ОГРН or ОГРНИП. */
  ogrn: string;
  kpp: string | null;
  /** The name people know it by: the short name, or the sole trader's «ИП Фамилия Имя Отчество». */
  name: string;
  /** The full registered name; for a sole trader the kind of trader and the full name. */
  legal_name: string;
  status_name: string;
  registration_date: string | null;
  address: string | null;
  region_code: string | null;
  director: string | null;
  director_post: string | null;
  okved_code: string | null;
  okved_name: string | null;
};

type TLookup = { column: 'inn' | 'ogrn'; value: string };

/**
 * One ЮЛ with its current head and main activity, in a single round trip:
 * crawlers ask for these pages far more often than people open cards, so the
 * full card query (founders, branches, connections …) is not used here.
 */
export async function findCompanySnippet(sql: TSql, { column, value }: TLookup): Promise<TSubjectSnippet | null> {
  const [row] = await sql<TSubjectSnippet[]>`
    select 'company' as kind, c.inn, c.ogrn, c.kpp, c.name_short as name, c.name_full as legal_name,
           c.status_name, c.registration_date, c.legal_address as address, c.region_code,
           d.fio as director, d.post as director_post, c.okved_code, o.name as okved_name
    from companies c
    left join okved o on o.code = c.okved_code
    left join lateral (
      select fio, post from company_directors
      where company_id = c.id and ended_date is null
      order by position, id limit 1
    ) d on true
    where ${column === 'inn' ? sql`c.inn` : sql`c.ogrn`} = ${value}
    -- A reorganised company can leave an old row with the same ИНН: the live one wins, then the newest.
    order by (c.status_name = 'Действует') desc, c.registration_date desc nulls last
    limit 1`;
  return row ?? null;
}

/** One ИП by ИНН or ОГРНИП; a sole trader has no address in the register, only a city and region. */
export async function findEntrepreneurSnippet(sql: TSql, { column, value }: TLookup): Promise<TSubjectSnippet | null> {
  const [row] = await sql<TSubjectSnippet[]>`
    select 'entrepreneur' as kind, e.inn, e.ogrnip as ogrn, null as kpp,
           concat_ws(' ', 'ИП', e.last_name, e.first_name, e.middle_name) as name,
           concat_ws(' ', e.kind_name, e.last_name, e.first_name, e.middle_name) as legal_name,
           e.status_name, e.registration_date, e.city as address, e.region_code,
           null as director, null as director_post, e.okved_code, o.name as okved_name
    from entrepreneurs e
    left join okved o on o.code = e.okved_code
    where ${column === 'inn' ? sql`e.inn` : sql`e.ogrnip`} = ${value}
    order by (e.status_name = 'Действует') desc, e.registration_date desc nulls last
    limit 1`;
  return row ?? null;
}

export type TSitemapTable = 'companies' | 'entrepreneurs';

/** One sitemap entry: the ИНН for the URL and the date its facts are as of (YYYY-MM-DD). */
export type TSitemapEntry = { inn: string; lastmod: string };

/**
 * Entries whose id lies in (afterId, upToId], in id order. The range is an
 * index range scan of the primary key (keyset paging): a page deep in a
 * million rows costs the same as the first, unlike OFFSET.
 */
export function findSitemapEntries(sql: TSql, table: TSitemapTable, afterId: number, upToId: number) {
  return sql<TSitemapEntry[]>`
    select inn, to_char(coalesce(extract_date, updated_at::date), 'YYYY-MM-DD') as lastmod
    from ${sql(table)}
    where id > ${afterId} and id <= ${upToId}
    order by id`;
}

/**
 * Numbers (from 0) of the id ranges of `pageSize` ids that hold at least one
 * row. A loose index scan: one primary-key probe per non-empty range, so the
 * sitemap index of a million companies reads about twenty index entries.
 */
export async function findSitemapBuckets(sql: TSql, table: TSitemapTable, pageSize: number): Promise<number[]> {
  const rows = await sql<{ bucket: number }[]>`
    with recursive buckets(bucket) as (
      select (min(id) - 1) / ${pageSize} from ${sql(table)}
      union all
      select (select (min(id) - 1) / ${pageSize} from ${sql(table)} where id > (b.bucket + 1) * ${pageSize})
      from buckets b
      where b.bucket is not null
    )
    select bucket from buckets where bucket is not null order by bucket`;
  return rows.map((row) => row.bucket);
}

/** Whether a news post with this id exists (the `/blog/{id}` page has something to show). */
export async function newsPostExists(sql: TSql, id: number): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`select exists(select 1 from news_posts where id = ${id}) as found`;
  return row?.found ?? false;
}

/** Whether a marketplace seller with this id exists (the `/company/{id}` page has something to show). */
export async function companyExists(sql: TSql, id: number): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`select exists(select 1 from sellers where id = ${id}) as found`;
  return row?.found ?? false;
}

/** What a search engine is told about a published product: its page's title, description and picture. */
export type TProductSnippet = { id: number; name: string; description: string; image_key: string | null };

/**
 * A published product with its main (first) picture; a product on moderation
 * or rejected, or of a seller whose representative is blocked, is none.
 */
export async function findPublishedProductSnippet(sql: TSql, id: number): Promise<TProductSnippet | null> {
  const [row] = await sql<TProductSnippet[]>`
    select p.id, p.name, p.description,
      (select i.key from product_images i where i.product_id = p.id order by i.position, i.id limit 1) as image_key
    from products p
    where p.id = ${id} and p.status = 'published'
      and not exists (
        select 1 from sellers s join users u on u.id = s.representative_id
        where s.id = p.seller_id and u.blocked_at is not null)`;
  return row ?? null;
}
