import { Alert, Button, Chip, Group, Pagination, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { ORDER_STATUS_FILTERS, type TOrderStatusFilter } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { paths } from '../../../config/paths.ts';
import { type TOrdersMode, type TOrdersRequest, useOrders } from '../api/orders.ts';
import { OrderCard, type TOrderDocumentsSlot } from './order-card.tsx';
import { statusKey } from './order-labels.ts';
import classes from './orders.module.css';
import { ordersParamsWith, ordersRequestOf, paidNoticeOf, withoutPaidNotice } from './orders-params.ts';

const filterKey = (status: TOrderStatusFilter) => (status === 'all' ? 'orders.filter.all' : statusKey(status));

export function OrdersSkeleton() {
  return (
    <Stack gap="md" data-testid="orders-skeleton" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={150} radius="md" />
      ))}
    </Stack>
  );
}

/** Nothing to show: why, and where to go from here; «Продаю» explains where a seller's orders come from. */
function OrdersEmpty({ request, onShowAll }: { request: TOrdersRequest; onShowAll: () => void }) {
  const { t } = useTranslation();
  const filtered = request.status !== 'all';
  return (
    <Paper withBorder className={classes.empty} role="status" data-testid="orders-empty">
      <Text fw={600}>{t('orders.empty.title')}</Text>
      {filtered ? (
        <>
          <Text size="sm">{t('orders.empty.status')}</Text>
          <Button variant="light" onClick={onShowAll}>
            {t('orders.empty.showAll')}
          </Button>
        </>
      ) : request.mode === 'sell' ? (
        <>
          <Text size="sm">{t('orders.empty.sellHint')}</Text>
          <Button component={Link} to={paths.profileProducts.getHref()} variant="light">
            {t('orders.empty.toProducts')}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">{t('orders.empty.buyHint')}</Text>
          <Button component={Link} to={paths.marketplace.getHref()} variant="light">
            {t('orders.empty.toMarketplace')}
          </Button>
        </>
      )}
    </Paper>
  );
}

/**
 * `/profile/orders` (spec §2): «Покупаю» / «Продаю», the status filter and the page, all in the URL, so a
 * reload or a shared link opens the same list. `renderDocuments` is the documents block the route hands in.
 */
export function OrdersPage({ renderDocuments }: { renderDocuments?: TOrderDocumentsSlot } = {}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const request = ordersRequestOf(params);
  const query = useOrders(request);
  const change = (next: Partial<TOrdersRequest>) => setParams(ordersParamsWith(params, next));

  let list: ReactNode;
  if (query.isPending) list = <OrdersSkeleton />;
  else if (query.isError) list = <QueryErrorBlock title={t('orders.loadError')} query={query} />;
  else if (query.data.result.length === 0)
    list = <OrdersEmpty request={request} onShowAll={() => change({ status: 'all' })} />;
  else {
    const { result, count, page_size: pageSize } = query.data;
    const pages = Math.max(1, Math.ceil(count / pageSize));
    list = (
      <>
        <Stack gap="md" className={classes.list} data-updating={query.isPlaceholderData || undefined}>
          {result.map((order) => (
            <OrderCard key={order.id} order={order} renderDocuments={renderDocuments} />
          ))}
        </Stack>
        {pages > 1 ? (
          <nav aria-label={t('orders.pagination')} className={classes.pager}>
            <Pagination
              total={pages}
              value={request.page}
              onChange={(page) => change({ page })}
              siblings={1}
              boundaries={1}
            />
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <Stack gap="md">
      {paidNoticeOf(params) ? (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setParams(withoutPaidNotice(params), { replace: true })}
          data-testid="paid-notice"
        >
          {t('orders.paidNotice')}
        </Alert>
      ) : null}
      <SegmentedControl
        value={request.mode}
        onChange={(mode) => change({ mode: mode as TOrdersMode })}
        data={[
          { value: 'buy', label: t('orders.mode.buy') },
          { value: 'sell', label: t('orders.mode.sell') },
        ]}
        aria-label={t('orders.mode.label')}
        className={classes.modes}
      />
      <Chip.Group value={request.status} onChange={(status) => change({ status: status as TOrderStatusFilter })}>
        <Group gap={6} role="radiogroup" aria-label={t('orders.filter.label')} className={classes.filters}>
          {ORDER_STATUS_FILTERS.map((status) => (
            <Chip key={status} value={status} size="sm" data-filter={status}>
              {t(filterKey(status))}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {list}
    </Stack>
  );
}
