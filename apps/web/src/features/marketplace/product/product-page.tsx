import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Container,
  Paper,
  Skeleton,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatRubles, type TProduct, type TProductComment } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconInfo } from '../../../components/ui/icons.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useProduct } from '../api/catalogue.ts';
import { priceLines, priceWithoutVat } from '../catalogue/product-text.ts';
import { RatingStars } from '../catalogue/rating-stars.tsx';
import { LikeButton } from '../favorites/like-button.tsx';
import classes from './product.module.css';
import { ProductGallery } from './product-gallery.tsx';
import { ProductReviews } from './product-reviews.tsx';
import { ProductSeller } from './product-seller.tsx';
import { ProductSpecifications } from './product-specifications.tsx';

/** Product ids are positive whole numbers; anything else cannot be a product, no request needed. */
const PRODUCT_ID = /^[1-9]\d{0,14}$/;

/**
 * What other features put on the product page: `buySlot` is drawn beside the like button (the route hands
 * in the basket's «Добавить в корзину»), product → element, null for none.
 */
export interface TProductSlots {
  buySlot?: (product: TProduct) => ReactNode;
  /** Drawn under a review that has no answer yet (the route hands in the seller's «Ответить»). */
  reviewReplySlot?: (product: TProduct, review: TProductComment) => ReactNode;
  /** Drawn under the like button (the route hands in the chat's «Написать продавцу»). */
  contactSlot?: (product: TProduct) => ReactNode;
}

/** `/marketplace/:id` (spec §2, route name MarketplaceItem): a product in all its states. */
export function MarketplaceItemPage(slots: TProductSlots = {}) {
  const { id = '' } = useParams();
  return (
    <Container size="lg" className={classes.page}>
      {PRODUCT_ID.test(id) ? <ProductPageBody key={id} id={Number(id)} slots={slots} /> : <ProductNotFound />}
    </Container>
  );
}

function ProductPageBody({ id, slots }: { id: number; slots: TProductSlots }) {
  const { t } = useTranslation();
  const query = useProduct(id);
  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.isNotFound || query.error.isBadRequest)) return <ProductNotFound />;
    return (
      <>
        <PageTitle title={t('marketplace.product.loadError')} />
        <QueryErrorBlock title={t('marketplace.product.loadError')} query={query} />
      </>
    );
  }
  return <ProductView product={query.data} slots={slots} />;
}

export function ProductView({ product, slots = {} }: { product: TProduct; slots?: TProductSlots }) {
  const { t } = useTranslation();
  const price = priceLines(product);
  const withoutVat = priceWithoutVat(price.current, product.vat_rate);
  return (
    <article className={classes.product} data-testid="product-page">
      <PageTitle title={product.name} />
      <Breadcrumbs separator="›" className={classes.breadcrumbs}>
        <Anchor component={Link} to={paths.marketplace.getHref()} size="sm">
          {t('marketplace.title')}
        </Anchor>
        <Anchor component={Link} to={paths.marketplace.getHref({ category: product.category.id })} size="sm">
          {product.category.name}
        </Anchor>
      </Breadcrumbs>
      {product.status !== 'published' ? (
        <Alert variant="light" color="yellow" icon={<IconInfo size={18} />} className={classes.statusNotice}>
          {product.status === 'rejected'
            ? t('marketplace.product.rejected', { reason: product.reject_reason ?? '' })
            : t('marketplace.product.onModeration')}
        </Alert>
      ) : null}
      <div className={classes.top}>
        <ProductGallery images={product.images} name={product.name} />
        <div className={classes.summary}>
          <Title order={1} className={classes.name}>
            {product.name}
          </Title>
          <RatingStars rating={product.rating} reviews={product.reviews_count} />
          <div className={classes.priceBlock} data-testid="product-price">
            <div className={classes.priceRow}>
              <span className={classes.price}>{formatRubles(price.current)}</span>
              {price.old !== null ? (
                <s className={classes.oldPrice}>
                  <VisuallyHidden>{t('marketplace.price.old')} </VisuallyHidden>
                  {formatRubles(price.old)}
                </s>
              ) : null}
            </div>
            <Text size="sm" c="dimmed">
              {product.vat_rate === null
                ? t('marketplace.price.noVat')
                : t('marketplace.price.withVat', { rate: product.vat_rate })}
              {withoutVat !== null
                ? ` · ${t('marketplace.price.withoutVatAmount', { price: formatRubles(withoutVat) })}`
                : ''}
            </Text>
          </div>
          <dl className={classes.facts}>
            <div>
              <dt>{t('marketplace.product.category')}</dt>
              <dd>
                <Anchor component={Link} to={paths.marketplace.getHref({ category: product.category.id })}>
                  {product.category.name}
                </Anchor>
              </dd>
            </div>
            <div>
              <dt>{t('marketplace.product.stock')}</dt>
              <dd data-in-stock={product.in_stock > 0 || undefined}>
                {product.in_stock > 0
                  ? t('marketplace.product.inStock', { value: product.in_stock })
                  : t('marketplace.product.outOfStock')}
              </dd>
            </div>
            <div>
              <dt>{t('marketplace.product.seller')}</dt>
              <dd>
                <Anchor component={Link} to={paths.companyPage.getHref(product.company)}>
                  {product.company_name}
                </Anchor>
              </dd>
            </div>
          </dl>
          {slots.buySlot?.(product)}
          <LikeButton product={product} />
          {slots.contactSlot?.(product)}
          {product.tags.length > 0 ? (
            <ul className={classes.tags} aria-label={t('marketplace.product.tags')}>
              {product.tags.map((tag) => (
                <li key={tag.id} className={classes.tag}>
                  {tag.name}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className={classes.sections}>
        <div className={classes.mainColumn}>
          <section className={classes.section} aria-labelledby="product-description">
            <h2 id="product-description" className={classes.sectionTitle}>
              {t('marketplace.product.description')}
            </h2>
            <p className={classes.description}>{product.description}</p>
          </section>
          <ProductSpecifications specifications={product.specifications} />
          <ProductReviews
            comments={product.comments}
            replySlot={slots.reviewReplySlot && ((review) => slots.reviewReplySlot?.(product, review))}
          />
        </div>
        <ProductSeller product={product} />
      </div>
    </article>
  );
}

export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.notFound} data-testid="product-not-found">
      <PageTitle title={t('marketplace.product.notFound')} />
      <Title order={1} className={classes.notFoundTitle}>
        {t('marketplace.product.notFound')}
      </Title>
      <Text c="dimmed" mt="xs" mb="lg">
        {t('marketplace.product.notFoundText')}
      </Text>
      <Button component={Link} to={paths.marketplace.getHref()} variant="light">
        {t('marketplace.product.toCatalogue')}
      </Button>
    </Paper>
  );
}

function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span className={classes.visuallyHidden} role="status">
        {t('marketplace.product.loading')}
      </span>
      <Skeleton height={14} width={220} mb="md" />
      <div className={classes.top} aria-hidden="true">
        <Skeleton className={classes.gallerySkeleton} radius="md" />
        <div className={classes.summary}>
          <Skeleton height={30} width="80%" />
          <Skeleton height={16} width="40%" mt="sm" />
          <Skeleton height={34} width="50%" mt="lg" />
          <Skeleton height={14} width="70%" mt="lg" />
          <Skeleton height={14} width="60%" mt="sm" />
          <Skeleton height={36} width={160} mt="lg" />
        </div>
      </div>
    </div>
  );
}
