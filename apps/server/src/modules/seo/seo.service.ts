import { classifyQuery, ZCompanyIdParams, ZNewsIdParams, ZProductIdParams } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import {
  companyExists,
  findCompanySnippet,
  findEntrepreneurSnippet,
  findPublishedProductSnippet,
  findSitemapBuckets,
  findSitemapEntries,
  newsPostExists,
  type TProductSnippet,
  type TSitemapEntry,
  type TSitemapTable,
  type TSubjectSnippet,
} from './seo.repository.ts';

/** The sitemaps.org limit of URLs in one sitemap file. */
export const SITEMAP_PAGE_SIZE = 50_000;

/**
 * The subject behind `/counter-parties/{id}` from the local register only:
 * an ИНН of 10 digits or an ОГРН is a company, an ИНН of 12 digits or an
 * ОГРНИП a sole trader. A malformed identifier or a wrong check digit is
 * simply not found. The live provider is never asked: crawlers probing
 * identifiers must not spend paid lookups.
 */
export async function findSubjectSnippet(sql: TSql, id: string): Promise<TSubjectSnippet | null> {
  const shape = classifyQuery(id);
  if (shape.kind === 'text' || shape.kind === 'okved' || !shape.isValid) return null;
  switch (shape.kind) {
    case 'inn_legal':
      return findCompanySnippet(sql, { column: 'inn', value: shape.value });
    case 'ogrn':
      return findCompanySnippet(sql, { column: 'ogrn', value: shape.value });
    case 'inn_person':
      return findEntrepreneurSnippet(sql, { column: 'inn', value: shape.value });
    case 'ogrnip':
      return findEntrepreneurSnippet(sql, { column: 'ogrn', value: shape.value });
  }
}

/** Whether `/blog/{id}` names a news post; an id the API would refuse names none. */
export async function isNewsPostPage(sql: TSql, id: string): Promise<boolean> {
  const parsed = ZNewsIdParams.safeParse({ id });
  return parsed.success && newsPostExists(sql, parsed.data.id);
}

/** Whether `/company/{id}` names a marketplace seller; an id the API would refuse names none. */
export async function isCompanyPage(sql: TSql, id: string): Promise<boolean> {
  const parsed = ZCompanyIdParams.safeParse({ id });
  return parsed.success && companyExists(sql, parsed.data.id);
}

/**
 * The product behind `/marketplace/{id}` while it is published; an id the API
 * would refuse, a missing product or one on moderation or rejected is none.
 */
export async function findProductSnippet(sql: TSql, id: string): Promise<TProductSnippet | null> {
  const parsed = ZProductIdParams.safeParse({ id });
  return parsed.success ? findPublishedProductSnippet(sql, parsed.data.id) : null;
}

/**
 * Sitemap page n (from 1) of a table holds the rows with ids in
 * ((n − 1)·size, n·size]: a page's URL always names the same rows, and ranges
 * left empty by deleted rows are not listed in the index.
 */
export async function findSitemapPages(sql: TSql, pageSize = SITEMAP_PAGE_SIZE) {
  const tables: TSitemapTable[] = ['companies', 'entrepreneurs'];
  const buckets = await Promise.all(tables.map((table) => findSitemapBuckets(sql, table, pageSize)));
  return tables.flatMap((table, i) => (buckets[i] ?? []).map((bucket) => ({ table, page: bucket + 1 })));
}

export function findSitemapPage(
  sql: TSql,
  table: TSitemapTable,
  page: number,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<TSitemapEntry[]> {
  return findSitemapEntries(sql, table, (page - 1) * pageSize, page * pageSize);
}
