import {
  ENTITLEMENT_ERROR_CODE,
  PLAN_LIMIT_ERROR_CODE,
  TENDER_MESSAGES,
  type TTender,
  type TTenderAllowance,
  type TTendersPage,
} from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipart, PDF_BYTES } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { someCategory } from '../../../test/marketplace.ts';
import { expectOperations, readOpenApi } from '../../../test/openapi.ts';
import {
  daysFromToday,
  postTender,
  publish,
  representative,
  someRegion,
  type TRepresentative,
  tenderBody,
} from '../../../test/tenders.ts';

const ctx = useTestApp();
let buyer: TRepresentative;

beforeAll(async () => {
  buyer = await representative(ctx.app, ctx.sql, 'tender-buyer', 'scale');
});

describe('who may publish', () => {
  it('asks for sign-in', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/tenders/', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('answers a plan without tenders with the paid feature and the cheapest plan that has it', async () => {
    const starter = await representative(ctx.app, ctx.sql, 'tender-start', 'start');
    const allowance = await ctx.app.inject({ method: 'GET', url: '/api/v1/tenders/allowance/', headers: starter.auth });
    expect(allowance.json<TTenderAllowance>()).toMatchObject({ limit: 0, open: 0, plan: { code: 'scale' } });
    const response = await postTender(ctx.app, starter, await tenderBody(ctx.sql));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: ENTITLEMENT_ERROR_CODE,
      feature: 'tenders.publish_3',
      reason: 'upgrade',
      plan: { code: 'scale' },
    });
  });

  it('refuses a user on a plan who represents no company', async () => {
    const user = await createUser(ctx.app, 'tender-nobody');
    await ctx.sql`insert into memberships (user_id, plan_id, starts_at, ends_at)
      select ${user.id}, id, now(), now() + interval '1 month' from plans where code = 'scale' and type = 'monthly'`;
    const response = await postTender(ctx.app, user, await tenderBody(ctx.sql));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(TENDER_MESSAGES.notRepresentative);
  });

  it('refuses a company the user does not represent', async () => {
    const other = await representative(ctx.app, ctx.sql, 'tender-other');
    const response = await postTender(ctx.app, buyer, await tenderBody(ctx.sql, { company: other.sellerId }));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(TENDER_MESSAGES.notYourCompany);
  });

  it('keeps the plan allowance of open tenders: three on «Масштаб», the fourth names the plan with more', async () => {
    const user = await representative(ctx.app, ctx.sql, 'tender-limit', 'scale');
    for (let index = 0; index < 3; index++) await publish(ctx.app, ctx.sql, user, { title: `Закупка ${index}` });
    const response = await postTender(ctx.app, user, await tenderBody(ctx.sql));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: PLAN_LIMIT_ERROR_CODE, limit: 3, plan: { code: 'optimal_plus' } });
    const allowance = await ctx.app.inject({ method: 'GET', url: '/api/v1/tenders/allowance/', headers: user.auth });
    expect(allowance.json<TTenderAllowance>()).toMatchObject({ limit: 3, open: 3 });
    // A cancelled tender frees its place.
    const [first] = (await ctx.app.inject({ method: 'GET', url: '/api/v1/tenders/mine/', headers: user.auth })).json<
      TTender[]
    >();
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenders/${first?.id}/cancel/`,
      headers: user.auth,
    });
    expect(cancel.json<TTender>().status).toBe('cancelled');
    expect((await postTender(ctx.app, user, await tenderBody(ctx.sql))).statusCode).toBe(201);
  });
});

describe('what a tender must say', () => {
  it('names every wrong field in Russian', async () => {
    const response = await postTender(ctx.app, buyer, {
      title: ' ',
      quantity: 0,
      unit: '',
      budget: -5,
      region: 'x',
      category: 'abc',
      deadline: '31.12.2030',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<Record<string, string[]>>();
    expect(body.title).toEqual([TENDER_MESSAGES.titleRequired]);
    expect(body.quantity).toEqual([TENDER_MESSAGES.quantityFormat]);
    expect(body.unit).toEqual([TENDER_MESSAGES.unitRequired]);
    expect(body.budget).toEqual([TENDER_MESSAGES.budgetFormat]);
    expect(body.region).toEqual([TENDER_MESSAGES.regionRequired]);
    expect(body.deadline).toEqual([TENDER_MESSAGES.deadlineFormat]);
  });

  it('wants a deadline in the future, a known region and category', async () => {
    const today = await postTender(ctx.app, buyer, await tenderBody(ctx.sql, { deadline: daysFromToday(0) }));
    expect(today.json()).toEqual({ deadline: [TENDER_MESSAGES.deadlineFuture] });
    const region = await postTender(ctx.app, buyer, await tenderBody(ctx.sql, { region: '00' }));
    expect(region.json()).toEqual({ region: [TENDER_MESSAGES.regionUnknown] });
    const category = await postTender(ctx.app, buyer, await tenderBody(ctx.sql, { category: 999_999_999 }));
    expect(category.json()).toEqual({ category: [TENDER_MESSAGES.categoryUnknown] });
  });

  it('takes the files of a multipart form by their content, and serves them to signed-in users only', async () => {
    const fields = await tenderBody(ctx.sql, { title: 'Закупка с документами' });
    const form = multipart({
      ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
      file_1: { filename: 'ТЗ.pdf', contentType: 'application/pdf', data: PDF_BYTES },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/tenders/',
      headers: { ...buyer.auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const tender = response.json<TTender>();
    expect(tender.files).toMatchObject([{ name: 'ТЗ.pdf', content_type: 'application/pdf' }]);
    const url = tender.files[0]?.url as string;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const reader = await createUser(ctx.app, 'tender-reader');
    const file = await ctx.app.inject({ method: 'GET', url, headers: reader.auth });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    const wrong = multipart({
      ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)])),
      file_1: { filename: 'virus.pdf', contentType: 'application/pdf', data: Buffer.from('MZ not a pdf') },
    });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/tenders/',
      headers: { ...buyer.auth, ...wrong.headers },
      payload: wrong.payload,
    });
    expect(refused.json()).toEqual({ file_1: [TENDER_MESSAGES.fileType] });
  });
});

describe('the list of open tenders', () => {
  it('filters by category, region, deadline and words, and pages', async () => {
    const customer = await representative(ctx.app, ctx.sql, 'tender-list', 'optimal_plus');
    const region = await someRegion(ctx.sql, 3);
    const category = (await someCategory(ctx.sql, 2)).id;
    const unique = `Щебень${Date.now()}`;
    const target = await publish(ctx.app, ctx.sql, customer, {
      title: `${unique} гранитный`,
      region,
      category,
      deadline: daysFromToday(40),
    });
    await publish(ctx.app, ctx.sql, customer, { title: `${unique} известняковый`, deadline: daysFromToday(5) });
    const list = async (query: Record<string, string>) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/tenders/?${new URLSearchParams(query)}`,
        headers: buyer.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TTendersPage>();
    };
    expect((await list({ search: unique })).count).toBe(2);
    expect((await list({ search: unique, region })).result.map((t) => t.id)).toEqual([target.id]);
    expect((await list({ search: unique, category: String(category) })).result.map((t) => t.id)).toEqual([target.id]);
    expect((await list({ search: unique, deadline_from: daysFromToday(30) })).result.map((t) => t.id)).toEqual([
      target.id,
    ]);
    expect((await list({ search: unique, deadline_to: daysFromToday(30) })).count).toBe(1);
    const found = (await list({ search: `${unique} гранитный` })).result[0];
    expect(found).toMatchObject({ id: target.id, is_mine: false, accepting_quotes: true });
    expect(found?.customer).toMatchObject({ id: customer.sellerId });
    expect((await list({ search: 'несуществующеесловоъ' })).result).toEqual([]);
    expect((await list({ page: '2', search: unique })).result).toEqual([]);
  });

  it('leaves out tenders past their deadline', async () => {
    const customer = await representative(ctx.app, ctx.sql, 'tender-expired', 'scale');
    const unique = `Просрочено${Date.now()}`;
    const tender = await publish(ctx.app, ctx.sql, customer, { title: unique });
    await ctx.sql`update tenders set deadline = current_date - 2 where id = ${tender.id}`;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/tenders/?search=${encodeURIComponent(unique)}`,
      headers: buyer.auth,
    });
    expect(response.json<TTendersPage>().count).toBe(0);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/tenders/${tender.id}/`, headers: customer.auth });
    expect(page.json<TTender>()).toMatchObject({ status: 'open', accepting_quotes: false, is_mine: true });
  });

  it('answers a tender that does not exist with 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/tenders/999999999/', headers: buyer.auth });
    expect(response.statusCode).toBe(404);
  });
});

describe('the API description', () => {
  it('documents every tenders operation as needing a token', async () => {
    const doc = await readOpenApi(ctx.app);
    expectOperations(doc, [
      ['/api/v1/tenders/', 'get', true],
      ['/api/v1/tenders/', 'post', true],
      ['/api/v1/tenders/allowance/', 'get', true],
      ['/api/v1/tenders/regions/', 'get', true],
      ['/api/v1/tenders/mine/', 'get', true],
      ['/api/v1/tenders/my-quotes/', 'get', true],
      ['/api/v1/tenders/{id}/', 'get', true],
      ['/api/v1/tenders/{id}/quotes/', 'get', true],
      ['/api/v1/tenders/{id}/quotes/', 'post', true],
      ['/api/v1/tenders/{id}/winner/', 'post', true],
      ['/api/v1/tenders/{id}/cancel/', 'post', true],
      ['/api/v1/tenders/{id}/chat/', 'post', true],
      ['/api/v1/tenders/{id}/files/{file}/', 'get', true],
    ]);
  });
});
