import { MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { TEST_DATASET } from '../test/dataset.ts';
import { postJsonText, useTestApp } from '../test/helper.ts';

const ctx = useTestApp();

describe('platform', () => {
  it('answers unknown API paths with a JSON 404 in Russian', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  it('serves an OpenAPI document listing every endpoint', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/company/',
        '/api/v1/entrepreneur/',
        '/api/v1/company-search',
        '/api/v1/companies/',
        '/api/v1/companies/{id}',
        '/api/v1/company-finances/',
        '/api/v1/legal-cases/',
        '/api/v1/enforcements/',
        '/api/v1/bankruptcy/',
        '/api/v1/pledges/',
        '/api/v1/contracts/',
        '/api/v1/inspection/',
        '/api/v1/history/',
        '/api/v1/dataset',
        '/api/health',
      ]),
    );
    expect(document.components.schemas).toHaveProperty('Company');
    for (const id of [
      'CompanyCard',
      'EntrepreneurCard',
      'FinancesReply',
      'LegalCasesPage',
      'ContractsPage',
      'Founder',
    ]) {
      expect(document.components.schemas).toHaveProperty(id);
    }
  });

  it('serves the browsable docs page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });

  it('reports health with the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('says the data is demo data, with its size', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/dataset' });
    expect(response.json()).toMatchObject({
      kind: 'demo',
      companies: TEST_DATASET.companies,
      entrepreneurs: TEST_DATASET.entrepreneurs,
    });
  });

  it.each([
    ['a broken percent-encoding', '/api/v1/company-search?query=%E0%A4%A'],
    ['a broken path encoding', '/api/v1/%E0%A4%A'],
    ['an array parameter', '/api/v1/company/?query=1&query=2'],
    ['a huge page number', '/api/v1/companies/?page=99999999999999999999'],
  ])('never answers 5xx for %s', async (_label, url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers a malformed JSON body with 400, not 500', async () => {
    const response = await postJsonText(ctx.app, '/api/v1/company-search', '{"query":');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
