import { Button, Checkbox, Paper, Skeleton, Text, Title } from '@mantine/core';
import { formatRubles, type TBasket } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { paths } from '../../../config/paths.ts';
import { messageText } from '../../../lib/form-errors.ts';
import { useBasket, useRemoveBasketItem } from '../api/basket.ts';
import type { TGoTo } from '../api/checkout.ts';
import classes from './basket.module.css';
import {
  allSelected,
  groupBySeller,
  selectionSummary,
  someSelected,
  toggleMany,
  toggleOne,
} from './basket-selection.ts';
import { BasketSellerGroup } from './basket-seller-group.tsx';
import { BuyerForm } from './buyer-form.tsx';
import { orderErrorMessage, orderMessageKey } from './order-messages.ts';

/** `/profile/basket` (spec §2): the items by seller, the ticked ones' sum, the address form that leads to payment. */
export function BasketPanel({ goTo }: { goTo?: TGoTo }) {
  const { t } = useTranslation();
  const query = useBasket();
  if (query.isPending) return <BasketSkeleton />;
  if (query.isError) return <QueryErrorBlock title={t('basket.loadError')} query={query} />;
  if (query.data.baskets.length === 0) return <BasketEmpty />;
  return <BasketContent basket={query.data} goTo={goTo} />;
}

function BasketContent({ basket, goTo }: { basket: TBasket; goTo?: TGoTo }) {
  const { t } = useTranslation();
  const items = basket.baskets;
  const [unselected, setUnselected] = useState<ReadonlySet<number>>(() => new Set());
  const remove = useRemoveBasketItem();
  const groups = groupBySeller(items);
  const summary = selectionSummary(items, unselected);
  const sellers = groupBySeller(items.filter((item) => !unselected.has(item.id))).length;

  return (
    <div className={classes.layout} data-testid="basket">
      <div className={classes.list}>
        <div className={classes.selectAll}>
          <Checkbox
            label={t('basket.selectAll')}
            checked={allSelected(items, unselected)}
            indeterminate={someSelected(items, unselected)}
            onChange={() => setUnselected(toggleMany(items, unselected))}
            data-testid="basket-select-all"
          />
        </div>
        {remove.isError ? (
          <Text c="red" size="sm" role="alert">
            {t('basket.removeFailed', { reason: messageText(t, orderErrorMessage(remove.error)) })}
          </Text>
        ) : null}
        {groups.map((group) => (
          <BasketSellerGroup
            key={group.company}
            group={group}
            unselected={unselected}
            onToggleGroup={() => setUnselected(toggleMany(group.items, unselected))}
            onToggleItem={(itemId) => setUnselected(toggleOne(itemId, unselected))}
            onRemove={(itemId) => remove.mutate(itemId)}
            removingId={remove.isPending ? (remove.variables ?? null) : null}
          />
        ))}
      </div>
      <aside className={classes.aside}>
        <Paper withBorder radius="md" className={classes.summary} data-testid="basket-summary">
          <div className={classes.summaryRow}>
            <span>{t('basket.summary.count', { value: summary.count })}</span>
            <span>{t('basket.summary.orders', { value: sellers })}</span>
          </div>
          <div className={classes.summaryTotal}>
            <span>{t('basket.summary.total')}</span>
            <strong data-testid="basket-selected-total">{formatRubles(summary.total)}</strong>
          </div>
        </Paper>
        <Paper withBorder radius="md" className={classes.summary}>
          <BuyerForm itemIds={summary.ids} goTo={goTo} />
        </Paper>
      </aside>
    </div>
  );
}

function BasketEmpty() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" className={classes.empty} data-testid="basket-empty">
      <Title order={2} size="h4">
        {t(orderMessageKey('basketEmpty'))}
      </Title>
      <Text c="dimmed">{t('basket.emptyText')}</Text>
      <Button component={Link} to={paths.marketplace.getHref()} variant="light">
        {t('basket.toCatalogue')}
      </Button>
    </Paper>
  );
}

function BasketSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="basket-loading">
      <span className={classes.visuallyHidden} role="status">
        {t('basket.loading')}
      </span>
      <div className={classes.layout} aria-hidden="true">
        <div className={classes.list}>
          <Skeleton height={20} width={160} />
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={96} radius="md" />
          ))}
        </div>
        <div className={classes.aside}>
          <Skeleton height={120} radius="md" />
          <Skeleton height={280} radius="md" />
        </div>
      </div>
    </div>
  );
}
