import type { TSitemapEntry, TSitemapTable } from './seo.repository.ts';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const sitemapFileName = (table: TSitemapTable, page: number) => `${table}-${page}.xml`;

export const counterPartyUrl = (baseUrl: string, inn: string) => `${baseUrl}/counter-parties/${inn}`;

/** sitemaps.org 0.9 index: one `<sitemap>` per page of companies, then of sole traders. */
export function presentSitemapIndex(baseUrl: string, pages: { table: TSitemapTable; page: number }[]): string {
  const items = pages.map(
    ({ table, page }) =>
      `<sitemap><loc>${escapeXml(`${baseUrl}/sitemaps/${sitemapFileName(table, page)}`)}</loc></sitemap>`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One sitemap page; built as one string, about 5 MB for 50,000 URLs, well under the protocol's 50 MB. */
export function presentUrlSet(baseUrl: string, entries: TSitemapEntry[]): string {
  const items = entries.map(
    ({ inn, lastmod }) =>
      `<url><loc>${escapeXml(counterPartyUrl(baseUrl, inn))}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</urlset>\n`;
}

export function presentRobots(baseUrl: string): string {
  return `User-agent: *\nDisallow: /profile\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
