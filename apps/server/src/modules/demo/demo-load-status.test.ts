import { MESSAGES } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_DATASET } from '../../../test/dataset.ts';
import { buildApp } from '../../app.ts';
import { createSql, type TSql } from '../../db/client.ts';
import { createDemoLoadStatus, type TDemoLoadStatus } from './demo-load-status.ts';

let sql: TSql;
let app: FastifyInstance;
let demoLoad: TDemoLoadStatus;
let inn: string;
let companyId: number;

beforeAll(async () => {
  sql = createSql(inject('databaseUrl'), { max: 2 });
  demoLoad = createDemoLoadStatus({ companies: 20_000, entrepreneurs: 10_000 });
  app = await buildApp({ config: { env: 'test', logLevel: 'silent', webDist: undefined }, sql, demoLoad });
  const [company] = await sql<{ id: number; inn: string }[]>`select id, inn from companies order by id limit 1`;
  if (!company) throw new Error('the test register is empty');
  ({ inn, id: companyId } = company);
});

afterAll(async () => {
  await app?.close();
  await sql?.end();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('the first start serving while its demo data loads', () => {
  it('refuses search and card reads at once with a message saying why, and serves the rest', async () => {
    demoLoad.begin();
    for (const url of [
      `/api/v1/search?q=${inn}`,
      `/api/v1/company-search?query=${inn}`,
      `/api/v1/company/?query=${inn}`,
      `/api/v1/companies/${companyId}`,
      `/api/v1/reliability/?query=${inn}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(503);
      expect(response.json(), url).toEqual({ detail: MESSAGES.demoDataLoading, code: 'UNAVAILABLE' });
    }
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/v1/plans/')).statusCode).toBe(200);
    expect((await get('/api/v1/dataset')).json()).toEqual({
      kind: 'demo',
      companies: 20_000,
      entrepreneurs: 10_000,
      loaded_at: null,
      loading_percent: 0,
    });
  });

  it('reports the progress across phases, never going back', async () => {
    demoLoad.report({ phase: 'reference', done: 1, total: 1 });
    demoLoad.report({ phase: 'companies', done: 10_000, total: 20_000 });
    const halfway = (await get('/api/v1/dataset')).json().loading_percent;
    expect(halfway).toBe(2 + 19);
    demoLoad.report({ phase: 'companies', done: 20_000, total: 20_000 });
    demoLoad.report({ phase: 'entrepreneurs', done: 10_000, total: 10_000 });
    demoLoad.report({ phase: 'indexes', done: 142, total: 142 });
    demoLoad.report({ phase: 'companies', done: 0, total: 20_000 });
    expect((await get('/api/v1/dataset')).json().loading_percent).toBe(2 + 38 + 17 + 15);
    for (const phase of ['derived', 'events', 'reliability', 'marketplace'])
      demoLoad.report({ phase, done: 1, total: 1 });
    // Everything reported is still not the end: 100 % only once the load has ended.
    expect((await get('/api/v1/dataset')).json().loading_percent).toBe(99);
  });

  it('answers from the database again once the load ends', async () => {
    demoLoad.end();
    const search = await get(`/api/v1/search?q=${inn}`);
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).toContain(inn);
    expect((await get(`/api/v1/companies/${companyId}`)).statusCode).toBe(200);
    expect((await get('/api/v1/dataset')).json()).toMatchObject({
      kind: 'demo',
      companies: TEST_DATASET.companies,
      entrepreneurs: TEST_DATASET.entrepreneurs,
      loading_percent: null,
    });
  });
});
