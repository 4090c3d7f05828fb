import { Anchor, Group, Paper } from '@mantine/core';
import { formatDate, formatRubles, type TTenderSummary } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { TenderCompanyName, TenderStateBadge } from './tender-parts.tsx';
import classes from './tenders.module.css';

/** A number as the page's language writes it (spaces or commas between thousands). */
export const formatAmount = (value: number, language: string) =>
  value.toLocaleString(language === 'zh' ? 'zh-CN' : language === 'en' ? 'en-US' : 'ru-RU');

/** One tender in a list: what, how much, where, until when, whose; `extra` adds a line (the profile's own quote). */
export function TenderCard({ tender, extra }: { tender: TTenderSummary; extra?: ReactNode }) {
  const { t, i18n } = useTranslation();
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
      <dl className={classes.facts}>
        <div>
          <dt>{t('tenders.fields.quantity')}:</dt>
          <dd>
            {formatAmount(tender.quantity, i18n.language)} {tender.unit}
          </dd>
        </div>
        <div>
          <dt>{t('tenders.fields.budget')}:</dt>
          <dd>{tender.budget === null ? t('tenders.fields.noBudget') : formatRubles(tender.budget)}</dd>
        </div>
        <div>
          <dt>{t('tenders.fields.deadline')}:</dt>
          <dd>{formatDate(tender.deadline)}</dd>
        </div>
        <div>
          <dt>{t('tenders.fields.region')}:</dt>
          <dd>{tender.region.name}</dd>
        </div>
        <div>
          <dt>{t('tenders.fields.category')}:</dt>
          <dd>{tender.category.name}</dd>
        </div>
        <div>
          <dt>{t('tenders.fields.quotes')}:</dt>
          <dd>{tender.quotes_count}</dd>
        </div>
      </dl>
      <div>
        <span>{t('tenders.fields.customer')}: </span>
        <TenderCompanyName company={tender.customer} />
      </div>
      {extra}
    </Paper>
  );
}
