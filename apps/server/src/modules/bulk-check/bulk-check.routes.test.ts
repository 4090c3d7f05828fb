import {
  BULK_CHECK_MESSAGES,
  ENTITLEMENT_ERROR_CODE,
  MESSAGES,
  PLAN_LIMIT_ERROR_CODE,
  type TBulkCheck,
  type TBulkCheckAllowance,
  type TBulkCheckSummary,
} from '@sverka/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipart, type TTestUser } from '../../../test/accounts.ts';
import { grantPlan } from '../../../test/billing.ts';
import { useTestApp } from '../../../test/helper.ts';
import {
  absentInn,
  finishedCheck,
  postItems,
  registerSample,
  spoiled,
  type TRegisterSample,
} from './bulk-check.fixtures.ts';

const ctx = useTestApp();
let sample: TRegisterSample;
/** A user on the «Старт» plan: 100 identifiers a check, 50 on the watch list. */
let starter: TTestUser;

beforeAll(async () => {
  sample = await registerSample(ctx.sql, 120);
  starter = await createUser(ctx.app, 'bulk-start');
  await grantPlan(ctx.sql, starter.id, 'start');
});

const upload = (user: TTestUser, file: { filename: string; contentType: string; data: Buffer }) => {
  const form = multipart({ file });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/bulk-checks/',
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
};

describe('who may check a list', () => {
  it('answers a user without a plan as a paid feature, naming the cheapest tier', async () => {
    const user = await createUser(ctx.app, 'bulk-free');
    const allowance = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/bulk-checks/allowance/',
      headers: user.auth,
    });
    expect(allowance.json<TBulkCheckAllowance>()).toMatchObject({ limit: 0, plan: { code: 'start' } });
    const response = await postItems(ctx.app, user, [sample.companies[0]?.inn as string]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: ENTITLEMENT_ERROR_CODE,
      feature: 'check.bulk_100',
      reason: 'upgrade',
      plan: { code: 'start' },
    });
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/bulk-checks/', payload: { items: ['1'] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses more valid identifiers than the plan allows, with the allowance and the next tier', async () => {
    const inns = sample.companies.slice(0, 101).map((c) => c.inn);
    const response = await postItems(ctx.app, starter, [...inns, spoiled(inns[0] as string)]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: PLAN_LIMIT_ERROR_CODE,
      limit: 100,
      plan: { code: 'scale' },
      detail: BULK_CHECK_MESSAGES.overPlan(100),
    });
  });

  it('lets no more than two checks wait or run at once', async () => {
    const user = await createUser(ctx.app, 'bulk-busy');
    await grantPlan(ctx.sql, user.id, 'start');
    await ctx.sql`
      insert into bulk_checks (user_id, name, items, invalid, total, status)
      values (${user.id}, 'a', '[]', '[]', 0, 'queued'), (${user.id}, 'b', '[]', '[]', 0, 'running')`;
    const response = await postItems(ctx.app, user, [sample.companies[0]?.inn as string]);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ detail: BULK_CHECK_MESSAGES.tooManyRunning });
  });
});

describe('a list as JSON', () => {
  it('checks every kind of identifier, keeps absent ones as not in the register and lists wrong ones with the reason', async () => {
    const [a, b, c] = sample.companies;
    const [ip] = sample.entrepreneurs;
    if (!a || !b || !c || !ip) throw new Error('the register sample is too small');
    const absent = await absentInn(ctx.sql);
    const items = [a.inn, b.ogrn, ip.inn, ip.ogrnip, absent, spoiled(c.inn), '12345', '', a.inn];
    const created = await postItems(ctx.app, starter, items, 'Поставщики');
    expect(created.statusCode, created.body).toBe(201);
    const summary = created.json<TBulkCheckSummary>();
    expect(summary).toMatchObject({ name: 'Поставщики', total: 6, invalid_count: 2 });
    expect(['queued', 'running', 'done']).toContain(summary.status);

    const check = await finishedCheck(ctx.app, starter, summary.id);
    expect(check).toMatchObject({ status: 'done', done: 6, total: 6, not_found: 1, error: null });
    expect(check.rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 9]);
    const [byInn, byOgrn, byIpInn, byOgrnip, missing, twice] = check.rows;
    expect(byInn).toMatchObject({ found: true, subject_kind: 'company', inn: a.inn, name: a.name });
    expect(byOgrn).toMatchObject({ found: true, subject_kind: 'company', inn: b.inn, ogrn: b.ogrn, query: b.ogrn });
    expect(byIpInn).toMatchObject({ found: true, subject_kind: 'entrepreneur', inn: ip.inn });
    expect(byOgrnip).toMatchObject({ found: true, subject_kind: 'entrepreneur', ogrn: ip.ogrnip });
    expect(missing).toMatchObject({
      found: false,
      inn: absent,
      status: BULK_CHECK_MESSAGES.notInRegister,
      score: null,
    });
    expect(twice?.inn).toBe(a.inn);
    for (const row of [byInn, byOgrn, byIpInn, byOgrnip]) {
      expect(row?.score).toBeTypeOf('number');
      expect(['low', 'medium', 'high']).toContain(row?.zone);
      expect(row?.factors.length).toBeLessThanOrEqual(3);
    }
    // The summary counts what the rows say.
    const zones = { low: 0, medium: 0, high: 0 };
    for (const row of check.rows) if (row.zone) zones[row.zone]++;
    expect(check.zones).toEqual(zones);
    expect(check.invalid).toEqual([
      { position: 6, value: spoiled(c.inn), reason: MESSAGES.innChecksum },
      { position: 7, value: '12345', reason: MESSAGES.identifierMalformed },
    ]);

    // The rating is the card's: the stored one, its score and zone.
    const [stored] = await ctx.sql<{ score: number; zone: string }[]>`
      select score, zone from company_reliability where kind = 'company' and inn = ${a.inn}`;
    expect(byInn).toMatchObject({ score: stored?.score, zone: stored?.zone });

    const poll = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-checks/${summary.id}/?rows=none`,
      headers: starter.auth,
    });
    expect(poll.json<TBulkCheck>()).toMatchObject({ done: 6, rows: [], invalid: check.invalid });

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/bulk-checks/', headers: starter.auth });
    expect(list.json<TBulkCheckSummary[]>().find((item) => item.id === summary.id)).toMatchObject({
      status: 'done',
      not_found: 1,
      invalid_count: 2,
      zones,
    });
  });

  it('asks for at least one identifier and at most 10,000', async () => {
    const response = await postItems(ctx.app, starter, ['', '  ']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ items: [BULK_CHECK_MESSAGES.empty] });
    const long = await postItems(
      ctx.app,
      starter,
      Array.from({ length: 10_001 }, () => '1'),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ items: [BULK_CHECK_MESSAGES.tooMany(10_000)] });
  });
});

describe('a list as a file', () => {
  it('reads the ИНН column of a CSV in Windows-1251 with a header', async () => {
    const [a, b] = sample.companies;
    const csv = `Наименование;ИНН\n"ООО ""Один""";${a?.inn}\nДва;${b?.inn}\nТри;${spoiled(b?.inn as string)}\n`;
    const { default: iconv } = await import('iconv-lite');
    const response = await upload(starter, {
      filename: 'Контрагенты.csv',
      contentType: 'text/csv',
      data: iconv.encode(csv, 'windows-1251'),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<TBulkCheckSummary>()).toMatchObject({ name: 'Контрагенты.csv', total: 2, invalid_count: 1 });
    const check = await finishedCheck(ctx.app, starter, response.json<TBulkCheckSummary>().id);
    expect(check.rows.map((row) => [row.position, row.inn])).toEqual([
      [2, a?.inn],
      [3, b?.inn],
    ]);
    expect(check.invalid).toEqual([{ position: 4, value: spoiled(b?.inn as string), reason: MESSAGES.innChecksum }]);
  });

  it('reads an XLSX whose identifiers are numbers, without a header', async () => {
    const [a, b] = sample.companies;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Лист1');
    sheet.addRow(['first', Number(a?.ogrn)]);
    sheet.addRow(['second', Number(b?.inn)]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload(starter, { filename: 'list.xlsx', contentType: 'application/octet-stream', data });
    expect(response.statusCode, response.body).toBe(201);
    const check = await finishedCheck(ctx.app, starter, response.json<TBulkCheckSummary>().id);
    expect(check.rows.map((row) => [row.position, row.inn])).toEqual([
      [1, a?.inn],
      [2, b?.inn],
    ]);
  });

  it('says so when a file cannot be read', async () => {
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 7)]);
    const response = await upload(starter, { filename: 'list.xlsx', contentType: 'application/zip', data: broken });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ file: [BULK_CHECK_MESSAGES.unreadable] });
    const binary = await upload(starter, {
      filename: 'x.bin',
      contentType: 'application/octet-stream',
      data: Buffer.alloc(10),
    });
    expect(binary.json()).toEqual({ file: [BULK_CHECK_MESSAGES.unknownFormat] });
  });
});

describe('a check belongs to its author', () => {
  it('answers another user as if it did not exist', async () => {
    const created = await postItems(ctx.app, starter, [sample.companies[0]?.inn as string]);
    const id = created.json<TBulkCheckSummary>().id;
    await finishedCheck(ctx.app, starter, id);
    const stranger = await createUser(ctx.app, 'bulk-stranger');
    await grantPlan(ctx.sql, stranger.id, 'start');
    for (const [method, url] of [
      ['GET', `/api/v1/bulk-checks/${id}/`],
      ['GET', `/api/v1/bulk-checks/${id}/export/`],
      ['POST', `/api/v1/bulk-checks/${id}/watch/`],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: stranger.auth });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', detail: BULK_CHECK_MESSAGES.notFound });
    }
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/bulk-checks/', headers: stranger.auth });
    expect(list.json()).toEqual([]);
  });
});
