import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { mailsTo, placeOrder, planOf, useBillingApp } from '../../../test/billing.ts';
import { buildApp } from '../../app.ts';
import { defaultPaymentsConfig, ephemeralAccountsConfig } from '../../config.ts';
import { jobsApplicationName } from '../../lib/jobs.ts';
import { PAYMENT_RECHECK_JOB, recheckPendingOrders } from './recheck.job.ts';

const ctx = useBillingApp(() => ({ provider: 'sandbox', recheckAfterSeconds: 60, recheckIntervalSeconds: 300 }));

const statusOf = async (id: string) =>
  (await ctx.sql<{ status: string }[]>`select status from plan_orders where id = ${id}`)[0]?.status;
const age = (id: string, seconds: number) =>
  ctx.sql`update plan_orders set created_at = now() - make_interval(secs => ${seconds}) where id = ${id}`;

describe('payment re-check job', () => {
  it('settles an order whose webhook never came, once, and leaves young orders alone', async () => {
    const user = await createUser(ctx.app, 'recheck');
    const plan = await planOf(ctx.app, 'start', 'monthly');
    const stuck = await placeOrder(ctx.app, user, plan.id);
    const young = await placeOrder(ctx.app, user, plan.id);
    // The payment went through at the provider, but its notification was lost.
    for (const order of [stuck, young]) {
      await ctx.sql`update sandbox_payments set status = 'succeeded' where id = ${order.paymentId}`;
    }
    await age(stuck.id, 120);

    const results = await recheckPendingOrders(ctx.billing);
    expect(results[stuck.id]).toBe('paid');
    expect(results[young.id]).toBeUndefined();
    expect(await statusOf(stuck.id)).toBe('paid');
    expect(await statusOf(young.id)).toBe('pending');
    const [membership] = await ctx.sql`select ends_at > now() as running from memberships where user_id = ${user.id}`;
    expect(membership).toEqual({ running: true });
    expect(mailsTo(ctx.dataDir, user.email)).toHaveLength(1);

    expect((await recheckPendingOrders(ctx.billing))[stuck.id]).toBeUndefined();
    expect(mailsTo(ctx.dataDir, user.email)).toHaveLength(1);
  });

  it('asks about a still pending payment at most once per interval', async () => {
    const user = await createUser(ctx.app, 'waiting');
    const plan = await planOf(ctx.app, 'start', 'monthly');
    const order = await placeOrder(ctx.app, user, plan.id);
    await age(order.id, 120);
    expect((await recheckPendingOrders(ctx.billing))[order.id]).toBe('pending');
    const [row] = await ctx.sql`select last_checked_at from plan_orders where id = ${order.id}`;
    expect(row?.last_checked_at).not.toBeNull();
    expect((await recheckPendingOrders(ctx.billing))[order.id]).toBeUndefined();

    // A canceled payment found by the next round cancels the order.
    await ctx.sql`update plan_orders set last_checked_at = now() - interval '1 hour' where id = ${order.id}`;
    await ctx.sql`
      update sandbox_payments set status = 'canceled', cancellation_reason = 'expired_on_confirmation'
      where id = ${order.paymentId}`;
    expect((await recheckPendingOrders(ctx.billing))[order.id]).toBe('canceled');
    expect(await statusOf(order.id)).toBe('canceled');
  });
});

describe('the app runs the re-check as a recurring job when asked', () => {
  it('settles a stuck order through the job queue and stops the queue when the app closes', async () => {
    const user = await createUser(ctx.app, 'interval');
    const order = await placeOrder(ctx.app, user, (await planOf(ctx.app, 'start', 'monthly')).id);
    await ctx.sql`update sandbox_payments set status = 'succeeded' where id = ${order.paymentId}`;
    // Older than any order other test files leave pending, so this app's job touches only this one.
    await age(order.id, 3600);
    const app = await buildApp({
      config: {
        env: 'test',
        logLevel: 'silent',
        webDist: undefined,
        accounts: ephemeralAccountsConfig(ctx.dataDir),
        payments: { ...defaultPaymentsConfig(), recheckAfterSeconds: 3000, recheckIntervalSeconds: 0.05 },
      },
      sql: ctx.sql,
      jobs: true,
    });
    await app.ready();
    try {
      await expect.poll(() => statusOf(order.id), { timeout: 10_000, interval: 50 }).toBe('paid');
      // The run that settled it was a job pg-boss handed out and recorded.
      await expect
        .poll(async () => {
          const [row] = await ctx.sql<{ completed: number }[]>`
            select count(*)::int as completed from pgboss.job
            where name = ${PAYMENT_RECHECK_JOB} and state = 'completed'`;
          return row?.completed;
        })
        .toBeGreaterThan(0);
    } finally {
      await app.close();
    }
    // Only this process's queue: test files running beside this one may have queues of their own open. A backend
    // leaves pg_stat_activity a moment after its client hung up, so the count is asked until it settles.
    await expect
      .poll(
        async () => {
          const [pool] = await ctx.sql<{ connections: number }[]>`
          select count(*)::int as connections from pg_stat_activity where application_name = ${jobsApplicationName()}`;
          return pool?.connections;
        },
        { timeout: 5_000 },
      )
      .toBe(0);
  });
});
