import { PASSWORD_MESSAGES, type TTokenPair } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, csrfHeaders, NO_RATE_LIMITS, uniqueEmail } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { AdminInputError, createAdmin } from './admin.service.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

const signIn = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/jwt/create/', headers: csrfHeaders, payload: { email, password } });

describe('createAdmin (npm run admin:create)', () => {
  it('creates an admin who can sign in and review applications', async () => {
    const email = uniqueEmail('admin');
    const admin = await createAdmin(ctx.sql, { email: email.toUpperCase(), password: 'Admin-pass-1' });
    expect(admin).toMatchObject({ email, created: true });
    const tokens = (await signIn(email, 'Admin-pass-1')).json<TTokenPair>();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/admin/company-bindings/',
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(list.statusCode).toBe(200);
  });

  it('promotes an existing user and sets the given password', async () => {
    const user = await createUser(ctx.app);
    const admin = await createAdmin(ctx.sql, { email: user.email, password: 'Other-pass-2' });
    expect(admin).toMatchObject({ id: user.id, created: false });
    expect((await signIn(user.email, 'Other-pass-2')).statusCode).toBe(200);
    const me = await ctx.app.inject({ method: 'GET', url: '/auth/users/me/', headers: user.auth });
    expect(me.json()).toMatchObject({ role: 'admin' });
  });

  it('refuses a bad email and a password that breaks the rules', async () => {
    const attempt = createAdmin(ctx.sql, { email: 'nope', password: 'short' });
    await expect(attempt).rejects.toBeInstanceOf(AdminInputError);
    await expect(attempt).rejects.toMatchObject({
      problems: expect.arrayContaining([`--password: ${PASSWORD_MESSAGES.tooShort}`]),
    });
  });
});
