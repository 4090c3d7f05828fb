import { ActionIcon, Anchor, Badge, Button, Text } from '@mantine/core';
import { companyStatusClass, type TWatchlist, type TWatchlistEntry } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconTrash } from '../../../components/ui/icons.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { paths, sectionHref, sections } from '../../../config/paths.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useUnwatch } from '../api/monitoring.ts';
import classes from './monitoring.module.css';

function EntryRow({ entry, onHistory }: { entry: TWatchlistEntry; onHistory: (inn: string) => void }) {
  const { t } = useTranslation();
  const remove = useUnwatch();
  return (
    <li className={classes.entry} data-testid="watchlist-entry" data-inn={entry.inn}>
      <div className={classes.entryWho}>
        <Anchor component={Link} to={paths.counterParty.getHref(entry.inn)} fw={600}>
          {entry.name}
        </Anchor>
        <div className={classes.entryFacts}>
          <span>{t('monitoring.list.inn', { inn: entry.inn })}</span>
          {entry.status ? (
            <StatusBadge status={{ name: entry.status, class: companyStatusClass(entry.status) }} size="sm" />
          ) : null}
          <span className={classes.zone} data-zone={entry.zone ?? undefined}>
            {entry.zone ? t(`monitoring.zone.${entry.zone}`) : t('monitoring.zone.none')}
            {entry.score !== null ? ` · ${t('monitoring.list.score', { score: entry.score })}` : null}
          </span>
          {entry.unread > 0 ? (
            <Badge size="sm" color="brand" variant="filled">
              {t('monitoring.list.unread', { count: entry.unread })}
            </Badge>
          ) : null}
        </div>
        {remove.isError ? (
          <Text size="sm" c="red.9" role="alert">
            {t('monitoring.list.removeError', { reason: t(errorMessageKey(remove.error)) })}
          </Text>
        ) : null}
      </div>
      <div className={classes.entryActions}>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => onHistory(entry.inn)}
          aria-label={t('monitoring.list.historyLabel', { name: entry.name })}
        >
          {t('monitoring.list.history')}
        </Button>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('monitoring.list.remove', { name: entry.name })}
          loading={remove.isPending}
          onClick={() => remove.mutate(entry.inn)}
        >
          <IconTrash size={17} />
        </ActionIcon>
      </div>
    </li>
  );
}

/**
 * The watch list: who is watched (name, status, reliability zone, unread events), how many of the plan's
 * allowance that is with the way to a larger plan, each with its history and «remove».
 */
export function WatchlistPanel({ list, onHistory }: { list: TWatchlist; onHistory: (inn: string) => void }) {
  const { t } = useTranslation();
  const full = list.count >= list.limit;
  return (
    <section className={classes.section} aria-labelledby="monitoring-list-title">
      <div className={classes.sectionHead}>
        <h2 className={classes.sectionTitle} id="monitoring-list-title">
          {t('monitoring.list.title')}
        </h2>
        <Text
          size="sm"
          data-testid="watchlist-counter"
          aria-label={t('monitoring.list.counterLabel', { count: list.count, limit: list.limit })}
          c={full ? 'red.9' : undefined}
        >
          {t('monitoring.list.counter', { count: list.count, limit: list.limit })}
        </Text>
      </div>
      {list.upgrade ? (
        <Text size="sm">
          {full ? `${t('monitoring.list.full')} ` : null}
          <Anchor component={Link} to={sectionHref(sections.pricing)} inherit data-testid="watchlist-upgrade">
            {t('monitoring.list.upgrade', {
              plan: t(`billing-plans.plans.${list.upgrade.code}`, { defaultValue: list.upgrade.name }),
            })}
          </Anchor>
        </Text>
      ) : null}
      <ul className={classes.list}>
        {list.result.map((entry) => (
          <EntryRow key={entry.inn} entry={entry} onHistory={onHistory} />
        ))}
      </ul>
    </section>
  );
}
