import type { TOrderStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { findOrderDeal, findOrderDealLines } from './order-deal.repository.ts';

/**
 * What another module (document flow) may know of an order: its parties and its lines as a deal. The
 * seller is a registry subject with its current representative; the buyer is the account that bought.
 */
export type TOrderDeal = {
  id: number;
  status: TOrderStatus;
  createdAt: Date;
  buyerUserId: number;
  seller: { kind: 'company' | 'entrepreneur'; id: number; representativeId: number | null };
  lines: { name: string; quantity: number; priceKopecks: number; vat: number | null }[];
};

export async function orderDealOf(sql: TSql, orderId: number): Promise<TOrderDeal | undefined> {
  const row = await findOrderDeal(sql, orderId);
  if (!row) return undefined;
  const lines = await findOrderDealLines(sql, orderId);
  const seller =
    row.seller_company_id !== null
      ? { kind: 'company' as const, id: row.seller_company_id }
      : { kind: 'entrepreneur' as const, id: row.seller_entrepreneur_id as number };
  return {
    id: row.id,
    status: row.status as TOrderStatus,
    createdAt: row.created_at,
    buyerUserId: row.buyer_id,
    seller: { ...seller, representativeId: row.seller_representative_id },
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      priceKopecks: line.price_kopecks,
      vat: line.vat_rate,
    })),
  };
}
