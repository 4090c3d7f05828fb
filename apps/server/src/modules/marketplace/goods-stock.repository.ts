import type { TSql } from '../../db/client.ts';

// The SQL behind goods-stock.service.ts: products' sale terms and stock as orders take them.

/** A product as an order takes it: who sells it, at what price, how many are left. */
export type TProductForSale = {
  id: number;
  seller_id: number;
  representative_id: number | null;
  name: string;
  status: string;
  /** The price to pay per unit, in kopecks: the sale price when there is one. */
  price_kopecks: number;
  vat_rate: number | null;
  in_stock: number;
};

export async function findProductsForSale(sql: TSql, ids: number[]): Promise<TProductForSale[]> {
  if (ids.length === 0) return [];
  return sql<TProductForSale[]>`
    select p.id, p.seller_id, s.representative_id, p.name, p.status,
      round(p.effective_price * 100)::bigint::float8 as price_kopecks, p.vat_rate, p.in_stock
    from products p
    join sellers s on s.id = p.seller_id
    where p.id = any(${ids}::bigint[])`;
}

/**
 * Takes `quantity` units off the shelf, or nothing when fewer are left. The
 * conditional update locks the row, so of two buyers racing for the last unit
 * exactly one gets it. `publishedOnly`: a new order needs a product on sale; a
 * late payment re-taking released units does not.
 */
export async function takeStock(
  tx: TSql,
  productId: number,
  quantity: number,
  options: { publishedOnly: boolean },
): Promise<boolean> {
  const rows = await tx`
    update products set in_stock = in_stock - ${quantity}
    where id = ${productId} and in_stock >= ${quantity}
      ${options.publishedOnly ? tx`and status = 'published'` : tx``}
    returning id`;
  return rows.length > 0;
}

/** Puts units back on the shelf; a product deleted since changes nothing. */
export async function returnStock(tx: TSql, productId: number, quantity: number): Promise<void> {
  await tx`update products set in_stock = in_stock + ${quantity} where id = ${productId}`;
}
