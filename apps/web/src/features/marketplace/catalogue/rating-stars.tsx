import { Rating } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './catalogue.module.css';

/** Read-only stars with the average (to half a star) and, when given, the number of reviews. */
export function RatingStars({
  rating,
  reviews,
  size = 'sm',
}: {
  rating: number | null;
  reviews?: number;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const label =
    rating === null ? t('marketplace.rating.none') : t('marketplace.rating.value', { value: rating.toFixed(1) });
  return (
    <span className={classes.rating} title={label}>
      <Rating value={rating ?? 0} fractions={2} readOnly size={size} aria-label={label} />
      {rating !== null ? <span className={classes.ratingValue}>{rating.toFixed(1)}</span> : null}
      {reviews !== undefined ? (
        <span className={classes.ratingCount}>{t('marketplace.rating.reviews', { value: reviews })}</span>
      ) : null}
    </span>
  );
}
