import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TPlan } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { defaultPaymentsConfig, defaultRequisitesConfig, type TPaymentsConfig } from '../src/config.ts';
import { createSql, type TSql } from '../src/db/client.ts';
import { createAccountsDeps } from '../src/modules/auth/index.ts';
import { createBillingDeps, type TBillingDeps } from '../src/modules/billing/index.ts';
import { NO_RATE_LIMITS, type TTestUser, testAccountsConfig } from './accounts.ts';
import type { TTestContext } from './helper.ts';

export const SUCCESS_CARD = { card_number: '5555 5555 5555 4444', expiry: '12/35', cvc: '123' };
export const DECLINE_CARD = { ...SUCCESS_CARD, card_number: '4000 0000 0000 0002' };
export const CONFIRMATION_CARD = { ...SUCCESS_CARD, card_number: '4000 0000 0000 3220' };

/**
 * Gives a user a running plan of one tier directly in the table, for tests of
 * what a plan unlocks rather than of buying it (those go through the API).
 */
export async function grantPlan(sql: TSql, userId: number, code = 'scale'): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into memberships (user_id, plan_id, starts_at, ends_at)
    select ${userId}, id, now(), now() + interval '1 month' from plans where code = ${code} and type = 'monthly'
    returning id`;
  if (!row) throw new Error(`no monthly plan ${code}`);
  return row.id;
}

export async function planOf(app: FastifyInstance, code: string, type: 'monthly' | 'yearly'): Promise<TPlan> {
  const plans = (await app.inject({ method: 'GET', url: '/api/v1/plans/' })).json<TPlan[]>();
  const plan = plans.find((p) => p.code === code && p.type === type);
  if (!plan) throw new Error(`no plan ${code}/${type}`);
  return plan;
}

/** Places an order through the API; the sandbox payment id is the last part of the payment page URL. */
export async function placeOrder(app: FastifyInstance, user: TTestUser, planId: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/plan-order/',
    headers: user.auth,
    payload: { plan: planId },
  });
  expect(response.statusCode, response.body).toBe(201);
  const reply = response.json<{ id: string; order_url: string }>();
  return { ...reply, paymentId: reply.order_url.split('/').pop() as string };
}

export async function paySandbox(app: FastifyInstance, paymentId: string, card = SUCCESS_CARD) {
  return app.inject({ method: 'POST', url: `/api/v1/sandbox/payments/${paymentId}/pay/`, payload: card });
}

/** Buys a plan with the sandbox's success card, end to end through the API. */
export async function buyPlan(app: FastifyInstance, user: TTestUser, planId: number): Promise<string> {
  const order = await placeOrder(app, user, planId);
  const paid = await paySandbox(app, order.paymentId);
  expect(paid.statusCode, paid.body).toBe(200);
  return order.id;
}

/** The letters written to `<dataDir>/mail` for one address (no SMTP in tests). */
export function mailsTo(dataDir: string, email: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((text) => text.includes(`To: ${email}\r\n`));
}

/**
 * The real app with payment settings of the test's choosing (known sandbox
 * secret, a fake YooKassa's address), built when the file's tests start so a
 * fake server started in an earlier beforeAll can be named.
 */
export function useBillingApp(payments: () => Partial<TPaymentsConfig>): TTestContext & { billing: TBillingDeps } {
  const context = {} as TTestContext & { billing: TBillingDeps };
  beforeAll(async () => {
    context.sql = createSql(inject('databaseUrl'), { max: 4 });
    context.dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-billing-'));
    const accounts = { ...testAccountsConfig(context.dataDir), ...NO_RATE_LIMITS };
    const paymentsConfig = { ...defaultPaymentsConfig(), ...payments() };
    context.app = await buildApp({
      config: { env: 'test', logLevel: 'silent', webDist: undefined, accounts, payments: paymentsConfig },
      sql: context.sql,
    });
    await context.app.ready();
    // The same settings, for calling the module's functions (the re-check job) directly.
    context.billing = createBillingDeps({
      accounts: createAccountsDeps({ sql: context.sql, config: accounts, log: context.app.log }),
      payments: paymentsConfig,
      requisites: defaultRequisitesConfig(),
      dispatch: (request) => context.app.inject(request),
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.sql?.end();
    if (context.dataDir) rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}
