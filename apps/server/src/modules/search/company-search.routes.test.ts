import { isValidInnLegal, isValidOgrn, MESSAGES, type TCompanyHit, type TCompanySearchReply } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import { INPUT_MESSAGES } from '../../lib/errors.ts';

const ctx = useTestApp();

type TSample = { id: number; inn: string; ogrn: string; name_short: string };
type TSampleIp = { id: number; inn: string; ogrnip: string; last_name: string };

let company: TSample;
let entrepreneur: TSampleIp;

beforeAll(async () => {
  const companies = await ctx.sql<TSample[]>`
    select id, inn, ogrn, name_short from companies c
    where exists (select 1 from company_directors d where d.company_id = c.id)
    order by id limit 1`;
  const entrepreneurs = await ctx.sql<
    TSampleIp[]
  >`select id, inn, ogrnip, last_name from entrepreneurs order by id limit 1`;
  company = companies[0] as TSample;
  entrepreneur = entrepreneurs[0] as TSampleIp;
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/v1/company-search', () => {
  const search = async (query: string) => {
    const response = await get(`/api/v1/company-search?query=${encodeURIComponent(query)}`);
    return { status: response.statusCode, body: response.json() };
  };

  it('finds a company by ИНН and ОГРН: sole traders first, companies second', async () => {
    for (const query of [company.inn, company.ogrn]) {
      const { status, body } = await search(query);
      expect(status).toBe(200);
      const [ip, companies] = body as [{ records: TCompanyHit[] }, TCompanyHit[]];
      expect(ip.records).toEqual([]);
      expect(companies.map((hit) => hit.inn)).toContain(company.inn);
    }
  });

  it('finds a sole trader by ИНН and leaves out the companies element', async () => {
    const { body } = await search(entrepreneur.inn);
    expect(body).toHaveLength(1);
    expect((body as TCompanySearchReply)[0].records[0]).toMatchObject({ kind: 'entrepreneur', inn: entrepreneur.inn });
  });

  it('finds a company by a word of its name, with everything a dropdown row shows', async () => {
    const word = company.name_short.replace(/^[^«"]*[«"]/, '').split(/[^\p{L}]+/u)[0] as string;
    const { status, body } = await search(word);
    expect(status).toBe(200);
    const companies = (body as [unknown, TCompanyHit[]])[1];
    expect(companies.length).toBeGreaterThan(0);
    const hit = companies.find((h) => h.id === company.id) ?? companies[0];
    expect(hit?.name.toLocaleLowerCase('ru-RU')).toContain(word.toLocaleLowerCase('ru-RU').slice(0, 4));
    for (const h of companies) {
      expect(isValidInnLegal(h.inn)).toBe(true);
      expect(isValidOgrn(h.ogrn)).toBe(true);
      expect(h.okved).not.toBeNull();
      expect(h.legal_address).toBeTruthy();
    }
  });

  it('finds a sole trader by surname', async () => {
    const { body } = await search(entrepreneur.last_name);
    const records = (body as TCompanySearchReply)[0].records;
    expect(records.some((hit) => hit.inn === entrepreneur.inn || hit.fio?.startsWith(entrepreneur.last_name))).toBe(
      true,
    );
  });

  it('puts active companies before the others', async () => {
    const { body } = await search('ООО');
    const classes = ((body as [unknown, TCompanyHit[]])[1] ?? []).map((hit) => hit.status.class);
    const firstInactive = classes.findIndex((c) => c !== 'active');
    if (firstInactive >= 0) expect(classes.slice(firstInactive).every((c) => c !== 'active')).toBe(true);
  });

  it('returns an empty result for an empty or blank query', async () => {
    for (const query of ['', '   ']) {
      const { status, body } = await search(query);
      expect(status).toBe(200);
      expect(body).toEqual([{ records: [] }]);
    }
  });

  it('says so when an identifier has a bad check digit', async () => {
    const { status, body } = await search('7707083894');
    expect(status).toBe(400);
    expect(body).toEqual({ detail: MESSAGES.innChecksum, code: 'INVALID_REQUEST' });
  });

  it('refuses queries over 200 characters', async () => {
    const { status, body } = await search('а'.repeat(201));
    expect(status).toBe(400);
    expect(body).toEqual({ detail: MESSAGES.queryTooLong, code: 'INVALID_REQUEST' });
  });

  it.each(['%', '_', '\\', "'", '"', 'ООО \'Ромашка" & | ! :* <->', '%_%', '()', 'ёлка'])(
    'takes %j literally and never fails',
    async (query) => {
      const { status } = await search(query);
      expect(status).toBe(200);
    },
  );

  it('refuses a NUL character with the Russian message every route gives for it', async () => {
    const { status, body } = await search('Ромашка\u0000');
    expect(status).toBe(400);
    expect(body).toEqual({ query: [INPUT_MESSAGES.badCharacters] });
  });
});
