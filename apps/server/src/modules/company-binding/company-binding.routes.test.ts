import { ACCOUNT_MESSAGES, type TCompanyBinding } from '@sverka/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipart, NO_RATE_LIMITS, PDF_BYTES, type TPart } from '../../../test/accounts.ts';
import { freshCompanyIds, insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
});

const pdf = (filename: string): TPart => ({ filename, contentType: 'application/pdf', data: PDF_BYTES });

function submit(auth: Record<string, string>, parts: Record<string, TPart>) {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/ticket-company-binding/',
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

const fullForm = (inn: string): Record<string, TPart> => ({
  inn,
  passport: pdf('паспорт.pdf'),
  contract: { filename: 'contract.png', contentType: 'image/png', data: png },
  document: pdf('../../etc/устав.pdf'),
});

const get = (url: string, auth: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers: auth });
const post = (url: string, auth: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });

describe('POST /api/v1/ticket-company-binding/', () => {
  it('files a pending application with the three documents', async () => {
    const user = await createUser(ctx.app, 'seller');
    const company = await insertCompany(ctx.sql);
    const response = await submit(user.auth, fullForm(company.inn));
    expect(response.statusCode, response.body).toBe(201);
    const binding = response.json<TCompanyBinding>();
    expect(binding).toMatchObject({
      status: 'pending',
      inn: company.inn,
      company: { id: company.id, ogrn: company.ogrn },
      reviewed_at: null,
      reject_reason: null,
    });
    expect(binding.files.passport).toEqual({
      name: 'паспорт.pdf',
      content_type: 'application/pdf',
      size: PDF_BYTES.length,
      url: `/api/v1/ticket-company-binding/${binding.id}/files/passport`,
    });
    expect(binding.files.contract.content_type).toBe('image/png');
    expect(binding.files.document.name).toBe('устав.pdf');

    const file = await get(binding.files.passport.url, user.auth);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    expect((await get('/api/v1/ticket-company-binding/', user.auth)).json()).toEqual([binding]);
    expect((await get(`/api/v1/ticket-company-binding/${binding.id}/`, user.auth)).json()).toEqual(binding);
  });

  it('names every missing field, and an empty file input counts as missing', async () => {
    const user = await createUser(ctx.app);
    const response = await submit(user.auth, {
      passport: { filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      inn: [ACCOUNT_MESSAGES.required],
      passport: [ACCOUNT_MESSAGES.required],
      contract: [ACCOUNT_MESSAGES.required],
      document: [ACCOUNT_MESSAGES.required],
    });
    const json = await post('/api/v1/ticket-company-binding/', user.auth, { inn: '7707083893' });
    expect(json.statusCode).toBe(400);
    expect(Object.keys(json.json()).sort()).toEqual(['contract', 'document', 'passport']);
  });

  it('checks the documents by content, not by name or declared type', async () => {
    const user = await createUser(ctx.app);
    const company = await insertCompany(ctx.sql);
    const response = await submit(user.auth, {
      ...fullForm(company.inn),
      passport: { filename: 'passport.pdf', contentType: 'application/pdf', data: Buffer.from('MZ executable') },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ passport: [ACCOUNT_MESSAGES.documentType] });
  });

  it('refuses a file over 10 MB', async () => {
    const user = await createUser(ctx.app);
    const company = await insertCompany(ctx.sql);
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await submit(user.auth, {
      ...fullForm(company.inn),
      contract: { filename: 'big.pdf', contentType: 'application/pdf', data: big },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ contract: [ACCOUNT_MESSAGES.fileTooLarge(10)] });
  });

  it('refuses a malformed ИНН, an unknown company, a second pending application and one’s own company', async () => {
    const user = await createUser(ctx.app);
    expect((await submit(user.auth, fullForm('12345'))).json()).toEqual({ inn: [ACCOUNT_MESSAGES.bindingInnFormat] });
    const unknownInn = (await freshCompanyIds(ctx.sql)).inn;
    expect((await submit(user.auth, fullForm(unknownInn))).json()).toEqual({
      inn: [ACCOUNT_MESSAGES.bindingCompanyNotFound],
    });
    const company = await insertCompany(ctx.sql);
    expect((await submit(user.auth, fullForm(company.inn))).statusCode).toBe(201);
    expect((await submit(user.auth, fullForm(company.inn))).json()).toEqual({
      inn: [ACCOUNT_MESSAGES.bindingAlreadyPending],
    });
    const own = await insertCompany(ctx.sql, { representative_id: user.id });
    expect((await submit(user.auth, fullForm(own.inn))).json()).toEqual({
      inn: [ACCOUNT_MESSAGES.bindingAlreadyRepresentative],
    });
  });

  it('answers 401 without a token', async () => {
    const company = await insertCompany(ctx.sql);
    expect((await submit({}, fullForm(company.inn))).statusCode).toBe(401);
    expect((await get('/api/v1/ticket-company-binding/', {})).statusCode).toBe(401);
  });
});

describe('ownership of applications', () => {
  it('another user sees neither my applications nor my documents', async () => {
    const owner = await createUser(ctx.app, 'owner');
    const other = await createUser(ctx.app, 'other');
    const company = await insertCompany(ctx.sql);
    const binding = (await submit(owner.auth, fullForm(company.inn))).json<TCompanyBinding>();

    expect((await get('/api/v1/ticket-company-binding/', other.auth)).json()).toEqual([]);
    expect((await get(`/api/v1/ticket-company-binding/${binding.id}/`, other.auth)).statusCode).toBe(404);
    for (const file of ['passport', 'contract', 'document']) {
      const response = await get(`/api/v1/ticket-company-binding/${binding.id}/files/${file}`, other.auth);
      expect(response.statusCode).toBe(404);
      expect(response.rawPayload.includes(PDF_BYTES)).toBe(false);
    }
    expect((await get(`/api/v1/ticket-company-binding/${binding.id}/files/passport`, {})).statusCode).toBe(401);
  });
});
