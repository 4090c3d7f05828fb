import type { TSql } from '../../db/client.ts';
import type { TCommentRow } from './marketplace.repository.ts';

/** The SQL of writing a review or a seller's answer and of the rating the reviews make. */

export type TReviewedProduct = { id: number; seller_id: number; representative_id: number | null };

/**
 * The product row locked until the transaction ends: reviews and answers of
 * one product are written one after the other, so the rating each one
 * recomputes and the one-answer check see every earlier one.
 */
export async function lockProduct(tx: TSql, id: number): Promise<TReviewedProduct | undefined> {
  const [row] = await tx<TReviewedProduct[]>`
    select p.id, p.seller_id, s.representative_id
    from products p join sellers s on s.id = p.seller_id
    where p.id = ${id}
    for update of p`;
  return row;
}

/** A comment of the product and whether it already has an answer. */
export async function findCommentOfProduct(
  tx: TSql,
  id: number,
  productId: number,
): Promise<{ id: number; parent_id: number | null; answered: boolean } | undefined> {
  const [row] = await tx<{ id: number; parent_id: number | null; answered: boolean }[]>`
    select pc.id, pc.parent_id, exists (select 1 from product_comments a where a.parent_id = pc.id) as answered
    from product_comments pc where pc.id = ${id} and pc.product_id = ${productId}`;
  return row;
}

export async function insertComment(
  tx: TSql,
  comment: { productId: number; userId: number; parentId: number | null; stars: number | null; content: string },
): Promise<number> {
  const [row] = await tx<{ id: number }[]>`
    insert into product_comments (product_id, user_id, parent_id, stars, content)
    values (${comment.productId}, ${comment.userId}, ${comment.parentId}, ${comment.stars}, ${comment.content})
    returning id`;
  return (row as { id: number }).id;
}

/**
 * The product's rating and review count from its reviews (top-level comments
 * with stars; answers have none). `updated_at` stays: it orders the
 * moderation queue, which a review does not concern.
 */
export async function recomputeRating(tx: TSql, productId: number): Promise<void> {
  await tx`
    update products p set rating = r.rating, reviews_count = r.count
    from (
      select round(avg(stars)::numeric, 2) as rating, count(*)::int as count
      from product_comments where product_id = ${productId} and parent_id is null and stars is not null
    ) r
    where p.id = ${productId}`;
}

/** One comment as the product page lists it, whatever the product's status. */
export async function findComment(sql: TSql, id: number): Promise<TCommentRow | undefined> {
  const [row] = await sql<TCommentRow[]>`
    select pc.id, pc.stars, pc.content, pc.parent_id, pc.created_at, pc.product_id, p.name as product_name,
      pc.user_id, u.avatar_key as user_avatar_key, u.full_name as user_full_name
    from product_comments pc
    join products p on p.id = pc.product_id
    join users u on u.id = pc.user_id
    where pc.id = ${id}`;
  return row;
}
