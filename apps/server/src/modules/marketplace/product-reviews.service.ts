import type { TProductComment } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { presentComment } from './marketplace.presenter.ts';
import * as reviews from './product-reviews.repository.ts';

/**
 * Writing reviews and sellers' answers for the orders module, which decides
 * who may write them (a completed order, the seller's representative). Every
 * call but `presentProductComment` runs in the caller's transaction after
 * `lockReviewedProduct`.
 */

export type { TReviewedProduct } from './product-reviews.repository.ts';

/** The product with its row locked to the end of the transaction; undefined when there is none. */
export function lockReviewedProduct(tx: TSql, productId: number): Promise<reviews.TReviewedProduct | undefined> {
  return reviews.lockProduct(tx, productId);
}

/** A comment of this product (undefined for another product's), with whether it has an answer already. */
export function findProductComment(tx: TSql, id: number, productId: number) {
  return reviews.findCommentOfProduct(tx, id, productId);
}

/** Writes a review (stars, no parent) or an answer (parent, no stars); a review recomputes the product's rating. */
export async function addProductComment(
  tx: TSql,
  comment: { productId: number; userId: number; parentId: number | null; stars: number | null; content: string },
): Promise<number> {
  const id = await reviews.insertComment(tx, comment);
  if (comment.parentId === null && comment.stars !== null) await reviews.recomputeRating(tx, comment.productId);
  return id;
}

export async function presentProductComment(sql: TSql, id: number): Promise<TProductComment | undefined> {
  const row = await reviews.findComment(sql, id);
  return row && presentComment(row);
}
