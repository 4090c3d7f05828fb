import {
  BULK_CHECK_MESSAGES,
  MESSAGES,
  RISK_ZONE_LABELS,
  type TBulkCheckSummary,
  type TBulkCheckWatchResult,
} from '@sverka/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
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
import { CHECK_SHEETS, INVALID_COLUMNS, RESULT_COLUMNS } from './bulk-check-workbook.ts';

const ctx = useTestApp();
let sample: TRegisterSample;
/** «Старт»: 100 identifiers a check, 50 subjects on the watch list. */
let user: TTestUser;

beforeAll(async () => {
  sample = await registerSample(ctx.sql, 70);
  user = await createUser(ctx.app, 'bulk-export');
  await grantPlan(ctx.sql, user.id, 'start');
});

async function check(items: string[]): Promise<number> {
  const created = await postItems(ctx.app, user, items);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<TBulkCheckSummary>().id;
  await finishedCheck(ctx.app, user, id);
  return id;
}

describe('the XLSX of a check', () => {
  it('holds the result table with card links and, on a second sheet, the refused values', async () => {
    const [a, b] = sample.companies;
    const absent = await absentInn(ctx.sql);
    const id = await check([a?.inn as string, absent, spoiled(b?.inn as string), b?.ogrn as string]);
    const result = await finishedCheck(ctx.app, user, id);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-checks/${id}/export/`,
      headers: { ...user.auth, host: 'localhost:3100' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bulk-check-${id}.xlsx"`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([CHECK_SHEETS.results, CHECK_SHEETS.invalid]);
    const results = workbook.getWorksheet(CHECK_SHEETS.results) as ExcelJS.Worksheet;
    expect((results.getRow(1).values as unknown[]).slice(1)).toEqual(RESULT_COLUMNS.map((c) => c.header));
    expect(results.actualRowCount).toBe(1 + result.rows.length);

    const first = results.getRow(2);
    const row = result.rows[0];
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(3).value).toBe(a?.inn);
    expect(first.getCell(5).value).toBe(a?.name);
    expect(first.getCell(7).value).toBe(row?.score);
    expect(first.getCell(8).value).toBe(RISK_ZONE_LABELS[row?.zone ?? 'low']);
    expect(first.getCell(10).value).toBe(row?.factors.map((f) => f.label).join('; '));
    expect(first.getCell(11).value).toMatchObject({ hyperlink: `http://localhost:3100/counter-parties/${a?.inn}` });

    const missing = results.getRow(3);
    expect(missing.getCell(3).value).toBe(absent);
    expect(missing.getCell(6).value).toBe(BULK_CHECK_MESSAGES.notInRegister);
    expect(missing.getCell(11).value).toBe(null);
    expect(results.getRow(4).getCell(2).value).toBe(b?.ogrn);

    const invalid = workbook.getWorksheet(CHECK_SHEETS.invalid) as ExcelJS.Worksheet;
    expect((invalid.getRow(1).values as unknown[]).slice(1)).toEqual(INVALID_COLUMNS.map((c) => c.header));
    expect((invalid.getRow(2).values as unknown[]).slice(1)).toEqual([
      3,
      spoiled(b?.inn as string),
      MESSAGES.innChecksum,
    ]);
    expect(invalid.actualRowCount).toBe(2);
  });

  it('is not ready while the check runs', async () => {
    const id = await check([sample.companies[0]?.inn as string]);
    await ctx.sql`update bulk_checks set status = 'running' where id = ${id}`;
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-checks/${id}/export/`,
      headers: user.auth,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: BULK_CHECK_MESSAGES.notDone });
    await ctx.sql`update bulk_checks set status = 'done' where id = ${id}`;
  });
});

describe('adding a check’s subjects to the watch list', () => {
  const watch = (id: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/bulk-checks/${id}/watch/`, headers: user.auth });

  it('adds every found subject once, up to the plan’s allowance, and counts the rest', async () => {
    const inns = sample.companies.slice(0, 60).map((c) => c.inn);
    const absent = await absentInn(ctx.sql);
    const id = await check([...inns, inns[0] as string, absent]);

    const first = await watch(id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TBulkCheckWatchResult>()).toEqual({ added: 50, already_watched: 0, over_limit: 10, limit: 50 });
    const [{ count }] = (await ctx.sql`
      select count(*)::int as count from watchlist_entries where user_id = ${user.id}`) as unknown as [
      { count: number },
    ];
    expect(count).toBe(50);

    const again = await watch(id);
    expect(again.json<TBulkCheckWatchResult>()).toEqual({ added: 0, already_watched: 50, over_limit: 10, limit: 50 });
  });

  it('has nothing to add when no subject was found', async () => {
    const id = await check([await absentInn(ctx.sql)]);
    const response = await watch(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: BULK_CHECK_MESSAGES.nothingToWatch });
  });
});
