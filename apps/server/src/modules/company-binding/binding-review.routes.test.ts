import {
  ACCOUNT_MESSAGES,
  type TAdminCompanyBinding,
  type TAuditEntry,
  type TCompanyBinding,
  type TFriend,
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
import { lettersTo } from '../../../test/orders.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

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

const approve = (id: number, payload?: object, auth = admin.auth) => post(`${ADMIN}${id}/approve/`, auth, payload);
const reject = (id: number, reason: string | undefined, auth = admin.auth) =>
  post(`${ADMIN}${id}/reject/`, auth, reason === undefined ? {} : { reason });

const own = async (user: TTestUser, id: number) =>
  (await get(`/api/v1/ticket-company-binding/${id}/`, user.auth)).json<TCompanyBinding>();

async function auditOf(bindingId: number): Promise<Pick<TAuditEntry, 'action' | 'before' | 'after'>[]> {
  return ctx.sql<Pick<TAuditEntry, 'action' | 'before' | 'after'>[]>`
    select action, before, after from audit_log
    where target_type = 'company_binding' and target_id = ${String(bindingId)} order by id`;
}

async function representativeOf(companyId: number) {
  const [company] = await ctx.sql<{ representative_id: number | null }[]>`
    select representative_id from companies where id = ${companyId}`;
  const sellers = await ctx.sql<{ id: number; representative_id: number | null }[]>`
    select id, representative_id from sellers where company_id = ${companyId}`;
  return { company: company?.representative_id ?? null, sellers };
}

describe('approval', () => {
  it('makes the applicant the representative and seller, records it and mails the applicant', async () => {
    const seller = await createUser(ctx.app, 'approved');
    const company = await insertCompany(ctx.sql);
    const binding = await submit(seller, company.inn);
    const response = await approve(binding.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TAdminCompanyBinding>()).toMatchObject({
      status: 'approved',
      representative: { id: seller.id },
    });
    const state = await representativeOf(company.id);
    expect(state.company).toBe(seller.id);
    expect(state.sellers.map((row) => row.representative_id)).toEqual([seller.id]);
    expect(await auditOf(binding.id)).toEqual([
      {
        action: 'company_binding.approve',
        before: expect.objectContaining({ status: 'pending', representative: null }),
        after: expect.objectContaining({ status: 'approved', representative: { id: seller.id, email: seller.email } }),
      },
    ]);
    const letters = lettersTo(ctx.dataDir, seller.email);
    expect(letters.map((letter) => letter.subject)).toEqual([expect.stringMatching(/^Заявка одобрена: /)]);
    const again = await approve(binding.id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: ACCOUNT_MESSAGES.bindingNotPending, code: 'INVALID_REQUEST' });
    expect(lettersTo(ctx.dataDir, seller.email)).toHaveLength(1);
  });

  it('answers 409 for a represented company, then transfers it only when asked to', async () => {
    const first = await createUser(ctx.app, 'first');
    const second = await createUser(ctx.app, 'second');
    const company = await insertCompany(ctx.sql);
    const firstFiled = await submit(first, company.inn);
    const secondFiled = await submit(second, company.inn);
    expect((await approve(firstFiled.id)).statusCode).toBe(200);
    const sellerId = (await representativeOf(company.id)).sellers[0]?.id;

    for (const payload of [undefined, { transfer: false }]) {
      const refused = await approve(secondFiled.id, payload);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({ detail: ACCOUNT_MESSAGES.bindingCompanyRepresented, code: 'CONFLICT' });
    }
    expect(await own(second, secondFiled.id)).toMatchObject({ status: 'pending' });
    expect((await representativeOf(company.id)).company).toBe(first.id);
    expect(lettersTo(ctx.dataDir, first.email).map((letter) => letter.subject)).toHaveLength(1);

    const moved = await approve(secondFiled.id, { transfer: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TAdminCompanyBinding>()).toMatchObject({ status: 'approved', representative: { id: second.id } });
    // The register row and the one seller row now name the new representative; nothing else is created.
    expect(await representativeOf(company.id)).toEqual({
      company: second.id,
      sellers: [{ id: sellerId, representative_id: second.id }],
    });
    expect(await own(first, firstFiled.id)).toMatchObject({ status: 'transferred' });
    expect(await own(second, secondFiled.id)).toMatchObject({ status: 'approved' });

    const told = lettersTo(ctx.dataDir, first.email).find((letter) =>
      letter.subject.startsWith('Представительство передано'),
    );
    expect(told?.text).toContain('передал представительство');
    expect(lettersTo(ctx.dataDir, second.email).map((letter) => letter.subject)).toEqual([
      expect.stringMatching(/^Заявка одобрена: /),
    ]);
    expect(await auditOf(secondFiled.id)).toEqual([
      {
        action: 'company_binding.transfer',
        before: expect.objectContaining({ status: 'pending', representative: { id: first.id, email: first.email } }),
        after: expect.objectContaining({
          status: 'approved',
          representative: { id: second.id, email: second.email },
          transferred_applications: [firstFiled.id],
        }),
      },
    ]);

    // Friends follow the company: asking for its representative now finds the new one.
    const buyer = await createUser(ctx.app, 'buyer');
    const friend = await post('/api/v1/friends/', buyer.auth, { company: company.id });
    expect(friend.statusCode, friend.body).toBe(201);
    expect(friend.json<TFriend>().friend.id).toBe(second.id);
    const sellerFriend = await post('/api/v1/friends/', (await createUser(ctx.app, 'buyer')).auth, {
      seller: sellerId,
    });
    expect(sellerFriend.json<TFriend>().friend.id).toBe(second.id);
  });

  it('lets exactly one of two reviewers approving the same application at once win', async () => {
    const otherAdmin = await createUser(ctx.app, 'admin-two');
    await makeAdmin(ctx.sql, otherAdmin.id);
    for (let round = 0; round < 3; round += 1) {
      const seller = await createUser(ctx.app, 'racer');
      const company = await insertCompany(ctx.sql);
      const binding = await submit(seller, company.inn);
      const answers = await Promise.all([
        approve(binding.id, undefined, admin.auth),
        approve(binding.id, undefined, otherAdmin.auth),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
      expect((await auditOf(binding.id)).map((entry) => entry.action)).toEqual(['company_binding.approve']);
      expect(lettersTo(ctx.dataDir, seller.email)).toHaveLength(1);
    }
  });

  it('lets exactly one of two applications for one company win when both are approved at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const company = await insertCompany(ctx.sql);
      const one = await createUser(ctx.app, 'one');
      const two = await createUser(ctx.app, 'two');
      const [a, b] = [await submit(one, company.inn), await submit(two, company.inn)];
      const answers = await Promise.all([approve(a.id), approve(b.id, undefined, moderator.auth)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers[0]?.statusCode === 200 ? one : two;
      const state = await representativeOf(company.id);
      expect(state.company).toBe(winner.id);
      expect(state.sellers.map((row) => row.representative_id)).toEqual([winner.id]);
    }
  });
});

describe('rejection', () => {
  it('needs a reason, which the applicant then reads in their own applications and letter', async () => {
    const applicant = await createUser(ctx.app, 'applicant');
    const company = await insertCompany(ctx.sql);
    const binding = await submit(applicant, company.inn);
    for (const reason of [undefined, '   ']) {
      const refused = await reject(binding.id, reason);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['reason']);
    }
    expect((await reject(binding.id, 'x'.repeat(1001))).statusCode).toBe(400);

    const response = await reject(binding.id, '  Договор не подписан  ', moderator.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reject_reason: 'Договор не подписан' });
    const mine = (await get('/api/v1/ticket-company-binding/', applicant.auth)).json<TCompanyBinding[]>();
    expect(mine.find((row) => row.id === binding.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'Договор не подписан',
    });
    expect((await representativeOf(company.id)).company).toBeNull();
    const [letter] = lettersTo(ctx.dataDir, applicant.email);
    expect(letter?.subject).toMatch(/^Заявка отклонена: /);
    expect(letter?.text).toContain('Причина: Договор не подписан');
    expect(await auditOf(binding.id)).toEqual([
      {
        action: 'company_binding.reject',
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'rejected', reason: 'Договор не подписан' }),
      },
    ]);
    const twice = await reject(binding.id, 'Ещё раз');
    expect(twice.json()).toEqual({ detail: ACCOUNT_MESSAGES.bindingNotPending, code: 'INVALID_REQUEST' });
    expect((await reject(999999999, 'Нет такой')).statusCode).toBe(404);
    // A rejected application no longer blocks a new one.
    await submit(applicant, company.inn);
  });
});
