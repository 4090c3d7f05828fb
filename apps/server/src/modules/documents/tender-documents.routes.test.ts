import {
  DOCUMENT_MESSAGES,
  ENTITLEMENT_ERROR_CODE,
  formatKopecks,
  type TDocument,
  type TDocumentsPage,
  type TQuote,
  type TTender,
} from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { grantPlan } from '../../../test/billing.ts';
import { documentRequests, pdfText } from '../../../test/documents.ts';
import { useTestApp } from '../../../test/helper.ts';
import { readOpenApi } from '../../../test/openapi.ts';
import { lettersTo } from '../../../test/orders.ts';
import { postQuote, publish, quoteBody, representative, type TRepresentative } from '../../../test/tenders.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let customer: TRepresentative;
let winner: TRepresentative;
let loser: TRepresentative;
let stranger: TTestUser;

beforeAll(async () => {
  [customer, winner, loser] = await Promise.all([
    representative(ctx.app, ctx.sql, 'tdoc-customer', 'optimal_plus'),
    representative(ctx.app, ctx.sql, 'tdoc-winner', 'scale'),
    representative(ctx.app, ctx.sql, 'tdoc-loser', 'scale'),
  ]);
  stranger = await createUser(ctx.app, 'tdoc-stranger');
  await grantPlan(ctx.sql, stranger.id, 'scale');
});

const { create, get, post } = documentRequests(() => ctx.app);

/** A tender of `customer` quoted by the winner (12 т for 1 000 000 ₽) and the loser, the winner chosen. */
async function wonTender(): Promise<{ tender: TTender; quote: TQuote }> {
  const tender = await publish(ctx.app, ctx.sql, customer, { title: 'Арматура А500С', quantity: 12, unit: 'т' });
  const quote = (await postQuote(ctx.app, winner, tender.id, quoteBody(1_000_000))).json<TQuote>();
  await postQuote(ctx.app, loser, tender.id, quoteBody(950_000));
  const chosen = await post(customer, `/api/v1/tenders/${tender.id}/winner/`, { quote: quote.id });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return { tender: chosen.json<TTender>(), quote };
}

async function sent(user: TTestUser, tender: number, kind: string): Promise<TDocument> {
  const response = await create(user, { tender, kind });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TDocument>();
}

const companyOf = async (sellerId: number) => {
  const [row] = await ctx.sql<{ name: string; inn: string }[]>`
    select c.name_short as name, c.inn from sellers s join companies c on c.id = s.company_id where s.id = ${sellerId}`;
  if (!row) throw new Error('no company');
  return row;
};

describe('documents of a won tender', () => {
  it('are sent by the winner as the seller, signed by the customer, and listed for both', async () => {
    const { tender } = await wonTender();
    const invoice = await sent(winner, tender.id, 'invoice');
    const act = await sent(winner, tender.id, 'act');
    expect(invoice).toMatchObject({
      tender: tender.id,
      order: null,
      status: 'sent',
      direction: 'out',
      total: 1_000_000,
      title: `Счёт на оплату по тендеру № ${tender.id}`,
    });
    expect(lettersTo(ctx.dataDir, customer.email).some((letter) => letter.subject.startsWith('Новый документ'))).toBe(
      true,
    );

    const opened = (await get(customer, `/api/v1/documents/${invoice.id}/`)).json<TDocument>();
    expect(opened).toMatchObject({ status: 'viewed', direction: 'in', can_sign: true });
    const signed = await post(customer, `/api/v1/documents/${invoice.id}/sign/`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json<TDocument>().status).toBe('signed');
    expect(lettersTo(ctx.dataDir, winner.email).some((letter) => letter.subject.startsWith('Документ подписан'))).toBe(
      true,
    );

    // The contract may come from either side; the customer cannot bill.
    const byCustomer = await create(customer, { tender: tender.id, kind: 'invoice' });
    expect(byCustomer.statusCode).toBe(400);
    expect(byCustomer.json().kind).toEqual([DOCUMENT_MESSAGES.sellerOnly]);
    const contract = await sent(customer, tender.id, 'contract');
    expect(contract.direction).toBe('out');

    for (const user of [customer, winner]) {
      const page = (await get(user, `/api/v1/documents/?tender=${tender.id}`)).json<TDocumentsPage>();
      expect(page.result.map((item) => item.id)).toEqual([contract.id, act.id, invoice.id]);
    }
    expect(
      (await get(winner, `/api/v1/documents/?tender=${tender.id}&status=signed`)).json<TDocumentsPage>().result,
    ).toHaveLength(1);
  });

  it('keep the parties they were sent between when a company changes its representative', async () => {
    const { tender } = await wonTender();
    const act = await sent(winner, tender.id, 'act');
    const successor = await createUser(ctx.app, 'tdoc-successor');
    await ctx.sql`update sellers set representative_id = ${successor.id} where id = ${customer.sellerId}`;
    try {
      expect((await get(successor, `/api/v1/documents/${act.id}/`)).statusCode).toBe(404);
      expect((await post(customer, `/api/v1/documents/${act.id}/sign/`)).statusCode).toBe(200);
    } finally {
      await ctx.sql`update sellers set representative_id = ${customer.id} where id = ${customer.sellerId}`;
    }
  });

  it('answer 404 to the losing supplier and to a stranger, for every call', async () => {
    const { tender } = await wonTender();
    const document = await sent(winner, tender.id, 'invoice');
    for (const user of [loser, stranger]) {
      for (const call of [
        create(user, { tender: tender.id, kind: 'contract' }),
        get(user, `/api/v1/documents/?tender=${tender.id}`),
        get(user, `/api/v1/documents/${document.id}/`),
        get(user, `/api/v1/documents/${document.id}/file/`),
        post(user, `/api/v1/documents/${document.id}/sign/`),
        post(user, `/api/v1/documents/${document.id}/reject/`, { reason: 'чужой' }),
      ]) {
        const response = await call;
        expect(response.statusCode, `${user.email} ${response.body}`).toBe(404);
      }
    }
    expect((await create(winner, { tender: 987_654_321, kind: 'invoice' })).json()).toMatchObject({
      detail: DOCUMENT_MESSAGES.tenderNotFound,
    });
    const [row] = await ctx.sql`select status from documents where id = ${document.id}`;
    expect(row?.status).toBe('sent');
  });

  it('answer 409 to the sides of a tender without a winner, open or cancelled', async () => {
    const open = await publish(ctx.app, ctx.sql, customer);
    await postQuote(ctx.app, winner, open.id, quoteBody(500));
    for (const user of [customer, winner]) {
      const response = await create(user, { tender: open.id, kind: 'contract' });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(DOCUMENT_MESSAGES.tenderNoWinner);
    }
    expect((await create(stranger, { tender: open.id, kind: 'contract' })).statusCode).toBe(404);
    expect((await post(customer, `/api/v1/tenders/${open.id}/cancel/`)).statusCode).toBe(200);
    expect((await create(customer, { tender: open.id, kind: 'contract' })).statusCode).toBe(409);
    const none = await ctx.sql`select 1 from documents where tender_id = ${open.id}`;
    expect(none).toHaveLength(0);
  });

  it('need documents.flow to be sent', async () => {
    const planless = await representative(ctx.app, ctx.sql, 'tdoc-planless');
    const tender = await publish(ctx.app, ctx.sql, customer);
    const quote = (await postQuote(ctx.app, planless, tender.id, quoteBody(10_000))).json<TQuote>();
    expect((await post(customer, `/api/v1/tenders/${tender.id}/winner/`, { quote: quote.id })).statusCode).toBe(200);
    const refused = await create(planless, { tender: tender.id, kind: 'invoice' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ENTITLEMENT_ERROR_CODE, feature: 'documents.flow' });
    expect(await ctx.sql`select 1 from documents where tender_id = ${tender.id}`).toHaveLength(0);
  });
});

describe('the deal in the body', () => {
  it('is exactly one of order and tender, said in Russian', async () => {
    const { tender } = await wonTender();
    const both = await create(winner, { order: 1, tender: tender.id, kind: 'invoice' });
    expect(both.statusCode).toBe(400);
    expect(both.json().order).toEqual([DOCUMENT_MESSAGES.dealBoth]);
    const neither = await create(winner, { kind: 'invoice' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().order).toEqual([DOCUMENT_MESSAGES.dealRequired]);
    const bad = await create(winner, { tender: 'первый', kind: 'invoice' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().tender).toEqual([DOCUMENT_MESSAGES.tenderRequired]);

    const doc = await readOpenApi(ctx.app);
    const operation = doc.paths['/api/v1/documents/']?.post;
    const schemas = (doc.components as { schemas?: Record<string, { properties?: object; description?: string }> })
      .schemas;
    const body = schemas?.DocumentCreateBodyInput;
    expect(Object.keys(body?.properties ?? {})).toEqual(expect.arrayContaining(['order', 'tender', 'kind']));
    expect(body?.description).toBe('Ровно одно из order и tender');
    expect(operation?.description).toContain('ровно одно из order и tender');
  });
});

describe('a tender document’s PDF', () => {
  it('names both companies, the quote’s title and its total for the whole volume', async () => {
    const { tender } = await wonTender();
    const seller = await companyOf(winner.sellerId);
    const buyer = await companyOf(customer.sellerId);
    for (const kind of ['invoice', 'act', 'upd', 'contract'] as const) {
      const document = await sent(winner, tender.id, kind);
      const file = await get(customer, `/api/v1/documents/${document.id}/file/`);
      expect(file.statusCode).toBe(200);
      const text = (await pdfText(file.rawPayload)).replace(/\s+/g, ' ');
      for (const expected of [seller.name, seller.inn, buyer.name, buyer.inn, 'Арматура А500С']) {
        expect(text, kind).toContain(expected);
      }
      // 12 т for 1 000 000 ₽: the unit price rounds, the total stays the quote's.
      expect(text, kind).toContain(formatKopecks(100_000_000));
      expect(text, kind).toContain(formatKopecks(8_333_333));
      expect(text, kind).toContain(`Тендер № ${tender.id}`);
    }
  });
});
