import type { TSql } from '../../db/client.ts';

/** An order as a deal between two parties: the seller's subject and representative, the buyer, the lines. */
export type TOrderDealRow = {
  id: number;
  status: string;
  created_at: Date;
  buyer_id: number;
  seller_id: number;
  seller_company_id: number | null;
  seller_entrepreneur_id: number | null;
  seller_representative_id: number | null;
};

export type TOrderDealLineRow = { name: string; quantity: number; price_kopecks: number; vat_rate: number | null };

export async function findOrderDeal(sql: TSql, orderId: number): Promise<TOrderDealRow | undefined> {
  const [row] = await sql<TOrderDealRow[]>`
    select o.id, o.status, o.created_at, o.buyer_id, o.seller_id, s.company_id as seller_company_id,
      s.entrepreneur_id as seller_entrepreneur_id, s.representative_id as seller_representative_id
    from orders o join sellers s on s.id = o.seller_id
    where o.id = ${orderId}`;
  return row;
}

/** The lines as bought; the VAT rate is the product's (a deleted product's line is taken without VAT). */
export async function findOrderDealLines(sql: TSql, orderId: number): Promise<TOrderDealLineRow[]> {
  return sql<TOrderDealLineRow[]>`
    select i.name, i.quantity, i.price_kopecks, p.vat_rate
    from order_items i left join products p on p.id = i.product_id
    where i.order_id = ${orderId} order by i.id`;
}
