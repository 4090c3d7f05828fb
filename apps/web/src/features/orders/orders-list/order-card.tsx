import { Anchor, Badge, Button, Paper, Text } from '@mantine/core';
import { formatDate, formatRubles, type TOrder } from '@sverka/shared';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderItemLine } from './order-item.tsx';
import { orderNoteKeys, paymentKey, STATUS_COLORS, statusKey } from './order-labels.ts';
import classes from './orders.module.css';

/** The other side of the order: the buyer sees the seller (with its page), the seller sees the buyer. */
function Counterparty({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  if (order.role === 'seller') return <Text size="sm">{t('orders.card.buyer', { name: order.buyer.full_name })}</Text>;
  return (
    <Text size="sm">
      {t('orders.card.seller')}{' '}
      <Anchor component={Link} to={paths.companyPage.getHref(order.company)}>
        {order.company_name}
      </Anchor>
    </Text>
  );
}

/** What the route shows in an order's details beside delivery and history (the deal's documents). */
export type TOrderDocumentsSlot = (order: TOrder) => ReactNode;

/**
 * Spec §2 order card: number, date, items (picture and name, a link while on sale), count and total, the
 * status and payment badges, what the viewer may do now; the details open the delivery and the history.
 */
export function OrderCard({
  order,
  initiallyExpanded = false,
  renderDocuments,
}: {
  order: TOrder;
  initiallyExpanded?: boolean;
  renderDocuments?: TOrderDocumentsSlot;
}) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(initiallyExpanded);
  const detailsId = useId();
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Paper component="article" withBorder className={classes.card} data-testid="order-card" data-order={order.id}>
      <header className={classes.cardHead}>
        <div>
          <h2 className={classes.number}>{t('orders.card.number', { id: order.id })}</h2>
          <Text size="sm" c="dimmed">
            {t('orders.card.created', { date: formatDate(order.create_at) })}
          </Text>
        </div>
        <div className={classes.badges}>
          <Badge color={STATUS_COLORS[order.status]} variant="light" data-status={order.status}>
            {t(statusKey(order.status))}
          </Badge>
          <Badge color={order.paid ? 'green' : 'gray'} variant="outline" data-paid={String(order.paid)}>
            {t(paymentKey(order.paid))}
          </Badge>
        </div>
      </header>
      {orderNoteKeys(order).map((key) => (
        <Text key={key} size="sm" className={classes.note} data-note={key}>
          {t(key)}
        </Text>
      ))}
      <ul className={classes.items}>
        {order.items.map((item) => (
          <OrderItemLine key={item.id} order={order} item={item} />
        ))}
      </ul>
      <div className={classes.summary}>
        <Counterparty order={order} />
        <Text size="sm">{t('orders.card.items', { value: count })}</Text>
        <Text fw={700}>{t('orders.card.total', { total: formatRubles(order.total) })}</Text>
      </div>
      <div className={classes.cardFoot}>
        <OrderActions order={order} />
        <Button
          variant="subtle"
          size="xs"
          className={classes.toggle}
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={detailsId}
        >
          {t(expanded ? 'orders.card.hideDetails' : 'orders.card.details')}
        </Button>
      </div>
      {expanded ? (
        <OrderDetails order={order} id={detailsId}>
          {renderDocuments?.(order)}
        </OrderDetails>
      ) : null}
    </Paper>
  );
}
