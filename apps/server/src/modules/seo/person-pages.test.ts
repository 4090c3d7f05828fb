import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPersonIds, insertCompany, insertRows, type TSeededCompany } from '../../../test/factory.ts';
import { buildApp } from '../../app.ts';
import { ephemeralAccountsConfig } from '../../config.ts';
import { createSql, type TSql } from '../../db/client.ts';

const PUBLIC_URL = 'https://sverka.example';
const INDEX_HTML = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <title>Sverka — проверка контрагентов</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const NAME = `Кавычкин "Ипполит" <b>Матвеевич</b>`;
const NAMELESS = 'Безыннов Савва Ильич';

let app: FastifyInstance;
let sql: TSql;
let webDist: string;
let company: TSeededCompany;
let person: { inn: string };

beforeAll(async () => {
  sql = createSql(inject('databaseUrl'), { max: 4 });
  webDist = mkdtempSync(path.join(tmpdir(), 'sverka-person-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  const accounts = { ...ephemeralAccountsConfig(webDist), publicUrl: PUBLIC_URL };
  app = await buildApp({ config: { env: 'test', logLevel: 'silent', webDist, accounts }, sql });
  await app.ready();

  person = await freshPersonIds(sql);
  company = await insertCompany(sql, { name_short: 'ООО "ЛЮДИ"' });
  await insertRows(sql, 'company_directors', [
    { company_id: company.id, fio: NAME, inn: person.inn, post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР' },
    { company_id: company.id, fio: NAMELESS, post: 'ЗАМЕСТИТЕЛЬ', ended_date: '2020-01-01' },
  ]);
});

afterAll(async () => {
  await app?.close();
  await sql?.end();
  rmSync(webDist, { recursive: true, force: true });
});

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'JSON-LD block').not.toBeNull();
  return JSON.parse((match as RegExpExecArray)[1] as string);
}

describe('GET /person/{inn}', () => {
  it('puts the person into the head of the SPA page, every value escaped', async () => {
    const response = await app.inject({ method: 'GET', url: `/person/${person.inn}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    const url = `${PUBLIC_URL}/person/${person.inn}`;
    expect(html).toContain(
      `<title>Кавычкин &quot;Ипполит&quot; &lt;b&gt;Матвеевич&lt;/b&gt;, ИНН ${person.inn} — руководитель и учредитель | Сверка</title>`,
    );
    expect(html).not.toContain('<b>Матвеевич');
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toMatch(/<meta name="description" content="[^"]*организаций[^"]*— 1, из них действующих 1/);
    expect(html).toContain('Сейчас: генеральный директор ООО &quot;ЛЮДИ&quot;');
    expect(jsonLd(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: NAME,
      taxID: person.inn,
      worksFor: [{ '@type': 'Organization', name: 'ООО "ЛЮДИ"', taxID: company.inn }],
      url,
    });
    expect(html).not.toContain('noindex');
  });

  it('answers an unknown or malformed ИНН with the SPA, 404 and noindex, in any spelling of the path', async () => {
    const unknown = await freshPersonIds(sql);
    for (const url of [
      `/person/${unknown.inn}`,
      '/person/12345',
      `/PERSON/${unknown.inn}/`,
      `/person/${company.inn}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('serves a known person under another spelling of the path', async () => {
    const response = await app.inject({ method: 'GET', url: `/Person/${person.inn}/` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('GET /person/name/{name}/{companyInn}', () => {
  it('describes a person known only by name, the canonical page being itself', async () => {
    const own = `/person/name/${encodeURIComponent(NAMELESS)}/${company.inn}`;
    const response = await app.inject({ method: 'GET', url: own });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${NAMELESS} — руководитель и учредитель | Сверка</title>`);
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${own}" />`);
  });

  it('points to the page by ИНН when the company names the person with one', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/person/name/${encodeURIComponent(NAME.toUpperCase())}/${company.inn}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/person/${person.inn}" />`);
  });

  it('answers a name the company lacks, or a bad company ИНН, with 404 and noindex', async () => {
    for (const url of [
      `/person/name/${encodeURIComponent('Никто Никтович')}/${company.inn}`,
      `/person/name/${encodeURIComponent(NAMELESS)}/1234567890`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
    }
  });
});
