import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES, type TUser } from '@sverka/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser, csrfHeaders, multipart, NO_RATE_LIMITS, PASSWORD, registerUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp({ accounts: { ...NO_RATE_LIMITS, publicUrl: 'https://sverka.test' } });

const me = (auth: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/auth/users/me/', headers: auth });
const patch = (auth: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: '/auth/users/me/', headers: auth, payload: payload as object });

async function picture(format: 'png' | 'jpeg', width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .toFormat(format)
    .toBuffer();
}

const signIn = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/jwt/create/',
    headers: csrfHeaders,
    payload: { email, password: PASSWORD },
  });
const confirm = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/auth/users/confirm_email/', payload: { token } });
const createUserWithEmail = (email: string) => registerUser(ctx.app, { email });

function mailFiles(): string[] {
  try {
    return readdirSync(path.join(ctx.dataDir, 'mail')).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
}

function uploadAvatar(auth: Record<string, string>, data: Buffer, extra: Record<string, string> = {}) {
  const body = multipart({ ...extra, avatar: { filename: 'me.png', contentType: 'image/png', data } });
  return ctx.app.inject({
    method: 'PATCH',
    url: '/auth/users/me/',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

describe('GET /auth/users/me/', () => {
  it('returns the caller’s profile in the spec §3 shape', async () => {
    const user = await createUser(ctx.app);
    const response = await me(user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      full_name: user.full_name,
      birth_date: null,
      position: null,
      phone_number: null,
      avatar: null,
      date_joined: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      role: 'user',
      pending_email: null,
    });
    expect(response.body).not.toContain('password');
  });

  it('answers 401 without a token', async () => {
    expect((await me({})).statusCode).toBe(401);
  });
});

describe('PATCH /auth/users/me/ (JSON)', () => {
  it('saves the main data and returns the updated profile', async () => {
    const user = await createUser(ctx.app);
    const mainData = {
      full_name: 'Сидорова Анна Павловна',
      birth_date: '1990-04-12',
      phone_number: '+7 (999) 123-45-67',
      position: 'Менеджер по продажам',
    };
    const response = await patch(user.auth, mainData);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(mainData);
    expect((await me(user.auth)).json<TUser>().birth_date).toBe('1990-04-12');
  });

  it('clears optional fields with an empty string or null and leaves absent fields alone', async () => {
    const user = await createUser(ctx.app);
    await patch(user.auth, { phone_number: '89991234567', position: 'Директор' });
    const response = await patch(user.auth, { phone_number: '', position: null });
    expect(response.json()).toMatchObject({ phone_number: null, position: null, full_name: user.full_name });
  });

  it('changes the email only with the current password and once the link mailed to the new address is opened', async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app, 'other');
    const newEmail = `new-${user.email}`;

    // An access token alone is not enough: no password, or a wrong one, and nothing changes.
    const bare = await patch(user.auth, { email: newEmail, full_name: 'Кто-то Другой' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ current_password: [ACCOUNT_MESSAGES.required] });
    const wrong = await patch(user.auth, { email: newEmail, current_password: 'Wrong-123' });
    expect(wrong.json()).toEqual({ current_password: [ACCOUNT_MESSAGES.wrongPassword] });
    const taken = await patch(user.auth, { email: other.email.toUpperCase(), current_password: PASSWORD });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    expect((await me(user.auth)).json()).toMatchObject({ email: user.email, full_name: user.full_name });

    const before = new Set(mailFiles());
    const requested = await patch(user.auth, { email: newEmail, current_password: PASSWORD });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toMatchObject({ email: user.email, pending_email: newEmail });
    const mails = mailFiles()
      .filter((name) => !before.has(name))
      .map((name) => readFileSync(path.join(ctx.dataDir, 'mail', name), 'utf8'));
    expect(mails).toHaveLength(2);
    const notice = mails.find((mail) => mail.includes(`To: ${user.email}`));
    expect(notice).toContain(newEmail);
    const confirmation = mails.find((mail) => mail.includes(`To: ${newEmail}`)) ?? '';
    const token = confirmation.match(/https:\/\/sverka\.test\/confirm-email\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token, confirmation).toBeDefined();

    // Until the link is opened the old address stays the account's: sign-in and password resets use it.
    expect((await signIn(newEmail)).statusCode).toBe(401);
    expect((await signIn(user.email)).statusCode).toBe(200);

    expect((await confirm('not-the-token')).json()).toEqual({ token: [ACCOUNT_MESSAGES.emailChangeTokenInvalid] });
    const confirmed = await confirm(token as string);
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await me(user.auth)).json()).toMatchObject({ email: newEmail, pending_email: null });
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(401);
    // Single use.
    expect((await confirm(token as string)).statusCode).toBe(400);
  });

  it('refuses an expired link and a link whose address someone took meanwhile', async () => {
    const user = await createUser(ctx.app);
    const target = `target-${user.email}`;
    const tokenFor = async (email: string) => {
      const before = new Set(mailFiles());
      expect((await patch(user.auth, { email, current_password: PASSWORD })).statusCode).toBe(200);
      const mail = mailFiles()
        .filter((name) => !before.has(name))
        .map((name) => readFileSync(path.join(ctx.dataDir, 'mail', name), 'utf8'))
        .find((text) => text.includes(`To: ${email}`));
      return mail?.match(/confirm-email\/([A-Za-z0-9_-]+)/)?.[1] as string;
    };
    const expired = await tokenFor(target);
    await ctx.sql`update users set pending_email_expires_at = now() - interval '1 second' where id = ${user.id}`;
    expect((await confirm(expired)).json()).toEqual({ token: [ACCOUNT_MESSAGES.emailChangeTokenInvalid] });

    const raced = await tokenFor(target);
    await createUserWithEmail(target);
    expect((await confirm(raced)).json()).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });
    expect((await me(user.auth)).json()).toMatchObject({ email: user.email });
  });

  it('takes the same email as no change and needs no password for it', async () => {
    const user = await createUser(ctx.app);
    const response = await patch(user.auth, { email: user.email.toUpperCase(), position: 'Директор' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, position: 'Директор', pending_email: null });
  });

  it('names bad fields', async () => {
    const user = await createUser(ctx.app);
    const response = await patch(user.auth, {
      full_name: '',
      email: 'nope',
      birth_date: '12.04.1990',
      phone_number: 'call me',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      full_name: [ACCOUNT_MESSAGES.blank],
      email: [ACCOUNT_MESSAGES.invalidEmail],
      birth_date: [ACCOUNT_MESSAGES.birthDateFormat],
      phone_number: [ACCOUNT_MESSAGES.phoneFormat],
    });
    const future = await patch(user.auth, { birth_date: '2999-01-01' });
    expect(future.json()).toEqual({ birth_date: [ACCOUNT_MESSAGES.birthDateRange] });
    const impossible = await patch(user.auth, { birth_date: '1990-02-30' });
    expect(impossible.json()).toEqual({ birth_date: [ACCOUNT_MESSAGES.birthDateRange] });
  });

  it('answers 401 without a token', async () => {
    expect((await patch({}, { full_name: 'Кто-то' })).statusCode).toBe(401);
  });
});

describe('PATCH /auth/users/me/ (multipart avatar)', () => {
  it('stores the picture as a 300×300 PNG and serves it at the returned URL', async () => {
    const user = await createUser(ctx.app);
    const response = await uploadAvatar(user.auth, await picture('jpeg'));
    expect(response.statusCode).toBe(200);
    const avatar = response.json<TUser>().avatar;
    expect(avatar).toMatch(/^\/api\/v1\/media\/avatars\/[0-9a-f-]{36}\.png$/);

    const file = await ctx.app.inject({ method: 'GET', url: avatar as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 300, height: 300 });
  });

  it('takes text fields in the same form', async () => {
    const user = await createUser(ctx.app);
    const response = await uploadAvatar(user.auth, await picture('png', 300, 300), { full_name: 'С Аватаром' });
    expect(response.json()).toMatchObject({ full_name: 'С Аватаром', avatar: expect.any(String) });
  });

  it('replaces the old file when a new avatar comes', async () => {
    const user = await createUser(ctx.app);
    const first = (await uploadAvatar(user.auth, await picture('png'))).json<TUser>().avatar as string;
    const second = (await uploadAvatar(user.auth, await picture('png'))).json<TUser>().avatar as string;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect(existsSync(path.join(ctx.dataDir, 'uploads', 'avatars', path.basename(second)))).toBe(true);
  });

  it('refuses what is not a picture', async () => {
    const user = await createUser(ctx.app);
    const response = await uploadAvatar(user.auth, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ avatar: [ACCOUNT_MESSAGES.avatarNotImage] });
    expect((await me(user.auth)).json<TUser>().avatar).toBeNull();
  });

  it('refuses a file over 5 MB', async () => {
    const user = await createUser(ctx.app);
    const response = await uploadAvatar(user.auth, Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ avatar: [ACCOUNT_MESSAGES.fileTooLarge(5)] });
  });

  it('answers 401 to an upload without a token', async () => {
    const response = await uploadAvatar({}, await picture('png'));
    expect(response.statusCode).toBe(401);
  });
});

describe('ownership', () => {
  it('a token only ever reaches its own profile: there is no route taking another user’s id', async () => {
    const alice = await createUser(ctx.app, 'alice');
    const bob = await createUser(ctx.app, 'bob');
    await patch(bob.auth, { full_name: 'Боб Изменённый' });
    expect((await me(alice.auth)).json<TUser>()).toMatchObject({ id: alice.id, full_name: alice.full_name });
    for (const method of ['GET', 'PATCH', 'PUT', 'DELETE'] as const) {
      const response = await ctx.app.inject({
        method,
        url: `/auth/users/${alice.id}/`,
        headers: bob.auth,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { full_name: 'Взлом' },
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await me(alice.auth)).json<TUser>().full_name).toBe(alice.full_name);
  });
});
