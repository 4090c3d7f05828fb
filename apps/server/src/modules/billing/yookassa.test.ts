import { BILLING_MESSAGES, type TMembership } from '@sverka/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { mailsTo, planOf, useBillingApp } from '../../../test/billing.ts';
import { startFakeYooKassa, type TFakeYooKassa } from '../../../test/fake-yookassa.ts';
import { postJsonText } from '../../../test/helper.ts';
import { recheckPendingOrders } from './recheck.job.ts';

let fake: TFakeYooKassa;
beforeAll(async () => {
  fake = await startFakeYooKassa();
});
afterAll(async () => {
  await fake?.close();
});

const ctx = useBillingApp(() => ({
  provider: 'yookassa',
  yookassa: { shopId: fake.shopId, secretKey: fake.secretKey, apiUrl: fake.apiUrl, vatCode: 4 },
}));

let planId: number;
beforeAll(async () => {
  planId = (await planOf(ctx.app, 'start', 'monthly')).id;
});

const order = (user: TTestUser) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/plan-order/', headers: user.auth, payload: { plan: planId } });
const orderRow = async (id: string) =>
  (
    await ctx.sql<{ status: string; provider_payment_id: string | null; cancellation_reason: string | null }[]>`
      select status, provider_payment_id, cancellation_reason from plan_orders where id = ${id}`
  )[0];
const memberships = async (user: TTestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/memberships/', headers: user.auth })).json<TMembership[]>();
/** A notification as YooKassa sends it: the whole payment object, here with whatever a forger claims. */
const notify = (paymentId: string, event = 'payment.succeeded', claims: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/yookassa/webhook/',
    payload: {
      type: 'notification',
      event,
      object: {
        id: paymentId,
        status: 'succeeded',
        paid: true,
        amount: { value: '990.00', currency: 'RUB' },
        ...claims,
      },
    },
  });

async function placeOrder(user: TTestUser) {
  const response = await order(user);
  expect(response.statusCode, response.body).toBe(201);
  const { id, order_url } = response.json<{ id: string; order_url: string }>();
  const paymentId = (await orderRow(id))?.provider_payment_id as string;
  return { id, order_url, paymentId };
}

describe('YooKassa provider', () => {
  it('creates a redirect payment with Basic auth, the order id as Idempotence-Key and a 54-ФЗ receipt', async () => {
    const user = await createUser(ctx.app, 'yk-create');
    const placed = await placeOrder(user);
    const payment = fake.payments.get(placed.paymentId);
    expect(placed.order_url).toBe(payment?.confirmation.confirmation_url);

    const request = fake.requests.find((r) => r.method === 'POST' && r.headers['idempotence-key'] === placed.id);
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.shopId}:${fake.secretKey}`).toString('base64')}`,
    );
    expect(request?.body).toEqual({
      amount: { value: '990.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `http://localhost/payment/return?order=${placed.id}` },
      description: 'Тариф «Старт», 1 месяц',
      metadata: { order_id: placed.id, purpose: 'plan' },
      receipt: {
        customer: { email: user.email },
        items: [
          {
            description: 'Тариф «Старт», 1 месяц',
            quantity: '1.00',
            amount: { value: '990.00', currency: 'RUB' },
            vat_code: 4,
            payment_mode: 'full_prepayment',
            payment_subject: 'service',
          },
        ],
      },
    });
    expect(await orderRow(placed.id)).toMatchObject({ status: 'pending', provider_payment_id: placed.paymentId });
  });

  it('believes the API, not the notification: a forged success changes nothing while the payment is pending', async () => {
    const user = await createUser(ctx.app, 'yk-forged');
    const placed = await placeOrder(user);
    const forged = await notify(placed.paymentId, 'payment.succeeded', { metadata: { order_id: placed.id } });
    expect(forged.statusCode).toBe(200);
    expect((await orderRow(placed.id))?.status).toBe('pending');
    expect(await memberships(user)).toEqual([]);
    const events = await ctx.sql`select 1 from payment_events where plan_order_id = ${placed.id}`;
    expect(events).toHaveLength(0);
    // The webhook made YooKassa be asked about the payment itself.
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/payments/${placed.paymentId}`)).toBe(true);
  });

  it('pays the order once the API says succeeded; a replay extends nothing and mails nothing', async () => {
    const user = await createUser(ctx.app, 'yk-paid');
    const placed = await placeOrder(user);
    fake.setStatus(placed.paymentId, 'succeeded');
    expect((await notify(placed.paymentId)).statusCode).toBe(200);
    expect((await orderRow(placed.id))?.status).toBe('paid');
    const after = await memberships(user);
    expect(after).toHaveLength(1);
    expect(after[0]?.is_active).toBe(true);
    expect((await notify(placed.paymentId)).statusCode).toBe(200);
    expect(await memberships(user)).toEqual(after);
    const mails = mailsTo(ctx.dataDir, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('ЮKassa');
  });

  it('ignores a succeeded payment whose amount or order does not match ours', async () => {
    const user = await createUser(ctx.app, 'yk-amount');
    const placed = await placeOrder(user);
    fake.setStatus(placed.paymentId, 'succeeded');
    const payment = fake.payments.get(placed.paymentId);
    if (payment) payment.amount = { value: '1.00', currency: 'RUB' };
    expect((await notify(placed.paymentId)).statusCode).toBe(200);
    expect((await orderRow(placed.id))?.status).toBe('pending');
    expect(await memberships(user)).toEqual([]);
  });

  it('cancels the order when the API says canceled, with its reason', async () => {
    const user = await createUser(ctx.app, 'yk-cancel');
    const placed = await placeOrder(user);
    fake.setStatus(placed.paymentId, 'canceled', 'insufficient_funds');
    expect((await notify(placed.paymentId, 'payment.canceled')).statusCode).toBe(200);
    expect(await orderRow(placed.id)).toMatchObject({ status: 'canceled', cancellation_reason: 'insufficient_funds' });
    // A later (forged or confused) success never moves a final order.
    fake.setStatus(placed.paymentId, 'succeeded');
    await notify(placed.paymentId);
    expect((await orderRow(placed.id))?.status).toBe('canceled');
  });

  it('answers 200 for a payment YooKassa does not know, and 400 for something that is not a notification', async () => {
    expect((await notify('2f000000-000f-5000-8000-000000000000')).statusCode).toBe(200);
    const junk = await postJsonText(ctx.app, '/api/v1/payments/yookassa/webhook/', '{"hello":');
    expect(junk.statusCode).toBe(400);
  });

  it('cancels the order when YooKassa refuses the payment, with a clear 502', async () => {
    const user = await createUser(ctx.app, 'yk-refused');
    fake.failNext(400, { type: 'error', id: 'x', code: 'invalid_request', description: 'Receipt is wrong' });
    const response = await order(user);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: BILLING_MESSAGES.providerRefused, code: 'PAYMENT_PROVIDER_ERROR' });
    const [row] = await ctx.sql`
      select status, cancellation_reason from plan_orders where user_id = ${user.id}`;
    expect(row).toEqual({ status: 'canceled', cancellation_reason: 'provider_refused:invalid_request' });
  });

  it('keeps the order pending when YooKassa fails, and says to try later', async () => {
    const user = await createUser(ctx.app, 'yk-down');
    fake.failNext(500, { type: 'error', id: 'y', code: 'internal_server_error', description: 'Oops' });
    const response = await order(user);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ detail: BILLING_MESSAGES.providerUnavailable, code: 'PAYMENT_PROVIDER_ERROR' });
    const [row] = await ctx.sql`select status, provider_payment_id from plan_orders where user_id = ${user.id}`;
    expect(row).toEqual({ status: 'pending', provider_payment_id: null });
  });

  it('turns the sandbox away while YooKassa takes the payments', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/sandbox/payments/00000000-0000-4000-8000-000000000000/',
    });
    expect(page.statusCode).toBe(404);
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/webhook/',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: 'x' } },
    });
    expect(hook.statusCode).toBe(404);
  });
});

describe('YooKassa re-check', () => {
  it('pays a stuck order from the API, and finishes an order whose create call failed with the same key', async () => {
    const user = await createUser(ctx.app, 'yk-recheck');
    const stuck = await placeOrder(user);
    fake.setStatus(stuck.paymentId, 'succeeded');

    fake.failNext(500, { type: 'error', id: 'z', code: 'internal_server_error', description: 'Oops' });
    expect((await order(user)).statusCode).toBe(502);
    const [failed] = await ctx.sql<{ id: string }[]>`
      select id from plan_orders where user_id = ${user.id} and provider_payment_id is null`;
    const failedId = failed?.id as string;

    // Our side lost the answer of a create call that did reach YooKassa: the same key must find that payment.
    const lost = await placeOrder(user);
    await ctx.sql`update plan_orders set provider_payment_id = null where id = ${lost.id}`;
    await ctx.sql`
      update plan_orders set created_at = now() - interval '1 hour'
      where id in ${ctx.sql([stuck.id, failedId, lost.id])}`;

    const results = await recheckPendingOrders(ctx.billing);
    expect(results[stuck.id]).toBe('paid');
    expect(results[failedId]).toBe('pending');
    expect(results[lost.id]).toBe('pending');
    expect((await orderRow(lost.id))?.provider_payment_id).toBe(lost.paymentId);
    const retried = fake.requests.filter((r) => r.method === 'POST' && r.headers['idempotence-key'] === lost.id);
    expect(retried).toHaveLength(2);
    expect((await orderRow(failedId))?.provider_payment_id).toMatch(/-000f-5000-8000-/);
    expect((await orderRow(stuck.id))?.status).toBe('paid');
  });
});
