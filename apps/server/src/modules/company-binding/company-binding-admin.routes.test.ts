import {
  ACCOUNT_MESSAGES,
  type TAdminCompanyBinding,
  type TAdminCompanyBindingPage,
  type TCompanyBinding,
} from '@sverka/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  makeAdmin,
  multipart,
  NO_RATE_LIMITS,
  PDF_BYTES,
  type TPart,
  type TTestUser,
} from '../../../test/accounts.ts';
import { insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { signInlineAccess } from './inline-access.ts';

// A known secret: the tests sign document addresses of their own (forged, expired, for a plain user).
const SECRET = 'company-binding-admin-test-secret-0123456789';
const ctx = useTestApp({ accounts: { ...NO_RATE_LIMITS, jwtSecret: SECRET } });

const ADMIN = '/api/v1/admin/company-bindings/';
let png: Buffer;
let admin: TTestUser;
let moderator: TTestUser;

beforeAll(async () => {
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  admin = await createUser(ctx.app, 'admin');
  await makeAdmin(ctx.sql, admin.id);
  moderator = await createUser(ctx.app, 'moderator');
  await ctx.sql`update users set role = 'moderator' where id = ${moderator.id}`;
});

const get = (url: string, auth: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: auth });
const post = (url: string, auth: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });

async function submit(user: TTestUser, inn: string): Promise<TCompanyBinding> {
  const parts: Record<string, TPart> = {
    inn,
    passport: { filename: 'паспорт.pdf', contentType: 'application/pdf', data: PDF_BYTES },
    contract: { filename: 'contract.png', contentType: 'image/png', data: png },
    document: { filename: 'устав.pdf', contentType: 'application/pdf', data: PDF_BYTES },
  };
  const body = multipart(parts);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/ticket-company-binding/',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TCompanyBinding>();
}

const queue = async (query: string, auth = admin.auth) => {
  const response = await get(`${ADMIN}?${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAdminCompanyBindingPage>();
};
const approve = (id: number, payload?: object, auth = admin.auth) => post(`${ADMIN}${id}/approve/`, auth, payload);
const reject = (id: number, reason: string | undefined, auth = admin.auth) =>
  post(`${ADMIN}${id}/reject/`, auth, reason === undefined ? {} : { reason });

describe('who may review applications', () => {
  it('refuses signed-out callers (401) and plain users (403) on every route, and lets a moderator in', async () => {
    const seller = await createUser(ctx.app, 'seller');
    const binding = await submit(seller, (await insertCompany(ctx.sql)).inn);
    const routes = [
      ['GET', ADMIN],
      ['GET', `${ADMIN}${binding.id}/`],
      ['GET', `${ADMIN}${binding.id}/documents/passport/`],
      ['POST', `${ADMIN}${binding.id}/approve/`],
      ['POST', `${ADMIN}${binding.id}/reject/`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
      const forbidden = await ctx.app.inject({ method, url, headers: seller.auth });
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json()).toEqual({ detail: ACCOUNT_MESSAGES.permissionDenied, code: 'FORBIDDEN' });
    }
    expect((await get(`${ADMIN}${binding.id}/`, moderator.auth)).statusCode).toBe(200);
    expect((await get(`${ADMIN}${binding.id}/documents/passport/`, moderator.auth)).statusCode).toBe(200);
    // The applicant's own download stays open to staff who review applications.
    expect((await get(binding.files.contract.url, moderator.auth)).statusCode).toBe(200);
    const approved = await approve(binding.id, undefined, moderator.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', representative: { id: seller.id } });
  });
});

describe('the queue', () => {
  it('filters by status and by ИНН, company name or applicant email, a page at a time', async () => {
    const word = `Queue${Date.now().toString(36)}`;
    const company = await insertCompany(ctx.sql, { name_short: `ООО "${word} Север"` });
    const other = await insertCompany(ctx.sql);
    const first = await createUser(ctx.app, `${word.toLowerCase()}-first`);
    const second = await createUser(ctx.app, 'second');
    const byName = await submit(first, company.inn);
    const byInn = await submit(second, other.inn);

    const named = await queue(`search=${encodeURIComponent(word.toLowerCase())}`);
    expect(named.result.map((b) => b.id)).toEqual([byName.id]);
    const found = named.result[0] as TAdminCompanyBinding;
    expect(found).toMatchObject({
      status: 'pending',
      inn: company.inn,
      company: { kind: 'company', id: company.id, ogrn: company.ogrn, name: `ООО "${word} Север"` },
      user: { id: first.id, email: first.email, full_name: first.full_name },
      representative: null,
    });
    expect(found.files.passport.content_type).toBe('application/pdf');
    expect(found.inline_files.contract).toMatch(
      new RegExp(`^/api/v1/admin/company-bindings/${byName.id}/documents/contract/\\?token=`),
    );
    expect((await queue(`search=${other.inn}`)).result.map((b) => b.id)).toEqual([byInn.id]);
    expect((await queue(`search=${other.inn.slice(0, 10)}&status=pending`)).result.map((b) => b.id)).toContain(
      byInn.id,
    );
    expect((await queue(`search=${encodeURIComponent(second.email)}`)).result.map((b) => b.id)).toEqual([byInn.id]);

    expect((await reject(byInn.id, 'Паспорт нечитаем')).statusCode).toBe(200);
    expect((await queue(`search=${other.inn}&status=pending`)).count).toBe(0);
    expect((await queue(`search=${other.inn}&status=rejected`)).result.map((b) => b.id)).toEqual([byInn.id]);
    // `%` is a literal character, not a pattern matching everything.
    expect((await queue('search=%25')).count).toBe(0);

    const all = await queue('page=1');
    expect(all).toMatchObject({ page: 1, page_size: 20, previous: null });
    expect(all.result.length).toBeLessThanOrEqual(20);
    const beyond = await queue('page=9999');
    expect(beyond.result).toEqual([]);
    expect(beyond.previous).toBe(9998);
    expect((await get(`${ADMIN}?status=unknown`, admin.auth)).statusCode).toBe(400);
    expect((await get(`${ADMIN}999999999/`, admin.auth)).statusCode).toBe(404);
  });

  it('names the subject’s current representative', async () => {
    const holder = await createUser(ctx.app, 'holder');
    const company = await insertCompany(ctx.sql, { representative_id: holder.id });
    const binding = await submit(await createUser(ctx.app, 'claimant'), company.inn);
    const shown = (await get(`${ADMIN}${binding.id}/`, admin.auth)).json<TAdminCompanyBinding>();
    expect(shown.representative).toEqual({ id: holder.id, email: holder.email, full_name: holder.full_name });
  });
});

describe('documents shown inline', () => {
  let binding: TAdminCompanyBinding;

  beforeAll(async () => {
    const filed = await submit(await createUser(ctx.app, 'docs'), (await insertCompany(ctx.sql)).inn);
    binding = (await get(`${ADMIN}${filed.id}/`, admin.auth)).json<TAdminCompanyBinding>();
  });

  it('serves the signed address without a token, with its real type, inline, sandboxed, framable by this site only', async () => {
    const pdf = await get(binding.inline_files.passport);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''%D0%BF%D0%B0%D1%81%D0%BF%D0%BE%D1%80%D1%82.pdf",
    );
    expect(pdf.rawPayload.equals(PDF_BYTES)).toBe(true);
    const csp = String(pdf.headers['content-security-policy']);
    expect(csp.split(';').map((part) => part.trim())).toEqual(
      expect.arrayContaining(["default-src 'none'", 'sandbox', "frame-ancestors 'self'"]),
    );
    expect(csp).not.toContain('script-src');
    expect(pdf.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['cache-control']).toBe('private, no-store');

    const image = await get(binding.inline_files.contract);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);

    // Every other reply keeps the site's own policy: no framing at all.
    for (const other of [
      await get(`${ADMIN}${binding.id}/`, admin.auth),
      await get(binding.files.passport.url, admin.auth),
    ]) {
      expect(other.headers['x-frame-options']).toBe('DENY');
      expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(String(other.headers['content-security-policy'])).not.toContain('sandbox');
    }
    // A staff token works too, for API clients.
    const byToken = await get(`${ADMIN}${binding.id}/documents/document/`, admin.auth);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('refuses a forged, swapped, expired or outdated address, and one signed for a plain user', async () => {
    const access = new URL(binding.inline_files.passport, 'http://x').searchParams.get('token') ?? '';
    const forged = `${access.slice(0, -2)}${access.endsWith('AA') ? 'BB' : 'AA'}`;
    const url = (file: string, value: string) => `${ADMIN}${binding.id}/documents/${file}/?token=${value}`;
    expect((await get(url('passport', forged))).statusCode).toBe(401);
    expect((await get(url('contract', access))).statusCode).toBe(401);
    expect((await get(url('passport', 'garbage'))).statusCode).toBe(401);
    const secret = SECRET;
    const [version] = await ctx.sql<{ token_version: number }[]>`
      select token_version from users where id = ${admin.id}`;
    const target = { id: binding.id, file: 'passport' as const };
    const expired = signInlineAccess(secret, target, { id: admin.id, tokenVersion: version?.token_version ?? 0 }, 0);
    expect((await get(url('passport', expired))).statusCode).toBe(401);
    const stale = signInlineAccess(secret, target, { id: admin.id, tokenVersion: (version?.token_version ?? 0) + 1 });
    expect((await get(url('passport', stale))).statusCode).toBe(401);
    const user = await createUser(ctx.app, 'plain');
    const forUser = signInlineAccess(secret, target, { id: user.id, tokenVersion: 0 });
    expect((await get(url('passport', forUser))).statusCode).toBe(403);
  });
});
