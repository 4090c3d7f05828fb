import { Anchor, Badge, Text } from '@mantine/core';
import { formatRubles, type TOrder, type TOrderItem } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ReviewButton } from '../reviews/review-dialog.tsx';
import classes from './orders.module.css';

/** The product's page while it is on sale; a product on moderation or deleted has no page to open (spec §2). */
export function itemHref(item: Pick<TOrderItem, 'product' | 'is_published'>): string | null {
  return item.is_published && item.product !== null ? paths.marketplaceItem.getHref(item.product) : null;
}

/** The buyer's review of a received item: the button while one may be left, then «Отзыв оставлен». */
function ItemReview({ order, item }: { order: TOrder; item: TOrderItem }) {
  const { t } = useTranslation();
  if (order.role !== 'buyer') return null;
  if (item.review !== null) {
    return (
      <Badge color="green" variant="light" className={classes.itemReview} data-testid="review-left">
        {t('orders.review.left')}
      </Badge>
    );
  }
  if (order.status !== 'completed' || !item.can_review || item.product === null) return null;
  return (
    <span className={classes.itemReview}>
      <ReviewButton orderId={order.id} productId={item.product} item={item} />
    </span>
  );
}

/** One line of an order: picture, name (a link while the product is on sale), quantity and price. */
export function OrderItemLine({ order, item }: { order: TOrder; item: TOrderItem }) {
  const { t } = useTranslation();
  const href = itemHref(item);
  const picture = item.image ? (
    <img src={item.image} alt="" className={classes.itemImage} loading="lazy" />
  ) : (
    <span className={classes.itemImage} />
  );
  return (
    <li className={classes.item} data-testid="order-item">
      {href ? (
        <Link to={href} className={classes.itemPicture} tabIndex={-1} aria-hidden="true">
          {picture}
        </Link>
      ) : (
        <span className={classes.itemPicture}>{picture}</span>
      )}
      <div className={classes.itemText}>
        {href ? (
          <Anchor component={Link} to={href} fw={600} className={classes.itemName}>
            {item.name}
          </Anchor>
        ) : (
          <Text fw={600} className={classes.itemName}>
            {item.name}
          </Text>
        )}
        {href ? null : item.product === null ? (
          <Text size="xs" c="dimmed" data-testid="product-deleted">
            {t('orders.card.deleted')}
          </Text>
        ) : (
          <Badge color="yellow" variant="light" data-testid="moderation-badge">
            {t('orders.card.moderation')}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t('orders.card.quantity', { quantity: item.quantity, price: formatRubles(item.price) })}
        </Text>
      </div>
      <ItemReview order={order} item={item} />
    </li>
  );
}
