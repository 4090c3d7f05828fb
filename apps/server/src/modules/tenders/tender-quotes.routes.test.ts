import {
  type TChatRoom,
  TENDER_MESSAGES,
  type TMyQuote,
  type TQuote,
  type TTender,
  type TTenderSummary,
} from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipart, PDF_BYTES } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { lettersTo } from '../../../test/orders.ts';
import { postQuote, publish, quoteBody, representative, type TRepresentative } from '../../../test/tenders.ts';
import { tenderDealOf } from './index.ts';

const ctx = useTestApp();
let buyer: TRepresentative;
let supplierA: TRepresentative;
let supplierB: TRepresentative;

beforeAll(async () => {
  buyer = await representative(ctx.app, ctx.sql, 'quote-buyer', 'optimal_plus');
  supplierA = await representative(ctx.app, ctx.sql, 'quote-a');
  supplierB = await representative(ctx.app, ctx.sql, 'quote-b');
});

const get = <T>(user: { auth: Record<string, string> }, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: user.auth }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  });

describe('quoting', () => {
  it('refuses the customer its own tender', async () => {
    const tender = await publish(ctx.app, ctx.sql, buyer);
    const response = await postQuote(ctx.app, buyer, tender.id, quoteBody(100));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(TENDER_MESSAGES.ownTender);
  });

  it('refuses a user who represents no company', async () => {
    const tender = await publish(ctx.app, ctx.sql, buyer);
    const user = await createUser(ctx.app, 'quote-nobody');
    const response = await postQuote(ctx.app, user, tender.id, quoteBody(100));
    expect(response.statusCode).toBe(403);
  });

  it('keeps one quote per company, rewritten by a second one, and tells the customer', async () => {
    const tender = await publish(ctx.app, ctx.sql, buyer, { title: 'Цемент М500' });
    const first = await postQuote(ctx.app, supplierA, tender.id, quoteBody(150_000));
    expect(first.statusCode, first.body).toBe(201);
    const second = await postQuote(ctx.app, supplierA, tender.id, { ...quoteBody(140_000), comment: 'Скидка' });
    expect(second.statusCode).toBe(200);
    expect(second.json<TQuote>()).toMatchObject({ id: first.json<TQuote>().id, price: 140_000, comment: 'Скидка' });
    const letters = lettersTo(ctx.dataDir, buyer.email);
    expect(letters.map((letter) => letter.subject)).toContain('Новое предложение на тендер «Цемент М500»');
    expect(letters.map((letter) => letter.subject)).toContain('Предложение изменено на тендер «Цемент М500»');
    const quotes = await get<TQuote[]>(buyer, `/api/v1/tenders/${tender.id}/quotes/`);
    expect(quotes).toHaveLength(1);
  });

  it('takes no quotes past the deadline', async () => {
    const tender = await publish(ctx.app, ctx.sql, buyer);
    await ctx.sql`update tenders set deadline = current_date - 2 where id = ${tender.id}`;
    const response = await postQuote(ctx.app, supplierA, tender.id, quoteBody(100));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(TENDER_MESSAGES.notAccepting);
  });

  it('checks the price, the terms and the delivery date', async () => {
    const tender = await publish(ctx.app, ctx.sql, buyer);
    const response = await postQuote(ctx.app, supplierA, tender.id, { price: 'дорого', terms: '' });
    expect(response.json()).toEqual({ price: [TENDER_MESSAGES.priceFormat], terms: [TENDER_MESSAGES.termsRequired] });
    const past = await postQuote(ctx.app, supplierA, tender.id, { ...quoteBody(10), delivery_date: '2020-01-01' });
    expect(past.json()).toEqual({ delivery_date: [TENDER_MESSAGES.deliveryDatePast] });
  });

  it('shows the customer every quote and a supplier only its own, with its file to these two only', async () => {
    const tender = await publish(ctx.app, ctx.sql, buyer);
    const form = multipart({
      price: '99 500,50',
      terms: 'Самовывоз',
      file: { filename: 'КП.pdf', contentType: 'application/pdf', data: PDF_BYTES },
    });
    const withFile = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenders/${tender.id}/quotes/`,
      headers: { ...supplierA.auth, ...form.headers },
      payload: form.payload,
    });
    expect(withFile.statusCode, withFile.body).toBe(201);
    const quoteA = withFile.json<TQuote>();
    expect(quoteA).toMatchObject({ price: 99_500.5, file: { name: 'КП.pdf' }, is_mine: true });
    await postQuote(ctx.app, supplierB, tender.id, quoteBody(120_000));
    expect(await get<TQuote[]>(buyer, `/api/v1/tenders/${tender.id}/quotes/`)).toHaveLength(2);
    const seenByB = await get<TQuote[]>(supplierB, `/api/v1/tenders/${tender.id}/quotes/`);
    expect(seenByB.map((quote) => quote.supplier.id)).toEqual([supplierB.sellerId]);
    const url = quoteA.file?.url as string;
    expect((await ctx.app.inject({ method: 'GET', url, headers: buyer.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url, headers: supplierB.auth })).statusCode).toBe(404);
    const page = await get<TTender>(supplierB, `/api/v1/tenders/${tender.id}/`);
    expect(page.my_quote?.supplier.id).toBe(supplierB.sellerId);
    expect(page.winner).toBeNull();
  });
});

describe('the winner', () => {
  it('is chosen by the customer only, once, and everyone is told', async () => {
    const tender = await publish(ctx.app, ctx.sql, buyer, { title: 'Арматура А500С', quantity: 12, unit: 'т' });
    const quoteA = (await postQuote(ctx.app, supplierA, tender.id, quoteBody(900_000))).json<TQuote>();
    const quoteB = (await postQuote(ctx.app, supplierB, tender.id, quoteBody(950_000))).json<TQuote>();
    expect(await tenderDealOf(ctx.sql, tender.id)).toBeUndefined();

    const bySupplier = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenders/${tender.id}/winner/`,
      headers: supplierA.auth,
      payload: { quote: quoteA.id },
    });
    expect(bySupplier.statusCode).toBe(403);

    const chosen = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenders/${tender.id}/winner/`,
      headers: buyer.auth,
      payload: { quote: quoteA.id },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<TTender>()).toMatchObject({ status: 'closed', winner: { id: quoteA.id } });

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenders/${tender.id}/winner/`,
      headers: buyer.auth,
      payload: { quote: quoteB.id },
    });
    expect(again.statusCode).toBe(409);

    expect(lettersTo(ctx.dataDir, supplierA.email).map((l) => l.subject)).toContain(
      'Ваше предложение выиграло тендер «Арматура А500С»',
    );
    expect(lettersTo(ctx.dataDir, supplierB.email).map((l) => l.subject)).toContain('Тендер «Арматура А500С» завершён');
    const seenByWinner = await get<TTender>(supplierA, `/api/v1/tenders/${tender.id}/`);
    expect(seenByWinner.winner?.id).toBe(quoteA.id);
    expect((await get<TTender>(supplierB, `/api/v1/tenders/${tender.id}/`)).winner).toBeNull();
    expect((await postQuote(ctx.app, supplierB, tender.id, quoteBody(1))).statusCode).toBe(409);

    const myQuotes = await get<TMyQuote[]>(supplierA, '/api/v1/tenders/my-quotes/');
    expect(myQuotes.find((quote) => quote.id === quoteA.id)).toMatchObject({
      is_winner: true,
      tender_summary: { id: tender.id, status: 'closed' },
    });
    const mine = await get<TTenderSummary[]>(buyer, '/api/v1/tenders/mine/');
    expect(mine.find((entry) => entry.id === tender.id)?.status).toBe('closed');

    expect(await tenderDealOf(ctx.sql, tender.id)).toMatchObject({
      customer: { seller_id: buyer.sellerId },
      supplier: { seller_id: supplierA.sellerId },
      quote: { id: quoteA.id, price: 900_000, title: 'Арматура А500С', quantity: 12, unit: 'т' },
    });
  });

  it('answers a quote of another tender with 404', async () => {
    const tender = await publish(ctx.app, ctx.sql, buyer);
    const other = await publish(ctx.app, ctx.sql, buyer);
    const quote = (await postQuote(ctx.app, supplierA, other.id, quoteBody(10))).json<TQuote>();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenders/${tender.id}/winner/`,
      headers: buyer.auth,
      payload: { quote: quote.id },
    });
    expect(response.statusCode).toBe(404);
  });

  it('cannot be cancelled by another company', async () => {
    const tender = await publish(ctx.app, ctx.sql, buyer);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/tenders/${tender.id}/cancel/`,
      headers: supplierA.auth,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the chat of a tender', () => {
  it('opens one room of kind tender for the customer and the supplier, and no one else', async () => {
    const tender = await publish(ctx.app, ctx.sql, buyer);
    const quote = (await postQuote(ctx.app, supplierA, tender.id, quoteBody(500))).json<TQuote>();
    const open = (user: { auth: Record<string, string> }) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/tenders/${tender.id}/chat/`,
        headers: user.auth,
        payload: { quote: quote.id },
      });
    const first = await open(buyer);
    expect(first.statusCode, first.body).toBe(201);
    const room = first.json<TChatRoom>();
    expect(room).toMatchObject({ kind: 'tender', user2: { id: supplierA.id } });
    const again = await open(supplierA);
    expect(again.statusCode).toBe(200);
    expect(again.json<TChatRoom>().id).toBe(room.id);
    expect((await open(supplierB)).statusCode).toBe(404);
    const rooms = await get<TChatRoom[]>(supplierA, '/api/v1/chat-room/');
    expect(rooms.map((entry) => entry.id)).toContain(room.id);
  });
});
