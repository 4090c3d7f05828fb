import { findOrderTransition } from '@sverka/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from './marketplace-catalogue.ts';
import {
  demoPictureDesigns,
  generateDemoMarketplace,
  type TDemoCategory,
  type TMarketplaceInput,
} from './marketplace-generator.ts';
import { generateDemoOrders, type TDemoOrdersInput } from './marketplace-orders.ts';
import { demoPictureKeys, demoPictureSvg } from './marketplace-pictures.ts';

/** The catalogue's leaves as the tree would give them, with made-up ids. */
const CATEGORIES: TDemoCategory[] = Object.entries(DEMO_CATALOGUE).flatMap(([rootName, leaves], r) =>
  Object.keys(leaves).map((name, i) => ({
    id: 100 * (r + 1) + i,
    name,
    rootName,
    rootSlug: `root-${r}`,
    position: i + 1,
    hue: 30 * r,
  })),
);
const INPUT: TMarketplaceInput = {
  seed: 7,
  referenceDate: '2026-11-01',
  count: 2_000,
  firstId: 1,
  categories: CATEGORIES,
  sellers: Array.from({ length: 60 }, (_, i) => ({ id: i + 1, soleTrader: i % 4 === 0 })),
  buyers: Array.from({ length: 20 }, (_, i) => 1_000 + i),
};

describe('generateDemoMarketplace', () => {
  const market = generateDemoMarketplace(INPUT);

  it('is the same for the same seed and differs for another', () => {
    expect(generateDemoMarketplace(INPUT)).toEqual(market);
    const other = generateDemoMarketplace({ ...INPUT, seed: 8 });
    expect(other.products.map((p) => p.name)).not.toEqual(market.products.map((p) => p.name));
  });

  it('makes the requested products with consecutive ids over every category and seller', () => {
    expect(market.products.map((p) => p.id)).toEqual(Array.from({ length: 2_000 }, (_, i) => i + 1));
    expect(new Set(market.products.map((p) => p.categoryId)).size).toBe(CATEGORIES.length);
    expect(new Set(market.products.map((p) => p.sellerId)).size).toBeGreaterThan(40);
  });

  it('prices within the catalogue, sale prices strictly below prices, VAT 20, 10 or none', () => {
    for (const p of market.products) {
      const category = CATEGORIES.find((c) => c.id === p.categoryId) as TDemoCategory;
      const item = DEMO_CATALOGUE[category.rootName]?.[category.name]?.items.find(([name]) => name === p.name);
      expect(item, p.name).toBeDefined();
      expect(p.price).toBeGreaterThan(0);
      expect(p.price).toBeGreaterThanOrEqual(Math.floor((item?.[1] ?? 0) * 0.99));
      if (p.salePrice !== null) expect(p.salePrice).toBeLessThan(p.price);
      expect([null, 10, 20]).toContain(p.vatRate);
    }
    expect(market.products.filter((p) => p.salePrice !== null).length).toBeGreaterThan(200);
  });

  it('keeps some products in moderation and a few rejected with a reason, without likes or reviews', () => {
    const hidden = market.products.filter((p) => p.status !== 'published');
    expect(hidden.filter((p) => p.status === 'moderation').length).toBe(16);
    expect(hidden.filter((p) => p.status === 'rejected').every((p) => (p.rejectReason ?? '').length > 10)).toBe(true);
    expect(hidden.every((p) => p.likesCount === 0 && p.reviewsCount === 0 && p.publishedAt === null)).toBe(true);
  });

  it('gives one to four distinct pictures, the leaf picture first', () => {
    for (const p of market.products) {
      expect(p.pictures.length).toBeGreaterThanOrEqual(1);
      expect(p.pictures.length).toBeLessThanOrEqual(4);
      expect(new Set(p.pictures.map((picture) => picture.key)).size).toBe(p.pictures.length);
      const category = CATEGORIES.find((c) => c.id === p.categoryId) as TDemoCategory;
      expect(p.pictures[0]?.key).toBe(demoPictureKeys({ ...category, variant: 0, leaf: category.position }).key);
    }
    const designs = demoPictureDesigns(CATEGORIES);
    const stored = new Set(designs.map((d) => demoPictureKeys(d).key));
    expect(market.products.every((p) => p.pictures.every((picture) => stored.has(picture.key)))).toBe(true);
  });

  it('counts likes and reviews from the favorites and reviews it makes', () => {
    for (const p of market.products.slice(0, 300)) {
      expect(market.favorites.filter((f) => f.productId === p.id).length).toBe(p.likesCount);
      const reviews = market.reviews.filter((r) => r.productId === p.id);
      expect(reviews.length).toBe(p.reviewsCount);
      if (reviews.length > 0)
        expect(p.rating).toBeCloseTo(reviews.reduce((sum, r) => sum + r.stars, 0) / reviews.length, 2);
      else expect(p.rating).toBeNull();
    }
  });
});

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe('generateDemoOrders', () => {
  const market = generateDemoMarketplace(INPUT);
  const input: TDemoOrdersInput = {
    seed: INPUT.seed,
    referenceDate: INPUT.referenceDate,
    firstOrderId: 500,
    firstReviewId: 9_000,
    products: market.products,
    reviews: market.reviews,
    sellers: INPUT.sellers,
    buyers: INPUT.buyers,
  };
  const demo = generateDemoOrders(input);
  const orderById = new Map(demo.orders.map((o) => [o.id, o]));
  const eventsByOrder = groupBy(demo.events, (e) => e.orderId);
  const eventsOf = (orderId: number) => eventsByOrder.get(orderId) ?? [];
  const itemsByOrder = groupBy(demo.items, (i) => i.orderId);

  it('is the same for the same input', () => {
    expect(generateDemoOrders(input)).toEqual(demo);
    expect(demo.orders.map((o) => o.id)).toEqual(demo.orders.map((_, i) => 500 + i));
  });

  it('backs every review with a completed, paid order of its buyer holding the product, placed and closed before it', () => {
    expect(market.reviews.length).toBeGreaterThan(100);
    const reviewed = groupBy(demo.items, (item) => item.reviewId);
    market.reviews.forEach((review, i) => {
      const lines = reviewed.get(9_000 + i) ?? [];
      expect(lines).toHaveLength(1);
      const line = lines[0];
      const order = orderById.get(line?.orderId ?? -1);
      expect(line?.productId).toBe(review.productId);
      expect(order).toMatchObject({ buyerId: review.userId, status: 'completed', paid: true, stockReserved: true });
      const events = eventsOf(order?.id ?? -1);
      expect(events.map((e) => e.event).slice(0, 3)).toEqual(['pay', 'accept', 'ship']);
      expect(['complete', 'confirm_receipt']).toContain(events[3]?.event);
      const times = [order?.createdAt, ...events.map((e) => e.createdAt)].map((t) => Date.parse(t ?? ''));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(times.length);
      expect(times.at(-1)).toBeLessThan(Date.parse(review.createdAt));
    });
    expect(demo.items.filter((item) => item.reviewId !== null)).toHaveLength(market.reviews.length);
  });

  it('moves every order only along the transition table, from not_paid to its status', () => {
    for (const order of demo.orders) {
      let status = 'not_paid';
      for (const event of eventsOf(order.id)) {
        expect(event.fromStatus).toBe(status);
        const transition = findOrderTransition(event.fromStatus, event.event, event.actorRole);
        expect(transition?.to, `${order.id} ${event.event}`).toBe(event.toStatus);
        expect(event.actorId).toBe(event.actorRole === 'buyer' ? order.buyerId : null);
        status = event.toStatus;
      }
      expect(status).toBe(order.status);
    }
    const statuses = new Set(demo.orders.map((o) => o.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'completed', 'in_progress', 'not_paid', 'paid', 'pending']);
    // Every seller with goods on sale has orders to work through.
    const selling = new Set(market.products.filter((p) => p.status === 'published').map((p) => p.sellerId));
    const open = new Set(demo.orders.filter((o) => o.status !== 'completed').map((o) => o.sellerId));
    expect(open.size).toBeGreaterThan(selling.size * 0.8);
  });

  it('snapshots effective prices in kopecks, totals them, and keeps money, stock and refunds consistent', () => {
    const products = new Map(market.products.map((p) => [p.id, p]));
    for (const item of demo.items) {
      const product = products.get(item.productId);
      expect(item.name).toBe(product?.name);
      expect(item.priceKopecks).toBe(((product?.salePrice ?? product?.price) as number) * 100);
      expect(product?.status).toBe('published');
      expect(product?.sellerId).toBe(orderById.get(item.orderId)?.sellerId);
    }
    for (const order of demo.orders) {
      const total = (itemsByOrder.get(order.id) ?? []).reduce((s, i) => s + i.priceKopecks * i.quantity, 0);
      expect(order.totalKopecks).toBe(total);
      const checkout = demo.checkouts.find((c) => c.id === order.checkoutId);
      expect(checkout).toMatchObject({ buyerId: order.buyerId, amountKopecks: total, orderIds: [order.id] });
      const wasPaid = eventsOf(order.id).some((e) => e.event === 'pay');
      expect(checkout?.status).toBe(wasPaid ? 'paid' : 'canceled');
      const refunded = demo.refunds.some((r) => r.orderId === order.id);
      expect(refunded).toBe(wasPaid && order.status === 'cancelled');
      expect(order.paid).toBe(wasPaid && !refunded);
      expect(order.stockReserved).toBe(!['not_paid', 'cancelled'].includes(order.status));
    }
  });

  it('delivers to plausible Russian addresses and phones', () => {
    for (const order of demo.orders) {
      expect(order.postalCode).toMatch(/^\d{6}$/);
      expect(order.phoneNumber).toMatch(/^79\d{9}$/);
      expect(order.address).toMatch(/г\. [А-ЯЁ].*, д\. \d+/);
    }
    expect(new Set(demo.orders.map((o) => o.postalCode.slice(0, 3))).size).toBeGreaterThan(5);
  });
});

describe('demo pictures', () => {
  it('are stored under distinct keys named like uploaded pictures, the same on every load', () => {
    const designs = demoPictureDesigns(CATEGORIES);
    const keys = designs.map(demoPictureKeys);
    expect(new Set(keys.map((k) => k.key)).size).toBe(designs.length);
    for (const { key, thumbKey } of keys) {
      expect(key).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
      expect(thumbKey).toBe(key.replace(/\.webp$/, '-thumb.webp'));
    }
    expect(demoPictureDesigns(CATEGORIES).map(demoPictureKeys)).toEqual(keys);
  });

  it('draw as a 1600×1200 picture with the category name as its caption', async () => {
    const svg = demoPictureSvg({ rootSlug: 'textile', name: 'Средства & защиты', hue: 330, variant: 0, leaf: 2 });
    expect(svg).toContain('Средства &amp; защиты');
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 1600, height: 1200 });
  });
});
