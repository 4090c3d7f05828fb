import { innLegalCheckDigit, MESSAGES, type TCompany } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp();

type TSample = { id: number; inn: string; ogrn: string; name_short: string; kpp: string | null };
type TSampleIp = { id: number; inn: string; ogrnip: string; last_name: string };

let company: TSample;
let entrepreneur: TSampleIp;

beforeAll(async () => {
  const companies = await ctx.sql<TSample[]>`
    select id, inn, ogrn, name_short, kpp from companies c
    where exists (select 1 from company_directors d where d.company_id = c.id)
    order by id limit 1`;
  const entrepreneurs = await ctx.sql<
    TSampleIp[]
  >`select id, inn, ogrnip, last_name from entrepreneurs order by id limit 1`;
  company = companies[0] as TSample;
  entrepreneur = entrepreneurs[0] as TSampleIp;
});

/** A valid ИНН ЮЛ that no demo company has: same prefix, other serial, recomputed check digit. */
async function unusedValidInn(): Promise<string> {
  for (let serial = 0; serial < 100_000; serial++) {
    const first9 = `7799${String(serial).padStart(5, '0')}`;
    const inn = first9 + innLegalCheckDigit(first9);
    const [row] = await ctx.sql`select 1 from companies where inn = ${inn}`;
    if (!row) return inn;
  }
  throw new Error('no free ИНН');
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/v1/company/', () => {
  it('returns the card by ИНН with the spec fields', async () => {
    const response = await get(`/api/v1/company/?query=${company.inn}`);
    expect(response.statusCode).toBe(200);
    const card = response.json<TCompany>();
    expect(card).toMatchObject({
      id: company.id,
      kind: 'company',
      inn: company.inn,
      ogrn: company.ogrn,
      kpp: company.kpp,
    });
    expect(card.name).toBe(company.name_short);
    expect(card.directors.length).toBeGreaterThan(0);
    expect(card.directors[0]?.fio).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u);
    expect(card.okved?.code).toMatch(/^\d{2}(\.\d{1,2}){0,2}$/);
    expect(card.okved?.name).not.toBe('');
    expect(card.region?.name).not.toBe('');
    expect(card.legal_adress?.adress).toBeTruthy();
    expect(['active', 'inactive', 'liquidated']).toContain(card.status.class);
    expect(card.source).toMatchObject({ is_demo: true, name: 'Демонстрационные данные' });
  });

  it('finds the same card by ОГРН', async () => {
    const response = await get(`/api/v1/company/?query=${company.ogrn}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<TCompany>().id).toBe(company.id);
  });

  it('answers 404 with a Russian message for a valid but unknown ИНН', async () => {
    const response = await get(`/api/v1/company/?query=${await unusedValidInn()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MESSAGES.companyNotFound, code: 'NOT_FOUND' });
  });

  it('answers 404 for a sole trader ИНН so clients fall back to /entrepreneur/', async () => {
    const response = await get(`/api/v1/company/?query=${entrepreneur.inn}`);
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['a wrong check digit', '7707083894', MESSAGES.innChecksum],
    ['a wrong ОГРН check digit', '1027700132196', MESSAGES.ogrnChecksum],
    ['words', 'Ромашка', MESSAGES.identifierMalformed],
    ['nothing', '', MESSAGES.identifierRequired],
  ])('answers 400 for %s', async (_label, query, detail) => {
    const response = await get(`/api/v1/company/?query=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, code: 'INVALID_REQUEST' });
  });

  it('answers 400 when the parameter is missing', async () => {
    expect((await get('/api/v1/company/')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/entrepreneur/', () => {
  it('returns the sole trader by ИНН and by ОГРНИП', async () => {
    for (const query of [entrepreneur.inn, entrepreneur.ogrnip]) {
      const response = await get(`/api/v1/entrepreneur/?query=${query}`);
      expect(response.statusCode).toBe(200);
      const card = response.json<TCompany>();
      expect(card).toMatchObject({ kind: 'entrepreneur', inn: entrepreneur.inn, ogrn: entrepreneur.ogrnip, kpp: null });
      expect(card.fio?.startsWith(entrepreneur.last_name)).toBe(true);
      expect(card.name).toBe(`ИП ${card.fio}`);
      expect(['50101', '50102']).toContain(card.okopf?.code);
    }
  });

  it('answers 404 for a company ИНН', async () => {
    expect((await get(`/api/v1/entrepreneur/?query=${company.inn}`)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/companies/', () => {
  it('pages through companies', async () => {
    const first = await get('/api/v1/companies/?page=1&page_size=5');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ page: 1, page_size: 5, previous: null, next: 2 });
    expect(page1.count).toBeGreaterThanOrEqual(5);
    expect(page1.result).toHaveLength(5);
    const page2 = (await get('/api/v1/companies/?page=2&page_size=5')).json();
    expect(page2.previous).toBe(1);
    expect(page2.result[0].id).not.toBe(page1.result[0].id);
  });

  it('defaults to page 1 of 20', async () => {
    const body = (await get('/api/v1/companies/')).json();
    expect(body).toMatchObject({ page: 1, page_size: 20 });
    expect(body.result).toHaveLength(20);
  });

  it('returns an empty page past the end', async () => {
    const body = (await get('/api/v1/companies/?page=100000')).json();
    expect(body.result).toEqual([]);
    expect(body.next).toBeNull();
  });

  it.each(['page=0', 'page=abc', 'page_size=101', 'page=1.5'])('answers 400 with field errors for %s', async (qs) => {
    const response = await get(`/api/v1/companies/?${qs}`);
    expect(response.statusCode).toBe(400);
    const field = qs.split('=')[0] as string;
    expect(response.json()[field]?.[0]).toMatch(/[А-Яа-я]/);
  });
});
