import { Skeleton, VisuallyHidden } from '@mantine/core';
import { strongestNegativeFactors, type TCounterPartyCard, type TReliabilityReply } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReliability } from '../api/get-reliability.ts';
import { useFactorText } from './factor-item.tsx';
import classes from './reliability-verdict.module.css';

/** How many factors the header names: the strongest negative ones, stop-factors first. */
export const VERDICT_FACTORS = 3;

type TVerdictProps = {
  card: TCounterPartyCard;
  /** Where the «Надёжность» tab opens (the card decides how its tabs are addressed). */
  tabHref: string;
};

/**
 * The rating at the top of the card, beside the name: score, zone in its risk colour, the strongest negative
 * factors and the way to the «Надёжность» tab. It shares the rating request with the gauge and the tab. While
 * the rating loads it holds its place; when it cannot be had it says so in one quiet line.
 */
export function ReliabilityVerdict({ card, tabHref }: TVerdictProps) {
  const { t } = useTranslation();
  const reliability = useReliability(card.inn);
  if (reliability.isPending) {
    return (
      <section className={classes.verdict} aria-busy="true" aria-label={t('card-reliability.verdict.loading')}>
        {/* About the verdict's own height, so the identifiers below do not jump when it arrives. */}
        <Skeleton height={12} width={90} />
        <Skeleton height={30} width={190} mt={6} />
        <Skeleton height={14} mt={12} />
        <Skeleton height={14} mt={8} width="85%" />
        <Skeleton height={14} mt={8} width="70%" />
        <Skeleton height={14} mt={12} width={160} />
      </section>
    );
  }
  if (reliability.isError) {
    return (
      <section className={classes.verdict} data-testid="reliability-verdict" data-state="unavailable">
        <p className={classes.unavailable}>
          {t('card-reliability.verdict.unavailable')}{' '}
          <button
            type="button"
            className={classes.retry}
            onClick={() => void reliability.refetch()}
            disabled={reliability.isFetching}
          >
            {t('card-reliability.verdict.retry')}
          </button>
        </p>
      </section>
    );
  }
  return <VerdictView reply={reliability.data} tabHref={tabHref} />;
}

/** The verdict from a rating at hand. */
export function VerdictView({ reply, tabHref }: { reply: TReliabilityReply; tabHref: string }) {
  const { t } = useTranslation();
  const text = useFactorText();
  const zone = t(`card-reliability.zone.${reply.zone}`);
  const strongest = strongestNegativeFactors(reply.factors, VERDICT_FACTORS);
  return (
    <section
      className={classes.verdict}
      data-testid="reliability-verdict"
      data-zone={reply.zone}
      data-score={reply.score}
      aria-label={t('card-reliability.verdict.title')}
    >
      <p className={classes.caption}>{t('card-reliability.verdict.title')}</p>
      <p className={classes.head}>
        <VisuallyHidden>{t('card-reliability.gauge.label', { score: reply.score, zone })}</VisuallyHidden>
        <span className={classes.score} aria-hidden="true">
          {reply.score}
          <span className={classes.scoreMax}>/100</span>
        </span>
        <span className={classes.zone} data-zone={reply.zone} aria-hidden="true">
          <span className={classes.dot} />
          {zone}
        </span>
      </p>
      {strongest.length ? (
        <ul className={classes.factors} aria-label={t('card-reliability.verdict.factors')}>
          {strongest.map((factor) => (
            <li key={factor.id} className={classes.factor} data-factor={factor.id} data-stop={factor.stop || undefined}>
              {factor.stop ? <span className={classes.stop}>{t('card-reliability.verdict.stop')}</span> : null}
              <span>{text.label(factor)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={classes.none}>{t('card-reliability.verdict.noNegative')}</p>
      )}
      <Link to={tabHref} className={classes.more} data-testid="reliability-verdict-link">
        {t('card-reliability.verdict.more')}
        <span aria-hidden="true"> →</span>
      </Link>
    </section>
  );
}
