import type { TSql } from '../../db/client.ts';

/** The SQL of which bought lines a buyer may review. */

export type TReviewableItem = { id: number; review_id: number | null };

/**
 * The user's lines of this product in their completed orders, oldest first,
 * locked to the end of the transaction so a line gets one review.
 */
export async function lockCompletedItems(tx: TSql, userId: number, productId: number): Promise<TReviewableItem[]> {
  return tx<TReviewableItem[]>`
    select oi.id, oi.review_id
    from order_items oi join orders o on o.id = oi.order_id
    where oi.product_id = ${productId} and o.buyer_id = ${userId} and o.status = 'completed'
    order by oi.id
    for update of oi`;
}

export async function setItemReview(tx: TSql, itemId: number, reviewId: number): Promise<void> {
  await tx`update order_items set review_id = ${reviewId} where id = ${itemId}`;
}
