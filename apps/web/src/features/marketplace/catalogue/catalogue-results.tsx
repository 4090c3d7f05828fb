import { Button, Pagination, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TProductsPage } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconSearch } from '../../../components/ui/icons.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import classes from './catalogue.module.css';
import { ProductGrid, ProductGridSkeleton } from './product-tile.tsx';

interface TCatalogueResultsProps {
  reply: TProductsPage | undefined;
  error: unknown;
  /** The shown reply belongs to the previous page or filters while the new one loads. */
  updating: boolean;
  page: number;
  filtered: boolean;
  onPage: (page: number) => void;
  onResetFilters: () => void;
  onRetry: () => void;
  retrying: boolean;
}

/** The grid in all its states: skeleton, error with a retry, «Товаров не найдено», or the products and pager. */
export function CatalogueResults(props: TCatalogueResultsProps) {
  const { reply, error, updating } = props;
  const { t } = useTranslation();

  if (error && !updating) {
    return (
      <ErrorBlock
        title={t('marketplace.results.loadError')}
        message={t(errorMessageKey(error))}
        onRetry={props.onRetry}
        retrying={props.retrying}
      />
    );
  }
  if (!reply) {
    return (
      <>
        <VisuallyHidden role="status">{t('marketplace.results.loading')}</VisuallyHidden>
        <ProductGridSkeleton />
      </>
    );
  }
  const pages = Math.max(1, Math.ceil(reply.count / reply.page_size));
  if (reply.result.length === 0 && reply.count > 0 && props.page > pages) {
    // An address with a page past the last one (typed, or kept from a longer list): the goods are there.
    return (
      <div role="status" className={classes.empty} data-testid="products-past-end">
        <IconSearch size={28} className={classes.emptyIcon} />
        <Title order={2} className={classes.emptyTitle}>
          {t('marketplace.results.pastEnd', { page: props.page })}
        </Title>
        <Text c="dimmed">{t('marketplace.results.pastEndHint', { count: pages })}</Text>
        <Button variant="light" size="sm" mt="sm" onClick={() => props.onPage(1)}>
          {t('marketplace.results.firstPage')}
        </Button>
      </div>
    );
  }
  if (reply.result.length === 0 && reply.promoted.length === 0) {
    return (
      <div role="status" className={classes.empty} data-testid="products-empty">
        <IconSearch size={28} className={classes.emptyIcon} />
        <Title order={2} className={classes.emptyTitle}>
          {t('marketplace.results.empty')}
        </Title>
        <Text c="dimmed">
          {props.filtered ? t('marketplace.results.emptyHint') : t('marketplace.results.emptyNoFilters')}
        </Text>
        {props.filtered ? (
          <Button variant="light" size="sm" mt="sm" onClick={props.onResetFilters}>
            {t('marketplace.results.reset')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div className={classes.results}>
      <Text size="sm" c="dimmed" role="status" className={classes.found}>
        {updating ? t('marketplace.results.loading') : t('marketplace.results.found', { value: reply.count })}
      </Text>
      {reply.promoted.length > 0 ? (
        <section
          className={classes.promoted}
          aria-label={t('marketplace-announcements.promoted.title')}
          data-testid="promoted-block"
        >
          <Text size="sm" fw={600} className={classes.promotedTitle}>
            {t('marketplace-announcements.promoted.title')}
          </Text>
          <ProductGrid products={reply.promoted} updating={updating} promoted />
        </section>
      ) : null}
      <ProductGrid products={reply.result} updating={updating} />
      {pages > 1 ? (
        <nav aria-label={t('marketplace.results.pagination')} className={classes.pager}>
          <Pagination total={pages} value={props.page} onChange={props.onPage} siblings={1} boundaries={1} />
        </nav>
      ) : null}
    </div>
  );
}
