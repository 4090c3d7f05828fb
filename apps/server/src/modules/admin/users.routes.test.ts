import {
  ADMIN_MESSAGES,
  type TAdminUserDetail,
  type TAdminUsersPage,
  type TAuditLogPage,
  type TProductsPage,
} from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, csrfHeaders, makeAdmin, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { mailsTo } from '../../../test/billing.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { insertOrder } from '../../../test/orders.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

type TAuth = { authorization: string } | Record<string, never>;
const get = (url: string, auth: TAuth = {}) => ctx.app.inject({ method: 'GET', url, headers: auth });
const send = (method: 'POST' | 'PATCH', url: string, auth: TAuth, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth, payload });

async function createAdmin(): Promise<TTestUser> {
  const admin = await createUser(ctx.app, 'admin');
  await makeAdmin(ctx.sql, admin.id);
  return admin;
}

const auditOf = async (admin: TTestUser, query: string) => {
  const response = await get(`/api/v1/admin/audit-log/?${query}`, admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAuditLogPage>();
};

describe('GET /api/v1/admin/users/', () => {
  it('finds users by a part of the email or the name, whatever the case, and filters by role and block', async () => {
    const admin = await createAdmin();
    const target = await createUser(ctx.app, 'ZebraFinch');
    const search = async (query: string) => {
      const response = await get(`/api/v1/admin/users/?${query}`, admin.auth);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TAdminUsersPage>().results.map((row) => row.id);
    };
    expect(await search('search=zebrafinch')).toEqual([target.id]);
    expect(await search(`search=${encodeURIComponent(target.email.toUpperCase())}`)).toEqual([target.id]);
    await ctx.sql`update users set full_name = 'Пётр Зеброво' where id = ${target.id}`;
    expect(await search(`search=${encodeURIComponent('ЗЕБРОВО')}`)).toEqual([target.id]);
    // `%` is a literal character, not a pattern matching everyone.
    expect(await search('search=%25')).toEqual([]);
    expect(await search('search=zebrafinch&role=admin')).toEqual([]);
    expect(await search('search=zebrafinch&blocked=true')).toEqual([]);
    expect(await search('search=zebrafinch&blocked=false&role=user')).toEqual([target.id]);
    expect(await search(`search=${encodeURIComponent(admin.email)}&role=admin`)).toEqual([admin.id]);
  });
});

describe('GET /api/v1/admin/users/{id}/', () => {
  it('shows memberships, represented companies, sellers and the orders count as a buyer', async () => {
    const admin = await createAdmin();
    const user = await createUser(ctx.app, 'buyer');
    const seller = await insertSeller(ctx.sql, user.id, { representative_id: user.id });
    const otherSeller = await insertSeller(ctx.sql, null);
    await insertOrder(ctx.sql, { buyerId: user.id, sellerId: otherSeller.id, items: [{ productId: null }] });
    await insertOrder(ctx.sql, { buyerId: user.id, sellerId: otherSeller.id, items: [{ productId: null }] });
    const [plan] = await ctx.sql<{ id: number; name: string }[]>`select id, name from plans order by id limit 1`;
    await ctx.sql`
      insert into memberships (user_id, plan_id, starts_at, ends_at)
      values (${user.id}, ${plan?.id ?? 0}, now(), now() + interval '30 days')`;
    const response = await get(`/api/v1/admin/users/${user.id}/`, admin.auth);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<TAdminUserDetail>();
    expect(detail).toMatchObject({ id: user.id, email: user.email, role: 'user', blocked_at: null, orders_count: 2 });
    expect(detail.seller_ids).toEqual([seller.id]);
    expect(detail.companies).toEqual([
      expect.objectContaining({ kind: 'company', id: seller.companyId, inn: seller.inn }),
    ]);
    expect(detail.memberships).toEqual([expect.objectContaining({ plan_name: plan?.name, status: 'active' })]);
    expect((await get('/api/v1/admin/users/99999999/', admin.auth)).statusCode).toBe(404);
  });
});

describe('PATCH /api/v1/admin/users/{id}/', () => {
  it('changes the role at once, records before → after, and refuses one’s own role', async () => {
    const admin = await createAdmin();
    const user = await createUser(ctx.app, 'future-moderator');
    expect((await get('/api/v1/admin/overview/', user.auth)).statusCode).toBe(403);
    const changed = await send('PATCH', `/api/v1/admin/users/${user.id}/`, admin.auth, { role: 'moderator' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TAdminUserDetail>().role).toBe('moderator');
    // The same access token now opens what a moderator may open, and no more.
    expect((await get('/api/v1/admin/overview/', user.auth)).statusCode).toBe(200);
    expect((await get('/api/v1/admin/users/', user.auth)).statusCode).toBe(403);
    const log = await auditOf(admin, `action=user.role&target_type=user&target_id=${user.id}`);
    expect(log.results).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: admin.id }),
        action: 'user.role',
        before: { role: 'user' },
        after: { role: 'moderator' },
      }),
    ]);
    const own = await send('PATCH', `/api/v1/admin/users/${admin.id}/`, admin.auth, { role: 'user' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ detail: ADMIN_MESSAGES.cannotChangeOwnRole });
    const bad = await send('PATCH', `/api/v1/admin/users/${user.id}/`, admin.auth, { role: 'root' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('blocking', () => {
  it('ends the sessions at once, refuses sign-in with the reason, hides the products; unblocking restores', async () => {
    const admin = await createAdmin();
    const user = await createUser(ctx.app, 'blocked-seller');
    const seller = await insertSeller(ctx.sql, user.id);
    const name = `Блокируемый товар ${user.id}`;
    const productId = await insertProduct(ctx.sql, seller.id, { name });
    const catalogueIds = async () => {
      const response = await get(`/api/v1/products/?company=${seller.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TProductsPage>().result.map((row) => row.id);
    };
    const searchIds = async () =>
      (await get(`/api/v1/products/?search=${encodeURIComponent(name)}`))
        .json<TProductsPage>()
        .result.map((row) => row.id);
    expect(await catalogueIds()).toEqual([productId]);
    expect(await searchIds()).toContain(productId);
    expect((await get('/auth/users/me/', user.auth)).statusCode).toBe(200);

    const blocked = await send('POST', `/api/v1/admin/users/${user.id}/block/`, admin.auth, { reason: 'Спам' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<TAdminUserDetail>()).toMatchObject({ blocked_reason: 'Спам' });
    expect(blocked.json<TAdminUserDetail>().blocked_at).not.toBeNull();

    // The access token issued before the block no longer works, nor does the refresh token.
    expect((await get('/auth/users/me/', user.auth)).statusCode).toBe(401);
    const refresh = await send('POST', '/auth/jwt/refresh/', csrfHeaders as never, { refresh: user.refresh });
    expect(refresh.statusCode).toBe(401);
    const signIn = await send('POST', '/auth/jwt/create/', csrfHeaders as never, {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ detail: ADMIN_MESSAGES.userBlocked });
    // A wrong password learns nothing about the block.
    const guess = await send('POST', '/auth/jwt/create/', csrfHeaders as never, {
      email: user.email,
      password: 'Wrong-123',
    });
    expect(guess.statusCode).toBe(401);

    expect(await catalogueIds()).toEqual([]);
    expect(await searchIds()).not.toContain(productId);
    expect((await get(`/api/v1/products/${productId}/`)).statusCode).toBe(404);

    const unblocked = await send('POST', `/api/v1/admin/users/${user.id}/unblock/`, admin.auth);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json<TAdminUserDetail>()).toMatchObject({ blocked_at: null, blocked_reason: null });
    const again = await send('POST', '/auth/jwt/create/', csrfHeaders as never, {
      email: user.email,
      password: user.password,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await catalogueIds()).toEqual([productId]);
    expect((await get(`/api/v1/products/${productId}/`)).statusCode).toBe(200);

    const log = await auditOf(admin, `target_type=user&target_id=${user.id}`);
    expect(log.results.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.unblock', { blocked: true, reason: 'Спам' }, { blocked: false }],
      ['user.block', { blocked: false }, { blocked: true, reason: 'Спам' }],
    ]);
  });

  it('refuses to block or unblock oneself and asks for a reason', async () => {
    const admin = await createAdmin();
    const self = await send('POST', `/api/v1/admin/users/${admin.id}/block/`, admin.auth, { reason: 'x' });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ detail: ADMIN_MESSAGES.cannotBlockSelf });
    expect((await send('POST', `/api/v1/admin/users/${admin.id}/unblock/`, admin.auth)).statusCode).toBe(400);
    const user = await createUser(ctx.app);
    const noReason = await send('POST', `/api/v1/admin/users/${user.id}/block/`, admin.auth, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect((await get('/auth/users/me/', user.auth)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/admin/users/{id}/reset-password/', () => {
  it('mails the reset link the sign-in dialog sends and records the request', async () => {
    const admin = await createAdmin();
    const user = await createUser(ctx.app, 'forgetful');
    const lettersTo = () => mailsTo(ctx.dataDir, user.email);
    const before = lettersTo().length;
    const response = await send('POST', `/api/v1/admin/users/${user.id}/reset-password/`, admin.auth);
    expect(response.statusCode, response.body).toBe(204);
    const letters = lettersTo();
    expect(letters.length).toBe(before + 1);
    expect(letters.at(-1)).toMatch(/\/reset-password\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+/);
    const log = await auditOf(admin, `action=user.password_reset&target_id=${user.id}`);
    expect(log.count).toBe(1);
    expect((await send('POST', '/api/v1/admin/users/99999999/reset-password/', admin.auth)).statusCode).toBe(404);
  });
});
