import { ACCOUNT_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

const send = (auth: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/support/', headers: auth, payload: payload as object });

describe('POST /api/v1/support/', () => {
  it('puts the message into the caller’s conversation with the support team', async () => {
    const user = await createUser(ctx.app);
    const response = await send(user.auth, { support: '  Не приходит письмо  ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), support: 'Не приходит письмо', created_at: expect.any(String) });
    const [row] = await ctx.sql`
      select m.sender_id, m.body, r.kind, r.support_status from chat_messages m join chat_rooms r on r.id = m.room_id
      where m.id = ${body.id}`;
    expect(row).toEqual({ sender_id: user.id, body: 'Не приходит письмо', kind: 'support', support_status: 'open' });
  });

  it('names a missing, blank or too long message', async () => {
    const user = await createUser(ctx.app);
    expect((await send(user.auth, {})).json()).toEqual({ support: [ACCOUNT_MESSAGES.required] });
    expect((await send(user.auth, { support: '   ' })).json()).toEqual({ support: [ACCOUNT_MESSAGES.blank] });
    const long = await send(user.auth, { support: 'а'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ support: [ACCOUNT_MESSAGES.tooLong(5000)] });
  });

  it('answers 401 without a token', async () => {
    expect((await send({}, { support: 'Помогите' })).statusCode).toBe(401);
  });
});
