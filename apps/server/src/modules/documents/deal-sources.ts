import type { TDeal, TDealParty } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { orderDealOf } from '../orders/index.ts';
import { type TDealCompany, tenderDealOf, tenderStandingOf } from '../tenders/index.ts';
import * as repository from './documents.repository.ts';

/**
 * Where a deal comes from and who stands for each side: an order, or a won tender (the customer buys from
 * the winning supplier on the winning quote). Every document kind works the same for both.
 */
export type TDealSource = {
  /** Which deal the document belongs to: exactly one of them. */
  ref: { order_id: number; tender_id: null } | { order_id: null; tender_id: number };
  /** How a generated document's title names the deal: «по заказу № 12». */
  label: string;
  /** No documents for a deal that fell through (a cancelled order). */
  closed: boolean;
  /** The caller's side. */
  side: 'seller' | 'buyer';
  deal: TDeal;
  sellerUserId: number | null;
  buyerUserId: number | null;
};

/** A party the registry does not know (a buyer who represents no company): the person's name, blanks for the rest. */
export const personParty = (name: string): TDealParty => ({
  name,
  inn: null,
  kpp: null,
  ogrn: null,
  address: null,
  director: name,
  bank: null,
});

/** The buyer as a document names them: the company they represent, else the person. */
async function buyerParty(sql: TSql, userId: number): Promise<TDealParty> {
  const subject = await repository.findRepresentedSubject(sql, userId);
  const party = subject && (await repository.findSubjectParty(sql, subject));
  if (party) return party;
  return personParty((await repository.findUserName(sql, userId))?.full_name ?? '');
}

/**
 * An order as a deal: the seller's registry data, the buyer's company (or the buyer), the lines as bought.
 * Undefined when there is no such order or the user is neither its buyer nor its seller's representative.
 */
export async function orderDealSource(sql: TSql, orderId: number, userId: number): Promise<TDealSource | undefined> {
  const order = await orderDealOf(sql, orderId);
  if (!order) return undefined;
  const side = order.seller.representativeId === userId ? 'seller' : order.buyerUserId === userId ? 'buyer' : null;
  if (!side) return undefined;
  const seller = await repository.findSubjectParty(sql, order.seller);
  return {
    ref: { order_id: order.id, tender_id: null },
    label: `по заказу № ${order.id}`,
    closed: order.status === 'cancelled',
    side,
    deal: {
      number: String(order.id),
      date: order.createdAt.toISOString(),
      basis: 'Заказ',
      seller: seller ?? personParty(''),
      buyer: await buyerParty(sql, order.buyerUserId),
      lines: order.lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unit: 'шт.',
        price_kopecks: line.priceKopecks,
        vat: line.vat,
      })),
    },
    sellerUserId: order.seller.representativeId,
    buyerUserId: order.buyerUserId,
  };
}

/** A tender's company as a party: its registry record, else what the marketplace knows of it. */
async function companyParty(sql: TSql, company: TDealCompany): Promise<TDealParty> {
  const party = await repository.findSubjectParty(sql, company.subject);
  return party ?? { ...personParty(company.name), inn: company.inn, director: null };
}

/**
 * A won tender as a deal: the winning supplier sells, the customer buys, one line from the winning quote.
 * The quote prices the whole volume, so the line keeps that amount exactly and shows the unit price it
 * comes to; VAT is unknown, so none is shown (as for an order's product without a rate).
 * `unfinished` when the user is a side of a tender that has no winner (open or cancelled); undefined when
 * there is no such tender or the user represents neither the customer nor the winner (a losing supplier
 * included).
 */
export async function tenderDealSource(
  sql: TSql,
  tenderId: number,
  userId: number,
): Promise<TDealSource | 'unfinished' | undefined> {
  const tender = await tenderDealOf(sql, tenderId);
  if (!tender) {
    const standing = await tenderStandingOf(sql, tenderId, userId);
    return standing?.party ? 'unfinished' : undefined;
  }
  const { customer, supplier, quote } = tender;
  const side =
    supplier.representative_id === userId ? 'seller' : customer.representative_id === userId ? 'buyer' : null;
  if (!side) return undefined;
  const amountKopecks = Math.round(quote.price * 100);
  return {
    ref: { order_id: null, tender_id: tender.tender_id },
    label: `по тендеру № ${tender.tender_id}`,
    closed: false,
    side,
    deal: {
      number: String(tender.tender_id),
      date: (tender.closed_at ?? new Date()).toISOString(),
      basis: 'Тендер',
      seller: await companyParty(sql, supplier),
      buyer: await companyParty(sql, customer),
      lines: [
        {
          name: quote.title,
          quantity: quote.quantity,
          unit: quote.unit,
          price_kopecks: Math.round(amountKopecks / quote.quantity),
          vat: null,
          amount_kopecks: amountKopecks,
        },
      ],
    },
    sellerUserId: supplier.representative_id,
    buyerUserId: customer.representative_id,
  };
}
