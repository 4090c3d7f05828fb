import { ORDER_MESSAGES, ORDER_PAYMENT_LABELS, ORDER_STATUS_LABELS, type TOrder } from '@sverka/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { ordersQueryOptions } from '../api/orders.ts';
import { CancelOrderForm, OrderActionsView, useOrderActions } from './order-actions.tsx';
import { OrderCard } from './order-card.tsx';
import { actionFailure, orderButtons } from './order-labels.ts';
import {
  jsonResponse,
  orderFixture,
  orderItem,
  ordersPage,
  renderMarkup,
  testQueryClient,
} from './testing/fixtures.tsx';

await loadAreaTexts('orders');

afterEach(() => vi.unstubAllGlobals());

const card = (order: TOrder, initiallyExpanded = false) =>
  renderMarkup(<OrderCard order={order} initiallyExpanded={initiallyExpanded} />);

/** The `data-action` of every button of the card, in order. */
const actionsOf = (html: string) => [...html.matchAll(/data-action="([a-z_]+)"/g)].map((match) => match[1]);

describe('an order card', () => {
  it('shows the number, the date, the items, the total, the status and the payment state', () => {
    const html = card(orderFixture());
    expect(html).toContain('Заказ № 12');
    expect(html).toContain('от 20.11.2026');
    expect(html).toContain('src="/api/v1/media/products/51-thumb.webp"');
    expect(html).toMatch(/<a[^>]*href="\/marketplace\/5"[^>]*>Цемент М500, мешок 50 кг<\/a>/);
    expect(html).toContain('Товаров: 3');
    expect(html).toMatch(/Сумма: 1\s950\s₽/);
    expect(html).toContain(ORDER_STATUS_LABELS.paid);
    expect(html).toContain(`>${ORDER_PAYMENT_LABELS.true}<`);
    expect(html).toMatch(/Продавец:.*href="\/company\/7"/);
  });

  it('names every status as the spec does and an unpaid order as «Не оплачено»', () => {
    for (const [status, label] of Object.entries(ORDER_STATUS_LABELS)) {
      expect(card(orderFixture({ status: status as TOrder['status'] }))).toContain(`>${label}<`);
    }
    const html = card(orderFixture({ status: 'not_paid', paid: false }));
    expect(html).toContain('data-paid="false"');
    expect(html).toContain(`>${ORDER_PAYMENT_LABELS.false}<`);
  });

  it('shows a product on moderation or deleted without a link', () => {
    const html = card(
      orderFixture({
        items: [
          orderItem({ id: 1, product: 8, name: 'Кирпич', is_published: false }),
          orderItem({ id: 2, product: null, name: 'Песок', is_published: false }),
        ],
      }),
    );
    expect(html).not.toContain('href="/marketplace/');
    expect(html).toContain('data-testid="moderation-badge"');
    expect(html).toContain('На модерации');
    expect(html).toContain('Товар удалён продавцом');
  });

  it('says how a cancelled paid order is refunded and when an unpaid order lost its reserve', () => {
    expect(card(orderFixture({ status: 'cancelled', refund: 'pending' }))).toContain('Возврат в обработке');
    expect(card(orderFixture({ status: 'cancelled', refund: 'succeeded' }))).toContain('Деньги возвращены');
    const released = card(orderFixture({ status: 'not_paid', paid: false, stock_released: true, can_pay: true }));
    expect(released).toContain('data-note="orders.stockReleased"');
    expect(card(orderFixture())).not.toContain('data-note=');
  });

  it('offers the seller what the server allows: accept, ship, cancel', () => {
    const html = card(orderFixture({ role: 'seller', actions: ['accept', 'ship', 'cancel'] }));
    expect(actionsOf(html)).toEqual(['accept', 'ship', 'cancel']);
    expect(html).toContain('>Принять<');
    expect(html).toContain('>Отправить<');
    expect(html).toContain('>Отменить<');
    expect(html).toContain('Покупатель: Иван Петров');
  });

  it('offers the buyer payment first when the order can be paid, and nothing the server did not list', () => {
    expect(
      actionsOf(card(orderFixture({ status: 'not_paid', paid: false, can_pay: true, actions: ['cancel'] }))),
    ).toEqual(['pay', 'cancel']);
    expect(actionsOf(card(orderFixture({ status: 'in_progress', actions: ['confirm_receipt'] })))).toEqual([
      'confirm_receipt',
    ]);
    expect(actionsOf(card(orderFixture({ status: 'completed', actions: [] })))).toEqual([]);
    expect(orderButtons({ actions: ['cancel', 'complete'], can_pay: false })).toEqual(['complete', 'cancel']);
  });

  it('opens the delivery details and the history', () => {
    const order = orderFixture({
      role: 'seller',
      events: [
        { event: 'pay', from: 'not_paid', to: 'paid', actor: 'system', comment: null, at: '2026-11-20T12:05:00Z' },
        {
          event: 'cancel',
          from: 'paid',
          to: 'cancelled',
          actor: 'buyer',
          comment: 'Передумал',
          at: '2026-11-21T09:00:00Z',
        },
      ],
    });
    expect(card(order)).not.toContain('data-testid="order-details"');
    const html = card(order, true);
    expect(html).toContain('г. Москва, ул. Тверская, д. 1');
    expect(html).toContain('125009');
    expect(html).toContain('79161234567');
    expect(html).toContain('data-event="cancel"');
    expect(html).toContain('Оплачен → Отменён');
    expect(html).toContain('Передумал');
    expect(html).toMatch(/Покупатель, \d\d:\d\d 21\.11\.2026/);
  });
});

describe('order actions', () => {
  /** Renders the hook once and hands back its handlers, as the card's buttons call them. */
  function actionsFor(order: TOrder, queryClient = testQueryClient()) {
    let actions: ReturnType<typeof useOrderActions> | undefined;
    function Probe() {
      actions = useOrderActions(order);
      return null;
    }
    renderMarkup(<Probe />, { queryClient });
    if (!actions) throw new Error('the hook did not run');
    return actions;
  }

  function stubFetch(reply: Response) {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => reply.clone());
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('posts the pressed event and shows the moved order in the cached list', async () => {
    const before = orderFixture({ role: 'seller', actions: ['accept', 'ship', 'cancel'] });
    const after = orderFixture({ role: 'seller', status: 'pending', actions: ['ship', 'cancel'] });
    const fetchMock = stubFetch(jsonResponse(after));
    const queryClient = testQueryClient();
    const key = ordersQueryOptions({ mode: 'sell', status: 'all', page: 1 }).queryKey;
    queryClient.setQueryData(key, ordersPage([before]));
    actionsFor(before, queryClient).press('accept');
    await vi.waitFor(() => expect(queryClient.getQueryData(key)?.result[0]?.status).toBe('pending'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/orders/12/events/');
    expect(JSON.parse(String(init?.body))).toEqual({ event: 'accept' });
  });

  it('asks before cancelling and sends the comment with the cancel', async () => {
    const fetchMock = stubFetch(jsonResponse(orderFixture({ status: 'cancelled', actions: [] })));
    const order = orderFixture();
    actionsFor(order).press('cancel');
    expect(fetchMock).not.toHaveBeenCalled();
    actionsFor(order).confirmCancel('  Нашёл дешевле  ');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      event: 'cancel',
      comment: 'Нашёл дешевле',
    });
    actionsFor(order).confirmCancel('   ');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ event: 'cancel' });
  });

  it('sends the browser to the payment page', async () => {
    stubFetch(jsonResponse({ order_url: '/sandbox/pay/xyz' }));
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    actionsFor(orderFixture({ status: 'not_paid', paid: false, can_pay: true })).press('pay');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/pay/xyz'));
  });

  it('shows a 409 refusal in the server’s words', () => {
    const refusal = actionFailure(new ApiError(409, 'CONFLICT', ORDER_MESSAGES.transitionRefused));
    expect(refusal).toEqual({ text: ORDER_MESSAGES.transitionRefused });
    expect(actionFailure(new ApiError(0, 'NETWORK', null))).toEqual({ key: 'errors.network' });
    const html = renderMarkup(
      <OrderActionsView buttons={['ship', 'cancel']} running={null} failure={refusal} onPress={() => {}} />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain(ORDER_MESSAGES.transitionRefused);
  });

  it('spins the pressed button and holds the others while an action runs', () => {
    const html = renderMarkup(
      <OrderActionsView buttons={['ship', 'cancel']} running="ship" failure={null} onPress={() => {}} />,
    );
    expect(html).toMatch(
      /<button[^>]*data-loading="true"[^>]*data-action="ship"|<button[^>]*data-action="ship"[^>]*data-loading/,
    );
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*data-action="cancel"|<button[^>]*data-action="cancel"[^>]*disabled/,
    );
  });

  it('confirms a cancel with an optional comment', () => {
    const html = renderMarkup(
      <CancelOrderForm orderId={12} pending={false} failure={null} onConfirm={() => {}} onClose={() => {}} />,
    );
    expect(html).toContain('<textarea');
    expect(html).toContain('Комментарий');
    expect(html).toContain('Отменить заказ');
    expect(html).toContain('Не отменять');
  });
});
