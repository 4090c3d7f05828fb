import { useTranslation } from 'react-i18next';
import { SubTabs } from '../../../../../components/ui/card-block.tsx';
import { CaseList } from '../arbitration/case-list.tsx';
import { CaseStatistics } from '../arbitration/case-statistics.tsx';
import type { TCardTabProps } from './tab-props.ts';

/** Spec §2: Arbitration with the sub-tabs Cases and Statistics. */
export function ArbitrationTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  return (
    <SubTabs
      keepMounted={false}
      views={[
        { value: 'cases', label: t('card-arbitration.views.cases'), content: <CaseList inn={card.inn} /> },
        {
          value: 'statistics',
          label: t('card-arbitration.views.statistics'),
          content: <CaseStatistics inn={card.inn} />,
        },
      ]}
    />
  );
}
