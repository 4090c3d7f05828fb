import { Skeleton, VisuallyHidden } from '@mantine/core';
import { formatRubles, type TProductListItem } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { reportPromotedClick } from '../api/promotions.ts';
import { LikeIconButton } from '../favorites/like-button.tsx';
import classes from './catalogue.module.css';
import { descriptionPreview, priceLines } from './product-text.ts';
import { RatingStars } from './rating-stars.tsx';

/**
 * A product in a grid (spec §2): the main picture, the name, the description cut at 64 characters, the
 * price (struck through beside the sale price), the stars and the heart. The heart sits outside the link, so
 * liking never opens the product.
 */
export function ProductTile({ product, promoted = false }: { product: TProductListItem; promoted?: boolean }) {
  const { t } = useTranslation();
  // A tile of the «Реклама» block counts its click for the seller's statistics.
  const onOpen = promoted ? () => reportPromotedClick(product.id) : undefined;
  const href = paths.marketplaceItem.getHref(product.id);
  const price = priceLines(product);
  const thumbnail = product.images[0]?.thumbnail ?? null;
  return (
    <article
      className={classes.tile}
      data-testid={promoted ? 'promoted-tile' : 'product-tile'}
      data-promoted={promoted || undefined}
    >
      <div className={classes.tileMedia}>
        <Link to={href} tabIndex={-1} aria-hidden="true" className={classes.tileImageLink} onClick={onOpen}>
          {thumbnail ? (
            <img src={thumbnail} alt="" loading="lazy" className={classes.tileImage} />
          ) : (
            <span className={classes.tileNoImage}>{t('marketplace.tile.noImage')}</span>
          )}
        </Link>
        <div className={classes.tileHeart}>
          <LikeIconButton product={product} />
        </div>
        {price.old !== null ? <span className={classes.saleBadge}>{t('marketplace.tile.sale')}</span> : null}
        {promoted ? <span className={classes.adMark}>{t('marketplace-announcements.promoted.mark')}</span> : null}
      </div>
      <div className={classes.tileBody}>
        <div className={classes.tilePrice}>
          <span className={classes.priceCurrent}>{formatRubles(price.current)}</span>
          {price.old !== null ? (
            <s className={classes.priceOld}>
              <VisuallyHidden>{t('marketplace.price.old')} </VisuallyHidden>
              {formatRubles(price.old)}
            </s>
          ) : null}
        </div>
        <h3 className={classes.tileName}>
          <Link to={href} className={classes.tileLink} onClick={onOpen}>
            {product.name}
          </Link>
        </h3>
        <p className={classes.tileDescription}>{descriptionPreview(product.description)}</p>
        <div className={classes.tileFooter}>
          <RatingStars rating={product.rating} size="xs" />
          <span className={classes.tileSeller}>{product.company_name}</span>
        </div>
      </div>
    </article>
  );
}

/** The grid's shape while the products load. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={classes.grid} aria-hidden="true" data-testid="products-skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
        <li key={index} className={classes.skeletonTile}>
          <Skeleton height={180} radius={0} />
          <div className={classes.tileBody}>
            <Skeleton height={18} width="45%" />
            <Skeleton height={14} width="90%" mt={6} />
            <Skeleton height={12} width="75%" mt={6} />
            <Skeleton height={12} width="55%" mt={6} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Products in the catalogue's grid. */
export function ProductGrid({
  products,
  updating = false,
  promoted = false,
}: {
  products: TProductListItem[];
  updating?: boolean;
  promoted?: boolean;
}) {
  return (
    <ul className={classes.grid} data-updating={updating || undefined} aria-busy={updating}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductTile product={product} promoted={promoted} />
        </li>
      ))}
    </ul>
  );
}
