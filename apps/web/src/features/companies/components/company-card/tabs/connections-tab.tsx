import { SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import {
  CONNECTIONS_FILTERS,
  countConnections,
  filterConnections,
  type TConnectionsFilter,
} from '../../../lib/connections-filter.ts';
import { buildConnectionsGraph } from '../../../lib/connections-graph.ts';
import classes from '../connections/connections.module.css';
import { ConnectionsList } from '../connections/connections-list.tsx';
import { useCompanyTitle } from '../use-company-title.ts';
import type { TCardTabProps } from './tab-props.ts';

const ConnectionsGraph = lazy(() =>
  import('../connections/connections-graph.tsx').then((m) => ({ default: m.ConnectionsGraph })),
);

/** The server sends at most this many links (card contract: «до 100»). */
const CONNECTIONS_LIMIT = 100;

type TView = 'list' | 'graph';

/** «Связи»: connected organisations as a list or a graph, filtered by status (spec §2, §4). */
export function ConnectionsTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [filter, setFilter] = useState<TConnectionsFilter>('all');
  const [view, setView] = useState<TView>('list');
  const title = useCompanyTitle(card);
  const counts = useMemo(() => countConnections(card.LPEC), [card.LPEC]);
  const shown = useMemo(() => filterConnections(card.LPEC, filter), [card.LPEC, filter]);
  const graph = useMemo(() => buildConnectionsGraph(card, shown, title), [card, shown, title]);

  if (!card.LPEC.length) {
    return (
      <CardBlock title={t('card-connections.title')} source={card.source}>
        <EmptyState />
      </CardBlock>
    );
  }

  return (
    <CardBlock title={t('card-connections.title')} source={card.source}>
      <div className={classes.controls}>
        <SegmentedControl
          aria-label={t('card-connections.filter.label')}
          value={filter}
          onChange={(value) => setFilter(value as TConnectionsFilter)}
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          size="sm"
          data={CONNECTIONS_FILTERS.map((value) => ({
            value,
            label: (
              <>
                {t(`card-connections.filter.${value}`)}
                {/* The count is repeated in the summary below, so the option's accessible name stays the status. */}
                <span className={classes.count} aria-hidden="true">
                  {counts[value]}
                </span>
              </>
            ),
          }))}
        />
        <SegmentedControl
          aria-label={t('card-connections.view.label')}
          value={view}
          onChange={(value) => setView(value as TView)}
          size="sm"
          data={[
            { value: 'list', label: t('card-connections.view.list') },
            { value: 'graph', label: t('card-connections.view.graph') },
          ]}
        />
      </div>
      <p className={classes.summary} aria-live="polite">
        {t('card-connections.shown', { shown: shown.length, total: counts.all })}
        {counts.all >= CONNECTIONS_LIMIT ? ` ${t('card-connections.limitNote', { limit: CONNECTIONS_LIMIT })}` : null}
      </p>
      {!shown.length ? (
        <EmptyState>{t('card-connections.noneForFilter')}</EmptyState>
      ) : view === 'list' ? (
        <ConnectionsList orgs={shown} />
      ) : (
        <Suspense fallback={<p className={classes.hint}>{t('card-connections.graph.loading')}</p>}>
          <ConnectionsGraph graph={graph} />
        </Suspense>
      )}
    </CardBlock>
  );
}
