import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { buyPlan, planOf } from '../../../test/billing.ts';
import type { TSeededCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { seedSubjectRecords } from '../../../test/records-seed.ts';
import type { TSql } from '../../db/client.ts';
import { lockedFeature } from './entitlements.service.ts';

/** Carries a value out of a transaction that must not commit. */
class Rollback extends Error {
  constructor(readonly value: unknown) {
    super('rollback');
  }
}

const ctx = useTestApp();
const get = (url: string, user?: TTestUser) => ctx.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });

/** The cheapest tier of each seeded plan set that grants a feature, as the prompts name it. */
const START = { code: 'start', name: 'Старт' };
const SCALE = { code: 'scale', name: 'Масштабирование' };

async function sheetNames(body: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => sheet.name);
}

let company: TSeededCompany;

beforeAll(async () => {
  ({ company } = await seedSubjectRecords(ctx.sql));
});

describe('paid blocks by plan', () => {
  it('locks debts and history of a user without a plan, naming the cheapest tier that opens each', async () => {
    const user = await createUser(ctx.app, 'noplan');
    const debts = (await get(`/api/v1/enforcements/?inn=${company.inn}`, user)).json();
    expect(debts).toMatchObject({ count: 2, result: [] });
    expect(debts.locked).toEqual({ feature: 'card.debts', reason: 'upgrade', plan: START });
    const history = (await get(`/api/v1/history/?query=${company.inn}`, user)).json();
    expect(history).toMatchObject({ count: 2, result: [] });
    expect(history.locked).toEqual({ feature: 'card.history', reason: 'upgrade', plan: START });
    const statistics = (await get(`/api/v1/legal-cases/statistics/?inn=${company.inn}`, user)).json();
    expect(statistics.locked).toEqual({ feature: 'card.arbitration_statistics', reason: 'upgrade', plan: SCALE });
    // The card's spreadsheet is everyone's once signed in: the details sheet alone without a plan.
    const exported = await get(`/api/v1/company-export/?query=${company.inn}`, user);
    expect(exported.statusCode).toBe(200);
    expect(await sheetNames(exported.rawPayload)).toEqual(['Основные сведения']);
  });

  it('names the tier from the plans on sale, so it follows a change of the plans', async () => {
    const user = await createUser(ctx.app, 'tiers');
    const request = { authUser: { id: user.id } } as FastifyRequest;
    // Старт gains the statistics inside a transaction that is rolled back: it becomes the cheapest tier with it.
    const seen = await ctx.sql
      .begin(async (tx) => {
        await tx`update plans set features = features || '["card.arbitration_statistics"]'::jsonb where code = 'start'`;
        throw new Rollback(await lockedFeature(tx as unknown as TSql, request, 'card.arbitration_statistics'));
      })
      .catch((error: unknown) => (error instanceof Rollback ? error.value : Promise.reject(error)));
    expect(seen).toEqual({ feature: 'card.arbitration_statistics', reason: 'upgrade', plan: START });
  });

  it('opens exactly what the bought plan has', async () => {
    const user = await createUser(ctx.app, 'starter');
    await buyPlan(ctx.app, user, (await planOf(ctx.app, 'start', 'monthly')).id);
    const debts = (await get(`/api/v1/enforcements/?inn=${company.inn}`, user)).json();
    expect(debts).toMatchObject({ count: 2, total_amount: 5100, locked: null });
    expect(debts.result).toHaveLength(2);
    expect((await get(`/api/v1/history/?query=${company.inn}`, user)).json().locked).toBeNull();
    // «Старт» has no arbitration statistics and no full export: those name Масштабирование.
    const statistics = (await get(`/api/v1/legal-cases/statistics/?inn=${company.inn}`, user)).json();
    expect(statistics.locked).toEqual({ feature: 'card.arbitration_statistics', reason: 'upgrade', plan: SCALE });
    const basic = await get(`/api/v1/company-export/?query=${company.inn}`, user);
    expect(await sheetNames(basic.rawPayload)).toEqual(['Основные сведения']);

    await buyPlan(ctx.app, user, (await planOf(ctx.app, 'scale', 'monthly')).id);
    expect((await get(`/api/v1/legal-cases/statistics/?inn=${company.inn}`, user)).json().locked).toBeNull();
    const exported = await get(`/api/v1/company-export/?query=${company.inn}`, user);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(await sheetNames(exported.rawPayload)).toEqual(['Основные сведения', 'Учредители', 'Финансы', 'Надёжность']);
  });

  it('locks again when the membership has run out', async () => {
    const user = await createUser(ctx.app, 'expired');
    await buyPlan(ctx.app, user, (await planOf(ctx.app, 'scale', 'monthly')).id);
    await ctx.sql`
      update memberships set starts_at = now() - interval '2 months', ends_at = now() - interval '1 day'
      where user_id = ${user.id}`;
    const debts = (await get(`/api/v1/enforcements/?inn=${company.inn}`, user)).json();
    expect(debts.locked).toEqual({ feature: 'card.debts', reason: 'upgrade', plan: START });
  });

  it('still asks an anonymous visitor to sign in', async () => {
    const debts = (await get(`/api/v1/enforcements/?inn=${company.inn}`)).json();
    expect(debts.locked).toEqual({ feature: 'card.debts', reason: 'sign_in' });
  });
});
