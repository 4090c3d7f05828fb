import { BILLING_MESSAGES, CARD_PROBLEM_MESSAGES, type TMembership, type TPlanOrder } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import {
  buyPlan,
  CONFIRMATION_CARD,
  DECLINE_CARD,
  mailsTo,
  paySandbox,
  placeOrder,
  planOf,
  useBillingApp,
} from '../../../test/billing.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './providers/sandbox.ts';

const SECRET = 'sandbox-test-secret-0123456789abcdef';
const ctx = useBillingApp(() => ({ provider: 'sandbox', sandboxSecret: SECRET }));

const getOrder = (user: TTestUser, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/plan-order/${id}/`, headers: user.auth });
const memberships = async (user: TTestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/memberships/', headers: user.auth })).json<TMembership[]>();
const sandbox = (id: string, action = '', payload?: object) =>
  ctx.app.inject({
    method: action ? 'POST' : 'GET',
    url: `/api/v1/sandbox/payments/${id}/${action ? `${action}/` : ''}`,
    ...(payload ? { payload } : {}),
  });
const webhook = (body: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/webhook/',
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
const signed = (body: string) => ({ [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, body) });

/** `date` plus calendar months on the Moscow wall clock (UTC+3 all year), the day clamped to the month's end. */
function plusMoscowMonths(date: Date, months: number): Date {
  const wall = new Date(date.getTime() + 3 * 3600_000);
  const target = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(wall.getUTCDate(), lastDay));
  target.setUTCHours(wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds(), wall.getUTCMilliseconds());
  return new Date(target.getTime() - 3 * 3600_000);
}

let startMonthly: number;
let startYearly: number;
let scaleMonthly: number;

beforeAll(async () => {
  startMonthly = (await planOf(ctx.app, 'start', 'monthly')).id;
  startYearly = (await planOf(ctx.app, 'start', 'yearly')).id;
  scaleMonthly = (await planOf(ctx.app, 'scale', 'monthly')).id;
});

describe('buying a plan with the sandbox', () => {
  it('pays with the success card: order paid, a membership for one calendar month, one receipt', async () => {
    const user = await createUser(ctx.app, 'buyer');
    const order = await placeOrder(ctx.app, user, startMonthly);
    // app.inject's requests name `localhost:80`, a loopback host: the links stay on it.
    expect(order.order_url).toBe(`http://localhost/sandbox/pay/${order.paymentId}`);
    expect((await getOrder(user, order.id)).json()).toMatchObject({ status: 'pending', amount: 990, paid_at: null });

    const page = (await sandbox(order.paymentId)).json();
    expect(page).toEqual({
      id: order.paymentId,
      amount: 990,
      description: 'Тариф «Старт», 1 месяц',
      status: 'pending',
      return_url: `http://localhost/payment/return?order=${order.id}`,
      cancellation_reason: null,
      confirmation_code: null,
      card_last4: null,
    });

    const paid = await paySandbox(ctx.app, order.paymentId);
    expect(paid.json()).toMatchObject({ status: 'succeeded', card_last4: '4444', confirmation_code: null });
    const [stored] = await ctx.sql`select card_last4 from sandbox_payments where id = ${order.paymentId}`;
    expect(stored).toEqual({ card_last4: '4444' });

    const settled = (await getOrder(user, order.id)).json<TPlanOrder>();
    expect(settled).toMatchObject({ status: 'paid', amount: 990, plan: { code: 'start', type: 'monthly' } });
    expect(settled.paid_at).not.toBeNull();

    const [membership] = await memberships(user);
    expect(membership).toMatchObject({ plan: { id: startMonthly }, is_active: true });
    const start = new Date(membership?.start_date as string);
    expect(new Date(membership?.end_date as string)).toEqual(plusMoscowMonths(start, 1));

    const mails = mailsTo(ctx.dataDir, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Тариф: Старт');
    expect(mails[0]).toContain('Период: 1 месяц');
    expect(mails[0]).toMatch(/Сумма: 990\s₽/);
    expect(mails[0]).toContain(`Номер заказа: ${order.id}`);
    expect(mails[0]).toContain('Исполнитель: ООО «Сверка»');
    const [row] = await ctx.sql`select receipt_sent_at, membership_id from plan_orders where id = ${order.id}`;
    expect(row?.receipt_sent_at).not.toBeNull();
    expect(row?.membership_id).toBe(membership?.id);
  });

  it('changes nothing on a replayed webhook, and refuses forged or unsigned ones', async () => {
    const user = await createUser(ctx.app, 'replay');
    const order = await placeOrder(ctx.app, user, startMonthly);
    await paySandbox(ctx.app, order.paymentId);
    const before = await memberships(user);
    const body = JSON.stringify({
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: order.paymentId, status: 'succeeded', amount: { value: '990.00', currency: 'RUB' } },
      metadata: { order_id: order.id },
    });
    for (let i = 0; i < 2; i++) expect((await webhook(body, signed(body))).statusCode).toBe(200);
    expect(await memberships(user)).toEqual(before);
    const events =
      await ctx.sql`select 1 from payment_events where event_id = ${`payment.succeeded:${order.paymentId}`}`;
    expect(events).toHaveLength(1);
    expect(mailsTo(ctx.dataDir, user.email)).toHaveLength(1);

    const unsigned = await webhook(body);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ detail: BILLING_MESSAGES.webhookSignature, code: 'UNAUTHORIZED' });
    expect((await webhook(body, { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody('guess', body) })).statusCode).toBe(401);
  });

  it('acts on the payment as stored, not on what a signed body claims', async () => {
    const user = await createUser(ctx.app, 'claim');
    const order = await placeOrder(ctx.app, user, startMonthly);
    const body = JSON.stringify({
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: order.paymentId, status: 'succeeded', metadata: { order_id: order.id } },
    });
    expect((await webhook(body, signed(body))).statusCode).toBe(200);
    expect((await getOrder(user, order.id)).json().status).toBe('pending');
    expect(await memberships(user)).toEqual([]);
  });

  it('leaves the order unpaid when the bank declines the card', async () => {
    const user = await createUser(ctx.app, 'declined');
    const order = await placeOrder(ctx.app, user, startMonthly);
    const declined = await paySandbox(ctx.app, order.paymentId, DECLINE_CARD);
    expect(declined.json()).toMatchObject({ status: 'canceled', cancellation_reason: 'card_declined' });
    expect((await getOrder(user, order.id)).json()).toMatchObject({ status: 'canceled', paid_at: null });
    const [row] = await ctx.sql`select cancellation_reason from plan_orders where id = ${order.id}`;
    expect(row?.cancellation_reason).toBe('card_declined');
    expect(await memberships(user)).toEqual([]);
    expect(mailsTo(ctx.dataDir, user.email)).toEqual([]);
    const again = await paySandbox(ctx.app, order.paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: BILLING_MESSAGES.paymentFinal, code: 'CONFLICT' });
  });

  it('asks the confirmation card for its code: a wrong one is refused, the right one pays', async () => {
    const user = await createUser(ctx.app, 'confirm');
    const order = await placeOrder(ctx.app, user, startMonthly);
    const waiting = (await paySandbox(ctx.app, order.paymentId, CONFIRMATION_CARD)).json();
    expect(waiting).toMatchObject({ status: 'waiting_for_confirmation', card_last4: '3220' });
    expect(waiting.confirmation_code).toMatch(/^\d{6}$/);
    expect((await sandbox(order.paymentId)).json().confirmation_code).toBe(waiting.confirmation_code);
    expect((await getOrder(user, order.id)).json().status).toBe('pending');

    const wrongCode = waiting.confirmation_code === '000000' ? '111111' : '000000';
    const wrong = await sandbox(order.paymentId, 'confirm', { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: ['Неверный код подтверждения'] });
    expect((await getOrder(user, order.id)).json().status).toBe('pending');

    const right = await sandbox(order.paymentId, 'confirm', { code: waiting.confirmation_code });
    expect(right.json()).toMatchObject({ status: 'succeeded', confirmation_code: null });
    expect((await getOrder(user, order.id)).json().status).toBe('paid');
    expect((await sandbox(order.paymentId, 'confirm', { code: waiting.confirmation_code })).statusCode).toBe(409);
  });

  it('names each bad card field in Russian and keeps the payment open', async () => {
    const user = await createUser(ctx.app, 'fields');
    const order = await placeOrder(ctx.app, user, startMonthly);
    const response = await paySandbox(ctx.app, order.paymentId, {
      card_number: '5555 5555 5555 4445',
      expiry: '01/20',
      cvc: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      card_number: [CARD_PROBLEM_MESSAGES.number_checksum],
      expiry: [CARD_PROBLEM_MESSAGES.expiry_past],
      cvc: [CARD_PROBLEM_MESSAGES.cvc_format],
    });
    const short = await paySandbox(ctx.app, order.paymentId, { card_number: '4444', expiry: '1/2', cvc: '123' });
    expect(short.json()).toEqual({
      card_number: [CARD_PROBLEM_MESSAGES.number_length],
      expiry: [CARD_PROBLEM_MESSAGES.expiry_format],
    });
    expect((await sandbox(order.paymentId)).json().status).toBe('pending');
  });

  it('lets the visitor give up: payment and order canceled', async () => {
    const user = await createUser(ctx.app, 'giveup');
    const order = await placeOrder(ctx.app, user, startMonthly);
    expect((await sandbox(order.paymentId, 'cancel')).json()).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'canceled_by_user',
    });
    expect((await getOrder(user, order.id)).json().status).toBe('canceled');
    expect((await sandbox(order.paymentId, 'cancel')).statusCode).toBe(409);
    expect((await sandbox('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await sandbox('not-a-payment')).statusCode).toBe(404);
  });
});

describe('memberships', () => {
  it('extends the same tier from its current end, on the Moscow calendar', async () => {
    const user = await createUser(ctx.app, 'renew');
    await buyPlan(ctx.app, user, startMonthly);
    const [first] = await memberships(user);
    // As if the plan ran until the last day of January, to see the month end clamp.
    await ctx.sql`update memberships set ends_at = '2027-01-31 12:00:00+03' where id = ${first?.id as number}`;
    await buyPlan(ctx.app, user, startMonthly);
    const list = await memberships(user);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: first?.id, is_active: true });
    expect(list[0]?.end_date).toBe(new Date('2027-02-28T12:00:00+03:00').toISOString());

    // The yearly row of the same tier extends the same membership by a year.
    await buyPlan(ctx.app, user, startYearly);
    const [yearly] = await memberships(user);
    expect(yearly).toMatchObject({ id: first?.id, plan: { id: startYearly } });
    expect(yearly?.end_date).toBe(new Date('2028-02-28T12:00:00+03:00').toISOString());
  });

  it('gives a yearly plan one calendar year', async () => {
    const user = await createUser(ctx.app, 'yearly');
    await buyPlan(ctx.app, user, startYearly);
    const [membership] = await memberships(user);
    expect(new Date(membership?.end_date as string)).toEqual(
      plusMoscowMonths(new Date(membership?.start_date as string), 12),
    );
  });

  it('ends the running tier when another is bought and credits its unused time, newest first in the list', async () => {
    const user = await createUser(ctx.app, 'upgrade');
    await buyPlan(ctx.app, user, startMonthly);
    const [start] = await memberships(user);
    const startLeftMs = new Date(start?.end_date as string).getTime() - Date.now();
    await buyPlan(ctx.app, user, scaleMonthly);
    const list = await memberships(user);
    expect(list.map((m) => [m.plan.code, m.is_active])).toEqual([
      ['scale', true],
      ['start', false],
    ]);
    // What was left of Старт (990 ₽ a month) comes as extra time at Масштабирование's price (2 490 ₽).
    const scale = list[0];
    const plainEnd = plusMoscowMonths(new Date(scale?.start_date as string), 1).getTime();
    const creditMs = new Date(scale?.end_date as string).getTime() - plainEnd;
    expect(creditMs / 86_400_000).toBeCloseTo(((startLeftMs / 86_400_000) * 990) / 2490, 1);
    expect(creditMs).toBeGreaterThan(10 * 86_400_000);

    // Back down to Старт: the unused Масштабирование is worth about two and a half months of it.
    const scaleLeftMs = new Date(scale?.end_date as string).getTime() - Date.now();
    await buyPlan(ctx.app, user, startMonthly);
    const [again] = await memberships(user);
    const againPlainEnd = plusMoscowMonths(new Date(again?.start_date as string), 1).getTime();
    const againCreditDays = (new Date(again?.end_date as string).getTime() - againPlainEnd) / 86_400_000;
    expect(again?.plan.code).toBe('start');
    expect(againCreditDays).toBeCloseTo(((scaleLeftMs / 86_400_000) * 2490) / 990, 1);
  });
});

describe('payment links follow the address the payer opened', () => {
  const orderFrom = async (user: TTestUser, headers: Record<string, string>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/plan-order/',
      headers: { ...user.auth, ...headers },
      payload: { plan: startMonthly },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; order_url: string }>();
  };

  it('sends a payer on 127.0.0.1:PORT to the payment page and back on 127.0.0.1:PORT', async () => {
    const user = await createUser(ctx.app, 'loopback-ip');
    const order = await orderFrom(user, { host: '127.0.0.1:47123' });
    const url = new URL(order.order_url);
    expect(url.origin).toBe('http://127.0.0.1:47123');
    expect(url.pathname).toMatch(/^\/sandbox\/pay\/[0-9a-f-]{36}$/);
    const page = (await sandbox(url.pathname.split('/').pop() as string)).json();
    expect(page.return_url).toBe(`http://127.0.0.1:47123/payment/return?order=${order.id}`);
  });

  it('answers a Host the server does not serve, or a forwarded one from no trusted proxy, with PUBLIC_URL', async () => {
    const user = await createUser(ctx.app, 'forged-host');
    const publicUrl = ctx.billing.publicUrl;
    expect(new URL((await orderFrom(user, { host: 'evil.example' })).order_url).origin).toBe(publicUrl);
    expect(new URL((await orderFrom(user, { host: 'localhost.evil.example:80' })).order_url).origin).toBe(publicUrl);
    // This app trusts no proxy, so X-Forwarded-Host is nobody's word.
    const forwarded = await orderFrom(user, { host: '127.0.0.1:47123', 'x-forwarded-host': 'evil.example' });
    expect(new URL(forwarded.order_url).origin).toBe('http://127.0.0.1:47123');
  });
});
