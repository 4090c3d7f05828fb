import { randomBytes } from 'node:crypto';
import {
  RELIABILITY_RULESET_VERSION,
  type TCompanySearchReply,
  type TReliabilityReply,
  type TSearchHit,
  type TSearchReply,
  ZSearchQuery,
} from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import type { TSql } from '../../db/client.ts';
import { invalidateReliabilityLists, listRatings } from '../reliability/index.ts';
import { searchBothKinds, searchSubjects } from './search.service.ts';

/** Search hits carry their stored rating (score and zone); one without is rated after the reply. */
const ctx = useTestApp();

type TSubject = { id: number; inn: string };
let company: TSubject;
let entrepreneur: TSubject;

beforeAll(async () => {
  // Far from the first rows other files pick, so their ratings are left alone.
  const pick = async (table: 'companies' | 'entrepreneurs') => {
    const [row] = await ctx.sql<TSubject[]>`select id, inn from ${ctx.sql(table)} order by id desc offset 37 limit 1`;
    if (!row) throw new Error(`no ${table} in the test register`);
    return { id: Number(row.id), inn: row.inn };
  };
  company = await pick('companies');
  entrepreneur = await pick('entrepreneurs');
});

const get = async <T>(url: string): Promise<T> => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const rating = (inn: string) => get<TReliabilityReply>(`/api/v1/reliability/?query=${inn}`);
const searchHit = async (inn: string) => (await get<TSearchReply>(`/api/v1/search?q=${inn}`)).results[0] as TSearchHit;
const forget = (inn: string) => ctx.sql`delete from company_reliability where inn = ${inn}`;
const storedCount = async (inn: string) =>
  (await ctx.sql<{ n: number }[]>`select count(*)::int as n from company_reliability where inn = ${inn}`)[0]?.n;

/** The job queued after a reply runs right after it in tests; waits (bounded) until it stored the rating. */
async function untilStored(inn: string) {
  for (let attempt = 0; attempt < 100 && (await storedCount(inn)) === 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits (bounded) until the job queued by one search stored a current rating again. It watches the table, not
 * the search: every further search without a mark would queue another job, which could run after the next step.
 */
async function untilCurrent(inn: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [row] = await ctx.sql<{ current: boolean }[]>`
      select version = ${RELIABILITY_RULESET_VERSION} and valid_until > current_date as current
      from company_reliability where inn = ${inn}`;
    if (row?.current) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${inn} was not rated after the search`);
}

describe('search hits and their reliability', () => {
  it('carry the stored score and zone on the results page and in the dropdown, for a company and a sole trader', async () => {
    for (const subject of [company, entrepreneur]) {
      const reply = await rating(subject.inn);
      const hit = await searchHit(subject.inn);
      expect(hit).toMatchObject({ id: subject.id, reliability: { score: reply.score, zone: reply.zone } });
    }
    const dropdown = await get<TCompanySearchReply>(`/api/v1/company-search?query=${company.inn}`);
    const companyReply = await rating(company.inn);
    expect(dropdown[1]?.[0]?.reliability).toEqual({ score: companyReply.score, zone: companyReply.zone });
    const ip = await get<TCompanySearchReply>(`/api/v1/company-search?query=${entrepreneur.inn}`);
    expect(ip[0].records[0]?.reliability).toEqual({
      score: (await rating(entrepreneur.inn)).score,
      zone: (await rating(entrepreneur.inn)).zone,
    });
  });

  it('show the score the stored row holds: the reply reads it, it does not recompute', async () => {
    await rating(company.inn);
    await ctx.sql`update company_reliability set score = 3, zone = 'high' where inn = ${company.inn}`;
    expect((await searchHit(company.inn)).reliability).toEqual({ score: 3, zone: 'high' });
    await forget(company.inn);
  });

  it('leave the mark out when no rating is stored, rate the hit after the reply, and show it on the next search', async () => {
    await forget(company.inn);
    const first = await searchHit(company.inn);
    expect(first.id).toBe(company.id);
    expect(first.reliability).toBeNull();
    await untilStored(company.inn);
    expect(await storedCount(company.inn)).toBe(1);
    const next = await searchHit(company.inn);
    const reply = await rating(company.inn);
    expect(next.reliability).toEqual({ score: reply.score, zone: reply.zone });
  });

  it('leave out a rating of an older ruleset or one past its validity, and have it recomputed', async () => {
    await rating(company.inn);
    await ctx.sql`update company_reliability set version = version - 1 where inn = ${company.inn}`;
    expect((await searchHit(company.inn)).reliability).toBeNull();
    await untilCurrent(company.inn);
    expect((await searchHit(company.inn)).reliability).not.toBeNull();
    await ctx.sql`update company_reliability set valid_until = current_date - 1 where inn = ${company.inn}`;
    expect((await searchHit(company.inn)).reliability).toBeNull();
    await untilCurrent(company.inn);
    expect((await searchHit(company.inn)).reliability).not.toBeNull();
  });

  it('leave out a rating computed before the mass lists last changed, or one of another record of the ИНН', async () => {
    await rating(company.inn);
    expect((await searchHit(company.inn)).reliability).not.toBeNull();
    /** Both searches' marks for the company, seen inside a transaction that is rolled back after `change`. */
    const marksAfter = async (change: (tx: TSql) => Promise<unknown>) => {
      const marks: unknown[] = [];
      await ctx.sql
        .begin(async (transaction) => {
          const tx = transaction as unknown as TSql;
          await change(tx);
          const ratings = listRatings({ sql: tx, log: ctx.app.log });
          const page = await searchSubjects(tx, ZSearchQuery.parse({ q: company.inn }), ratings);
          const dropdown = await searchBothKinds(tx, company.inn, 20, ratings);
          marks.push(page.rows[0]?.rating, dropdown.companies[0]?.rating);
          throw new Error('rolled back');
        })
        .catch((error: Error) => expect(error.message).toBe('rolled back'));
      return marks;
    };
    const stored = { score: (await rating(company.inn)).score, zone: (await rating(company.inn)).zone };
    expect(await marksAfter(async () => undefined)).toEqual([stored, stored]);
    // Rolled back, so that the ratings the other files stored stay current.
    expect(await marksAfter((tx) => invalidateReliabilityLists(tx))).toEqual([null, null]);
    expect(
      await marksAfter(
        (tx) => tx`update company_reliability set subject_id = subject_id + 1 where inn = ${company.inn}`,
      ),
    ).toEqual([null, null]);
  });

  it('rate every hit of a text search page after the reply', async () => {
    // A word only this test's companies carry: a word of a shared row's name (the test factory's «ТЕСТ») finds the
    // companies other files add between the two searches, which reorders the page.
    const letters = 'БВГДЖЗКЛМНПРСТФХ';
    const word = `Сверочн${Array.from(randomBytes(6), (byte) => letters[byte % letters.length]).join('')}`;
    for (let n = 1; n <= 3; n++) await insertCompany(ctx.sql, { name_short: `ООО "${word} ${n}"` });
    const page = await get<TSearchReply>(`/api/v1/search?q=${encodeURIComponent(word)}&page_size=10`);
    const inns = page.results.map((hit) => hit.inn);
    expect(inns).toHaveLength(3);
    for (const inn of inns) await untilStored(inn);
    const again = await get<TSearchReply>(`/api/v1/search?q=${encodeURIComponent(word)}&page_size=10`);
    expect(again.results.map((hit) => hit.inn)).toEqual(inns);
    for (const hit of again.results) expect(hit.reliability, hit.inn).not.toBeNull();
  });
});
