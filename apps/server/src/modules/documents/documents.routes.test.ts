import {
  DOCUMENT_SIGNATURE_NOTICE,
  ENTITLEMENT_ERROR_CODE,
  formatKopecks,
  type TDocument,
  type TDocumentsPage,
  type TEntitlementErrorBody,
} from '@sverka/shared';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyRepresentedBy, createUser, multipart, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { grantPlan } from '../../../test/billing.ts';
import { documentRequests, pdfText } from '../../../test/documents.ts';
import type { TSeededCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { expectOperations, readOpenApi } from '../../../test/openapi.ts';
import { insertOrder, lettersTo } from '../../../test/orders.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let buyer: TTestUser;
let seller: TTestUser;
let stranger: TTestUser;
let starter: TTestUser;
let sellerCompany: { id: number; companyId: number; inn: string };
let buyerCompany: TSeededCompany;
let productId: number;

beforeAll(async () => {
  [buyer, seller, stranger, starter] = await Promise.all([
    createUser(ctx.app, 'doc-buyer'),
    createUser(ctx.app, 'doc-seller'),
    createUser(ctx.app, 'doc-stranger'),
    createUser(ctx.app, 'doc-starter'),
  ]);
  sellerCompany = await insertSeller(ctx.sql, seller.id);
  await ctx.sql`
    insert into company_directors (company_id, fio, post) values (${sellerCompany.companyId}, 'Петров Пётр Петрович', 'Генеральный директор')`;
  buyerCompany = await companyRepresentedBy(ctx.sql, buyer.id);
  productId = await insertProduct(ctx.sql, sellerCompany.id);
  await ctx.sql`update products set vat_rate = 20 where id = ${productId}`;
  await grantPlan(ctx.sql, seller.id, 'scale');
  await grantPlan(ctx.sql, starter.id, 'start');
});

async function newOrder(status: 'paid' | 'cancelled' | 'completed' = 'paid') {
  return insertOrder(ctx.sql, {
    buyerId: buyer.id,
    sellerId: sellerCompany.id,
    status,
    paid: status !== 'cancelled',
    items: [{ productId, name: 'Бумага офисная А4', priceKopecks: 45_050, quantity: 3 }],
  });
}

const { create, get, post } = documentRequests(() => ctx.app);

async function sent(kind: string, order?: number): Promise<TDocument> {
  const response = await create(seller, { order: order ?? (await newOrder()).id, kind });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TDocument>();
}

describe('the documents API', () => {
  it('documents every operation in OpenAPI behind the bearer token, and answers 401 without one', async () => {
    expectOperations(await readOpenApi(ctx.app), [
      ['/api/v1/documents/', 'get', true],
      ['/api/v1/documents/', 'post', true],
      ['/api/v1/documents/{id}/', 'get', true],
      ['/api/v1/documents/{id}/file/', 'get', true],
      ['/api/v1/documents/{id}/sign/', 'post', true],
      ['/api/v1/documents/{id}/reject/', 'post', true],
    ]);
    for (const [method, url] of [
      ['GET', '/api/v1/documents/'],
      ['POST', '/api/v1/documents/'],
      ['GET', '/api/v1/documents/1/'],
      ['GET', '/api/v1/documents/1/file/'],
      ['POST', '/api/v1/documents/1/sign/'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});

describe('sending needs documents.flow', () => {
  it('refuses a party without the plan, or on Старт, with the entitlement body naming the cheapest plan', async () => {
    const order = await newOrder();
    const response = await create(buyer, { order: order.id, kind: 'contract' });
    expect(response.statusCode).toBe(403);
    const body = response.json<TEntitlementErrorBody>();
    expect(body).toMatchObject({ code: ENTITLEMENT_ERROR_CODE, feature: 'documents.flow', reason: 'upgrade' });
    expect(body.plan?.code).toBe('scale');

    const startSeller = await insertSeller(ctx.sql, starter.id);
    const startOrder = await insertOrder(ctx.sql, {
      buyerId: buyer.id,
      sellerId: startSeller.id,
      items: [{ productId: null }],
    });
    const onStart = await create(starter, { order: startOrder.id, kind: 'invoice' });
    expect(onStart.statusCode).toBe(403);
    expect(onStart.json<TEntitlementErrorBody>().plan?.code).toBe('scale');
    const count = await ctx.sql`select 1 from documents where order_id in (${order.id}, ${startOrder.id})`;
    expect(count).toHaveLength(0);

    const list = (await get(buyer, '/api/v1/documents/')).json<TDocumentsPage>();
    expect(list.locked).toMatchObject({ feature: 'documents.flow', reason: 'upgrade', plan: { code: 'scale' } });
    expect((await get(seller, '/api/v1/documents/')).json<TDocumentsPage>().locked).toBeNull();
  });

  it('answers 404 for an order the caller is no party of, before the plan', async () => {
    const order = await newOrder();
    expect((await create(stranger, { order: order.id, kind: 'contract' })).statusCode).toBe(404);
    expect((await create(seller, { order: 987_654_321, kind: 'contract' })).statusCode).toBe(404);
  });

  it('leaves invoices, acts and УПД to the seller and refuses cancelled orders', async () => {
    await grantPlan(ctx.sql, stranger.id, 'scale');
    const order = await newOrder();
    await ctx.sql`update orders set buyer_id = ${stranger.id} where id = ${order.id}`;
    const byBuyer = await create(stranger, { order: order.id, kind: 'invoice' });
    expect(byBuyer.statusCode).toBe(400);
    expect(byBuyer.json().kind).toBeDefined();
    expect((await create(stranger, { order: order.id, kind: 'contract' })).statusCode).toBe(201);
    const cancelled = await newOrder('cancelled');
    expect((await create(seller, { order: cancelled.id, kind: 'invoice' })).statusCode).toBe(409);
  });
});

describe('generated PDFs', () => {
  it('name both companies by their registry data, the order line and the total', async () => {
    const order = await newOrder();
    for (const kind of ['invoice', 'act', 'upd', 'contract'] as const) {
      const document = await sent(kind, order.id);
      expect(document).toMatchObject({ kind, status: 'sent', direction: 'out', order: order.id, total: 1351.5 });
      const file = await get(buyer, `/api/v1/documents/${document.id}/file/`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(file.rawPayload);
      expect(text, kind).toContain(sellerCompany.inn);
      expect(text, kind).toContain(buyerCompany.inn);
      expect(text, kind).toContain(`ООО "ТЕСТ ${sellerCompany.inn}"`);
      expect(text, kind).toContain(`ООО "ТЕСТ ${buyerCompany.inn}"`);
      expect(text, kind).toContain('Бумага офисная А4');
      expect(text, kind).toContain(formatKopecks(135_150));
      expect(text, kind).toContain(`№ ${order.id}`);
      if (kind !== 'upd') expect(text, kind).toContain('Петров Пётр Петрович');
      expect(text, kind).not.toContain('Подписано:');
    }
  });

  it("print the seller's bank details on the invoice once its representative gives them", async () => {
    const before = await pdfText(
      (await get(buyer, `/api/v1/documents/${(await sent('invoice')).id}/file/`)).rawPayload,
    );
    expect(before).not.toContain('044525225');
    const bank = {
      bank_name: 'ПАО Сбербанк',
      bik: '044525225',
      settlement_account: '40702810938000000001',
      correspondent_account: '30101810400000000225',
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/sellers/${sellerCompany.id}/bank-details/`,
      headers: seller.auth,
      payload: bank,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const invoice = await sent('invoice');
      const text = await pdfText((await get(buyer, `/api/v1/documents/${invoice.id}/file/`)).rawPayload);
      expect(text).toContain(`БИК: ${bank.bik}`);
      expect(text).toContain(bank.settlement_account);
      expect(text).toContain(bank.correspondent_account);
      expect(text).toContain('ПАО Сбербанк');
    } finally {
      await ctx.sql`update sellers set bank_name = null, bik = null, settlement_account = null,
        correspondent_account = null where id = ${sellerCompany.id}`;
    }
  });
});

describe('viewing, signing and rejecting', () => {
  it('is viewed when the receiver opens it, never by the sender, and logged once', async () => {
    const document = await sent('invoice');
    expect((await get(seller, `/api/v1/documents/${document.id}/`)).json<TDocument>().status).toBe('sent');
    expect((await get(seller, `/api/v1/documents/${document.id}/file/`)).statusCode).toBe(200);
    expect((await get(seller, `/api/v1/documents/${document.id}/`)).json<TDocument>().status).toBe('sent');
    const opened = (await get(buyer, `/api/v1/documents/${document.id}/`)).json<TDocument>();
    expect(opened).toMatchObject({ status: 'viewed', direction: 'in', can_sign: true });
    await get(buyer, `/api/v1/documents/${document.id}/file/`);
    const events = await ctx.sql`select event from document_events where document_id = ${document.id} order by id`;
    expect(events.map((row) => row.event)).toEqual(['sent', 'viewed']);
  });

  it('records a signature once however many arrive together, and stamps the PDF', async () => {
    const document = await sent('act');
    expect((await post(seller, `/api/v1/documents/${document.id}/sign/`)).statusCode).toBe(409);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(buyer, `/api/v1/documents/${document.id}/sign/`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const signed = answers.find((answer) => answer.statusCode === 200)?.json<TDocument>();
    expect(signed).toMatchObject({ status: 'signed', can_sign: false });
    const events = await ctx.sql`
      select event, user_id from document_events where document_id = ${document.id} and event = 'signed'`;
    expect(events).toEqual([{ event: 'signed', user_id: buyer.id }]);
    expect((await post(buyer, `/api/v1/documents/${document.id}/reject/`, { reason: 'поздно' })).statusCode).toBe(409);

    const text = await pdfText((await get(seller, `/api/v1/documents/${document.id}/file/`)).rawPayload);
    expect(text).toContain('Подписано:');
    expect(text).toContain(buyer.full_name);
    expect(text).toContain('(МСК)');
    expect(text.replace(/\s+/g, ' ')).toContain(DOCUMENT_SIGNATURE_NOTICE);

    const letters = lettersTo(ctx.dataDir, seller.email);
    expect(letters.some((letter) => letter.subject.startsWith('Документ подписан'))).toBe(true);
    expect(lettersTo(ctx.dataDir, buyer.email).some((letter) => letter.subject.startsWith('Новый документ'))).toBe(
      true,
    );
  });

  it('needs a reason to reject, and keeps it', async () => {
    const document = await sent('invoice');
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const response = await post(buyer, `/api/v1/documents/${document.id}/reject/`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().reason).toBeDefined();
    }
    const rejected = await post(buyer, `/api/v1/documents/${document.id}/reject/`, { reason: 'Неверная сумма' });
    expect(rejected.json<TDocument>()).toMatchObject({ status: 'rejected', reject_reason: 'Неверная сумма' });
    expect((await post(buyer, `/api/v1/documents/${document.id}/sign/`)).statusCode).toBe(409);
    expect(lettersTo(ctx.dataDir, seller.email).some((letter) => letter.text.includes('Неверная сумма'))).toBe(true);
  });

  it('answers 404 to anyone but the two parties, for every call', async () => {
    const document = await sent('contract');
    for (const call of [
      get(stranger, `/api/v1/documents/${document.id}/`),
      get(stranger, `/api/v1/documents/${document.id}/file/`),
      post(stranger, `/api/v1/documents/${document.id}/sign/`),
      post(stranger, `/api/v1/documents/${document.id}/reject/`, { reason: 'чужой' }),
      get(buyer, '/api/v1/documents/987654321/'),
    ]) {
      expect((await call).statusCode).toBe(404);
    }
    const list = (await get(stranger, '/api/v1/documents/')).json<TDocumentsPage>();
    expect(list.result.some((item) => item.id === document.id)).toBe(false);
    const [row] = await ctx.sql`select status from documents where id = ${document.id}`;
    expect(row?.status).toBe('sent');
  });
});

describe('uploads and the list', () => {
  it('sends an uploaded PDF, refuses other types, and adds a stamp page once signed', async () => {
    const order = await newOrder();
    const blank = await PDFDocument.create();
    blank.addPage();
    const pdfBytes = Buffer.from(await blank.save());
    const bad = multipart({
      order: String(order.id),
      kind: 'upload',
      file: { filename: 'virus.exe', contentType: 'application/pdf', data: Buffer.from('MZ not a pdf') },
    });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/documents/',
      headers: { ...seller.auth, ...bad.headers },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().file).toBeDefined();

    const form = multipart({
      order: String(order.id),
      kind: 'upload',
      title: 'Спецификация',
      file: { filename: 'спецификация.pdf', contentType: 'application/pdf', data: pdfBytes },
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/documents/',
      headers: { ...seller.auth, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json<TDocument>();
    expect(document).toMatchObject({ kind: 'upload', title: 'Спецификация', file_name: 'спецификация.pdf' });
    const raw = await get(buyer, `/api/v1/documents/${document.id}/file/`);
    expect(raw.rawPayload.equals(pdfBytes)).toBe(true);
    expect((await post(buyer, `/api/v1/documents/${document.id}/sign/`)).statusCode).toBe(200);
    const stamped = await get(buyer, `/api/v1/documents/${document.id}/file/`);
    const text = await pdfText(stamped.rawPayload);
    expect(text).toContain('Подписано:');
    expect(text).toContain('Подтверждение документа «Спецификация»');
  });

  it('filters by direction, kind, status, counterparty and order', async () => {
    const order = await newOrder();
    const invoice = await sent('invoice', order.id);
    const act = await sent('act', order.id);
    await post(buyer, `/api/v1/documents/${act.id}/sign/`);
    const ids = async (user: TTestUser, query: string) =>
      (await get(user, `/api/v1/documents/?order=${order.id}&${query}`))
        .json<TDocumentsPage>()
        .result.map((item) => item.id);
    expect(await ids(seller, '')).toEqual([act.id, invoice.id]);
    expect(await ids(seller, 'direction=out')).toEqual([act.id, invoice.id]);
    expect(await ids(seller, 'direction=in')).toEqual([]);
    expect(await ids(buyer, 'direction=in')).toEqual([act.id, invoice.id]);
    expect(await ids(buyer, 'kind=invoice')).toEqual([invoice.id]);
    expect(await ids(buyer, 'status=signed')).toEqual([act.id]);
    expect(await ids(buyer, `counterparty=${sellerCompany.inn}`)).toEqual([act.id, invoice.id]);
    expect(await ids(seller, `counterparty=${sellerCompany.inn}`)).toEqual([]);
    expect(await ids(seller, 'from=2000-01-01&to=2000-01-02')).toEqual([]);
    expect((await get(seller, '/api/v1/documents/?status=bogus')).statusCode).toBe(400);
  });
});
