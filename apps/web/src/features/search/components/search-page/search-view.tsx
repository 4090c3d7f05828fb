import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import { paths } from '../../../../config/paths.ts';
import { useSearchRegistry } from '../../api/search-registry.ts';
import {
  FILTER_KEYS,
  hasFilters,
  isSearchable,
  readSearchState,
  type TSearchState,
  updateSearchState,
  writeSearchState,
} from '../../lib/search-params.ts';
import { SearchFilters } from './search-filters.tsx';
import { SearchKindTabs } from './search-kind-tabs.tsx';
import classes from './search-page.module.css';
import { SearchQueryForm } from './search-query-form.tsx';
import { SearchResults } from './search-results.tsx';

const NO_FILTERS = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) as Partial<TSearchState>;

/**
 * The full results page (`/search?q=…`). The URL is the only state: every
 * query, tab, filter and page change is a navigation, so links can be shared
 * and the back button steps through the search.
 */
export function SearchView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const search = useSearchRegistry(state);

  // Filters and tabs keep the scroll position; a new page of results starts at the top.
  const apply = (patch: Partial<TSearchState>, keepScroll = true) =>
    setParams(writeSearchState(updateSearchState(state, patch)), { preventScrollReset: keepScroll });

  const searchable = isSearchable(state);
  const query = state.q.trim();

  return (
    <>
      <PageTitle title={query ? t('searchPage.pageTitle', { query }) : t('searchPage.title')} />
      <Title order={1} className={classes.title}>
        {t('searchPage.title')}
      </Title>
      <SearchQueryForm query={state.q} onSubmit={(q) => apply({ q })} />
      {/* A long list of ИНН is not a query: it has a page of its own. */}
      <Anchor component={Link} to={paths.bulkCheck.getHref()} size="sm" className={classes.bulkCheck}>
        {t('searchPage.bulkCheck')}
      </Anchor>
      <div className={classes.layout}>
        <SearchFilters state={state} onChange={(patch) => apply(patch)} />
        <section className={classes.results} aria-label={t('search.results')}>
          {searchable ? (
            <SearchKindTabs kind={state.kind} reply={search.data} onChange={(kind) => apply({ kind })}>
              <SearchResults
                state={state}
                reply={search.data}
                error={search.error}
                updating={search.isPlaceholderData}
                filtered={hasFilters(state)}
                onPage={(page) => apply({ page }, false)}
                onResetFilters={() => apply(NO_FILTERS)}
                onRetry={() => void search.refetch()}
                retrying={search.isFetching}
              />
            </SearchKindTabs>
          ) : (
            <Text c="dimmed" className={classes.prompt}>
              {t('searchPage.prompt')}
            </Text>
          )}
        </section>
      </div>
    </>
  );
}
