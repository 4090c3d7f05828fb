import { Skeleton } from '@mantine/core';
import type { TCounterPartyCard, TReliabilityReply } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../../components/ui/error-block.tsx';
import { useReliability } from '../api/get-reliability.ts';
import { dialArc, dialPoint, GAUGE_ZONES } from '../lib/gauge-geometry.ts';
import classes from './reliability-gauge.module.css';

const CENTER = { x: 100, y: 100 };
const RADIUS = 80;

/**
 * The half-circle dial itself: the risk zones of the score, and the needle at the score in the colour of its zone
 * (the score and zone printed beside it, never a second measure that could contradict them).
 */
export function GaugeDial({ reply }: { reply: TReliabilityReply }) {
  const { t } = useTranslation();
  const tip = dialPoint(CENTER, RADIUS - 16, reply.score);
  const zone = t(`card-reliability.zone.${reply.zone}`);
  return (
    <svg
      viewBox="0 0 200 112"
      className={classes.dial}
      role="img"
      aria-label={t('card-reliability.gauge.label', { score: reply.score, zone })}
    >
      {GAUGE_ZONES.map((z) => (
        <path key={z.zone} d={dialArc(CENTER, RADIUS, z.from, z.to)} className={classes.zone} data-zone={z.zone} />
      ))}
      <line
        x1={CENTER.x}
        y1={CENTER.y}
        x2={tip.x}
        y2={tip.y}
        className={classes.needle}
        data-zone={reply.zone}
        data-testid="gauge-needle"
      />
      <circle cx={CENTER.x} cy={CENTER.y} r={7} className={classes.hub} data-zone={reply.zone} />
    </svg>
  );
}

/** Score, zone and the three counts next to the dial. */
export function GaugeSummary({ reply }: { reply: TReliabilityReply }) {
  const { t } = useTranslation();
  const { counts } = reply;
  return (
    <div className={classes.summary}>
      <p className={classes.score}>
        <span className={classes.scoreValue}>{reply.score}</span>
        <span className={classes.scoreMax}>/100</span>
      </p>
      <p className={classes.zoneLabel} data-zone={reply.zone}>
        {t(`card-reliability.zone.${reply.zone}`)}
      </p>
      <ul className={classes.counts}>
        <li data-polarity="positive">{t('card-reliability.counts.positive', { count: counts.positive })}</li>
        <li data-polarity="negative">{t('card-reliability.counts.negative', { count: counts.negative })}</li>
        <li data-polarity="attention">{t('card-reliability.counts.attention', { count: counts.attention })}</li>
      </ul>
    </div>
  );
}

/** Dial and summary from a reply already at hand (the Reliability tab has it). */
export function GaugeView({ reply }: { reply: TReliabilityReply }) {
  return (
    <div className={classes.gauge} data-testid="reliability-gauge" data-score={reply.score} data-zone={reply.zone}>
      <GaugeDial reply={reply} />
      <GaugeSummary reply={reply} />
    </div>
  );
}

/** Spec §9 gauge for any card; fetches the rating itself (the query is shared with the Reliability tab). */
export function ReliabilityGauge({ card }: { card: TCounterPartyCard }) {
  const reliability = useReliability(card.inn);
  if (reliability.isPending) {
    return (
      <div className={classes.gauge}>
        <Skeleton className={classes.dialSkeleton} />
        <Skeleton height={60} width={140} />
      </div>
    );
  }
  if (reliability.isError) return <ReliabilityLoadError query={reliability} />;
  return <GaugeView reply={reliability.data} />;
}

/** The rating did not load: the gauge and the Reliability tab say so the same way, with a retry. */
export function ReliabilityLoadError({ query }: { query: { refetch: () => unknown; isFetching: boolean } }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock title={t('card-reliability.loadError')} onRetry={() => query.refetch()} retrying={query.isFetching} />
  );
}
