import { Skeleton, Stack } from '@mantine/core';
import { formatDate, type TCounterPartyCard, type TReliabilityReply } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBlock } from '../../../components/ui/card-block.tsx';
import { useReliability } from '../api/get-reliability.ts';
import { FiredFactors, NotCheckedFactors } from './factor-groups.tsx';
import classes from './reliability.module.css';
import { GaugeView, ReliabilityLoadError } from './reliability-gauge.tsx';

/**
 * «Надёжность»: the gauge, stop-factors first, fired factors with their
 * evidence, and the factors that could not be checked. Every subject is
 * rated, so the tab is always there. `renderExtra` adds what another feature shows under the factors (the
 * card's route composes it).
 */
export function ReliabilityTab({
  card,
  renderExtra,
}: {
  card: TCounterPartyCard;
  renderExtra?: (reply: TReliabilityReply) => ReactNode;
}) {
  const { t } = useTranslation();
  const reliability = useReliability(card.inn);

  if (reliability.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={130} />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (reliability.isError) return <ReliabilityLoadError query={reliability} />;

  const reply = reliability.data;
  return (
    <CardBlock title={t('card-reliability.title')}>
      <GaugeView reply={reply} />
      <p className={classes.meta}>
        <span>{t('card-reliability.counts.checked', { count: reply.counts.checked })}</span>
        <span>{t('card-reliability.counts.notChecked', { count: reply.counts.not_checked })}</span>
        <span>
          {t('card-reliability.ruleset', { version: reply.ruleset_version, date: formatDate(reply.computed_at) })}
        </span>
      </p>
      <FiredFactors factors={reply.factors} />
      <NotCheckedFactors factors={reply.not_checked} />
      {renderExtra?.(reply)}
    </CardBlock>
  );
}
