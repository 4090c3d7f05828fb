import { isValidInnLegal, isValidKpp, isValidOgrn, REQUISITES_FIELDS, type TRequisites } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import type { TRequisitesConfig } from '../../config.ts';
import type { TSql } from '../../db/client.ts';
import { countUsersWithPlan } from '../billing/index.ts';

const ctx = useTestApp();

let userSerial = 0;
async function insertUser(sql: TSql): Promise<number> {
  userSerial += 1;
  const email = `site-${process.pid}-${Date.now()}-${userSerial}@example.ru`;
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

describe('countUsersWithPlan', () => {
  it('counts each person with a membership in force once, and no one canceled or expired', async () => {
    // One snapshot for the whole check, so memberships other test files add meanwhile do not count.
    await ctx.sql
      .begin('isolation level repeatable read', async (transaction) => {
        const tx = transaction as unknown as TSql;
        const before = await countUsersWithPlan(tx);
        const current = await insertUser(tx);
        await insertMembership(tx, current, -3, 27);
        const extended = await insertUser(tx);
        await insertMembership(tx, extended, -20, 10);
        await insertMembership(tx, extended, 10, 40);
        const canceled = await insertUser(tx);
        await insertMembership(tx, canceled, -3, 27, 'canceled');
        const expired = await insertUser(tx);
        await insertMembership(tx, expired, -40, -10);
        expect(await countUsersWithPlan(tx)).toBe(before + 2);
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
    const before = await countUsersWithPlan(ctx.sql);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/counter' });
    const after = await countUsersWithPlan(ctx.sql);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ count: number }>();
    expect(Object.keys(body)).toEqual(['count']);
    // Other test files may add memberships in between; the reply lies within what the table held.
    expect(body.count).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(body.count).toBeLessThanOrEqual(Math.max(before, after));
    expect(body.count).toBeGreaterThanOrEqual(1);
  });
});

describe('GET /api/v1/requisites/', () => {
  it('without configured details sends a complete demo set, marked as demo, every number well-formed', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/requisites/' });
    expect(response.statusCode).toBe(200);
    const body = response.json<TRequisites>();
    expect(body).toMatchObject({ name: 'ООО «Сверка»', email: 'support@sverka.local', is_demo: true });
    for (const field of REQUISITES_FIELDS) expect(body[field], field).toBeTruthy();
    expect(isValidInnLegal(body.inn ?? '')).toBe(true);
    expect(isValidOgrn(body.ogrn ?? '')).toBe(true);
    expect(isValidKpp(body.kpp ?? '')).toBe(true);
    expect(body.bik).toMatch(/^04\d{7}$/);
    // Bank of Russia control key: weights 7, 1, 3 over (BIK part + account) sum to 0 mod 10.
    const weights = [7, 1, 3];
    const keyed = (prefix: string, account = '') =>
      [...`${prefix}${account}`].reduce((sum, digit, i) => sum + ((Number(digit) * (weights[i % 3] ?? 0)) % 10), 0) %
      10;
    const bik = body.bik ?? '';
    expect(keyed(bik.slice(6), body.account)).toBe(0);
    expect(keyed(`0${bik.slice(4, 6)}`, body.correspondent_account)).toBe(0);
    expect(body.correspondent_account?.endsWith(bik.slice(6))).toBe(true);
  });

  describe('with every detail configured', () => {
    const requisites: TRequisitesConfig = {
      name: 'ООО «Сверка Плюс»',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      address: '117997, г. Москва, ул. Вавилова, д. 19',
      bank: 'ПАО Сбербанк',
      bik: '044525225',
      account: '40702810938000000001',
      correspondentAccount: '30101810400000000225',
      email: 'help@sverka.ru',
      phone: '+7 495 000-00-00',
    };
    const own = useTestApp({ requisites });

    it('sends them all in snake_case', async () => {
      const response = await own.app.inject({ method: 'GET', url: '/api/v1/requisites' });
      expect(response.statusCode).toBe(200);
      const { correspondentAccount, ...alikeInBoth } = requisites;
      expect(response.json()).toEqual({
        ...alikeInBoth,
        correspondent_account: correspondentAccount,
        is_demo: false,
      });
    });
  });
});

describe('site endpoints in /api/docs', () => {
  it('lists both', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(doc.paths['/api/v1/counter']?.get).toBeDefined();
    expect(doc.paths['/api/v1/requisites/']?.get).toBeDefined();
  });
});
