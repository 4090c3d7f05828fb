import { Button, Checkbox, NativeSelect } from '@mantine/core';
import { MONITORING_EVENT_KINDS, MONITORING_IMPORTANCE, type TWatchlistEntry } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { FEED_PERIODS, type TFeedFilters, type TFeedPeriod } from '../lib/feed-params.ts';
import classes from './monitoring.module.css';

const PERIOD_KEYS: Record<TFeedPeriod, string> = {
  all: 'monitoring.feed.periodAll',
  '7': 'monitoring.feed.period7',
  '30': 'monitoring.feed.period30',
  '90': 'monitoring.feed.period90',
  '365': 'monitoring.feed.period365',
};

/** The feed's filters: the company (from the watch list), the kind of event, its importance, the period, unread. */
export function FeedFilters({
  filters,
  entries,
  onChange,
}: {
  filters: TFeedFilters;
  entries: readonly TWatchlistEntry[];
  onChange: (change: Partial<TFeedFilters>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={classes.filters} aria-label={t('monitoring.feed.filtersLabel')}>
      <NativeSelect
        className={classes.filterWide}
        label={t('monitoring.feed.company')}
        value={filters.inn ?? ''}
        onChange={(event) => onChange({ inn: event.currentTarget.value || null })}
        data={[
          { value: '', label: t('monitoring.feed.companyAll') },
          ...entries.map((entry) => ({ value: entry.inn, label: entry.name })),
        ]}
      />
      <NativeSelect
        label={t('monitoring.feed.kind')}
        value={filters.kind ?? ''}
        onChange={(event) => onChange({ kind: (event.currentTarget.value || null) as TFeedFilters['kind'] })}
        data={[
          { value: '', label: t('monitoring.feed.kindAll') },
          ...MONITORING_EVENT_KINDS.map((kind) => ({ value: kind, label: t(`monitoring.kinds.${kind}.label`) })),
        ]}
      />
      <NativeSelect
        label={t('monitoring.feed.importance')}
        value={filters.importance ?? ''}
        onChange={(event) =>
          onChange({ importance: (event.currentTarget.value || null) as TFeedFilters['importance'] })
        }
        data={[
          { value: '', label: t('monitoring.feed.importanceAll') },
          ...MONITORING_IMPORTANCE.map((level) => ({ value: level, label: t(`monitoring.importance.${level}`) })),
        ]}
      />
      <NativeSelect
        label={t('monitoring.feed.period')}
        value={filters.period}
        onChange={(event) => onChange({ period: event.currentTarget.value as TFeedPeriod })}
        data={FEED_PERIODS.map((period) => ({ value: period, label: t(PERIOD_KEYS[period]) }))}
      />
      <Checkbox
        className={classes.filterWide}
        label={t('monitoring.feed.unreadOnly')}
        checked={filters.unread}
        onChange={(event) => onChange({ unread: event.currentTarget.checked })}
        mb={8}
      />
      <Button
        variant="subtle"
        size="sm"
        onClick={() => onChange({ inn: null, kind: null, importance: null, period: 'all', unread: false })}
      >
        {t('monitoring.feed.reset')}
      </Button>
    </fieldset>
  );
}
