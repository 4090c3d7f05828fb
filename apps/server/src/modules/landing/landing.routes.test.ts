import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import type { TSql } from '../../db/client.ts';
import { countSubscribers } from '../billing/index.ts';

const ctx = useTestApp();

let userSerial = 0;
async function insertUser(sql: TSql): Promise<number> {
  userSerial += 1;
  const email = `landing-${process.pid}-${Date.now()}-${userSerial}@example.ru`;
  const [row] = await sql<{ id: number }[]>`
    insert into users (email, password_hash, full_name) values (${email}, 'x', 'Подписчик') returning id`;
  return (row as { id: number }).id;
}

/** A membership whose span is given in days from now (negative = in the past). */
async function insertMembership(
  sql: TSql,
  userId: number,
  fromDays: number,
  toDays: number,
  status: 'active' | 'canceled' = 'active',
): Promise<void> {
  await sql`
    insert into memberships (user_id, plan_id, starts_at, ends_at, status)
    values (${userId}, (select min(id) from plans), now() + ${fromDays} * interval '1 day',
            now() + ${toDays} * interval '1 day', ${status})`;
}

/** Thrown to roll the transaction back after checking inside it. */
class RollbackSignal extends Error {}

describe('countSubscribers', () => {
  it('counts each person with a membership in force once, and no one canceled or expired', async () => {
    // One snapshot for the whole check, so memberships other test files add meanwhile do not count.
    await ctx.sql
      .begin('isolation level repeatable read', async (transaction) => {
        const tx = transaction as unknown as TSql;
        const before = await countSubscribers(tx);
        const current = await insertUser(tx);
        await insertMembership(tx, current, -3, 27);
        const extended = await insertUser(tx);
        await insertMembership(tx, extended, -20, 10);
        await insertMembership(tx, extended, 10, 40);
        const canceled = await insertUser(tx);
        await insertMembership(tx, canceled, -3, 27, 'canceled');
        const expired = await insertUser(tx);
        await insertMembership(tx, expired, -40, -10);
        expect(await countSubscribers(tx)).toBe(before + 2);
        throw new RollbackSignal();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollbackSignal)) throw error;
      });
  });
});

describe('GET /api/v1/counter', () => {
  it('answers the number of people with an active membership', async () => {
    const subscriber = await insertUser(ctx.sql);
    await insertMembership(ctx.sql, subscriber, -1, 29);
    const before = await countSubscribers(ctx.sql);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/counter' });
    const after = await countSubscribers(ctx.sql);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ count: number }>();
    expect(Object.keys(body)).toEqual(['count']);
    // Other test files may add memberships in between; the reply lies within what the table held.
    expect(body.count).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(body.count).toBeLessThanOrEqual(Math.max(before, after));
    expect(body.count).toBeGreaterThanOrEqual(1);
  });
});

describe('the counter in /api/docs', () => {
  it('is listed', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.paths['/api/v1/counter']?.get).toBeDefined();
  });
});
