import { MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { useSubjectRecords } from '../../../test/records-seed.ts';
import type { TSql } from '../../db/client.ts';
import { getRegisterSource } from '../dataset/index.ts';

const ctx = useTestApp();
/** Debts and leasing are paid blocks: a user with a plan that has them sees them. */
const { records, get, getSignedIn } = useSubjectRecords(ctx, 'records');

describe('GET /api/v1/legal-cases/', () => {
  it('lists cases newest first with plaintiffs, defendants and the subject roles', async () => {
    const body = (await get(`/api/v1/legal-cases/?inn=${records.company.inn}`)).json();
    expect(body).toMatchObject({ count: 3, page: 1, next: null, total_claim: 1500 });
    expect(body.result[0]).toMatchObject({
      number: `А40-${records.company.inn}/2024`,
      date: '2024-03-01',
      start_date: '2024-03-01',
      end_date: null,
      court: 'АС города Москвы',
      amount_claim: 1000,
      link_on_card: 'https://kad.arbitr.ru/Card/1',
      plaints: [{ name: 'ООО "ТЕСТ"', address: 'г. Тестовск' }],
      responders: [{ inn: records.other.inn, address: 'г. Москва' }],
      roles: ['plaintiff'],
      source: { name: 'Картотека арбитражных дел', as_of: '2026-01-01' },
    });
    expect(body.result[2].third_parties).toHaveLength(1);
  });

  it('filters by role and status and pages', async () => {
    const defendant = (await get(`/api/v1/legal-cases/?inn=${records.company.inn}&role=defendant`)).json();
    expect(defendant.result.map((c: { roles: string[] }) => c.roles)).toEqual([['defendant']]);
    const closed = (await get(`/api/v1/legal-cases/?inn=${records.company.inn}&status=closed`)).json();
    expect(closed.count).toBe(2);
    const page2 = (await get(`/api/v1/legal-cases/?inn=${records.company.inn}&page_size=2&page=2`)).json();
    expect(page2).toMatchObject({ count: 3, previous: 1, next: null });
    expect(page2.result).toHaveLength(1);
    const past = (await get(`/api/v1/legal-cases/?inn=${records.company.inn}&page_size=2&page=9`)).json();
    expect(past).toMatchObject({ count: 3, result: [] });
  });

  it('finds cases by any part of the number, ignoring letter case, within the other filters', async () => {
    const byYear = (
      await get(`/api/v1/legal-cases/?inn=${records.company.inn}&number=${encodeURIComponent('/2023')}`)
    ).json();
    expect(byYear.result.map((c: { number: string }) => c.number)).toEqual([`А40-${records.company.inn}/2023`]);
    expect(byYear.total_claim).toBe(500);
    const lower = (
      await get(`/api/v1/legal-cases/?inn=${records.company.inn}&number=${encodeURIComponent('а4')}`)
    ).json();
    expect(lower.count).toBe(3);
    const court = encodeURIComponent('а40-');
    const withRole = (
      await get(`/api/v1/legal-cases/?inn=${records.company.inn}&number=${court}&role=plaintiff`)
    ).json();
    expect(withRole.result.map((c: { number: string }) => c.number)).toEqual([`А40-${records.company.inn}/2024`]);
    const wildcard = (
      await get(`/api/v1/legal-cases/?inn=${records.company.inn}&number=${encodeURIComponent('%')}`)
    ).json();
    expect(wildcard).toMatchObject({ count: 0, result: [], total_claim: 0 });
  });

  it.each([
    ['', MESSAGES.innRequired],
    ['abc', MESSAGES.innMalformed],
    ['1027700132195', MESSAGES.innMalformed],
    ['7707083894', MESSAGES.innChecksum],
  ])('answers 400 for inn=%s', async (inn, message) => {
    const response = await get(`/api/v1/legal-cases/?inn=${inn}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: message, code: 'INVALID_REQUEST' });
  });

  it('answers 400 with a field message for an unknown role', async () => {
    const response = await get(`/api/v1/legal-cases/?inn=${records.company.inn}&role=judge`);
    expect(response.statusCode).toBe(400);
    expect(response.json().role?.[0]).toMatch(/[А-Яа-я]/);
  });

  it('answers 404 for an unknown ИНН and an empty page for a company without cases', async () => {
    expect((await get(`/api/v1/legal-cases/?inn=${records.unknownInn}`)).statusCode).toBe(404);
    const body = (await get(`/api/v1/legal-cases/?inn=${records.other.inn}`)).json();
    expect(body).toMatchObject({ count: 1, total_claim: 1000 });
  });
});

describe('GET /api/v1/legal-cases/statistics/', () => {
  it('counts the cases and sums the claims by role, year, status and outcome for a signed-in user', async () => {
    const body = (await getSignedIn(`/api/v1/legal-cases/statistics/?inn=${records.company.inn}`)).json();
    expect(body).toMatchObject({
      company: { inn: records.company.inn },
      total: { count: 3, claim_sum: 1500 },
      source: { name: 'Картотека арбитражных дел', as_of: '2026-01-01' },
      locked: null,
    });
    expect(body.by_role).toEqual([
      { role: 'defendant', count: 1, claim_sum: 500 },
      { role: 'plaintiff', count: 1, claim_sum: 1000 },
      { role: 'third', count: 1, claim_sum: 0 },
    ]);
    expect(body.by_year).toEqual([
      { year: 2022, count: 1, claim_sum: 0 },
      { year: 2023, count: 1, claim_sum: 500 },
      { year: 2024, count: 1, claim_sum: 1000 },
    ]);
    expect(body.by_status).toEqual([
      { status: 'closed', count: 2, claim_sum: 500 },
      { status: 'open', count: 1, claim_sum: 1000 },
    ]);
    expect(body.by_outcome).toEqual([{ outcome: null, count: 3, claim_sum: 1500 }]);
  });

  it('gives an anonymous visitor the number of cases only', async () => {
    const body = (await get(`/api/v1/legal-cases/statistics/?inn=${records.company.inn}`)).json();
    expect(body).toMatchObject({
      total: { count: 3, claim_sum: null },
      by_role: [],
      by_year: [],
      by_status: [],
      by_outcome: [],
      locked: { feature: 'card.arbitration_statistics', reason: 'sign_in' },
    });
  });

  it('answers zeros for a company without cases and 404 for an unknown ИНН', async () => {
    expect((await get(`/api/v1/legal-cases/statistics/?inn=${records.unknownInn}`)).statusCode).toBe(404);
    const quiet = await insertCompany(ctx.sql);
    const body = (await getSignedIn(`/api/v1/legal-cases/statistics/?inn=${quiet.inn}`)).json();
    expect(body).toMatchObject({
      total: { count: 0, claim_sum: 0 },
      by_role: [],
      by_year: [],
      by_status: [],
      by_outcome: [],
      source: null,
      locked: null,
    });
  });
});

describe('GET /api/v1/enforcements/, /bankruptcy/, /pledges/', () => {
  it('lists enforcement proceedings with totals, active only on request', async () => {
    const all = (await getSignedIn(`/api/v1/enforcements/?inn=${records.company.inn}`)).json();
    expect(all).toMatchObject({ count: 2, total_amount: 5100, total_remaining: 2000, locked: null });
    expect(all.result[0]).toMatchObject({
      debtor: { inn: records.company.inn },
      subject: 'Налоги и сборы',
      source: { name: 'ФССП', as_of: '2026-02-01' },
    });
    expect((await getSignedIn(`/api/v1/enforcements/?inn=${records.company.inn}&active=true`)).json().count).toBe(1);
  });

  it('keeps debts and leasing on the server for an anonymous visitor, count only', async () => {
    const debts = (await get(`/api/v1/enforcements/?inn=${records.company.inn}`)).json();
    expect(debts).toMatchObject({
      count: 2,
      result: [],
      next: null,
      total_amount: null,
      total_remaining: null,
      locked: { feature: 'card.debts', reason: 'sign_in' },
    });
    const leasing = (await get(`/api/v1/pledges/?inn=${records.company.inn}`)).json();
    expect(leasing).toMatchObject({ count: 2, result: [], locked: { feature: 'card.leasing', reason: 'sign_in' } });
    expect(JSON.stringify(debts)).not.toContain('Налоги и сборы');
  });

  it('names the register and its load date on every list, empty or locked', async () => {
    const [meta] = await ctx.sql<{ value: { kind: string; loaded_at: string } }[]>`
      select value from app_meta where key = 'dataset'`;
    expect(meta?.value.kind).toBe('demo');
    const demo = { name: 'Демонстрационные данные', as_of: meta?.value.loaded_at.slice(0, 10), is_demo: true };
    expect((await get(`/api/v1/enforcements/?inn=${records.company.inn}`)).json().source).toEqual(demo);
    expect((await get(`/api/v1/bankruptcy/?inn=${records.other.inn}`)).json()).toMatchObject({
      count: 0,
      source: demo,
    });
    expect((await get(`/api/v1/pledges/?inn=${records.other.inn}`)).json()).toMatchObject({ count: 0, source: demo });
  });

  it('dates an official register by its last finished import, and has none for a register never loaded', async () => {
    const rollback = new Error('rollback');
    await expect(
      ctx.sql.begin(async (transaction) => {
        // The queries take the pool's type; a transaction answers the same calls.
        const tx = transaction as unknown as TSql;
        await tx`update app_meta set value = jsonb_set(value, '{kind}', '"official"') where key = 'dataset'`;
        await tx`insert into import_runs (source, file, file_fingerprint, status, finished_at) values
          ('fssp', 'a.csv', 'a', 'done', '2026-03-04T10:00:00Z'),
          ('fssp', 'b.csv', 'b', 'failed', '2026-04-01T10:00:00Z')`;
        expect(await getRegisterSource(tx, 'fssp')).toEqual({ source: 'fssp', as_of: '2026-03-04' });
        expect(await getRegisterSource(tx, 'fedresurs')).toBeNull();
        throw rollback;
      }),
    ).rejects.toBe(rollback);
  });

  it('answers 401 to a bad token on a paid block, so the client refreshes it', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/enforcements/?inn=${records.company.inn}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lists bankruptcy messages', async () => {
    const body = (await get(`/api/v1/bankruptcy/?inn=${records.company.inn}`)).json();
    expect(body.result).toEqual([
      expect.objectContaining({
        type: 'CreditorIntentionGoToCourt',
        date: '2025-01-15',
        source: expect.objectContaining({ name: 'ЕФРСБ' }),
      }),
    ]);
  });

  it('lists pledges and leasing, filtered by kind', async () => {
    expect((await getSignedIn(`/api/v1/pledges/?inn=${records.company.inn}`)).json().count).toBe(2);
    const leasing = (await getSignedIn(`/api/v1/pledges/?inn=${records.company.inn}&kind=leasing`)).json();
    expect(leasing.result).toEqual([
      expect.objectContaining({ kind: 'leasing', parties: [expect.objectContaining({ role: 'lessee' })] }),
    ]);
  });

  it('answers 404 for unknown and 400 for malformed ИНН', async () => {
    for (const path of ['enforcements', 'bankruptcy', 'pledges', 'contracts', 'inspection']) {
      expect((await get(`/api/v1/${path}/?inn=${records.unknownInn}`)).statusCode).toBe(404);
      expect((await get(`/api/v1/${path}/?inn=12`)).json().detail).toBe(MESSAGES.innMalformed);
    }
  });
});
