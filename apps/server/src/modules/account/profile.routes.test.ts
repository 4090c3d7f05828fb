import { existsSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES, type TUser } from '@sverka/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createUser, csrfHeaders, multipart, NO_RATE_LIMITS, PASSWORD } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

const me = (auth: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/auth/users/me/', headers: auth });
const patch = (auth: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: '/auth/users/me/', headers: auth, payload: payload as object });

async function picture(format: 'png' | 'jpeg', width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })
    .toFormat(format)
    .toBuffer();
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
    const response = await patch(user.auth, {
      full_name: 'Сидорова Анна Павловна',
      birth_date: '1990-04-12',
      phone_number: '+7 (999) 123-45-67',
      position: 'Менеджер по продажам',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      full_name: 'Сидорова Анна Павловна',
      birth_date: '1990-04-12',
      phone_number: '+7 (999) 123-45-67',
      position: 'Менеджер по продажам',
    });
    expect((await me(user.auth)).json<TUser>().birth_date).toBe('1990-04-12');
  });

  it('clears optional fields with an empty string or null and leaves absent fields alone', async () => {
    const user = await createUser(ctx.app);
    await patch(user.auth, { phone_number: '89991234567', position: 'Директор' });
    const response = await patch(user.auth, { phone_number: '', position: null });
    expect(response.json()).toMatchObject({ phone_number: null, position: null, full_name: user.full_name });
  });

  it('changes the email, which then signs in; a taken one is refused with the spec §8 text', async () => {
    const user = await createUser(ctx.app);
    const other = await createUser(ctx.app, 'other');
    const taken = await patch(user.auth, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ email: [ACCOUNT_MESSAGES.emailTaken] });

    const newEmail = `new-${user.email}`;
    expect((await patch(user.auth, { email: newEmail })).json<TUser>().email).toBe(newEmail);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/auth/jwt/create/',
      headers: csrfHeaders,
      payload: { email: newEmail, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
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
