import { Avatar, Rating, Text } from '@mantine/core';
import { formatDate, type TProductComment } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './product.module.css';

/** Reviews first, each with the replies to it underneath. */
export function threadComments(comments: readonly TProductComment[]) {
  const ids = new Set(comments.map((comment) => comment.id));
  const replies = new Map<number, TProductComment[]>();
  const roots: TProductComment[] = [];
  for (const comment of comments) {
    // A reply whose review is gone still shows, as a review of its own.
    if (comment.parent !== null && ids.has(comment.parent)) {
      replies.set(comment.parent, [...(replies.get(comment.parent) ?? []), comment]);
    } else roots.push(comment);
  }
  return roots.map((review) => ({ review, replies: replies.get(review.id) ?? [] }));
}

function Comment({ comment }: { comment: TProductComment }) {
  const { t } = useTranslation();
  return (
    <div className={classes.review} data-testid="product-review">
      <Avatar src={comment.user.avatar} alt="" size={40} radius="xl" color="brand">
        {comment.user.full_name.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className={classes.reviewBody}>
        <div className={classes.reviewHead}>
          <Text fw={600} size="sm">
            {comment.user.full_name}
          </Text>
          {comment.stars !== null ? (
            <Rating
              value={comment.stars}
              readOnly
              size="xs"
              aria-label={t('marketplace.rating.value', { value: comment.stars })}
            />
          ) : null}
          <time dateTime={comment.time_create} className={classes.reviewDate}>
            {formatDate(comment.time_create)}
          </time>
        </div>
        <p className={classes.reviewText}>{comment.content}</p>
      </div>
    </div>
  );
}

/** Spec §2 reviews (avatar, name, stars, date DD.MM.YYYY, text); none: «Отзывы отсутствуют». */
export function ProductReviews({
  comments,
  replySlot,
}: {
  comments: readonly TProductComment[];
  /** What goes under a review nobody answered yet: the seller's reply form, when the viewer is the seller. */
  replySlot?: (review: TProductComment) => ReactNode;
}) {
  const { t } = useTranslation();
  const threads = threadComments(comments);
  return (
    <section className={classes.section} aria-labelledby="product-reviews">
      <h2 id="product-reviews" className={classes.sectionTitle}>
        {t('marketplace.reviews.title')}
      </h2>
      {threads.length === 0 ? (
        <Text c="dimmed" role="status" data-testid="reviews-empty">
          {t('marketplace.reviews.empty')}
        </Text>
      ) : (
        <ul className={classes.reviews}>
          {threads.map(({ review, replies }) => (
            <li key={review.id}>
              <Comment comment={review} />
              {replies.length === 0 && review.stars !== null && replySlot ? (
                <div className={classes.replies}>{replySlot(review)}</div>
              ) : null}
              {replies.length > 0 ? (
                <ul className={classes.replies} aria-label={t('marketplace.reviews.replies')}>
                  {replies.map((reply) => (
                    <li key={reply.id}>
                      <Comment comment={reply} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
