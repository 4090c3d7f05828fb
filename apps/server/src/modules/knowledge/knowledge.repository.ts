import type { TSql } from '../../db/client.ts';

/** An article with its rubric, as every reader of the module gets it. */
export type TArticleRow = {
  id: number;
  slug: string;
  title: string;
  lead: string;
  body_html: string;
  subscribers_only: boolean;
  category_slug: string | null;
  category_title: string | null;
  created_at: Date;
  updated_at: Date;
};

export type TCategoryRow = { id: number; slug: string; title: string; count: number };

const ARTICLE = (sql: TSql) => sql`
  select a.id, a.slug, a.title, a.lead, a.body_html, a.subscribers_only, a.created_at, a.updated_at,
    c.slug as category_slug, c.title as category_title
  from knowledge_articles a
  left join knowledge_categories c on c.id = a.category_id`;

/** Words of a search as a tsquery input: the stems match whatever the ending, ё as е. */
const folded = (search: string) => search.trim().toLowerCase().replaceAll('ё', 'е');

/**
 * One page of articles, optionally of one rubric and matching a search. With a search the best matches come
 * first (title over lead over body); a word that is no stem of any text still finds titles that contain it.
 */
export async function findArticlePage(
  sql: TSql,
  filter: { category: string | null; search: string | null; limit: number; offset: number },
): Promise<{ rows: TArticleRow[]; count: number }> {
  const search = filter.search ? folded(filter.search) : null;
  const where = sql`
    where (${filter.category}::text is null or c.slug = ${filter.category})
      and (${search}::text is null
        or a.search_vector @@ websearch_to_tsquery('russian', ${search})
        or translate(lower(a.title), 'ё', 'е') like '%' || ${search ? escapeLike(search) : null} || '%')`;
  const order = search
    ? sql`order by ts_rank(a.search_vector, websearch_to_tsquery('russian', ${search})) desc, a.title, a.id`
    : sql`order by c.position nulls last, a.title, a.id`;
  const [rows, [total]] = await Promise.all([
    sql<TArticleRow[]>`${ARTICLE(sql)} ${where} ${order} limit ${filter.limit} offset ${filter.offset}`,
    sql<{ count: number }[]>`
      select count(*)::int as count from knowledge_articles a
      left join knowledge_categories c on c.id = a.category_id ${where}`,
  ]);
  return { rows, count: total?.count ?? 0 };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function findArticleBySlug(sql: TSql, slug: string): Promise<TArticleRow | undefined> {
  const [row] = await sql<TArticleRow[]>`${ARTICLE(sql)} where a.slug = ${slug}`;
  return row;
}

export async function findArticleById(sql: TSql, id: number): Promise<TArticleRow | undefined> {
  const [row] = await sql<TArticleRow[]>`${ARTICLE(sql)} where a.id = ${id}`;
  return row;
}

export async function findArticlesBySlugs(sql: TSql, slugs: readonly string[]): Promise<TArticleRow[]> {
  return sql<TArticleRow[]>`${ARTICLE(sql)} where a.slug = any(${slugs as string[]}) order by a.title, a.id`;
}

/** Every article, for the back office: newest changes first. */
export async function findAllArticles(sql: TSql): Promise<TArticleRow[]> {
  return sql<TArticleRow[]>`${ARTICLE(sql)} order by a.updated_at desc, a.id desc`;
}

export async function findExistingSlugs(sql: TSql, slugs: readonly string[]): Promise<Set<string>> {
  const rows = await sql<{ slug: string }[]>`
    select slug from knowledge_articles where slug = any(${slugs as string[]})`;
  return new Set(rows.map((row) => row.slug));
}

/** Every rubric in the list's order with how many articles it holds. */
export async function findCategories(sql: TSql): Promise<TCategoryRow[]> {
  return sql<TCategoryRow[]>`
    select c.id, c.slug, c.title, count(a.id)::int as count
    from knowledge_categories c
    left join knowledge_articles a on a.category_id = c.id
    group by c.id
    order by c.position, c.title, c.id`;
}

export async function findCategoryId(sql: TSql, slug: string): Promise<number | undefined> {
  const [row] = await sql<{ id: number }[]>`select id from knowledge_categories where slug = ${slug}`;
  return row?.id;
}

export type TArticleValues = {
  slug: string;
  title: string;
  lead: string;
  body_html: string;
  category_id: number | null;
  subscribers_only: boolean;
};

/** The new article's id, or undefined when its slug is taken. */
export async function insertArticle(
  tx: TSql,
  values: TArticleValues & { author_id: number },
): Promise<number | undefined> {
  const [row] = await tx<{ id: number }[]>`
    insert into knowledge_articles ${tx(values)}
    on conflict (slug) do nothing
    returning id`;
  return row?.id;
}

/** Locks the row and returns it as it was, or undefined when there is none. Call in a transaction. */
export async function lockArticle(tx: TSql, id: number): Promise<TArticleRow | undefined> {
  await tx`select id from knowledge_articles where id = ${id} for update`;
  return findArticleById(tx, id);
}

export async function slugTakenByOther(sql: TSql, slug: string, id: number): Promise<boolean> {
  const [row] = await sql<{ id: number }[]>`select id from knowledge_articles where slug = ${slug} and id <> ${id}`;
  return row !== undefined;
}

export async function updateArticle(tx: TSql, id: number, changes: Partial<TArticleValues>): Promise<void> {
  await tx`update knowledge_articles set ${tx({ ...changes, updated_at: new Date() })} where id = ${id}`;
}

export async function deleteArticle(tx: TSql, id: number): Promise<void> {
  await tx`delete from knowledge_articles where id = ${id}`;
}

export async function insertCategory(tx: TSql, values: { slug: string; title: string }): Promise<number | undefined> {
  const [row] = await tx<{ id: number }[]>`
    insert into knowledge_categories (slug, title, position)
    values (${values.slug}, ${values.title}, (select coalesce(max(position), 0) + 1 from knowledge_categories))
    on conflict (slug) do nothing
    returning id`;
  return row?.id;
}

export async function renameCategory(tx: TSql, slug: string, title: string): Promise<string | undefined> {
  const [row] = await tx<{ title: string }[]>`
    update knowledge_categories n set title = ${title}
    from (select id, title from knowledge_categories where slug = ${slug} for update) o
    where n.id = o.id
    returning o.title`;
  return row?.title;
}

/** Deletes an empty rubric: 'deleted', 'missing' or 'not_empty'. */
export async function deleteEmptyCategory(tx: TSql, slug: string): Promise<'deleted' | 'missing' | 'not_empty'> {
  const [row] = await tx<{ id: number; count: number }[]>`
    select c.id, (select count(*)::int from knowledge_articles a where a.category_id = c.id) as count
    from knowledge_categories c where c.slug = ${slug} for update`;
  if (!row) return 'missing';
  if (row.count > 0) return 'not_empty';
  await tx`delete from knowledge_categories where id = ${row.id}`;
  return 'deleted';
}
