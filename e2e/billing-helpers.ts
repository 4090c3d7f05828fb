import type { TMembership, TPlan, TPlanOrder, TPlanOrderReply, TPlanType, TSandboxPayment } from '@sverka/shared';
import { SANDBOX_TEST_CARDS } from '@sverka/shared';
import { expect } from 'vitest';
import { apiTokens, type TAccount } from './auth-helpers.ts';

/**
 * Buying a plan through the HTTP API the browser uses — order, the sandbox
 * payment page's own calls, the sandbox's webhook — for tests whose subject is
 * not the purchase itself (the card tour needs a plan with its paid blocks).
 */

async function call<T>(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
  const text = await response.text();
  expect(response.ok, `${init.method ?? 'GET'} ${path}: ${response.status} ${text}`).toBe(true);
  return JSON.parse(text) as T;
}

export const successCard = () => {
  const card = SANDBOX_TEST_CARDS.find((candidate) => candidate.outcome === 'success');
  if (!card) throw new Error('the sandbox lists no card that pays');
  return card.number;
};

export async function findPlan(baseUrl: string, code: string, type: TPlanType): Promise<TPlan> {
  const plans = await call<TPlan[]>(baseUrl, '/api/v1/plans/');
  const plan = plans.find((candidate) => candidate.code === code && candidate.type === type);
  if (!plan) throw new Error(`no ${type} plan ${code} on sale`);
  return plan;
}

/** The sandbox payment behind an order: the last segment of its payment page URL. */
export const sandboxPaymentId = (orderUrl: string) => new URL(orderUrl).pathname.split('/').filter(Boolean).pop() ?? '';

/** Orders `code` for `account`, pays with the sandbox card that succeeds, waits until the order is paid. */
export async function buyPlanThroughApi(
  baseUrl: string,
  account: TAccount,
  code: string,
  type: TPlanType = 'monthly',
): Promise<{ order: TPlanOrder; memberships: TMembership[] }> {
  const { access } = await apiTokens(baseUrl, account.email, account.password);
  const plan = await findPlan(baseUrl, code, type);
  const reply = await call<TPlanOrderReply>(baseUrl, '/api/v1/plan-order/', {
    method: 'POST',
    token: access,
    body: JSON.stringify({ plan: plan.id }),
  });
  const payment = await call<TSandboxPayment>(
    baseUrl,
    `/api/v1/sandbox/payments/${sandboxPaymentId(reply.order_url)}/pay/`,
    {
      method: 'POST',
      body: JSON.stringify({ card_number: successCard(), expiry: '12/39', cvc: '123' }),
    },
  );
  expect(payment.status).toBe('succeeded');
  const order = await waitForOrder(baseUrl, access, reply.id, (candidate) => candidate.status !== 'pending');
  expect(order.status).toBe('paid');
  const memberships = await call<TMembership[]>(baseUrl, '/api/v1/memberships/', { token: access });
  return { order, memberships };
}

/** Polls an order until `done` says so (the webhook is processed right after the payment, but not inside its reply). */
export async function waitForOrder(
  baseUrl: string,
  access: string,
  orderId: string,
  done: (order: TPlanOrder) => boolean,
): Promise<TPlanOrder> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const order = await call<TPlanOrder>(baseUrl, `/api/v1/plan-order/${orderId}/`, { token: access });
    if (done(order) || Date.now() > deadline) return order;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function myMemberships(baseUrl: string, access: string): Promise<TMembership[]> {
  return call<TMembership[]>(baseUrl, '/api/v1/memberships/', { token: access });
}
