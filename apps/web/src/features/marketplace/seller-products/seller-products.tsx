import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBlock } from '../../../components/ui/error-block.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { SELLER_PRODUCTS_SHOWN, useSellerShowcase } from '../api/catalogue.ts';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/product-tile.tsx';
import classes from './seller-products.module.css';

/**
 * «Товары» of a seller, for the company page and the counterparty card: up to eight published products and
 * «Все товары» to the catalogue filtered by the seller. A seller with nothing published shows nothing.
 */
export function SellerProducts({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation();
  const query = useSellerShowcase(sellerId);
  if (query.isPending) {
    return (
      <section className={classes.block} aria-busy="true" aria-label={t('marketplace.sellerProducts.title')}>
        <ProductGridSkeleton count={4} />
      </section>
    );
  }
  if (query.isError) {
    return (
      <ErrorBlock
        title={t('marketplace.sellerProducts.loadError')}
        message={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.result.length === 0) return null;
  return (
    <section className={classes.block} aria-labelledby={`seller-products-${sellerId}`} data-testid="seller-products">
      <div className={classes.head}>
        <h2 id={`seller-products-${sellerId}`} className={classes.title}>
          {t('marketplace.sellerProducts.title')}
        </h2>
        <Anchor component={Link} to={paths.marketplace.getHref({ company: sellerId })} className={classes.all}>
          {t('marketplace.sellerProducts.all', { value: query.data.count })}
        </Anchor>
      </div>
      <ProductGrid products={query.data.result.slice(0, SELLER_PRODUCTS_SHOWN)} />
    </section>
  );
}
