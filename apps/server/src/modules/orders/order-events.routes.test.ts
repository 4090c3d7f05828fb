import {
  findOrderTransition,
  ORDER_PEOPLE_EVENTS,
  ORDER_STATUSES,
  type TOrder,
  type TOrderStatus,
} from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { insertOrder, insertPaidSandboxCheckout, lettersTo } from '../../../test/orders.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let buyer: TTestUser;
let seller: TTestUser;
let stranger: TTestUser;
let sellerId: number;
let productId: number;
beforeAll(async () => {
  [buyer, seller, stranger] = await Promise.all([
    createUser(ctx.app, 'ord-buyer'),
    createUser(ctx.app, 'ord-seller'),
    createUser(ctx.app, 'ord-stranger'),
  ]);
  sellerId = (await insertSeller(ctx.sql, seller.id)).id;
  productId = await insertProduct(ctx.sql, sellerId);
  await ctx.sql`update products set in_stock = 10 where id = ${productId}`;
});

const PAID_STATUSES: readonly TOrderStatus[] = ['paid', 'pending', 'in_progress', 'completed'];

/** An order in `status`; a paid one with its sandbox payment, so a cancel can give the money back. */
async function orderIn(status: TOrderStatus, quantity = 1) {
  const paid = PAID_STATUSES.includes(status);
  const order = await insertOrder(ctx.sql, {
    buyerId: buyer.id,
    sellerId,
    status,
    paid,
    items: [{ productId, quantity }],
  });
  if (paid)
    await insertPaidSandboxCheckout(ctx.sql, { id: order.id, buyerId: buyer.id, amountKopecks: order.totalKopecks });
  return order;
}

const send = (user: TTestUser, id: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/events/`, headers: user.auth, payload });

const inStock = async () =>
  (await ctx.sql<{ in_stock: number }[]>`select in_stock from products where id = ${productId}`)[0]?.in_stock;

describe('POST /api/v1/orders/{id}/events/', () => {
  it('moves an order exactly along the transition table for buyer and seller; 409 otherwise, 404 to strangers', async () => {
    const people = { buyer, seller } as const;
    for (const event of ORDER_PEOPLE_EVENTS) {
      for (const status of ORDER_STATUSES) {
        for (const actor of ['buyer', 'seller', 'stranger'] as const) {
          const order = await orderIn(status);
          const response = await send(actor === 'stranger' ? stranger : people[actor], order.id, { event });
          const where = `${actor} ${event} ${status}`;
          const [row] = await ctx.sql<{ status: string }[]>`select status from orders where id = ${order.id}`;
          if (actor === 'stranger') {
            expect(response.statusCode, where).toBe(404);
            expect(row?.status, where).toBe(status);
            continue;
          }
          const transition = findOrderTransition(status, event, actor);
          if (!transition) {
            expect(response.statusCode, where).toBe(409);
            expect(row?.status, where).toBe(status);
            continue;
          }
          expect(response.statusCode, `${where}: ${response.body}`).toBe(200);
          expect(row?.status, where).toBe(transition.to);
          const reply = response.json<TOrder>();
          expect(reply.status, where).toBe(transition.to);
          expect(reply.role, where).toBe(actor);
          // A paid order cancelled is refunded at once by the sandbox.
          if (event === 'cancel') expect(reply.refund, where).toBe(PAID_STATUSES.includes(status) ? 'succeeded' : null);
        }
      }
    }
  });

  it('takes no system events and no malformed bodies from people', async () => {
    const order = await orderIn('not_paid');
    for (const payload of [
      { event: 'pay' },
      { event: 'release' },
      {},
      { event: 'cancel', comment: 'x'.repeat(1001) },
      { event: 42 },
      { event: ['cancel'] },
      { event: 'cancel', comment: { text: 'a' } },
    ]) {
      const response = await send(buyer, order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const url of [`/api/v1/orders/abc/events/`, `/api/v1/orders/0/events/`, `/api/v1/orders/1e40/events/`]) {
      const response = await ctx.app.inject({ method: 'POST', url, headers: buyer.auth, payload: { event: 'cancel' } });
      expect(response.statusCode, url).toBe(400);
    }
    const missing = await send(buyer, 2_000_000_000, { event: 'cancel' });
    expect(missing.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/events/`,
      payload: { event: 'cancel' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.sql`select 1 from order_events where order_id = ${order.id}`).length).toBe(0);
  });

  it('logs who moved the order, from where to where and why', async () => {
    const order = await orderIn('paid');
    expect((await send(seller, order.id, { event: 'accept', comment: '  Собираем заказ  ' })).statusCode).toBe(200);
    expect((await send(seller, order.id, { event: 'ship' })).statusCode).toBe(200);
    const done = await send(buyer, order.id, { event: 'confirm_receipt', comment: 'Спасибо' });
    expect(done.statusCode).toBe(200);

    const rows = await ctx.sql<
      {
        event: string;
        from_status: string;
        to_status: string;
        actor_role: string;
        actor_id: number;
        comment: string | null;
      }[]
    >`select event, from_status, to_status, actor_role, actor_id, comment from order_events
      where order_id = ${order.id} order by id`;
    expect(rows).toEqual([
      {
        event: 'accept',
        from_status: 'paid',
        to_status: 'pending',
        actor_role: 'seller',
        actor_id: seller.id,
        comment: 'Собираем заказ',
      },
      {
        event: 'ship',
        from_status: 'pending',
        to_status: 'in_progress',
        actor_role: 'seller',
        actor_id: seller.id,
        comment: null,
      },
      {
        event: 'confirm_receipt',
        from_status: 'in_progress',
        to_status: 'completed',
        actor_role: 'buyer',
        actor_id: buyer.id,
        comment: 'Спасибо',
      },
    ]);
    const reply = done.json<TOrder>();
    expect(reply.events.map((event) => [event.event, event.from, event.to, event.actor, event.comment])).toEqual([
      ['accept', 'paid', 'pending', 'seller', 'Собираем заказ'],
      ['ship', 'pending', 'in_progress', 'seller', null],
      ['confirm_receipt', 'in_progress', 'completed', 'buyer', 'Спасибо'],
    ]);
    expect(reply.actions).toEqual([]);
    expect(reply.items[0]?.can_review).toBe(true);
  });

  it('a cancel before payment puts the reserved units back on the shelf', async () => {
    const before = await inStock();
    const order = await orderIn('not_paid', 3);
    expect((await send(buyer, order.id, { event: 'cancel' })).statusCode).toBe(200);
    expect(await inStock()).toBe((before as number) + 3);
    const [row] = await ctx.sql<{ stock_reserved: boolean; refund_status: string | null }[]>`
      select stock_reserved, refund_status from orders where id = ${order.id}`;
    expect(row).toEqual({ stock_reserved: false, refund_status: null });
    // A second cancel is refused and returns nothing twice.
    expect((await send(buyer, order.id, { event: 'cancel' })).statusCode).toBe(409);
    expect(await inStock()).toBe((before as number) + 3);
  });

  it('someone who is both seller and buyer acts as the seller for seller events and as the buyer for receipt', async () => {
    const self = await insertOrder(ctx.sql, {
      buyerId: seller.id,
      sellerId,
      status: 'paid',
      paid: true,
      items: [{ productId }],
    });
    const accepted = await send(seller, self.id, { event: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<TOrder>().role).toBe('seller');
    expect((await send(seller, self.id, { event: 'ship' })).statusCode).toBe(200);
    expect((await send(seller, self.id, { event: 'confirm_receipt' })).statusCode).toBe(200);
    const [event] = await ctx.sql<{ actor_role: string }[]>`
      select actor_role from order_events where order_id = ${self.id} and event = 'confirm_receipt'`;
    expect(event?.actor_role).toBe('buyer');
  });
});

describe('letters about order moves', () => {
  it('tells the buyer of every status change the seller makes, with the comment and the orders link', async () => {
    const order = await orderIn('paid');
    const before = lettersTo(ctx.dataDir, buyer.email).length;
    expect((await send(seller, order.id, { event: 'ship', comment: 'Трек RA123' })).statusCode).toBe(200);
    const letters = lettersTo(ctx.dataDir, buyer.email);
    expect(letters).toHaveLength(before + 1);
    const letter = letters.find((mail) => mail.subject === `Заказ № ${order.id}: В пути`);
    expect(letter?.text).toContain('Комментарий: Трек RA123');
    expect(letter?.text).toContain('/profile/orders');
  });

  it('tells the seller when the buyer cancels or confirms receipt, and nobody of a refused move', async () => {
    const cancelled = await orderIn('not_paid');
    const received = await orderIn('in_progress');
    const refused = await orderIn('completed');
    expect((await send(buyer, cancelled.id, { event: 'cancel', comment: 'Передумал' })).statusCode).toBe(200);
    expect((await send(buyer, received.id, { event: 'confirm_receipt' })).statusCode).toBe(200);
    expect((await send(buyer, refused.id, { event: 'cancel' })).statusCode).toBe(409);
    const subjects = lettersTo(ctx.dataDir, seller.email).map((mail) => mail.subject);
    expect(subjects).toContain(`Заказ № ${cancelled.id}: Отменён`);
    expect(subjects).toContain(`Заказ № ${received.id}: Выполнен`);
    expect(subjects.filter((subject) => subject.startsWith(`Заказ № ${refused.id}:`))).toEqual([]);
    // The buyer hears nothing of their own moves.
    const buyerSubjects = lettersTo(ctx.dataDir, buyer.email).map((mail) => mail.subject);
    expect(buyerSubjects.filter((subject) => subject.startsWith(`Заказ № ${cancelled.id}:`))).toEqual([]);
  });
});
