import {
  AppError,
  MARKETPLACE_MESSAGES,
  ORDER_MESSAGES,
  type TAddCommentBody,
  type TProductComment,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import {
  addProductComment,
  findProductComment,
  lockReviewedProduct,
  presentProductComment,
  type TReviewedProduct,
} from '../marketplace/index.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import * as reviews from './reviews.repository.ts';

/** A buyer's review of a line of a completed order: stars required, one per line, the line remembers it. */
async function addReview(tx: TSql, userId: number, product: TReviewedProduct, body: TAddCommentBody) {
  if (body.stars === undefined) {
    throw new AppError('INVALID_REQUEST', ORDER_MESSAGES.reviewStarsRequired, {
      stars: [ORDER_MESSAGES.reviewStarsRequired],
    });
  }
  const items = await reviews.lockCompletedItems(tx, userId, product.id);
  const chosen = body.order_item === undefined ? items : items.filter((item) => item.id === body.order_item);
  if (chosen.length === 0) throw new AppError('FORBIDDEN', ORDER_MESSAGES.reviewNotAllowed);
  const item = chosen.find((candidate) => candidate.review_id === null);
  if (!item) throw new AppError('CONFLICT', ORDER_MESSAGES.reviewExists);
  const id = await addProductComment(tx, {
    productId: product.id,
    userId,
    parentId: null,
    stars: body.stars,
    content: body.content,
  });
  await reviews.setItemReview(tx, item.id, id);
  return id;
}

/** The seller's answer to a review of its product: by its representative, once per review, without stars. */
async function addAnswer(tx: TSql, userId: number, product: TReviewedProduct, body: TAddCommentBody, parent: number) {
  const review = await findProductComment(tx, parent, product.id);
  if (!review || review.parent_id !== null) throw new AppError('NOT_FOUND', ORDER_MESSAGES.reviewNotFound);
  if (product.representative_id !== userId) throw new AppError('FORBIDDEN', ORDER_MESSAGES.replyNotAllowed);
  if (review.answered) throw new AppError('CONFLICT', ORDER_MESSAGES.replyNotAllowed);
  return addProductComment(tx, { productId: product.id, userId, parentId: parent, stars: null, content: body.content });
}

/**
 * `POST /api/v1/products/{id}/add-comment/`: a review or a seller's answer,
 * written with the product's row locked so concurrent reviews recompute the
 * rating one after the other and a review gets one answer.
 */
export async function addComment(
  deps: TOrdersDeps,
  userId: number,
  productId: number,
  body: TAddCommentBody,
): Promise<TProductComment> {
  const id = await deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const product = await lockReviewedProduct(tx, productId);
    if (!product) throw new AppError('NOT_FOUND', MARKETPLACE_MESSAGES.productNotFound);
    return body.parent ? addAnswer(tx, userId, product, body, body.parent) : addReview(tx, userId, product, body);
  });
  const comment = await presentProductComment(deps.sql, id as number);
  if (!comment) throw new AppError('NOT_FOUND', ORDER_MESSAGES.reviewNotFound);
  return comment;
}
