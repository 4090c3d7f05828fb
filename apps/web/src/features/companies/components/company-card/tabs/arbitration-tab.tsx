import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseList } from '../arbitration/case-list.tsx';
import { CaseStatistics } from '../arbitration/case-statistics.tsx';
import type { TCardTabProps } from './tab-props.ts';

type TArbitrationView = 'cases' | 'statistics';

/** Spec §2: Arbitration with the sub-tabs Cases and Statistics. */
export function ArbitrationTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<TArbitrationView>('cases');
  return (
    <Tabs
      value={view}
      onChange={(value) => setView(value === 'statistics' ? 'statistics' : 'cases')}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="cases">{t('card-arbitration.views.cases')}</Tabs.Tab>
        <Tabs.Tab value="statistics">{t('card-arbitration.views.statistics')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="cases">
        <CaseList inn={card.inn} />
      </Tabs.Panel>
      <Tabs.Panel value="statistics">
        <CaseStatistics inn={card.inn} />
      </Tabs.Panel>
    </Tabs>
  );
}
