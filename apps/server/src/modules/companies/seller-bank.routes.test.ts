import { BANK_DETAILS_MESSAGES, type TBankDetailsBody } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

const VALID = {
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  settlement_account: '40702810938000000001',
  correspondent_account: '30101810400000000225',
};
const EMPTY = { bank_name: null, bik: null, settlement_account: null, correspondent_account: null };

const url = (id: number) => `/api/v1/sellers/${id}/bank-details/`;
const get = (id: number, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: url(id), headers });
const put = (id: number, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: url(id), headers, payload: payload as object });

let owner: TTestUser;
let other: TTestUser;
let sellerId: number;

beforeAll(async () => {
  owner = await createUser(ctx.app, 'bank-owner');
  other = await createUser(ctx.app, 'bank-other');
  const company = await insertCompany(ctx.sql, { representative_id: owner.id });
  const [row] = await ctx.sql<{ id: number }[]>`
    insert into sellers (company_id, inn, representative_id) values (${company.id}, ${company.inn}, ${owner.id})
    returning id`;
  sellerId = (row as { id: number }).id;
});

describe('/api/v1/sellers/{id}/bank-details/', () => {
  it('lets the representative save, read and clear the details', async () => {
    expect((await get(sellerId, owner.auth)).json()).toEqual(EMPTY);

    const saved = await put(sellerId, owner.auth, { ...VALID, settlement_account: '4070 2810 9380 0000 0001' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<TBankDetailsBody>()).toEqual(VALID);
    expect((await get(sellerId, owner.auth)).json()).toEqual(VALID);
    const [row] = await ctx.sql`select bik, settlement_account from sellers where id = ${sellerId}`;
    expect(row).toEqual({ bik: VALID.bik, settlement_account: VALID.settlement_account });

    const cleared = await put(sellerId, owner.auth, { bank_name: '', bik: '', settlement_account: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual(EMPTY);
    expect((await get(sellerId, owner.auth)).json()).toEqual(EMPTY);
  });

  it('answers 400 with a Russian message per field and keeps what was saved', async () => {
    await put(sellerId, owner.auth, VALID);
    const response = await put(sellerId, owner.auth, {
      ...VALID,
      bik: '04452522',
      settlement_account: '40702810938000000002',
      correspondent_account: '40101810400000000225',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      bik: [BANK_DETAILS_MESSAGES.bikFormat],
      correspondent_account: [BANK_DETAILS_MESSAGES.correspondentPrefix],
    });

    const wrongKey = await put(sellerId, owner.auth, { ...VALID, settlement_account: '40702810938000000002' });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json()).toEqual({ settlement_account: ['Расчётный счёт не сходится с БИК: проверьте цифры'] });

    const partial = await put(sellerId, owner.auth, { bik: VALID.bik });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json()).sort()).toEqual(['bank_name', 'correspondent_account', 'settlement_account']);

    expect((await put(sellerId, owner.auth, { bik: 12 })).statusCode).toBe(400);
    expect((await get(sellerId, owner.auth)).json()).toEqual(VALID);
  });

  it('answers 404 to anyone but the representative and 401 without a session', async () => {
    expect((await get(sellerId, other.auth)).statusCode).toBe(404);
    expect((await put(sellerId, other.auth, VALID)).statusCode).toBe(404);
    expect((await get(999_999_999, owner.auth)).statusCode).toBe(404);
    expect((await get(sellerId)).statusCode).toBe(401);
    expect((await put(sellerId, {}, VALID)).statusCode).toBe(401);
    expect((await get(sellerId, other.auth)).json()).not.toHaveProperty('bik');
  });
});
