import type { TDeal, TDealParty } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { orderDealOf } from '../orders/index.ts';
import * as repository from './documents.repository.ts';

/**
 * Where a deal comes from and who stands for each side. An order is one source; a won tender becomes
 * another by one more function of this shape over tenders' `tenderDealOf` (customer and supplier
 * companies and the winning quote), and every document kind then works for it unchanged.
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
