import { PEOPLE_MESSAGES, type TPerson } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshPersonIds, insertCompany, insertRows, type TSeededCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { expectOperations, readOpenApi } from '../../../test/openapi.ts';

const ctx = useTestApp();

const NAME = 'Персонов Пётр Саввич';
const NAMELESS = 'Безинннов Борис Борисович';

let person: { inn: string; ogrnip: string };
let active: TSeededCompany;
let liquidated: TSeededCompany;
let formerlyOwned: TSeededCompany;
let unrelated: TSeededCompany;
let withoutInn: TSeededCompany;

/**
 * One person with ИНН: current director and founder of an active company, former director of a liquidated one
 * (disqualified for it), former founder of another, a sole trader and a mass director. A namesake disqualified
 * elsewhere, and a director whom the register names without ИНН.
 */
beforeAll(async () => {
  const { sql } = ctx;
  person = await freshPersonIds(sql);
  active = await insertCompany(sql);
  liquidated = await insertCompany(sql, { status_name: 'Ликвидировано', liquidation_date: '2021-03-01' });
  formerlyOwned = await insertCompany(sql);
  unrelated = await insertCompany(sql);
  withoutInn = await insertCompany(sql);
  await insertRows(sql, 'company_directors', [
    { company_id: active.id, fio: NAME, inn: person.inn, post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР', since_date: '2020-01-10' },
    {
      company_id: liquidated.id,
      fio: 'ПЕРСОНОВ ПЁТР САВВИЧ',
      inn: person.inn,
      post: 'ДИРЕКТОР',
      since_date: '2015-03-04',
      ended_date: '2019-05-01',
    },
    { company_id: withoutInn.id, fio: NAMELESS, post: 'ДИРЕКТОР', since_date: '2018-01-01' },
  ]);
  await insertRows(sql, 'company_founders', [
    { company_id: active.id, kind: 'person', name: NAME, inn: person.inn, share_percent: 60, share_nominal: 6000 },
    {
      company_id: formerlyOwned.id,
      kind: 'person',
      name: NAME,
      inn: person.inn,
      share_percent: 25,
      since_date: '2016-01-01',
      ended_date: '2022-02-02',
    },
  ]);
  await sql`
    insert into entrepreneurs (ogrnip, inn, last_name, first_name, middle_name, kind_name, status_name,
      registration_date, source, as_of)
    values (${person.ogrnip}, ${person.inn}, 'Персонов', 'Пётр', 'Саввич', 'Индивидуальный предприниматель',
      'Действует', '2019-06-01', 'egrip', '2026-04-01')`;
  await insertRows(sql, 'mass_persons', [
    { inn: person.inn, role: 'leader', fio: NAME, companies: 12, source: 'mass-leaders', as_of: '2026-04-10' },
  ]);
  await insertRows(sql, 'disqualified_persons', [
    {
      fio: 'ПЕРСОНОВ ПЁТР САВВИЧ',
      org_name: 'ООО "ЛИКВИДИРОВАННОЕ"',
      org_inn: liquidated.inn,
      article: 'ч. 5 ст. 14.25 КоАП РФ',
      starts_on: '2019-06-01',
      ends_on: '2021-06-01',
      source: 'disqualified',
      as_of: '2026-04-20',
    },
    // A namesake disqualified for a company the person never had anything to do with.
    {
      fio: NAME,
      org_name: 'ООО "ЧУЖОЕ"',
      org_inn: unrelated.inn,
      starts_on: '2024-01-01',
      ends_on: '2026-01-01',
      source: 'disqualified',
      as_of: '2026-04-20',
    },
  ]);
});

async function getPerson(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/v1/people/{inn}/', () => {
  it('lists current roles before past ones, with shares, dates, status and zone', async () => {
    const { status, body } = await getPerson(`/api/v1/people/${person.inn}/`);
    expect(status).toBe(200);
    const reply = body as TPerson;
    expect(reply.inn).toBe(person.inn);
    expect(reply.name).toBe(NAME);
    expect(reply.roles_total).toBe(4);
    expect(reply.roles.map((role) => [role.company.inn, role.role, role.current])).toEqual([
      [active.inn, 'director', true],
      [active.inn, 'founder', true],
      [formerlyOwned.inn, 'founder', false],
      [liquidated.inn, 'director', false],
    ]);
    const [director, founder, pastFounder, pastDirector] = reply.roles;
    expect(director).toMatchObject({ post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР', since: '2020-01-10', until: null });
    expect(founder).toMatchObject({ share_percent: 60, share_nominal: 6000 });
    expect(pastFounder).toMatchObject({ share_percent: 25, since: '2016-01-01', until: '2022-02-02' });
    expect(pastDirector?.company).toMatchObject({ status: 'Ликвидировано', status_class: 'liquidated' });
    expect(director?.company.status_class).toBe('active');
    // Few companies: their ratings are computed on the spot.
    expect(['low', 'medium', 'high']).toContain(director?.company.zone);
    expect(director?.company.score).toEqual(expect.any(Number));
    expect(reply.counts).toEqual({ companies: 3, active: 2, liquidated: 1, current_roles: 2 });
  });

  it('gives the sole trader and the flags with their sources; a namesake elsewhere is not flagged', async () => {
    const reply = (await getPerson(`/api/v1/people/${person.inn}/`)).body as TPerson;
    expect(reply.entrepreneur).toMatchObject({
      inn: person.inn,
      ogrnip: person.ogrnip,
      name: NAME,
      status_class: 'active',
      registration_date: '2019-06-01',
    });
    expect(reply.flags).toEqual([
      {
        kind: 'mass_director',
        count: 12,
        from: null,
        to: null,
        organization: null,
        article: null,
        source: { name: 'ФНС: массовые руководители и учредители', as_of: '2026-04-10', is_demo: false },
      },
      {
        kind: 'disqualified',
        count: null,
        from: '2019-06-01',
        to: '2021-06-01',
        organization: 'ООО "ЛИКВИДИРОВАННОЕ"',
        article: 'ч. 5 ст. 14.25 КоАП РФ',
        source: { name: 'Реестр дисквалифицированных лиц', as_of: '2026-04-20', is_demo: false },
      },
    ]);
    // The capitals of another register are the same name, not another spelling.
    expect(reply.other_names).toEqual([]);
  });

  it('answers 400 with a Russian message for a malformed ИНН or a wrong check digit', async () => {
    const wrongCheck = `${person.inn.slice(0, 11)}${(Number(person.inn[11]) + 1) % 10}`;
    for (const inn of ['123', active.inn, wrongCheck, 'абвгд']) {
      const { status, body } = await getPerson(`/api/v1/people/${encodeURIComponent(inn)}/`);
      expect(status, inn).toBe(400);
      expect(body).toEqual({ detail: PEOPLE_MESSAGES.badInn, code: 'INVALID_REQUEST' });
    }
  });

  it('answers 404 when no register knows the ИНН', async () => {
    const unknown = await freshPersonIds(ctx.sql);
    const { status, body } = await getPerson(`/api/v1/people/${unknown.inn}/`);
    expect(status).toBe(404);
    expect(body).toEqual({ detail: PEOPLE_MESSAGES.notFound, code: 'NOT_FOUND' });
  });
});

describe('GET /api/v1/people/by-name/', () => {
  const byName = (name: string, companyInn: string) =>
    getPerson(`/api/v1/people/by-name/?${new URLSearchParams({ name, company_inn: companyInn })}`);

  it('shows a person without ИНН within the company that names them, whatever the case and ё', async () => {
    const { status, body } = await byName('  безинннов   борис борисович ', withoutInn.inn);
    expect(status).toBe(200);
    const reply = body as TPerson;
    expect(reply).toMatchObject({ inn: null, name: NAMELESS, entrepreneur: null, flags: [], roles_total: 1 });
    expect(reply.roles).toHaveLength(1);
    expect(reply.roles[0]).toMatchObject({ role: 'director', post: 'ДИРЕКТОР', current: true });
    expect(reply.roles[0]?.company.inn).toBe(withoutInn.inn);
    expect(reply.counts).toEqual({ companies: 1, active: 1, liquidated: 0, current_roles: 1 });
  });

  it('gives the whole person when a row of that company names them with an ИНН', async () => {
    const reply = (await byName('Персонов Петр Саввич', formerlyOwned.inn)).body as TPerson;
    expect(reply.inn).toBe(person.inn);
    expect(reply.roles_total).toBe(4);
  });

  it('answers 404 for a name the company does not have, 400 for a bad company ИНН', async () => {
    expect((await byName(NAMELESS, active.inn)).status).toBe(404);
    const bad = await byName(NAMELESS, '1234567890');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: PEOPLE_MESSAGES.badCompanyInn, code: 'INVALID_REQUEST' });
    expect((await byName('', withoutInn.inn)).status).toBe(400);
  });
});

describe('the person search hit', () => {
  it('names the person with their ИНН, or null when the register gives none', async () => {
    const hits = async (q: string) =>
      (await getPerson(`/api/v1/search?${new URLSearchParams({ q, kind: 'company' })}`)).body.results as {
        inn: string;
        match: { field: string; person_inn?: string | null };
      }[];
    const byPerson = await hits('Персонов Пётр Саввич');
    expect(byPerson.find((hit) => hit.inn === active.inn)?.match).toMatchObject({
      field: 'director',
      person_inn: person.inn,
    });
    const nameless = await hits(NAMELESS);
    expect(nameless.find((hit) => hit.inn === withoutInn.inn)?.match).toMatchObject({
      field: 'director',
      person_inn: null,
    });
  });
});

describe('OpenAPI', () => {
  it('documents both people endpoints as public', async () => {
    expectOperations(await readOpenApi(ctx.app), [
      ['/api/v1/people/{inn}/', 'get', false],
      ['/api/v1/people/by-name/', 'get', false],
    ]);
  });
});
