import type { TCounterPartyCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { useReliability } from '../../../../reliability/api/get-reliability.ts';
import { ReliabilityGauge } from '../../../../reliability/components/reliability-gauge.tsx';
import type { TCardTabId } from '../tabs/tab-props.ts';
import { SummaryCard } from './summary-card.tsx';

/** The reliability gauge (spec §9); the rating request is shared with the gauge and the Reliability tab. */
export function ReliabilitySummary({ card, openTab }: { card: TCounterPartyCard; openTab: (id: TCardTabId) => void }) {
  const { t } = useTranslation();
  const reliability = useReliability(card.inn);
  const computedAt = reliability.data?.computed_at.slice(0, 10) ?? null;
  return (
    <SummaryCard
      title={t('card-summary.reliability.title')}
      tab="reliability"
      openTab={openTab}
      source={computedAt ? { name: t('card-summary.reliability.source'), as_of: computedAt, is_demo: false } : null}
    >
      <ReliabilityGauge card={card} />
    </SummaryCard>
  );
}
