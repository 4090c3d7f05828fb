import {
  type TAddCommentBody,
  type TOrderItem,
  type TProductComment,
  type TQueryString,
  type TRequestBody,
  type ZAddCommentBody,
  type ZCommentsQuery,
  ZProductComment,
  ZProductCommentList,
} from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';
import { patchCachedOrder } from './orders.ts';

export const reviewsKeys = {
  all: [...authKeys.all, 'my-reviews'] as const,
  mine: (userId: number) => [...authKeys.all, 'my-reviews', userId] as const,
};

/** `GET /api/v1/comments/?user__in={me}`: every comment the user wrote, reviews and sellers' answers alike. */
export function getMyComments(userId: number, signal?: AbortSignal): Promise<TProductComment[]> {
  return apiGet('/api/v1/comments/', ZProductCommentList, {
    params: { user__in: String(userId) } satisfies TQueryString<typeof ZCommentsQuery>,
    signal,
  });
}

/** A review has stars and no parent; a seller's answer to a review is not one of the user's reviews. */
export const isReview = (comment: TProductComment) => comment.parent === null && comment.stars !== null;

export const myReviewsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: reviewsKeys.mine(userId),
    queryFn: async ({ signal }) => (await getMyComments(userId, signal)).filter(isReview),
  });

export function useMyReviews(userId: number | null) {
  return useQuery({ ...myReviewsQueryOptions(userId ?? 0), enabled: userId !== null });
}

export type TReviewInput = { productId: number; orderId: number } & Required<
  Pick<TAddCommentBody, 'content' | 'stars' | 'order_item'>
>;

/** `POST /api/v1/products/{id}/add-comment/` with the stars and the order item the review is about. */
export function addReview({ productId, content, stars, order_item }: TReviewInput): Promise<TProductComment> {
  return apiRequest(`/api/v1/products/${productId}/add-comment/`, {
    method: 'POST',
    json: { content: content.trim(), stars, order_item } satisfies TRequestBody<typeof ZAddCommentBody>,
    schema: ZProductComment,
  });
}

/** On success the order item shows «Отзыв оставлен» at once, and the reviews page is asked again. */
export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSuccess: (comment, { orderId, order_item }) => {
      const reviewed = (item: TOrderItem): TOrderItem =>
        item.id === order_item ? { ...item, can_review: false, review: comment.id } : item;
      patchCachedOrder(queryClient, orderId, (order) => ({
        ...order,
        product: order.product && reviewed(order.product),
        items: order.items.map(reviewed),
      }));
      return queryClient.invalidateQueries({ queryKey: reviewsKeys.all });
    },
  });
}

export type TReplyInput = { productId: number; parent: number; content: string };

/** The seller's one answer to a review: `parent` is the review, no stars. */
export function addReply({ productId, parent, content }: TReplyInput): Promise<TProductComment> {
  return apiRequest(`/api/v1/products/${productId}/add-comment/`, {
    method: 'POST',
    json: { content: content.trim(), parent } satisfies TRequestBody<typeof ZAddCommentBody>,
    schema: ZProductComment,
  });
}

/** `onReplied` lets the page that shows the review ask for it again. */
export function useAddReply(onReplied: () => Promise<unknown> | undefined) {
  return useMutation({ mutationFn: addReply, onSuccess: () => onReplied() });
}
