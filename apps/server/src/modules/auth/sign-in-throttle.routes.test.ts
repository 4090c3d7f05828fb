import { ACCOUNT_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import {
  createUser,
  csrfHeaders,
  NO_RATE_LIMITS,
  PASSWORD,
  registerUser,
  uniqueEmail,
} from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { SIGN_IN_THROTTLE } from '../../lib/rate-limit.ts';

// Only the database-backed counter: the in-memory per-address request limit is off, as it is not what is tested.
const accounts = { ...NO_RATE_LIMITS, signInThrottle: SIGN_IN_THROTTLE };
// Two app instances on one database: what one counts, the other must see.
const first = useTestApp({ accounts });
const second = useTestApp({ accounts });

const attempt = (ctx: typeof first, email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/jwt/create/',
    headers: csrfHeaders,
    payload: { email, password },
    remoteAddress,
  });

describe('sign-in throttling per account and per address', () => {
  it('blocks an account guessed from several addresses: the right password from a fifth address gets 429', async () => {
    const user = await registerUser(first.app);
    const statuses: number[] = [];
    for (let address = 1; address <= 4; address++) {
      for (let i = 0; i < 10; i++) {
        statuses.push((await attempt(first, user.email, `Wrong-${i}-pass`, `198.51.100.${address}`)).statusCode);
      }
    }
    const free = SIGN_IN_THROTTLE.accountFreeFailures;
    // The free failures and the one that crosses the line are checked; every later guess is refused unchecked.
    expect(statuses.slice(0, free + 1).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(free + 1).every((status) => status === 429)).toBe(true);

    const right = await attempt(second, user.email, PASSWORD, '198.51.100.5');
    expect(right.statusCode, right.body).toBe(429);
    expect(right.json()).toEqual({ detail: ACCOUNT_MESSAGES.rateLimited(1), code: 'RATE_LIMITED' });
    expect(right.json<{ detail: string }>().detail).toMatch(
      /^Слишком много попыток\. Попробуйте снова через \d+ мин\.$/,
    );
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_THROTTLE.firstDelaySeconds);

    // The count lives in PostgreSQL, not in a process: it is there for any instance or a restarted one.
    const [row] = await first.sql<{ failures: number }[]>`
      select failures from sign_in_failures where scope = 'account' and key = ${user.email}`;
    expect(row?.failures).toBe(free + 1);
  });

  it('doubles the delay with each failure past the free ones, and the right password resets the account', async () => {
    const user = await registerUser(first.app);
    const free = SIGN_IN_THROTTLE.accountFreeFailures;
    for (let i = 0; i <= free; i++)
      expect((await attempt(first, user.email, 'Wrong-1-pass', '203.0.113.7')).statusCode).toBe(401);
    const blockedFor = async () => {
      const [row] = await first.sql<{ seconds: number }[]>`
        select round(extract(epoch from blocked_until - last_failed_at))::int as seconds
        from sign_in_failures where scope = 'account' and key = ${user.email}`;
      return row?.seconds;
    };
    const expire = () =>
      first.sql`update sign_in_failures set blocked_until = now() - interval '1 second'
        where scope = 'account' and key = ${user.email}`;
    expect(await blockedFor()).toBe(SIGN_IN_THROTTLE.firstDelaySeconds);
    await expire();
    expect((await attempt(first, user.email, 'Wrong-2-pass', '203.0.113.7')).statusCode).toBe(401);
    expect(await blockedFor()).toBe(SIGN_IN_THROTTLE.firstDelaySeconds * 2);
    const waiting = await attempt(second, user.email, PASSWORD, '203.0.113.8');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ detail: ACCOUNT_MESSAGES.rateLimited(2), code: 'RATE_LIMITED' });

    await expire();
    expect((await attempt(second, user.email, PASSWORD, '203.0.113.8')).statusCode).toBe(200);
    const rows = await first.sql`select 1 from sign_in_failures where scope = 'account' and key = ${user.email}`;
    expect(rows).toHaveLength(0);
    expect((await attempt(first, user.email, 'Wrong-3-pass', '203.0.113.7')).statusCode).toBe(401);
  });

  it('blocks an address that guesses across many accounts, whatever account it tries next', async () => {
    const address = '192.0.2.44';
    const victim = await registerUser(first.app);
    const free = SIGN_IN_THROTTLE.addressFreeFailures;
    for (let i = 0; i <= free; i++) {
      expect((await attempt(first, uniqueEmail('probe'), 'Wrong-1-pass', address)).statusCode).toBe(401);
    }
    expect((await attempt(second, victim.email, PASSWORD, address)).statusCode).toBe(429);
    // The victim, from their own address, is not held back by the guesser's block.
    expect((await attempt(first, victim.email, PASSWORD, '192.0.2.45')).statusCode).toBe(200);
  });

  it('counts parallel guesses too: at most the free failures and one more are checked', async () => {
    const user = await registerUser(first.app);
    const guesses = Array.from({ length: 20 }, (_, i) =>
      attempt(i % 2 ? first : second, user.email, `Wrong-${i}-pass`, `198.51.100.${100 + i}`),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_THROTTLE.accountFreeFailures + 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - SIGN_IN_THROTTLE.accountFreeFailures - 1);
  });

  it('counts wrong current passwords of a password or email change: a stolen token cannot guess without limit', async () => {
    const user = await createUser(first.app, 'token-holder');
    const change = (current: string) =>
      first.app.inject({
        method: 'POST',
        url: '/auth/users/set_password/',
        headers: user.auth,
        payload: { current_password: current, new_password: 'Brand-new-1' },
        remoteAddress: '203.0.113.90',
      });
    for (let i = 0; i <= SIGN_IN_THROTTLE.accountFreeFailures; i++) {
      expect((await change(`Wrong-${i}-pass`)).statusCode).toBe(400);
    }
    const right = await change(PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    const email = await first.app.inject({
      method: 'PATCH',
      url: '/auth/users/me/',
      headers: user.auth,
      payload: { email: uniqueEmail('elsewhere'), current_password: PASSWORD },
      remoteAddress: '203.0.113.91',
    });
    expect(email.statusCode).toBe(429);
  });

  it('does not block an office address where many people sign in at once', async () => {
    const people = await Promise.all(Array.from({ length: 40 }, () => registerUser(first.app)));
    const responses = await Promise.all(
      people.map((person, i) => attempt(i % 2 ? first : second, person.email, PASSWORD, '192.0.2.200')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(people.map(() => 200));
  });
});
