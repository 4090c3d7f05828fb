import type { TSearchHitRating } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './risk-zone-mark.module.css';

interface TRiskZoneMarkProps {
  rating: TSearchHitRating;
  /** `compact`: the dot and the score (the header dropdown); `full` adds the zone's name (the results page). */
  variant?: 'compact' | 'full';
}

/**
 * A list row's reliability at a glance: a dot in the risk colour of the zone and the score, with the zone named
 * for screen readers and in the tooltip (the row names what it is about; the card has the details).
 */
export function RiskZoneMark({ rating, variant = 'compact' }: TRiskZoneMarkProps) {
  const { t } = useTranslation();
  const zone = t(`riskZone.${rating.zone}`);
  const label = t('riskZone.label', { score: rating.score, zone });
  return (
    <span
      className={classes.mark}
      data-zone={rating.zone}
      data-variant={variant}
      data-testid="risk-zone-mark"
      role="img"
      aria-label={label}
      title={label}
    >
      <span className={classes.dot} aria-hidden="true" />
      <span aria-hidden="true" className={classes.score}>
        {rating.score}
      </span>
      {variant === 'full' ? (
        <span aria-hidden="true" className={classes.zone}>
          {zone}
        </span>
      ) : null}
    </span>
  );
}
