import type { TCounterPartyCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { SourceLine } from '../../../components/ui/card-block.tsx';
import { useReliability } from '../api/get-reliability.ts';
import { ReliabilityGauge } from './reliability-gauge.tsx';

/**
 * What the card's Summary shows of the rating (spec §9): the gauge and when the rating was computed. The
 * rating request is shared with the Reliability tab.
 */
export function ReliabilitySummaryGauge({ card }: { card: TCounterPartyCard }) {
  const { t } = useTranslation();
  const reliability = useReliability(card.inn);
  const computedAt = reliability.data?.computed_at.slice(0, 10) ?? null;
  return (
    <>
      <ReliabilityGauge card={card} />
      <SourceLine
        source={computedAt ? { name: t('card-summary.reliability.source'), as_of: computedAt, is_demo: false } : null}
      />
    </>
  );
}
