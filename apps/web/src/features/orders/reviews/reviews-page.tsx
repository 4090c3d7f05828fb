import { Anchor, Button, Paper, Progress, Rating, Skeleton, Stack, Text } from '@mantine/core';
import { formatDate, type TProductComment } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { paths } from '../../../config/paths.ts';
import { useUser } from '../../../lib/auth.ts';
import { useMyReviews } from '../api/reviews.ts';
import { newestFirst, reviewsSummary } from './review-summary.ts';
import classes from './reviews.module.css';

function ReviewsSkeleton() {
  return (
    <Stack gap="md" data-testid="reviews-skeleton" aria-hidden="true">
      <Skeleton height={120} radius="md" />
      <Skeleton height={90} radius="md" />
      <Skeleton height={90} radius="md" />
    </Stack>
  );
}

/** The average, the count and a bar per star. */
export function ReviewsSummary({ reviews }: { reviews: readonly TProductComment[] }) {
  const { t } = useTranslation();
  const summary = reviewsSummary(reviews);
  const average = summary.average ?? 0;
  return (
    <Paper withBorder className={classes.summary} data-testid="reviews-summary">
      <div className={classes.average}>
        <span className={classes.averageValue}>{average.toFixed(1)}</span>
        <Rating
          value={average}
          fractions={2}
          readOnly
          aria-label={t('orders.reviews.average', { value: average.toFixed(1) })}
        />
        <Text size="sm" c="dimmed">
          {t('orders.reviews.count', { value: summary.count })}
        </Text>
      </div>
      <ul className={classes.bars} aria-label={t('orders.reviews.distribution')}>
        {summary.distribution.map((row) => (
          <li key={row.stars} className={classes.bar} data-stars={row.stars} data-count={row.count}>
            <span className={classes.barLabel}>{t('orders.reviews.starsRow', { value: row.stars })}</span>
            <Progress value={row.percent} color="yellow" size="sm" aria-hidden="true" />
            <span className={classes.barCount}>{row.count}</span>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

function ReviewEntry({ review }: { review: TProductComment }) {
  const { t } = useTranslation();
  const stars = review.stars ?? 0;
  return (
    <li>
      <Paper withBorder className={classes.review} data-testid="my-review">
        <div className={classes.reviewHead}>
          <Anchor component={Link} to={paths.marketplaceItem.getHref(review.product)} fw={600}>
            {review.product_name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatDate(review.time_create)}
          </Text>
        </div>
        <Rating value={stars} readOnly size="sm" aria-label={t('orders.reviews.stars', { value: stars })} />
        <Text size="sm" className={classes.content}>
          {review.content}
        </Text>
      </Paper>
    </li>
  );
}

/** `/profile/reviews` (spec §2): the reviews the user left with their star summary; «Отзывы отсутствуют». */
export function MyReviewsPage() {
  const { t } = useTranslation();
  const { user, ...me } = useUser();
  const query = useMyReviews(user?.id ?? null);
  // The user id comes from the profile request: without it there is nothing to ask for.
  if (!user && me.isError) return <QueryErrorBlock title={t('orders.reviews.loadError')} query={me} />;
  if (!user || query.isPending) return <ReviewsSkeleton />;
  if (query.isError) return <QueryErrorBlock title={t('orders.reviews.loadError')} query={query} />;
  if (query.data.length === 0) {
    return (
      <Paper withBorder className={classes.empty} role="status" data-testid="reviews-empty">
        <Text fw={600}>{t('orders.reviews.empty')}</Text>
        <Text size="sm">{t('orders.reviews.emptyHint')}</Text>
        <Button component={Link} to={paths.profileOrders.getHref()} variant="light">
          {t('orders.reviews.toOrders')}
        </Button>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <ReviewsSummary reviews={query.data} />
      <ul className={classes.list}>
        {newestFirst(query.data).map((review) => (
          <ReviewEntry key={review.id} review={review} />
        ))}
      </ul>
    </Stack>
  );
}
