import { randomUUID } from 'node:crypto';
import type { TTokenPair } from '@sverka/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ephemeralAccountsConfig, type TAccountsConfig } from '../src/config.ts';
import type { TSql } from '../src/db/client.ts';
import type { TPasswordHashing } from '../src/lib/passwords.ts';
import { SIGN_IN_THROTTLE } from '../src/lib/rate-limit.ts';
import { insertCompany, type TSeededCompany } from './factory.ts';

/** Any value works for double-submit CSRF as long as cookie and header agree. */
export const CSRF_TOKEN = 'TestCsrfToken0123456789abcdefghi';
export const csrfHeaders = { cookie: `csrftoken=${CSRF_TOKEN}`, 'x-csrftoken': CSRF_TOKEN };

export const PASSWORD = 'Secret-123';

/** Limits high enough that a test file never meets them; the rate-limit tests set their own. */
export const NO_RATE_LIMITS: Partial<TAccountsConfig> = {
  rateLimits: {
    login: { max: 0, windowSeconds: 60 },
    register: { max: 0, windowSeconds: 60 },
    reset: { max: 0, windowSeconds: 60 },
  },
  signInThrottle: { ...SIGN_IN_THROTTLE, accountFreeFailures: 0, addressFreeFailures: 0 },
};

/**
 * Argon2id at a sliver of its cost: the API tests make about a thousand accounts and sign in as many times, which at
 * OWASP's cost took about 45 of the suite's 310 CPU seconds. The routes, the hash format and the check are the same;
 * the servers' own cost is tested in config.test.ts and registration.routes.test.ts.
 */
const TEST_PASSWORD_HASHING: TPasswordHashing = { memoryKib: 256, passes: 1 };

/** A test app's accounts settings: a fresh secret, the servers' defaults, and the tests' hashing cost. */
export function testAccountsConfig(dataDir: string): TAccountsConfig {
  return { ...ephemeralAccountsConfig(dataDir), passwordHashing: TEST_PASSWORD_HASHING };
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 8)}@example.ru`;

export type TTestUser = TTokenPair & {
  id: number;
  email: string;
  password: string;
  full_name: string;
  /** `Authorization` header of the access token. */
  auth: { authorization: string };
};

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; full_name: string }> = {},
) {
  const body = { full_name: 'Иванов Иван', email: uniqueEmail(), password: PASSWORD, ...overrides };
  const response = await app.inject({ method: 'POST', url: '/auth/users/', headers: csrfHeaders, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return { ...body, id: response.json<{ id: number }>().id };
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<TTokenPair> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/jwt/create/',
    headers: csrfHeaders,
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TTokenPair>();
}

/** A registered, signed-in user. */
export async function createUser(app: FastifyInstance, label = 'user'): Promise<TTestUser> {
  const user = await registerUser(app, { email: uniqueEmail(label) });
  const tokens = await signIn(app, user.email, user.password);
  return { ...user, ...tokens, auth: { authorization: `Bearer ${tokens.access}` } };
}

export async function makeAdmin(sql: TSql, userId: number): Promise<void> {
  await sql`update users set role = 'admin' where id = ${userId}`;
}

/** A fresh company whose representative is the given user. */
export async function companyRepresentedBy(sql: TSql, userId: number): Promise<TSeededCompany> {
  return insertCompany(sql, { representative_id: userId });
}

export type TPart = string | { filename: string; contentType: string; data: Buffer };

/** One field of a multipart body: its name and a text or a file. */
export type TFormPart = [name: string, value: TPart];

/** A multipart/form-data body for app.inject whose fields may repeat (`images`, `tags`). */
export function repeatedMultipart(parts: TFormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sverka${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const [name, part] of parts) {
    if (typeof part === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart/form-data body for app.inject, one value a field. */
export function multipart(parts: Record<string, TPart>): { payload: Buffer; headers: Record<string, string> } {
  return repeatedMultipart(Object.entries(parts));
}

/** The smallest well-formed PDF header a document check looks at. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
