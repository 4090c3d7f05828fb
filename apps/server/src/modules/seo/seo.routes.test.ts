import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPersonIds, insertCompany, insertRows, type TSeededCompany } from '../../../test/factory.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { buildApp } from '../../app.ts';
import { ephemeralAccountsConfig } from '../../config.ts';
import { createSql, type TSql } from '../../db/client.ts';
import { findSitemapPage, findSitemapPages } from './seo.service.ts';

const PUBLIC_URL = 'https://sverka.example';
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Сверка по умолчанию" />
    <title>Sverka — проверка контрагентов</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>
`;
const HOSTILE_NAME = `ООО "Ромашка" & 'Ко' </script><script>alert(1)</script>`;

let app: FastifyInstance;
let sql: TSql;
let webDist: string;
let company: TSeededCompany;
let entrepreneur: { inn: string; ogrnip: string };

beforeAll(async () => {
  sql = createSql(inject('databaseUrl'), { max: 4 });
  webDist = mkdtempSync(path.join(tmpdir(), 'sverka-seo-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  const accounts = { ...ephemeralAccountsConfig(webDist), publicUrl: PUBLIC_URL };
  app = await buildApp({ config: { env: 'test', logLevel: 'silent', webDist, accounts }, sql });
  await app.ready();

  company = await insertCompany(sql, {
    name_short: HOSTILE_NAME,
    name_full: `ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ ${HOSTILE_NAME}`,
    extract_date: '2026-04-15',
  });
  await insertRows(sql, 'company_directors', [
    { company_id: company.id, fio: 'Прежний Пётр Петрович', post: 'ДИРЕКТОР', ended_date: '2020-01-10' },
    { company_id: company.id, fio: 'Директоров Дмитрий Дмитриевич', post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
  ]);
  entrepreneur = await freshPersonIds(sql);
  await sql`
    insert into entrepreneurs (ogrnip, inn, last_name, first_name, middle_name, kind_name, status_name,
      registration_date, city, okved_code, source)
    values (${entrepreneur.ogrnip}, ${entrepreneur.inn}, 'Проверкин', 'Тест', 'Тестович',
      'Индивидуальный предприниматель', 'Действует', '2019-06-01', 'г. Тестовск', '47.11', 'egrip')`;
});

afterAll(async () => {
  await app?.close();
  await sql?.end();
  rmSync(webDist, { recursive: true, force: true });
});

/** The one JSON-LD block of a page, parsed back. */
function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'JSON-LD block').not.toBeNull();
  return JSON.parse((match as RegExpExecArray)[1] as string);
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('GET /counter-parties/{id}', () => {
  it('puts the company into the head of the SPA page, every value escaped', async () => {
    const response = await app.inject({ method: 'GET', url: `/counter-parties/${company.inn}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const url = `${PUBLIC_URL}/counter-parties/${company.inn}`;

    // The name cannot close an element: the only <script> elements are the build's and the JSON-LD.
    expect(html).not.toContain('<script>alert(1)');
    expect(count(html, /<script/)).toBe(2);
    expect(count(html, /<\/script>/)).toBe(2);
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /<meta name="description"/)).toBe(1);
    expect(html).not.toContain('Сверка по умолчанию');
    const escapedName =
      'ООО &quot;Ромашка&quot; &amp; &#39;Ко&#39; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    expect(html).toContain(`<title>${escapedName}, ИНН ${company.inn} — проверка контрагента | Сверка</title>`);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain(`<meta property="og:title" content="${escapedName}, ИНН ${company.inn}`);

    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(description).toContain(`${escapedName}: действует. Дата регистрации 04.03.2015.`);
    expect(description).toContain(`Адрес: ${company.address}.`);
    expect(description).toContain('Генеральный директор — Директоров Дмитрий Дмитриевич.');
    expect(description).not.toContain('Прежний');
    expect(description).toContain('Основной ОКВЭД: 62.01 Разработка компьютерного программного обеспечения.');

    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: HOSTILE_NAME,
      legalName: `ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ ${HOSTILE_NAME}`,
      taxID: company.inn,
      identifier: [
        { '@type': 'PropertyValue', propertyID: 'ОГРН', value: company.ogrn },
        { '@type': 'PropertyValue', propertyID: 'КПП', value: `${company.inn.slice(0, 4)}01001` },
      ],
      address: { '@type': 'PostalAddress', streetAddress: company.address, addressRegion: '77', addressCountry: 'RU' },
      foundingDate: '2015-03-04',
      url,
    });
    // The SPA itself is intact.
    expect(html).toContain('<div id="root"></div><script type="module" src="/assets/index-abc.js"></script>');
  });

  it('finds a company by ОГРН and names the ИНН page as canonical', async () => {
    const response = await app.inject({ method: 'GET', url: `/counter-parties/${company.ogrn}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/counter-parties/${company.inn}" />`);
  });

  it('describes a sole trader by ИНН or ОГРНИП', async () => {
    for (const id of [entrepreneur.inn, entrepreneur.ogrnip]) {
      const response = await app.inject({ method: 'GET', url: `/counter-parties/${id}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<title>ИП Проверкин Тест Тестович, ИНН ${entrepreneur.inn} —`);
      expect(jsonLd(response.body)).toMatchObject({
        '@type': 'Organization',
        name: 'ИП Проверкин Тест Тестович',
        taxID: entrepreneur.inn,
        identifier: [{ propertyID: 'ОГРНИП', value: entrepreneur.ogrnip }],
        address: { streetAddress: 'г. Тестовск' },
        foundingDate: '2019-06-01',
      });
    }
  });

  it('answers an unknown or malformed identifier with the SPA, 404 and noindex', async () => {
    const unknown = (await freshPersonIds(sql)).inn;
    for (const id of [unknown, '7707083890', 'not-an-inn']) {
      const response = await app.inject({ method: 'GET', url: `/counter-parties/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('application/ld+json');
    }
  });

  it('serves a rebuilt index.html without a restart, within a second', async () => {
    const file = path.join(webDist, 'index.html');
    const page = async () => (await app.inject({ method: 'GET', url: `/counter-parties/${company.inn}` })).body;
    try {
      expect(await page()).toContain('/assets/index-abc.js');
      writeFileSync(file, INDEX_HTML.replace('index-abc.js', 'index-new.js'));
      const later = new Date(Date.now() + 60_000);
      utimesSync(file, later, later);
      await expect.poll(page, { timeout: 2_000, interval: 100 }).toContain('/assets/index-new.js');
    } finally {
      writeFileSync(file, INDEX_HTML);
    }
    // The tests after this one read the first build again.
    await expect.poll(page, { timeout: 2_000, interval: 100 }).toContain('/assets/index-abc.js');
  });
});

describe('GET /marketplace/{id}', () => {
  it('puts a published product with its main picture into the head, every value escaped', async () => {
    const seller = await insertSeller(sql, null);
    const id = await insertProduct(sql, seller.id, {
      name: HOSTILE_NAME,
      description: 'Хлопковые перчатки\n\n  с ПВХ-покрытием',
    });
    await insertRows(sql, 'product_images', [
      { product_id: id, key: 'products/second.webp', thumb_key: 'products/second-thumb.webp', position: 1 },
      { product_id: id, key: 'products/main.webp', thumb_key: 'products/main-thumb.webp', position: 0 },
    ]);
    const response = await app.inject({ method: 'GET', url: `/marketplace/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const url = `${PUBLIC_URL}/marketplace/${id}`;
    expect(html).not.toContain('<script>alert(1)');
    expect(count(html, /<title>/)).toBe(1);
    expect(html).toContain('<title>ООО &quot;Ромашка&quot; &amp; &#39;Ко&#39; &lt;/script&gt;');
    expect(html).toContain('<meta name="description" content="Хлопковые перчатки с ПВХ-покрытием" />');
    expect(html).not.toContain('Сверка по умолчанию');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/api/v1/media/products/main.webp" />`);
    expect(html).not.toContain('noindex');
  });

  it('answers a missing, malformed, unpublished or rejected product with 404 and noindex', async () => {
    const seller = await insertSeller(sql, null);
    const onModeration = await insertProduct(sql, seller.id, { status: 'moderation' });
    const rejected = await insertProduct(sql, seller.id, { status: 'rejected' });
    const [last] = await sql<{ id: number }[]>`select coalesce(max(id), 0)::int as id from products`;
    for (const id of [onModeration, rejected, (last?.id ?? 0) + 1000, 'abc', '0']) {
      const response = await app.inject({ method: 'GET', url: `/marketplace/${id}` });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});

describe('sitemaps and robots.txt', () => {
  it('lists one sitemap per 50,000 ids of each table', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const [expected] = await sql<{ companies: number; entrepreneurs: number }[]>`
      select (select count(distinct (id - 1) / 50000) from companies)::int as companies,
             (select count(distinct (id - 1) / 50000) from entrepreneurs)::int as entrepreneurs`;
    const locs = [...response.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]);
    expect(locs.filter((loc) => loc?.startsWith(`${PUBLIC_URL}/sitemaps/companies-`))).toHaveLength(
      expected?.companies ?? -1,
    );
    expect(locs.filter((loc) => loc?.startsWith(`${PUBLIC_URL}/sitemaps/entrepreneurs-`))).toHaveLength(
      expected?.entrepreneurs ?? -1,
    );
    expect(locs).toContain(`${PUBLIC_URL}/sitemaps/companies-${Math.floor((company.id - 1) / 50_000) + 1}.xml`);
  });

  it('lists a page of card URLs with the extract date as lastmod', async () => {
    const page = Math.floor((company.id - 1) / 50_000) + 1;
    // Files running beside this one add companies meanwhile: the page holds those counted before it or more.
    const inRange = async () =>
      (
        await sql<{ n: number }[]>`
          select count(*)::int as n from companies where id > ${(page - 1) * 50_000} and id <= ${page * 50_000}`
      )[0]?.n ?? -1;
    const before = await inRange();
    const response = await app.inject({ method: 'GET', url: `/sitemaps/companies-${page}.xml` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain(
      `<url><loc>${PUBLIC_URL}/counter-parties/${company.inn}</loc><lastmod>2026-04-15</lastmod></url>`,
    );
    const listed = count(response.body, /<url>/);
    expect(listed).toBeGreaterThanOrEqual(before);
    expect(listed).toBeLessThanOrEqual(await inRange());
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>\n<\/urlset>\n$/);
  });

  it('answers 404 for a page past the end or a name it does not know', async () => {
    for (const url of ['/sitemaps/companies-99999.xml', '/sitemaps/people-1.xml', '/sitemaps/companies-0.xml']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('pages by id range, each row on exactly one page and no page over the size', async () => {
    const size = 700;
    // One snapshot for the count and every page: other test files add companies to the same database meanwhile.
    await sql.begin('isolation level repeatable read read only', async (transaction) => {
      const tx = transaction as unknown as TSql;
      const pages = (await findSitemapPages(tx, size)).filter((p) => p.table === 'companies');
      const [all] = await tx<{ n: number }[]>`select count(*)::int as n from companies`;
      let listed = 0;
      for (const { page } of pages) {
        const entries = await findSitemapPage(tx, 'companies', page, size);
        expect(entries.length).toBeGreaterThan(0);
        expect(entries.length).toBeLessThanOrEqual(size);
        listed += entries.length;
      }
      expect(listed).toBe(all?.n);
    });
  });

  it('serves robots.txt pointing to the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Disallow: /profile\n');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });
});

describe('without a built web app', () => {
  it('leaves card pages alone and still serves the sitemap', async () => {
    const bare = await buildApp({
      config: { env: 'test', logLevel: 'silent', webDist: path.join(webDist, 'missing') },
      sql,
    });
    try {
      const page = await bare.inject({ method: 'GET', url: `/counter-parties/${company.inn}` });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('application/json');
      const sitemap = await bare.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      // No public URL configured: links start with the address the request came to.
      expect(sitemap.body).toContain('<loc>http://localhost:80/sitemaps/companies-');
    } finally {
      await bare.close();
    }
  });
});
