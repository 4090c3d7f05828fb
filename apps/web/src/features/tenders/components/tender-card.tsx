import { Anchor, Group, Paper } from '@mantine/core';
import type { TTenderSummary } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { TenderCompanyName, TenderFacts, TenderStateBadge } from './tender-parts.tsx';
import classes from './tenders.module.css';

/** One tender in a list: what, how much, where, until when, whose; `extra` adds a line (the profile's own quote). */
export function TenderCard({ tender, extra }: { tender: TTenderSummary; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder component="li" className={classes.card} data-testid="tender-card">
      <div className={classes.cardHead}>
        <h3 className={classes.cardTitle}>
          <Anchor component={Link} to={paths.tender.getHref(tender.id)} inherit>
            {tender.title}
          </Anchor>
        </h3>
        <Group gap={6}>
          {tender.is_mine ? <span>{t('tenders.mine')}</span> : null}
          <TenderStateBadge tender={tender} />
        </Group>
      </div>
      <TenderFacts tender={tender} withQuotes />
      <div>
        <span>{t('tenders.fields.customer')}: </span>
        <TenderCompanyName company={tender.customer} />
      </div>
      {extra}
    </Paper>
  );
}
