import { useTranslation } from 'react-i18next';
import type { TCardTabProps } from '../tabs/tab-props.ts';
import { SummaryCard } from './summary-card.tsx';

/** The reliability card of the Summary (spec §9): what it holds comes from the reliability feature. */
export function ReliabilitySummary({ card, openTab, slots }: TCardTabProps) {
  const { t } = useTranslation();
  return (
    <SummaryCard title={t('card-summary.reliability.title')} tab="reliability" openTab={openTab}>
      <slots.ReliabilitySummary card={card} />
    </SummaryCard>
  );
}
