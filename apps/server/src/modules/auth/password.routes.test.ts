import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES, type TTokenPair } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, csrfHeaders, NO_RATE_LIMITS, PASSWORD, uniqueEmail } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp({ accounts: { ...NO_RATE_LIMITS, publicUrl: 'https://sverka.test' } });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
const signIn = (email: string, password: string) => post('/auth/jwt/create/', { email, password }, csrfHeaders);
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });
const me = (access: string) => ctx.app.inject({ method: 'GET', url: '/auth/users/me/', headers: bearer(access) });
const refresh = (token: string) => post('/auth/jwt/refresh/', { refresh: token });

function mailFiles(): string[] {
  try {
    return readdirSync(path.join(ctx.dataDir, 'mail')).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

/** Asks for a reset and reads the link from the mail folder: what a person does without an SMTP server. */
async function requestResetLink(email: string): Promise<{ uid: string; token: string; mail: string }> {
  const before = new Set(mailFiles());
  expect((await post('/auth/users/reset_password/', { email })).statusCode).toBe(204);
  const added = mailFiles().filter((name) => !before.has(name));
  expect(added).toHaveLength(1);
  const text = readFileSync(path.join(ctx.dataDir, 'mail', added[0] as string), 'utf8');
  const match = text.match(/https:\/\/sverka\.test\/reset-password\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+)/);
  expect(match, text).not.toBeNull();
  return { uid: match?.[1] as string, token: match?.[2] as string, mail: text };
}

describe('POST /auth/users/set_password/', () => {
  it('changes the password when the current one matches: the new one signs in, the old one no more', async () => {
    const user = await createUser(ctx.app);
    const response = await post(
      '/auth/users/set_password/',
      { current_password: PASSWORD, new_password: 'Brand-new-1' },
      user.auth,
    );
    expect(response.statusCode).toBe(200);
    expect((await signIn(user.email, 'Brand-new-1')).statusCode).toBe(200);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(401);
  });

  it('ends every other session, access tokens included, and gives the changing session a new pair', async () => {
    const user = await createUser(ctx.app);
    const other = (await signIn(user.email, PASSWORD)).json<TTokenPair>();
    const response = await post(
      '/auth/users/set_password/',
      { current_password: PASSWORD, new_password: 'Brand-new-1' },
      user.auth,
    );
    expect(response.statusCode, response.body).toBe(200);
    const fresh = response.json<TTokenPair>();

    for (const stale of [user.access, other.access]) {
      const refused = await me(stale);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'token_not_valid' });
    }
    for (const stale of [user.refresh, other.refresh]) expect((await refresh(stale)).statusCode).toBe(401);

    expect((await me(fresh.access)).json()).toMatchObject({ id: user.id });
    const rotated = await refresh(fresh.refresh);
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect((await me(rotated.json<TTokenPair>().access)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a weak new one, field by field', async () => {
    const user = await createUser(ctx.app);
    const wrong = await post(
      '/auth/users/set_password/',
      { current_password: 'Wrong-123', new_password: 'Brand-new-1' },
      user.auth,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: [ACCOUNT_MESSAGES.wrongPassword] });
    const weak = await post(
      '/auth/users/set_password/',
      { current_password: PASSWORD, new_password: 'password1' },
      user.auth,
    );
    expect(weak.json()).toEqual({ new_password: [PASSWORD_MESSAGES.noSpecial] });
    const empty = await post('/auth/users/set_password/', {}, user.auth);
    expect(empty.json()).toEqual({
      new_password: [ACCOUNT_MESSAGES.required],
      current_password: [ACCOUNT_MESSAGES.required],
    });
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await post('/auth/users/set_password/', {
      current_password: PASSWORD,
      new_password: 'Brand-new-1',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('mails a link to /reset-password/{uid}/{token} whose uid is djoser’s base64 of the id', async () => {
    const user = await createUser(ctx.app);
    const { uid, token, mail } = await requestResetLink(user.email);
    expect(Buffer.from(uid, 'base64url').toString()).toBe(String(user.id));
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(mail).toContain(`To: ${user.email}`);
  });

  it('answers 204 to an unknown email too, and sends nothing', async () => {
    const before = mailFiles().length;
    const response = await post('/auth/users/reset_password/', { email: uniqueEmail('ghost') });
    expect(response.statusCode).toBe(204);
    expect(mailFiles()).toHaveLength(before);
  });

  it('validates the email', async () => {
    const response = await post('/auth/users/reset_password/', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [ACCOUNT_MESSAGES.invalidEmail] });
  });

  it('sets the new password once: the link then fails, and every session is signed out', async () => {
    const user = await createUser(ctx.app);
    const { uid, token } = await requestResetLink(user.email);
    const confirm = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'Reset-pass-1' });
    expect(confirm.statusCode).toBe(204);
    expect((await signIn(user.email, 'Reset-pass-1')).statusCode).toBe(200);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(401);

    const again = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'Reset-pass-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ token: [ACCOUNT_MESSAGES.resetTokenInvalid] });

    const oldSession = await post('/auth/jwt/refresh/', { refresh: user.refresh });
    expect(oldSession.statusCode).toBe(401);
    // The access token a thief may hold is refused at once, not when it expires.
    const oldAccess = await me(user.access);
    expect(oldAccess.statusCode).toBe(401);
    expect(oldAccess.json()).toMatchObject({ code: 'token_not_valid' });
  });

  it('closes older links when one is used', async () => {
    const user = await createUser(ctx.app);
    const first = await requestResetLink(user.email);
    const second = await requestResetLink(user.email);
    expect(
      (await post('/auth/users/reset_password_confirm/', { ...second, new_password: 'Reset-pass-1' })).statusCode,
    ).toBe(204);
    const stale = await post('/auth/users/reset_password_confirm/', {
      uid: first.uid,
      token: first.token,
      new_password: 'Reset-pass-2',
    });
    expect(stale.json()).toEqual({ token: [ACCOUNT_MESSAGES.resetTokenInvalid] });
  });

  it('refuses an expired link', async () => {
    const user = await createUser(ctx.app);
    const { uid, token } = await requestResetLink(user.email);
    await ctx.sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`;
    const response = await post('/auth/users/reset_password_confirm/', { uid, token, new_password: 'Reset-pass-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ token: [ACCOUNT_MESSAGES.resetTokenInvalid] });
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses another user’s token, an unknown uid and a weak password', async () => {
    const alice = await createUser(ctx.app, 'alice');
    const bob = await createUser(ctx.app, 'bob');
    const aliceLink = await requestResetLink(alice.email);
    const bobUid = Buffer.from(String(bob.id)).toString('base64url');
    const crossed = await post('/auth/users/reset_password_confirm/', {
      uid: bobUid,
      token: aliceLink.token,
      new_password: 'Reset-pass-1',
    });
    expect(crossed.json()).toEqual({ token: [ACCOUNT_MESSAGES.resetTokenInvalid] });
    for (const uid of ['!!', Buffer.from('999999999').toString('base64url'), 'abc']) {
      const response = await post('/auth/users/reset_password_confirm/', {
        uid,
        token: aliceLink.token,
        new_password: 'Reset-pass-1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ uid: [ACCOUNT_MESSAGES.resetUidInvalid] });
    }
    const weak = await post('/auth/users/reset_password_confirm/', { ...aliceLink, new_password: 'short' });
    expect(weak.json()).toEqual({
      new_password: [PASSWORD_MESSAGES.tooShort, PASSWORD_MESSAGES.noDigit, PASSWORD_MESSAGES.noSpecial],
    });
    // A refused attempt does not burn the link.
    const ok = await post('/auth/users/reset_password_confirm/', {
      uid: aliceLink.uid,
      token: aliceLink.token,
      new_password: 'Reset-pass-1',
    });
    expect(ok.statusCode).toBe(204);
    expect((await signIn(bob.email, PASSWORD)).json<TTokenPair>().access).toBeTruthy();
  });
});
