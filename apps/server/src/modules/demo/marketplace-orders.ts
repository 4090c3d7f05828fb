import type { TOrderActor, TOrderEvent, TOrderStatus } from '@sverka/shared';
import { loadRegions, type TRegion } from '../reference/index.ts';
import { randomAddress } from './addresses.ts';
import { parseDay } from './dates.ts';
import type { TDemoProductRow, TDemoReview, TDemoSeller } from './marketplace-generator.ts';
import { Random, WeightedPicker } from './random.ts';

/**
 * Goods orders of the demo marketplace. A review may only follow a received
 * order, so every demo review gets a completed order of its buyer holding the
 * product, paid through the sandbox; besides, every demo seller gets a few
 * orders in the other statuses so the sales page has work on it.
 *
 * Stock: the products' `in_stock` stays as the catalogue generated it. These
 * orders are history, so nothing is subtracted; the open ones (paid, accepted,
 * shipped) still say `stock_reserved` and completed ones keep it, as a move
 * through the life cycle leaves it; unpaid orders were released after the
 * reserve time and cancelled ones gave their units back, so both say false.
 */

export type TDemoCheckout = {
  id: string;
  buyerId: number;
  amountKopecks: number;
  status: 'paid' | 'canceled';
  /** The sandbox payment's id (stored in `sandbox_payments` too). */
  paymentId: string;
  createdAt: string;
  paidAt: string | null;
  canceledAt: string | null;
  cancellationReason: string | null;
  orderIds: number[];
};

export type TDemoOrder = {
  id: number;
  buyerId: number;
  sellerId: number;
  status: TOrderStatus;
  paid: boolean;
  totalKopecks: number;
  address: string;
  postalCode: string;
  phoneNumber: string;
  stockReserved: boolean;
  checkoutId: string;
  paidAt: string | null;
  refundStatus: 'succeeded' | null;
  refundId: string | null;
  refundedAt: string | null;
  statusChangedAt: string;
  createdAt: string;
  updatedAt: string;
};

export type TDemoOrderItem = {
  orderId: number;
  productId: number;
  name: string;
  priceKopecks: number;
  quantity: number;
  reviewId: number | null;
};

export type TDemoOrderEvent = {
  orderId: number;
  event: TOrderEvent;
  fromStatus: TOrderStatus;
  toStatus: TOrderStatus;
  actorRole: TOrderActor;
  actorId: number | null;
  comment: string | null;
  createdAt: string;
};

export type TDemoRefund = { id: string; orderId: number; paymentId: string; amountKopecks: number; createdAt: string };

export type TDemoOrders = {
  checkouts: TDemoCheckout[];
  orders: TDemoOrder[];
  items: TDemoOrderItem[];
  events: TDemoOrderEvent[];
  refunds: TDemoRefund[];
};

export type TDemoOrdersInput = {
  seed: number;
  referenceDate: string;
  firstOrderId: number;
  /** The id of the first review; review `i` of `reviews` has id `firstReviewId + i`. */
  firstReviewId: number;
  products: readonly TDemoProductRow[];
  reviews: readonly TDemoReview[];
  sellers: readonly TDemoSeller[];
  buyers: readonly number[];
};

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** ORDER_RESERVE_MINUTES' default: when an unpaid order let its units go. */
const RESERVE_MS = 60 * MINUTE_MS;
// biome-ignore format: a data table reads best packed
const MOBILE_CODES = ['900', '902', '903', '904', '905', '906', '908', '909', '910', '912', '913', '915', '916', '917',
  '918', '919', '920', '921', '922', '925', '926', '927', '928', '929', '950', '951', '952', '953', '960', '961', '962',
  '963', '964', '965', '967', '968', '977', '978', '980', '981', '985', '987', '989', '991', '995', '999'];
const SELLER_CANCEL_REASONS = [
  'Нет нужного количества на складе, приносим извинения',
  'Товар снят с производства, предложим замену отдельно',
  'Не можем доставить по этому адресу',
  null,
];
const BUYER_CANCEL_REASONS = [
  'Передумали, закажем позже',
  'Нашли у другого поставщика',
  'Ошиблись с количеством',
  null,
];
const OPEN_STATUSES = new WeightedPicker<TOrderStatus>([
  ['not_paid', 15],
  ['paid', 20],
  ['pending', 20],
  ['in_progress', 20],
  ['cancelled', 25],
]);
/** How many orders beyond the reviewed ones a demo seller has. */
const OPEN_ORDERS = new WeightedPicker<number>([
  [1, 4],
  [2, 3],
  [3, 2],
  [5, 1],
]);

type TContact = { address: string; postalCode: string; phoneNumber: string };

/** A version 4 UUID from the seeded stream, so every load names checkouts and payments alike. */
function uuidOf(random: Random): string {
  const hex = Array.from({ length: 4 }, () => random.uint32().toString(16).padStart(8, '0')).join('');
  const variant = (8 + (Number.parseInt(hex.charAt(16), 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Delivery details a buyer typed: a legal-style address split into its postcode and the rest, a mobile phone. */
function buyerContacts(random: Random, regions: WeightedPicker<TRegion>): TContact[] {
  const phoneNumber = `7${random.pick(MOBILE_CODES)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
  return Array.from({ length: random.chance(0.2) ? 2 : 1 }, () => {
    const [postalCode = '', ...rest] = randomAddress(random, regions.pick(random)).split(', ');
    return { postalCode, address: rest.join(', '), phoneNumber };
  });
}

const iso = (ms: number) => new Date(ms).toISOString();
/** The units one order line plausibly holds: one of an expensive thing, a few of cheap ones. */
function quantityOf(random: Random, rubles: number): number {
  if (rubles >= 20_000) return 1;
  return random.chance(0.5) ? 1 : random.int(2, rubles >= 2_000 ? 4 : 12);
}

/**
 * The orders behind the demo reviews and the demo sellers' open orders. Pure
 * and deterministic: the same input gives the same rows.
 */
export function generateDemoOrders(input: TDemoOrdersInput): TDemoOrders {
  const random = new Random(input.seed, 'marketplace orders');
  const today = parseDay(input.referenceDate) * DAY_MS;
  const regions = new WeightedPicker(loadRegions().map((region) => [region, region.population_k] as const));
  const contacts = new Map(input.buyers.map((id) => [id, buyerContacts(random, regions)]));
  const byId = new Map(input.products.map((p) => [p.id, p]));
  const onSale = new Map<number, TDemoProductRow[]>();
  /** When each product went on sale, parsed once: the filters below ask for it per order. */
  const publishedMs = new Map<number, number>();
  for (const product of input.products) {
    if (product.status !== 'published') continue;
    publishedMs.set(product.id, Date.parse(product.publishedAt ?? product.createdAt));
    const list = onSale.get(product.sellerId) ?? [];
    list.push(product);
    onSale.set(product.sellerId, list);
  }
  const out: TDemoOrders = { checkouts: [], orders: [], items: [], events: [], refunds: [] };
  let nextId = input.firstOrderId;

  /** A new order (and its sandbox checkout) of `lines`, placed at `placedMs`, not paid yet. */
  const place = (buyerId: number, sellerId: number, lines: TDemoProductRow[], placedMs: number) => {
    const contact = random.pick(contacts.get(buyerId) ?? [{ address: '', postalCode: '', phoneNumber: '' }]);
    const order: TDemoOrder = {
      id: nextId++,
      buyerId,
      sellerId,
      status: 'not_paid',
      paid: false,
      totalKopecks: 0,
      ...contact,
      stockReserved: true,
      checkoutId: uuidOf(random),
      paidAt: null,
      refundStatus: null,
      refundId: null,
      refundedAt: null,
      statusChangedAt: iso(placedMs),
      createdAt: iso(placedMs),
      updatedAt: iso(placedMs),
    };
    const items = lines.map((product) => {
      const rubles = product.salePrice ?? product.price;
      const quantity = Math.min(quantityOf(random, rubles), Math.max(1, product.inStock));
      order.totalKopecks += rubles * 100 * quantity;
      return { orderId: order.id, productId: product.id, name: product.name, priceKopecks: rubles * 100, quantity };
    });
    const checkout: TDemoCheckout = {
      id: order.checkoutId,
      buyerId,
      amountKopecks: order.totalKopecks,
      status: 'canceled',
      paymentId: uuidOf(random),
      createdAt: order.createdAt,
      paidAt: null,
      canceledAt: null,
      cancellationReason: null,
      orderIds: [order.id],
    };
    out.orders.push(order);
    out.checkouts.push(checkout);
    return { order, items, checkout };
  };
  type TPlaced = ReturnType<typeof place>;

  /** One move along the life cycle, logged as the server logs it. */
  const move = (
    placed: TPlaced,
    event: TOrderEvent,
    to: TOrderStatus,
    actor: TOrderActor,
    atMs: number,
    comment: string | null = null,
  ) => {
    const { order, checkout } = placed;
    const at = iso(atMs);
    out.events.push({
      orderId: order.id,
      event,
      fromStatus: order.status,
      toStatus: to,
      actorRole: actor,
      actorId: actor === 'buyer' ? order.buyerId : null,
      comment,
      createdAt: at,
    });
    if (event === 'pay') {
      Object.assign(order, { paid: true, paidAt: at });
      Object.assign(checkout, { status: 'paid', paidAt: at });
    }
    if (event === 'release' || event === 'cancel') order.stockReserved = false;
    if (to !== order.status) order.statusChangedAt = at;
    order.status = to;
    order.updatedAt = at;
  };

  /** The money came back at once (the sandbox refunds at once): the order is no longer paid. */
  const refund = (placed: TPlaced, atMs: number) => {
    const { order, checkout } = placed;
    const id = uuidOf(random);
    Object.assign(order, { paid: false, refundStatus: 'succeeded', refundId: id, refundedAt: iso(atMs) });
    order.updatedAt = iso(atMs);
    out.refunds.push({
      id,
      orderId: order.id,
      paymentId: checkout.paymentId,
      amountKopecks: order.totalKopecks,
      createdAt: iso(atMs),
    });
  };

  /** The payment never came: it expired with the reserve, or the buyer's cancel withdrew it. */
  const withdraw = (placed: TPlaced, atMs: number, reason: string) => {
    Object.assign(placed.checkout, { canceledAt: iso(atMs), cancellationReason: reason });
  };

  // Every review follows a received order: placed after the product went on sale, completed before the review.
  input.reviews.forEach((review, i) => {
    const product = byId.get(review.productId);
    if (!product) return;
    const reviewMs = Date.parse(review.createdAt);
    const onSaleMs = publishedMs.get(product.id) ?? reviewMs;
    const span = Math.max(2 * 3600_000, Math.min(reviewMs - onSaleMs, random.int(4, 25) * DAY_MS));
    const placedMs = reviewMs - span;
    const lines = [product];
    const others = (onSale.get(product.sellerId) ?? []).filter(
      (p) => p.id !== product.id && (publishedMs.get(p.id) ?? placedMs) < placedMs,
    );
    if (others.length > 0 && random.chance(0.25)) lines.push(random.pick(others));
    const placed = place(review.userId, product.sellerId, lines, placedMs);
    out.items.push(...placed.items.map((item, n) => ({ ...item, reviewId: n === 0 ? input.firstReviewId + i : null })));
    const steps = [0.05 + 0.1 * random.float(), 0.2 + 0.2 * random.float(), 0.5 + 0.35 * random.float()];
    move(placed, 'pay', 'paid', 'system', placedMs + Math.min(span * 0.02, random.int(2, 40) * MINUTE_MS));
    move(placed, 'accept', 'pending', 'seller', placedMs + span * (steps[0] ?? 0));
    move(placed, 'ship', 'in_progress', 'seller', placedMs + span * (steps[1] ?? 0));
    if (random.chance(0.6)) move(placed, 'confirm_receipt', 'completed', 'buyer', placedMs + span * (steps[2] ?? 0));
    else move(placed, 'complete', 'completed', 'seller', placedMs + span * (steps[2] ?? 0));
  });

  // Open and cancelled orders: what a seller's sales page works through now.
  for (const seller of input.sellers) {
    const goods = onSale.get(seller.id) ?? [];
    if (goods.length === 0 || input.buyers.length === 0) continue;
    for (let n = OPEN_ORDERS.pick(random); n > 0; n--) {
      const status = OPEN_STATUSES.pick(random);
      const ageDays =
        status === 'cancelled' ? random.int(1, 40) : status === 'paid' ? random.int(1, 3) : random.int(1, 12);
      const placedMs = today - ageDays * DAY_MS + random.int(0, 10 * 3600) * 1000;
      const available = goods.filter(
        (p) => (publishedMs.get(p.id) ?? placedMs) < placedMs - 3600_000 && (status === 'cancelled' || p.inStock > 0),
      );
      if (available.length === 0) continue;
      const placed = place(random.pick(input.buyers), seller.id, random.sample(available, random.int(1, 3)), placedMs);
      out.items.push(...placed.items.map((item) => ({ ...item, reviewId: null })));
      const room = today - placedMs;
      const at = (share: number) => placedMs + room * share * (0.5 + 0.5 * random.float());
      const payMs = placedMs + random.int(2, 40) * MINUTE_MS;
      if (status === 'not_paid') {
        move(placed, 'release', 'not_paid', 'system', placedMs + RESERVE_MS);
        withdraw(placed, placedMs + RESERVE_MS, 'expired_on_confirmation');
      } else if (status !== 'cancelled') {
        move(placed, 'pay', 'paid', 'system', payMs);
        if (status === 'pending' || (status === 'in_progress' && random.chance(0.7)))
          move(placed, 'accept', 'pending', 'seller', at(0.3));
        if (status === 'in_progress') move(placed, 'ship', 'in_progress', 'seller', at(0.8));
      } else {
        const roll = random.float();
        if (roll < 0.4) {
          const cancelMs = placedMs + random.int(3, 50) * MINUTE_MS;
          move(placed, 'cancel', 'cancelled', 'buyer', cancelMs, random.pick(BUYER_CANCEL_REASONS));
          withdraw(placed, cancelMs, 'canceled_by_merchant');
        } else {
          move(placed, 'pay', 'paid', 'system', payMs);
          if (roll >= 0.75) move(placed, 'accept', 'pending', 'seller', at(0.2));
          const cancelMs = at(0.5);
          if (roll < 0.75) move(placed, 'cancel', 'cancelled', 'seller', cancelMs, random.pick(SELLER_CANCEL_REASONS));
          else move(placed, 'cancel', 'cancelled', 'buyer', cancelMs, random.pick(BUYER_CANCEL_REASONS));
          refund(placed, cancelMs + random.int(1, 30) * MINUTE_MS);
        }
      }
    }
  }
  return out;
}
