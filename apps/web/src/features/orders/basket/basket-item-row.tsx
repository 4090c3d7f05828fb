import { ActionIcon, Anchor, Checkbox, Text } from '@mantine/core';
import { BASKET_QUANTITY_MAX, formatRubles, type TBasketItem } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconTrash } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { messageText } from '../../../lib/form-errors.ts';
import classes from './basket.module.css';
import { lineTotal } from './basket-selection.ts';
import { orderMessageKey } from './order-messages.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useItemQuantity } from './use-item-quantity.ts';

interface TBasketItemRowProps {
  item: TBasketItem;
  selected: boolean;
  onToggle: () => void;
  onRemove: () => void;
  removing: boolean;
}

/** One basket line: tick, picture, name, unit price, quantity, line total, remove. */
export function BasketItemRow({ item, selected, onToggle, onRemove, removing }: TBasketItemRowProps) {
  const { t } = useTranslation();
  const quantity = useItemQuantity(item);
  const { product } = item;
  const picture = product.images[0]?.thumbnail ?? product.images[0]?.image ?? null;
  const unavailable = !product.is_published ? 'productUnavailable' : product.in_stock < 1 ? 'outOfStock' : null;
  return (
    <li className={classes.item} data-testid="basket-item" data-selected={selected || undefined}>
      <Checkbox
        className={classes.itemCheck}
        checked={selected}
        onChange={onToggle}
        aria-label={t('basket.selectItem', { name: product.name })}
      />
      <Link to={paths.marketplaceItem.getHref(product.id)} className={classes.picture} tabIndex={-1} aria-hidden="true">
        {picture ? <img src={picture} alt="" loading="lazy" /> : null}
      </Link>
      <div className={classes.itemMain}>
        <Anchor component={Link} to={paths.marketplaceItem.getHref(product.id)} className={classes.itemName}>
          {product.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t('basket.unitPrice', { price: formatRubles(product.price_with_taxes) })}
        </Text>
        {unavailable ? (
          <Text size="sm" c="orange">
            {t(orderMessageKey(unavailable))}
          </Text>
        ) : null}
      </div>
      <div className={classes.itemQuantity}>
        <QuantityStepper
          value={quantity.draft}
          onChange={quantity.change}
          max={product.in_stock > 0 ? product.in_stock : BASKET_QUANTITY_MAX}
          label={t('basket.quantity.label', { name: product.name })}
          error={quantity.error !== null}
          testId="basket-quantity"
        />
        {quantity.error ? (
          <Text size="xs" c="red" role="alert" className={classes.itemError}>
            {messageText(t, quantity.error)}
          </Text>
        ) : null}
      </div>
      <div className={classes.itemTotal} data-testid="basket-line-total">
        {formatRubles(lineTotal(item))}
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        className={classes.itemRemove}
        aria-label={t('basket.remove', { name: product.name })}
        loading={removing}
        onClick={() => {
          quantity.cancel();
          onRemove();
        }}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </li>
  );
}
