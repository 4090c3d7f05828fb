import { Button, Pagination, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { paths } from '../../../config/paths.ts';
import { useFavorites } from '../api/favorites.ts';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/product-tile.tsx';
import classes from './favorites.module.css';
import { IconHeart } from './like-button.tsx';

/**
 * `/profile/favorites`: the products the user liked, each with its heart to unlike it; empty: «Список
 * избранных пуст» with the way to the catalogue.
 */
export function FavoritesList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useFavorites(page);
  // The last product of a later page was unliked: the page before it still has some.
  const pageEmptied = page > 1 && query.data?.result.length === 0;
  useEffect(() => {
    if (pageEmptied) setPage((current) => Math.max(1, current - 1));
  }, [pageEmptied]);

  if (query.isPending) return <ProductGridSkeleton count={4} />;
  if (query.isError) return <QueryErrorBlock title={t('marketplace.favorites.loadError')} query={query} />;
  const { result, count, page_size: pageSize } = query.data;
  if (result.length === 0) {
    if (pageEmptied) return <ProductGridSkeleton count={4} />;
    return (
      <Paper withBorder className={classes.empty} role="status" data-testid="favorites-empty">
        <IconHeart size={32} />
        <Text fw={600} c="gray.8">
          {t('marketplace.favorites.empty')}
        </Text>
        <Text size="sm">{t('marketplace.favorites.emptyHint')}</Text>
        <Button component={Link} to={paths.marketplace.getHref()} variant="light" mt="sm">
          {t('marketplace.favorites.toCatalogue')}
        </Button>
      </Paper>
    );
  }
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <>
      <ProductGrid products={result} updating={query.isFetching && !query.isPending} />
      {pages > 1 ? (
        <nav aria-label={t('marketplace.results.pagination')} className={classes.pager}>
          <Pagination total={pages} value={page} onChange={setPage} siblings={1} boundaries={1} />
        </nav>
      ) : null}
    </>
  );
}
