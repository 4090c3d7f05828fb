import { RELIABILITY_RULESET_VERSION, type TReliabilityReply } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import {
  invalidateLinkedReliability,
  invalidateReliability,
  invalidateReliabilityLists,
  recomputeReliability,
} from './index.ts';

/**
 * The «Надёжность» tab against the suite's demo register. The suite's load is
 * large enough to leave rating to the first read, so a sample is rated in one
 * batch here and the richest rating is picked from the stored rows; a missing
 * or stale row is computed on read.
 */
const ctx = useTestApp();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const rating = async (query: string) => {
  const response = await get(`/api/v1/reliability/?query=${query}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as TReliabilityReply;
};

let rich: string;
let stopped: string;
let entrepreneur: string;

beforeAll(async () => {
  const sample = await ctx.sql<{ id: number }[]>`
    (select id from companies order by id limit 600)
    union (select id from companies where status_name = 'Ликвидировано' order by id limit 5)`;
  await recomputeReliability(
    ctx.sql,
    'company',
    sample.map((r) => Number(r.id)),
  );
  [{ inn: rich }] = (await ctx.sql`
    select inn from company_reliability where kind = 'company' and not stop
    order by positive + negative + attention desc, negative desc, inn limit 1`) as [{ inn: string }];
  [{ inn: stopped }] = (await ctx.sql`
    select r.inn from company_reliability r join companies c on c.inn = r.inn::bpchar
    where r.kind = 'company' and c.status_name = 'Ликвидировано' order by r.inn limit 1`) as [{ inn: string }];
  [{ inn: entrepreneur }] = (await ctx.sql`select inn from entrepreneurs order by id limit 1`) as [{ inn: string }];
});

describe('GET /api/v1/reliability/', () => {
  it('shows a demo company with many fired factors, each with evidence, source and date', async () => {
    const body = await rating(rich);
    expect(body.factors.length).toBeGreaterThanOrEqual(10);
    expect(body.counts.negative).toBeGreaterThanOrEqual(3);
    expect(body.counts.positive).toBeGreaterThanOrEqual(3);
    expect(body.counts.positive + body.counts.negative + body.counts.attention).toBe(body.factors.length);
    expect(body.counts.checked).toBeGreaterThanOrEqual(60);
    for (const f of body.factors) {
      expect(f.evidence.length, f.id).toBeGreaterThan(0);
      expect(f.source).toMatchObject({ name: 'Демонстрационные данные', is_demo: true });
      expect(f.source.as_of, f.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(f.label, f.id).toMatch(/[а-яё]/i);
    }
    // Negatives before attention before positives.
    const order = body.factors.map((f) => ({ negative: 0, attention: 1, positive: 2 })[f.polarity]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(body.score).toBeGreaterThanOrEqual(0);
    expect(body.score).toBeLessThanOrEqual(100);
    expect(body.zone_label).toMatch(/риск/);
    expect(body.gauge.zones).toHaveLength(3);
    expect(body.gauge.value).toBe(
      Math.round((100 * body.counts.positive) / (body.counts.positive + body.counts.negative)),
    );
    expect(body.ruleset_version).toBe(RELIABILITY_RULESET_VERSION);
  });

  it('puts a liquidated company in the high-risk zone by its stop-factor', async () => {
    const body = await rating(stopped);
    expect(body.stop_factor).toBe(true);
    expect(body.zone).toBe('high');
    expect(body.score).toBeLessThanOrEqual(39);
    expect(body.gauge.zone).toBe('high');
    expect(body.factors[0]).toMatchObject({ id: 'status-terminated', stop: true });
    expect(body.factors[0]?.evidence.map((e) => e.label)).toContain('Статус');
  });

  it('rates a sole trader without the company-only factors', async () => {
    const body = await rating(entrepreneur);
    expect(body.company.kind).toBe('entrepreneur');
    expect(body.factors.some((f) => f.id === 'mass-director' || f.id === 'negative-net-assets')).toBe(false);
  });

  it('computes on read when the row is missing or of another ruleset version, and stores it', async () => {
    await invalidateReliability(ctx.sql, [rich]);
    expect(await ctx.sql`select 1 from company_reliability where inn = ${rich}`).toHaveLength(0);
    const fresh = await rating(rich);
    const [stored] = await ctx.sql<{ version: number }[]>`select version from company_reliability where inn = ${rich}`;
    expect(stored?.version).toBe(RELIABILITY_RULESET_VERSION);

    await ctx.sql`update company_reliability set version = 0, score = 1 where inn = ${rich}`;
    const again = await rating(rich);
    expect(again.score).toBe(fresh.score);
    expect(new Date(again.computed_at).getTime()).toBeGreaterThanOrEqual(new Date(fresh.computed_at).getTime());
  });

  it('drops the ratings of companies linked to a person named by an import', async () => {
    const [link] = await ctx.sql<{ inn: string; person: string }[]>`
      select c.inn::varchar as inn, d.inn::varchar as person from company_directors d join companies c on c.id = d.company_id
      where d.inn is not null and d.ended_date is null order by c.id limit 1`;
    if (!link) throw new Error('no director with an ИНН in the demo register');
    await rating(link.inn);
    await invalidateLinkedReliability(ctx.sql, { inns: [link.person] });
    expect(await ctx.sql`select 1 from company_reliability where inn = ${link.inn}`).toHaveLength(0);
  });

  it('recomputes every rating older than a change of the mass and disqualification lists', async () => {
    const before = await rating(rich);
    await invalidateReliabilityLists(ctx.sql);
    const after = await rating(rich);
    expect(new Date(after.computed_at).getTime()).toBeGreaterThan(new Date(before.computed_at).getTime());
    expect((await rating(rich)).computed_at).toBe(after.computed_at);
  });

  it('answers 400 for a malformed identifier and 404 for an unknown one', async () => {
    expect((await get('/api/v1/reliability/?query=12345')).statusCode).toBe(400);
    expect((await get('/api/v1/reliability/?query=7707083893')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/reliability/factors/', () => {
  it('lists the versioned catalogue of at least 60 factors', async () => {
    const response = await get('/api/v1/reliability/factors/');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { count: number; factors: { id: string; data: string[] }[] };
    expect(body.count).toBeGreaterThanOrEqual(60);
    expect(body.factors.every((f) => f.data.length > 0)).toBe(true);
  });

  it('is in the OpenAPI document', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/reliability/', '/api/v1/reliability/factors/']),
    );
  });
});
