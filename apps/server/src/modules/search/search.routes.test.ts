import { randomInt } from 'node:crypto';
import { MESSAGES, SEARCH_MESSAGES, type TSearchReply } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshPersonIds, insertCompany, insertRows, type TSeededCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp();

/** A made-up word no demo name contains, so each run's subjects are the only ones to match it. */
const LETTERS = 'бвгджзклмнпрстфхцчшщ';
const token = Array.from({ length: 6 }, (_, i) => (i % 2 ? 'аоуэи'[randomInt(5)] : LETTERS[randomInt(20)])).join('');
const NAME = `Кварцлит${token}`;
const SURNAME = `Пшеницкий${token}`;

const search = async (params: Record<string, string | number>) => {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/search?${query}` });
  return { status: response.statusCode, body: response.json<TSearchReply>() };
};

let exact: TSeededCompany;
let prefixed: TSeededCompany;
let closed: TSeededCompany;
let large: TSeededCompany;
let ipInn: string;
let ipOgrnip: string;

beforeAll(async () => {
  const sql = ctx.sql;
  exact = await insertCompany(sql, {
    name_short: `ООО «${NAME}»`,
    name_full: `ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ «${NAME}»`,
  });
  prefixed = await insertCompany(sql, {
    name_short: `ООО «${NAME} Групп»`,
    name_full: `ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ «${NAME} ГРУПП»`,
    region_code: '78',
    registration_date: '2021-06-01',
  });
  closed = await insertCompany(sql, {
    name_short: `АО «Северный ${NAME}»`,
    name_full: `АКЦИОНЕРНОЕ ОБЩЕСТВО «СЕВЕРНЫЙ ${NAME}»`,
    opf_code: '12267',
    status_name: 'Ликвидировано',
    okved_code: '47.11',
  });
  large = await insertCompany(sql, {
    name_short: `ООО «Южный ${NAME}»`,
    name_full: `ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ «ЮЖНЫЙ ${NAME}»`,
    size_rank: 90,
  });
  const person = await freshPersonIds(sql);
  ipInn = person.inn;
  ipOgrnip = person.ogrnip;
  await insertRows(sql, 'company_directors', [
    { company_id: exact.id, fio: `${SURNAME} Игорь Иванович`, inn: ipInn, post: 'Генеральный директор' },
  ]);
  await insertRows(sql, 'company_founders', [
    { company_id: prefixed.id, kind: 'person', name: `${SURNAME} Игорь Иванович`, inn: ipInn, share_percent: 100 },
  ]);
  await insertRows(sql, 'entrepreneurs', [
    {
      ogrnip: ipOgrnip,
      inn: ipInn,
      last_name: SURNAME,
      first_name: 'Игорь',
      middle_name: 'Иванович',
      kind_name: 'Индивидуальный предприниматель',
      status_name: 'Действует',
      registration_date: '2019-02-01',
      region_code: '77',
      okved_code: '62.01',
      source: 'egrip',
    },
  ]);
});

const innsOf = (body: TSearchReply) => body.results.map((hit) => hit.inn);

describe('GET /api/v1/search — routing and ranking', () => {
  it('finds by ИНН and ОГРН with the whole identifier marked', async () => {
    for (const [q, route] of [
      [exact.inn, 'inn'],
      [exact.ogrn, 'ogrn'],
    ] as const) {
      const { body } = await search({ q });
      expect(body).toMatchObject({ route, error: null, counts: { company: 1, entrepreneur: 0 } });
      expect(body.results[0]).toMatchObject({ inn: exact.inn, match: { field: route, ranges: [[0, q.length]] } });
    }
  });

  it('finds a sole trader by ОГРНИП, and by a person ИНН also the companies they lead or own', async () => {
    expect(innsOf((await search({ q: ipOgrnip })).body)).toEqual([ipInn]);
    const { body } = await search({ q: ipInn });
    expect(body.counts).toEqual({ company: 2, entrepreneur: 1 });
    expect(innsOf(body)).toEqual(expect.arrayContaining([exact.inn, prefixed.inn, ipInn]));
  });

  it('counts every match of an identifier, also when its first page is full', async () => {
    // A page shorter than its size is the whole count; a full one is counted as any search is.
    for (const [pageSize, companies] of [
      [1, 1],
      [2, 2],
      [20, 2],
    ] as const) {
      const { body } = await search({ q: ipInn, page_size: pageSize });
      expect(body.counts, `page_size ${pageSize}`).toEqual({ company: 2, entrepreneur: 1 });
      expect(body.results.filter((hit) => hit.kind === 'company')).toHaveLength(companies);
    }
    const second = await search({ q: ipInn, page_size: 1, page: 2 });
    expect(second.body.counts).toEqual({ company: 2, entrepreneur: 1 });
  });

  it('says when a check digit is wrong instead of finding nothing', async () => {
    const bad = `${exact.inn.slice(0, 9)}${(Number(exact.inn[9]) + 1) % 10}`;
    const { status, body } = await search({ q: bad });
    expect(status).toBe(200);
    expect(body).toMatchObject({ route: 'inn', error: MESSAGES.innChecksum, results: [] });
  });

  it('finds the company whatever the legal form and quotes, exact name first', async () => {
    for (const q of [`ООО «${NAME}»`, `ООО "${NAME}"`, `${NAME} ООО`, NAME.toLowerCase(), `«${NAME.toUpperCase()}»`]) {
      const { body } = await search({ q, kind: 'company' });
      expect(body.results[0]?.inn, q).toBe(exact.inn);
      expect(body.counts.company, q).toBe(4);
    }
  });

  it('ranks exact name, then prefix, then word matches; active and larger first among equals', async () => {
    const { body } = await search({ q: NAME, kind: 'company' });
    expect(innsOf(body)).toEqual([exact.inn, prefixed.inn, large.inn, closed.inn]);
  });

  it('matches a name prefix while typing and marks the matched part', async () => {
    const typed = NAME.slice(0, -2);
    const { body } = await search({ q: typed, kind: 'company' });
    expect(body.counts.company).toBe(4);
    const hit = body.results.find((result) => result.inn === exact.inn);
    const start = `ООО «`.length;
    expect(hit?.match).toEqual({
      field: 'name',
      value: `ООО «${NAME}»`,
      ranges: [[start, start + typed.length]],
      fuzzy: false,
    });
  });

  it('finds companies by director and founder, also written as «Фамилия И.И.»', async () => {
    for (const q of [`${SURNAME} Игорь Иванович`, `${SURNAME} И.И.`, `${SURNAME} И. И.`]) {
      const { body } = await search({ q, kind: 'company' });
      const fields = Object.fromEntries(body.results.map((hit) => [hit.inn, hit.match.field]));
      expect(fields, q).toEqual({ [exact.inn]: 'director', [prefixed.inn]: 'founder' });
      expect(body.counts.entrepreneur, q).toBe(1);
    }
  });

  it('finds by ОКВЭД code, including the codes under it, and by words of its name', async () => {
    const { body } = await search({ q: '47.11', kind: 'company', page_size: 50 });
    expect(body.route).toBe('okved');
    expect(body.results.length).toBeGreaterThan(0);
    for (const hit of body.results) expect(hit.okved?.code.startsWith('47.11')).toBe(true);
    const words = await search({ q: 'розничная торговля', kind: 'company', page_size: 50 });
    expect(words.body.results.length).toBeGreaterThan(0);
    for (const hit of words.body.results) {
      const where = hit.match.field === 'okved' ? (hit.okved?.name ?? '') : hit.match.value;
      expect(where.toLowerCase(), hit.name).toMatch(/рознич[\s\S]*торгов|торгов[\s\S]*рознич/);
    }
  });

  it('falls back to similar spellings only when exact matches are too few', async () => {
    const typo = `${NAME.slice(0, 5)}${NAME[6]}${NAME[5]}${NAME.slice(7)}`;
    const { body } = await search({ q: typo, kind: 'company' });
    expect(body.fuzzy).toBe(true);
    expect(innsOf(body)).toContain(exact.inn);
    expect(body.results.every((hit) => hit.match.fuzzy)).toBe(true);
    expect((await search({ q: NAME })).body.fuzzy).toBe(false);
  });

  it('matches every word of a misspelt name by similar spelling, and nothing when a word is spelt like no name', async () => {
    const typo = `${NAME.slice(0, 5)}${NAME[6]}${NAME[5]}${NAME.slice(7)}`;
    const both = (await search({ q: `Сиверный ${typo}`, kind: 'company' })).body;
    expect(both.fuzzy).toBe(true);
    expect(innsOf(both)).toContain(closed.inn);
    // Spelt like the name, but without a word like «Сиверный».
    expect(innsOf(both)).not.toContain(exact.inn);
    const nonsense = (await search({ q: `${typo} Щзхцвкб`, kind: 'company' })).body;
    expect(nonsense.fuzzy).toBe(true);
    expect(nonsense.results).toEqual([]);
  });
});

describe('GET /api/v1/search — filters, pages and bad input', () => {
  it('narrows by region, status, ОКВЭД, legal form and registration dates', async () => {
    const expectOnly = async (filters: Record<string, string>, inns: string[]) =>
      expect(innsOf((await search({ q: NAME, kind: 'company', ...filters })).body).sort()).toEqual(inns.sort());
    await expectOnly({ region: '78' }, [prefixed.inn]);
    await expectOnly({ status: 'liquidated' }, [closed.inn]);
    await expectOnly({ status: 'active' }, [exact.inn, prefixed.inn, large.inn]);
    await expectOnly({ okved: '47' }, [closed.inn]);
    await expectOnly({ opf: '12267' }, [closed.inn]);
    await expectOnly({ registered_from: '2021-01-01', registered_to: '2021-12-31' }, [prefixed.inn]);
  });

  it('pages through the results with counts per kind', async () => {
    const first = await search({ q: NAME, kind: 'company', page_size: 2 });
    const second = await search({ q: NAME, kind: 'company', page_size: 2, page: 2 });
    expect(first.body.counts.company).toBe(4);
    expect([...innsOf(first.body), ...innsOf(second.body)]).toEqual([exact.inn, prefixed.inn, large.inn, closed.inn]);
  });

  it('answers empty for an empty query, 400 for an over-long one, and takes metacharacters literally', async () => {
    expect((await search({ q: '   ' })).body).toMatchObject({ route: 'empty', results: [], counts: { company: 0 } });
    const long = await search({ q: 'а'.repeat(201) });
    expect(long.status).toBe(400);
    for (const q of ['%', '_', '\\', "'", '"', `${NAME}%`, "'; drop table companies; --", '&|!:*()<>']) {
      const { status, body } = await search({ q });
      expect(status, q).toBe(200);
      if (q !== `${NAME}%`) expect(body.results, q).toEqual([]);
    }
  });

  it('refuses malformed filters with a 400 in Russian', async () => {
    const { status, body } = await search({ q: NAME, region: 'Москва' });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('Код региона');
    const reversed = await search({ q: NAME, registered_from: '2021-12-31', registered_to: '2021-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toEqual({ registered_to: [SEARCH_MESSAGES.registeredPeriodReversed] });
    const oneDay = await search({
      q: NAME,
      kind: 'company',
      registered_from: '2021-06-01',
      registered_to: '2021-06-01',
    });
    expect(oneDay.status).toBe(200);
  });
});

/** A woman who heads two companies, founded a third and trades as an ИП, as in «Гончарова Яна Викторовна». */
const HER_SURNAME = `Зимородова${token}`;
const HER_FIO = `${HER_SURNAME} Яна Викторовна`;

describe('GET /api/v1/search — people in any word order', () => {
  let headed: TSeededCompany[];
  let founded: TSeededCompany;
  let formerlyHeaded: TSeededCompany;
  let herInn: string;

  beforeAll(async () => {
    const sql = ctx.sql;
    headed = [await insertCompany(sql), await insertCompany(sql, { size_rank: 80 })];
    founded = await insertCompany(sql);
    formerlyHeaded = await insertCompany(sql);
    const person = await freshPersonIds(sql);
    herInn = person.inn;
    await insertRows(sql, 'company_directors', [
      ...headed.map((company) => ({ company_id: company.id, fio: HER_FIO, post: 'Генеральный директор' })),
      { company_id: formerlyHeaded.id, fio: HER_FIO, post: 'Директор', ended_date: '2024-01-31' },
      // Another woman of the same surname: initials tell them apart.
      { company_id: founded.id, fio: `${HER_SURNAME} Ольга Петровна`, post: 'Директор' },
    ]);
    await insertRows(sql, 'company_founders', [
      { company_id: founded.id, kind: 'person', name: HER_FIO, share_percent: 50 },
    ]);
    await insertRows(sql, 'entrepreneurs', [
      {
        ogrnip: person.ogrnip,
        inn: person.inn,
        last_name: HER_SURNAME,
        first_name: 'Яна',
        middle_name: 'Викторовна',
        kind_name: 'Индивидуальный предприниматель',
        status_name: 'Действует',
        registration_date: '2020-05-01',
        region_code: '77',
        okved_code: '62.01',
        source: 'egrip',
      },
    ]);
  });

  /** The companies found, each with how it matched and the person named. */
  const companiesFor = async (q: string) => {
    const { body } = await search({ q, kind: 'company', page_size: 50 });
    return {
      body,
      matches: Object.fromEntries(body.results.map((hit) => [hit.inn, `${hit.match.field}: ${hit.match.value}`])),
    };
  };

  it('finds the companies a surname alone heads or founded, the person named in each row', async () => {
    const { body, matches } = await companiesFor(HER_SURNAME);
    expect(matches).toEqual({
      [headed[0]?.inn as string]: `director: ${HER_FIO}`,
      [headed[1]?.inn as string]: `director: ${HER_FIO}`,
      [founded.inn]: expect.stringMatching(new RegExp(`^(founder: ${HER_FIO}|director: ${HER_SURNAME} Ольга)`)),
    });
    expect(body.counts).toEqual({ company: 3, entrepreneur: 1 });
    // The larger company she heads comes first among equals; a former post is not found.
    expect(body.results[0]?.inn).toBe(headed[1]?.inn);
    expect(matches[formerlyHeaded.inn]).toBeUndefined();
    const range = body.results[0]?.match.ranges[0];
    expect(range && body.results[0]?.match.value.slice(range[0], range[1]).toLowerCase()).toBe(
      HER_SURNAME.toLowerCase(),
    );
  });

  it('finds her with the first name first, and her own ИП too', async () => {
    for (const q of [`Яна ${HER_SURNAME}`, `Яна Викторовна ${HER_SURNAME}`, `${HER_SURNAME} Яна`]) {
      const { body, matches } = await companiesFor(q);
      expect(matches, q).toEqual({
        [headed[0]?.inn as string]: `director: ${HER_FIO}`,
        [headed[1]?.inn as string]: `director: ${HER_FIO}`,
        [founded.inn]: `founder: ${HER_FIO}`,
      });
      expect(body.counts.entrepreneur, q).toBe(1);
      expect(innsOf((await search({ q, kind: 'entrepreneur' })).body), q).toEqual([herInn]);
    }
  });

  it('finds her by initials before or after the surname, and not the other woman of that surname', async () => {
    for (const q of [`${HER_SURNAME} Я.`, `${HER_SURNAME} Я.В.`, `Я. В. ${HER_SURNAME}`, `Я.В. ${HER_SURNAME}`]) {
      const { matches } = await companiesFor(q);
      expect(matches, q).toEqual({
        [headed[0]?.inn as string]: `director: ${HER_FIO}`,
        [headed[1]?.inn as string]: `director: ${HER_FIO}`,
        [founded.inn]: `founder: ${HER_FIO}`,
      });
    }
    expect((await companiesFor(`О. П. ${HER_SURNAME}`)).matches).toEqual({
      [founded.inn]: `director: ${HER_SURNAME} Ольга Петровна`,
    });
  });

  it('does not add similar company names to a search that named a director or founder', async () => {
    // Ольга Петровна heads one company and is found by her initials; a name that finds only that does not look for
    // company names spelt like it. A misspelt company name still does (above).
    const { body } = await search({ q: `О. П. ${HER_SURNAME}`, kind: 'company' });
    expect(body.counts.company).toBe(1);
    expect(body.fuzzy).toBe(false);
    expect(body.results[0]?.match).toMatchObject({ field: 'director', fuzzy: false });
  });

  it('finds a founder by the surname and first name, named as the founder', async () => {
    const { body } = await search({ q: `Яна ${HER_SURNAME}`, kind: 'company' });
    const hit = body.results.find((result) => result.inn === founded.inn);
    expect(hit?.match).toMatchObject({ field: 'founder', value: HER_FIO, fuzzy: false });
  });
});

describe('GET /api/v1/search — the index of people follows the registry', () => {
  it('drops a director who left, finds a new one, and ranks by the company’s current size', async () => {
    const sql = ctx.sql;
    const surname = `Терехова${token}`;
    const [small, big] = [await insertCompany(sql, { size_rank: 10 }), await insertCompany(sql, { size_rank: 20 })];
    await insertRows(sql, 'company_directors', [
      { company_id: small.id, fio: `${surname} Анна Сергеевна`, post: 'Директор' },
      { company_id: big.id, fio: `${surname} Анна Сергеевна`, post: 'Директор' },
    ]);
    const found = async () => innsOf((await search({ q: `Анна ${surname}`, kind: 'company' })).body);
    expect(await found()).toEqual([big.inn, small.inn]);
    await sql`update companies set size_rank = 90 where id = ${small.id}`;
    expect(await found()).toEqual([small.inn, big.inn]);
    await sql`update company_directors set ended_date = '2025-01-01' where company_id = ${big.id}`;
    expect(await found()).toEqual([small.inn]);
    await sql`update company_directors set fio = ${`${surname} Мария Сергеевна`} where company_id = ${small.id}`;
    expect(await found()).toEqual([]);
    await insertRows(sql, 'company_founders', [
      { company_id: big.id, kind: 'person', name: `${surname} Анна Сергеевна`, share_percent: 100 },
    ]);
    expect(await found()).toEqual([big.inn]);
    await sql`delete from company_founders where company_id = ${big.id}`;
    expect(await found()).toEqual([]);
  });
});

describe('GET /api/v1/company-search — the dropdown searches as the results page does', () => {
  const dropdown = async (query: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/company-search?${new URLSearchParams({ query })}`,
    });
    expect(response.statusCode).toBe(200);
    const [records, companies = []] = response.json<[{ records: { inn: string }[] }, { inn: string }[]?]>();
    return { entrepreneurs: records.records.map((hit) => hit.inn), companies: companies.map((hit) => hit.inn) };
  };

  it('finds a misspelt name by similar spelling, the same companies as /api/v1/search', async () => {
    const typo = `${NAME.slice(0, 5)}${NAME[6]}${NAME[5]}${NAME.slice(7)}`;
    const page = (await search({ q: typo, kind: 'company' })).body;
    expect(page.fuzzy).toBe(true);
    const { companies } = await dropdown(typo);
    expect(companies).toContain(exact.inn);
    expect(companies.sort()).toEqual(innsOf(page).sort());
  });

  it('finds the companies a person heads or founded, in any word order', async () => {
    for (const q of [HER_SURNAME, `Яна ${HER_SURNAME}`, `Я. В. ${HER_SURNAME}`]) {
      const { companies, entrepreneurs } = await dropdown(q);
      expect(companies.sort(), q).toEqual(innsOf((await search({ q, kind: 'company' })).body).sort());
      expect(companies.length, q).toBe(3);
      expect(entrepreneurs.length, q).toBe(1);
    }
  });
});
