import { Text, Title } from '@mantine/core';
import { formatDateTime, type TOrder } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusKey } from './order-labels.ts';
import classes from './orders.module.css';

/**
 * Where the order goes (the seller needs the buyer's address and phone) and what happened to it, oldest
 * first; `children` follow them (the documents block the route hands in).
 */
export function OrderDetails({ order, id, children }: { order: TOrder; id: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const facts: [label: string, value: string][] = [
    [t('orders.details.recipient'), order.buyer.full_name],
    [t('orders.details.address'), order.address],
    [t('orders.details.postalCode'), order.postal_code],
    [t('orders.details.phone'), order.phone_number],
  ];
  return (
    <div id={id} className={classes.details} data-testid="order-details">
      <section>
        <Title order={3} className={classes.detailsTitle}>
          {t('orders.details.delivery')}
        </Title>
        <dl className={classes.facts}>
          {facts
            .filter(([, value]) => value !== '')
            .map(([label, value]) => (
              <div key={label} className={classes.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      <section>
        <Title order={3} className={classes.detailsTitle}>
          {t('orders.details.history')}
        </Title>
        {order.events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('orders.details.historyEmpty')}
          </Text>
        ) : (
          <ol className={classes.history}>
            {order.events.map((event) => (
              <li
                key={`${event.at}-${event.event}-${event.from}-${event.to}`}
                className={classes.historyEntry}
                data-event={event.event}
              >
                <Text size="sm" fw={600}>
                  {t(`orders.event.${event.event}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('orders.details.who', { actor: t(`orders.actor.${event.actor}`), at: formatDateTime(event.at) })}
                </Text>
                <Text size="xs">
                  {t('orders.details.move', { from: t(statusKey(event.from)), to: t(statusKey(event.to)) })}
                </Text>
                {event.comment ? (
                  <Text size="sm" className={classes.comment}>
                    {event.comment}
                  </Text>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {children}
    </div>
  );
}
