import { ACCOUNT_MESSAGES, MESSAGES, type TFriend } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { companyRepresentedBy, createUser, NO_RATE_LIMITS } from '../../../test/accounts.ts';
import { insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

const list = (auth: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/friends/', headers: auth });
const add = (auth: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/friends/', headers: auth, payload: payload as object });
const remove = (auth: Record<string, string>, id: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/friends/${id}`, headers: auth });

describe('friends', () => {
  it('starts empty, adds a representative by user id, lists them, and removes the record', async () => {
    const me = await createUser(ctx.app, 'me');
    const seller = await createUser(ctx.app, 'seller');
    await companyRepresentedBy(ctx.sql, seller.id);
    expect((await list(me.auth)).json()).toEqual([]);

    const added = await add(me.auth, { friend: seller.id });
    expect(added.statusCode).toBe(201);
    const record = added.json<TFriend>();
    expect(record).toEqual({
      id: expect.any(Number),
      friend: { id: seller.id, full_name: seller.full_name, avatar: null },
      created_at: expect.any(String),
    });
    // Name and avatar only: any registered user may add a representative, so the address must not leak.
    expect(added.body).not.toContain(seller.email);
    expect((await list(me.auth)).body).not.toContain(seller.email);
    expect((await list(me.auth)).json()).toEqual([record]);

    const again = await add(me.auth, { friend: seller.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<TFriend>().id).toBe(record.id);

    const deleted = await remove(me.auth, record.id);
    expect(deleted.statusCode).toBe(204);
    expect((await list(me.auth)).json()).toEqual([]);
    expect((await remove(me.auth, record.id)).statusCode).toBe(404);
  });

  it('adds the representative of a company given by its id, as the card’s button does', async () => {
    const me = await createUser(ctx.app, 'me');
    const seller = await createUser(ctx.app, 'seller');
    const company = await companyRepresentedBy(ctx.sql, seller.id);
    const response = await add(me.auth, { company: company.id });
    expect(response.statusCode).toBe(201);
    expect(response.json<TFriend>().friend.id).toBe(seller.id);
  });

  it('refuses oneself, a user who represents no company, a company without one, and an empty body', async () => {
    const me = await createUser(ctx.app, 'me');
    await companyRepresentedBy(ctx.sql, me.id);
    const plain = await createUser(ctx.app, 'plain');
    const lonely = await insertCompany(ctx.sql);

    expect((await add(me.auth, { friend: me.id })).json()).toEqual({ friend: [ACCOUNT_MESSAGES.friendSelf] });
    const ownCompany = await ctx.sql<{ id: number }[]>`select id from companies where representative_id = ${me.id}`;
    expect((await add(me.auth, { company: ownCompany[0]?.id })).json()).toEqual({
      company: [ACCOUNT_MESSAGES.friendSelf],
    });
    expect((await add(me.auth, { friend: plain.id })).json()).toEqual({
      friend: [ACCOUNT_MESSAGES.friendNotRepresentative],
    });
    expect((await add(me.auth, { friend: 999_999_999 })).json()).toEqual({
      friend: [ACCOUNT_MESSAGES.friendNotRepresentative],
    });
    expect((await add(me.auth, { company: lonely.id })).json()).toEqual({
      company: [ACCOUNT_MESSAGES.friendCompanyWithoutRepresentative],
    });
    expect((await add(me.auth, { company: 999_999_999 })).json()).toEqual({ company: [MESSAGES.companyNotFound] });
    const empty = await add(me.auth, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ friend: [ACCOUNT_MESSAGES.friendTargetRequired] });
    expect((await add(me.auth, { friend: 'abc' })).statusCode).toBe(400);
    expect((await list(me.auth)).json()).toEqual([]);
  });

  it('keeps lists private: another user neither sees nor deletes my records', async () => {
    const alice = await createUser(ctx.app, 'alice');
    const mallory = await createUser(ctx.app, 'mallory');
    const seller = await createUser(ctx.app, 'seller');
    await companyRepresentedBy(ctx.sql, seller.id);
    const record = (await add(alice.auth, { friend: seller.id })).json<TFriend>();

    expect((await list(mallory.auth)).json()).toEqual([]);
    const stolen = await remove(mallory.auth, record.id);
    expect(stolen.statusCode).toBe(404);
    expect((await list(alice.auth)).json()).toEqual([record]);
  });

  it('answers 401 to every call without a token', async () => {
    expect((await list({})).statusCode).toBe(401);
    expect((await add({}, { friend: 1 })).statusCode).toBe(401);
    expect((await remove({}, 1)).statusCode).toBe(401);
  });
});
