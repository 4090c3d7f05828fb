import type { TSql } from '../../db/client.ts';
import * as repository from './goods-stock.repository.ts';

/**
 * What the orders module needs of products: their sale terms and their stock.
 * Each function takes the caller's transaction, so an order and the stock it
 * holds move together.
 */
export type { TProductForSale } from './goods-stock.repository.ts';

export function findProductsForSale(sql: TSql, ids: number[]): Promise<repository.TProductForSale[]> {
  return repository.findProductsForSale(sql, ids);
}

/**
 * Takes `quantity` units off the shelf, or nothing when fewer are left: of two
 * buyers racing for the last unit exactly one gets it. `publishedOnly`: a new
 * order needs a product on sale; a late payment re-taking released units does not.
 */
export function takeStock(
  tx: TSql,
  productId: number,
  quantity: number,
  options: { publishedOnly: boolean },
): Promise<boolean> {
  return repository.takeStock(tx, productId, quantity, options);
}

/** Puts units back on the shelf; a product deleted since changes nothing. */
export function returnStock(tx: TSql, productId: number, quantity: number): Promise<void> {
  return repository.returnStock(tx, productId, quantity);
}
