import { Alert, Anchor, Button, Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { AnnouncementFeed } from '../announcements/announcement-feed.tsx';
import { useCategories, useProducts } from '../api/catalogue.ts';
import classes from './catalogue.module.css';
import { CatalogueSearch, PriceRange, RegionFilter, SortSelect } from './catalogue-filters.tsx';
import {
  catalogueApiParams,
  hasCatalogueFilters,
  readCatalogueState,
  type TCatalogueState,
  updateCatalogueState,
  writeCatalogueState,
} from './catalogue-params.ts';
import { CatalogueResults } from './catalogue-results.tsx';
import { CategoryMenu } from './category-menu.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { FilterChips, NO_FILTERS } from './filter-chips.tsx';

/**
 * `/marketplace` (spec §2): search, sort, price, category, region, the chips of what is applied, the tiles and
 * the grid with the «Реклама» block on top; the sellers' announcements below. The URL is the only state: every change is a navigation, so a link restores the same list and
 * back/forward step through the choices.
 */
export function MarketplacePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = readCatalogueState(params);
  const products = useProducts(catalogueApiParams(state));
  const categories = useCategories();
  const tree = categories.data ?? [];
  const facets = products.data?.facets;

  // Filters keep the scroll position; a new page of results starts at the top. The page renders the new URL
  // before the next event (no transition), so a quick second change never builds on the filters before it.
  const apply = (patch: Partial<TCatalogueState>, keepScroll = true) =>
    setParams(writeCatalogueState(updateCatalogueState(state, patch)), {
      preventScrollReset: keepScroll,
      flushSync: true,
    });
  const hrefWith = (patch: Partial<TCatalogueState>) => {
    const query = writeCatalogueState(updateCatalogueState(state, patch)).toString();
    return query ? `${paths.marketplace.path}?${query}` : paths.marketplace.path;
  };

  // Every product of a seller's list carries the seller's name.
  const sellerName =
    state.company === undefined
      ? null
      : (products.data?.result.find((product) => product.company === state.company)?.company_name ?? null);

  return (
    <Container size="xl" className={classes.page}>
      <PageTitle title={t('marketplace.title')} />
      <Group justify="space-between" align="baseline" wrap="wrap" className={classes.title}>
        <Title order={1} className={classes.titleText}>
          {t('marketplace.title')}
        </Title>
        <Anchor component={Link} to={paths.tenders.getHref()} data-testid="marketplace-tenders-link">
          {t('marketplace.tendersLink')}
        </Anchor>
      </Group>
      <CatalogueSearch search={state.search} onApply={apply} />
      <div className={classes.toolbar}>
        <CategoryMenu
          tree={tree}
          selected={state.category}
          facets={facets}
          onSelect={(category) => apply({ category })}
          disabled={!categories.data}
        />
        <SortSelect state={state} onApply={apply} />
        <PriceRange state={state} facets={facets} onApply={apply} />
        <RegionFilter state={state} facets={facets} onApply={apply} />
      </div>
      <FilterChips state={state} categories={tree} sellerName={sellerName} onApply={apply} />
      {categories.isError ? (
        <Alert color="red" variant="light" role="alert" className={classes.categoriesError}>
          {t('marketplace.category.loadError')}{' '}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void categories.refetch()}
            loading={categories.isFetching}
          >
            {t('errors.retry')}
          </Button>
        </Alert>
      ) : (
        <CategoryTiles tree={tree} selected={state.category} hrefOf={(category) => hrefWith({ category })} />
      )}
      <section aria-label={t('marketplace.results.label')}>
        <CatalogueResults
          reply={products.data}
          error={products.error}
          updating={products.isPlaceholderData}
          page={state.page}
          filtered={hasCatalogueFilters(state)}
          onPage={(page) => apply({ page }, false)}
          onResetFilters={() => apply(NO_FILTERS)}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      </section>
      {/* Sellers' announcements, newest first, below the goods. */}
      <div className={classes.announcements}>
        <AnnouncementFeed />
      </div>
    </Container>
  );
}
