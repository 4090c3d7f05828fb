import { Button, SegmentedControl, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TCompanyHit } from '@sverka/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconAlert } from '../../../../components/ui/icons.tsx';
import { errorMessageKey } from '../../../../lib/error-message.ts';
import type { TListKind, TSearchView } from '../../lib/dropdown-state.ts';
import { showsListSwitch } from '../../lib/dropdown-state.ts';
import classes from './company-search.module.css';
import { SearchHit } from './search-hit.tsx';

interface TSearchPanelProps {
  id: string;
  view: TSearchView;
  activeList: TListKind;
  onActiveListChange: (list: TListKind) => void;
  highlightIndex: number;
  hitId: (index: number) => string;
  onHighlight: (index: number) => void;
  onOpenHit: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The full results page for this query: the panel's last row (null in picker mode). */
  allResultsHref: string | null;
  /** Picker mode: a hit is chosen instead of opened. */
  onSelectHit?: (hit: TCompanyHit) => void;
  onRetry: () => void;
  retrying: boolean;
}

function LoadingRows() {
  return (
    <Stack gap="md" p="md" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap={6}>
          <Skeleton height={14} width="55%" />
          <Skeleton height={10} width="80%" />
          <Skeleton height={10} width="40%" />
        </Stack>
      ))}
    </Stack>
  );
}

/** The dropdown body: skeleton, validation message, error, empty state or the hit lists. */
export function SearchPanel(props: TSearchPanelProps) {
  const { id, view } = props;
  const { t } = useTranslation();

  // Clicks inside the panel must not blur the input, or the panel would close mid-click.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <section id={id} className={classes.panel} aria-label={t('search.results')} onMouseDown={keepFocus}>
      {view.kind === 'loading' ? (
        <>
          <VisuallyHidden role="status">{t('search.loading')}</VisuallyHidden>
          <LoadingRows />
        </>
      ) : null}

      {view.kind === 'invalid' ? (
        <Text role="alert" className={classes.invalid}>
          <IconAlert size={16} />
          {view.message}
        </Text>
      ) : null}

      {view.kind === 'error' ? (
        <div role="alert" className={classes.state}>
          <Text fw={600}>{t('search.error')}</Text>
          <Text size="sm" c="dimmed">
            {t(errorMessageKey(view.error))}
          </Text>
          <Button size="xs" variant="light" mt={8} onClick={props.onRetry} loading={props.retrying}>
            {t('errors.retry')}
          </Button>
        </div>
      ) : null}

      {view.kind === 'empty' ? (
        <Text role="status" className={classes.state} c="dimmed">
          {t('search.empty')}
        </Text>
      ) : null}

      {view.kind === 'results' ? <ResultLists {...props} view={view} /> : null}

      {/* The full page also finds people, ОКВЭД and typos, so it is offered even when the list is empty. */}
      {props.allResultsHref && (view.kind === 'results' || view.kind === 'empty' || view.kind === 'loading') ? (
        <Link to={props.allResultsHref} className={classes.allResults} onClick={props.onOpenHit}>
          {t('search.allResults')}
          <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </section>
  );
}

function ResultLists({
  view,
  activeList,
  onActiveListChange,
  highlightIndex,
  hitId,
  onHighlight,
  onOpenHit,
  onSelectHit,
}: TSearchPanelProps & { view: Extract<TSearchView, { kind: 'results' }> }) {
  const { t } = useTranslation();
  const { results, updating } = view;
  const hits = results[activeList];
  const summary = `${t('search.companiesCount', { value: results.companies.length })}, ${t('search.entrepreneursCount', { value: results.entrepreneurs.length })}`;
  return (
    <>
      <VisuallyHidden role="status">{updating ? t('search.loading') : summary}</VisuallyHidden>
      <div className={classes.listHeader}>
        {showsListSwitch(results) ? (
          <SegmentedControl
            size="xs"
            value={activeList}
            onChange={(value) => onActiveListChange(value as TListKind)}
            aria-label={t('search.listSwitch')}
            data={[
              { value: 'companies', label: t('search.companiesCount', { value: results.companies.length }) },
              {
                value: 'entrepreneurs',
                label: t('search.entrepreneursCount', { value: results.entrepreneurs.length }),
              },
            ]}
          />
        ) : (
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" className={classes.listTitle}>
            {activeList === 'companies' ? t('search.companies') : t('search.entrepreneurs')}
          </Text>
        )}
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('search.keyboardHint')}
        </Text>
      </div>
      <ul className={classes.list} data-updating={updating || undefined} aria-busy={updating}>
        {hits.map((hit, index) => (
          <li key={`${hit.kind}-${hit.id}`}>
            <SearchHit
              hit={hit}
              id={hitId(index)}
              active={index === highlightIndex}
              onHover={() => onHighlight(index)}
              onOpen={onOpenHit}
              onSelect={onSelectHit}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
