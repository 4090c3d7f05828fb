import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { ConnectionsList } from '../connections/connections-list.tsx';
import { FounderList } from '../founders/founder-list.tsx';
import type { TCardTabProps } from './tab-props.ts';

/**
 * «Учредители»: a company's current founders — people and organisations —
 * and the organisations it founded. Former directors are not founders and
 * are not shown here. A sole trader has none.
 */
export function FoundersTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  if (card.kind === 'entrepreneur') {
    return (
      <CardBlock title={t('card-founders.people')}>
        <EmptyState />
        <Text size="sm" c="dimmed">
          {t('card-founders.entrepreneurNote')}
        </Text>
      </CardBlock>
    );
  }
  const founders = card.founders[0];
  const founded = card.founder_organizations[0]?.PP ?? [];
  return (
    <Stack gap="md">
      <CardBlock title={t('card-founders.people')} source={founders?.source}>
        {founders?.PP.length ? <FounderList founders={founders.PP} companyInn={card.inn} /> : <EmptyState />}
      </CardBlock>
      <CardBlock title={t('card-founders.organisations')} source={founders?.source}>
        {founders?.LP.length ? <FounderList founders={founders.LP} companyInn={card.inn} /> : <EmptyState />}
      </CardBlock>
      <CardBlock title={t('card-founders.founded')} source={card.source}>
        {founded.length ? <ConnectionsList orgs={founded} /> : <EmptyState />}
      </CardBlock>
    </Stack>
  );
}
