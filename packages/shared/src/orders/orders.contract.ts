import { z } from 'zod';
import { zPage } from '../companies/common.contract.ts';
import { ZProductImage } from '../marketplace/marketplace.contract.ts';
import { ORDER_EVENTS, ORDER_PEOPLE_EVENTS, ORDER_STATUS_FILTERS, ORDER_STATUSES } from './order-transitions.ts';

/**
 * Basket, orders and reviews (spec §2 profile orders / basket / reviews, §3
 * Basket item / Order / Buyer info / Comment, §4, §5, §7 basket, user-info,
 * seller-order, products-order, add-comment).
 */

/** Spec §9: the basket saves a quantity after 1 s of quiet; «В корзине» stays for 1 s. */
export const BASKET_QUANTITY_DEBOUNCE_MS = 1000;
export const ADD_TO_BASKET_FEEDBACK_MS = 1000;
export const BASKET_QUANTITY_MAX = 100_000;
export const BASKET_ITEMS_MAX = 200;
/** One payment names every line in its 54-ФЗ receipt, and YooKassa takes at most 100 lines. */
export const CHECKOUT_ITEMS_MAX = 100;
export const ORDER_ADDRESS_MAX_LENGTH = 300;
export const ORDER_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_CONTENT_MAX_LENGTH = 5000;
export const ORDERS_PAGE_SIZE = 20;
/** A Russian phone as digits: 10 (without the country code) to 15 (E.164 maximum). */
export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 15;

/** Russian texts of the basket, orders and reviews (spec §8 where it names them). */
export const ORDER_MESSAGES = {
  basketEmpty: 'Товаров не найдено',
  reviewsEmpty: 'Отзывы отсутствуют',
  ordersEmpty: 'Заказов пока нет',
  basketItemNotFound: 'Товара нет в корзине',
  orderNotFound: 'Заказ не найден',
  productUnavailable: 'Товар сейчас не продаётся',
  ownProduct: 'Свой товар купить нельзя',
  sellerAway: 'У продавца пока нет представителя на сайте: заказ некому принять',
  quantityFormat: 'Укажите количество целым числом от 1',
  notEnoughStock: 'Столько нет в наличии',
  outOfStock: 'Товар закончился',
  basketTooLarge: `В корзине может быть не больше ${BASKET_ITEMS_MAX} товаров`,
  nothingToOrder: 'Выберите товары для заказа',
  checkoutTooLarge: `За один раз можно оформить не больше ${CHECKOUT_ITEMS_MAX} товаров`,
  /** The payment provider takes no less than 1 ₽ per payment. */
  amountTooSmall: 'Сумма к оплате — не меньше 1 ₽',
  addressRequired: 'Укажите адрес доставки',
  postalCodeFormat: 'Индекс — шесть цифр',
  phoneFormat: 'Укажите телефон: от 10 до 15 цифр',
  transitionRefused: 'Сейчас это действие с заказом недоступно',
  orderNotPayable: 'Этот заказ нельзя оплатить',
  reviewNotAllowed: 'Отзыв можно оставить только о полученном заказе',
  reviewExists: 'Вы уже оставили отзыв об этом товаре в этом заказе',
  replyNotAllowed: 'Ответить на отзыв может только продавец, и только один раз',
  reviewContentRequired: 'Напишите текст отзыва',
  reviewStarsRequired: 'Поставьте оценку от 1 до 5',
  reviewNotFound: 'Отзыв не найден',
} as const;

/** Spec §4 labels: the status badge of an order card and the payment state. */
export const ORDER_STATUS_LABELS = {
  not_paid: 'Не оплачен',
  paid: 'Оплачен',
  pending: 'Ожидается',
  in_progress: 'В пути',
  completed: 'Выполнен',
  cancelled: 'Отменён',
} as const;
export const ORDER_PAYMENT_LABELS = { true: 'Оплачено', false: 'Не оплачено' } as const;

/** Spec §3 Basket item: the product as the basket shows it, with its seller for grouping. */
export const ZBasketProduct = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    images: z.array(ZProductImage),
    price: z.number(),
    sale_price: z.number().nullable(),
    price_with_taxes: z.number().describe('Цена за единицу к оплате'),
    company: z.number().int().describe('Продавец: по нему корзина группирует товары'),
    company_name: z.string(),
    is_liked: z.boolean(),
    rating: z.number().nullable(),
    in_stock: z.number().int(),
    is_published: z.boolean(),
  })
  .meta({ id: 'BasketProduct' });

export const ZBasketItem = z
  .object({ id: z.number().int(), quantity: z.number().int(), product: ZBasketProduct })
  .meta({ id: 'BasketItem' });
export type TBasketItem = z.infer<typeof ZBasketItem>;

export const ZBasket = z
  .object({
    baskets: z.array(ZBasketItem).describe('Новые сверху'),
    total: z.number().describe('Сумма всех позиций, ₽'),
  })
  .meta({ id: 'Basket' });
export type TBasket = z.infer<typeof ZBasket>;

const ZQuantity = z.coerce
  .number({ error: ORDER_MESSAGES.quantityFormat })
  .int(ORDER_MESSAGES.quantityFormat)
  .min(1, ORDER_MESSAGES.quantityFormat)
  .max(BASKET_QUANTITY_MAX, ORDER_MESSAGES.quantityFormat);

export const ZAddToBasketQuery = z.object({ quantity: ZQuantity.default(1) });
export const ZBasketItemParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ZBasketQuantityBody = z.object({ quantity: ZQuantity }).meta({ id: 'BasketQuantityBody' });

/** Spec §5: the phone keeps digits only. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '');

/** Spec §3 Buyer info: `POST /api/v1/user-info/`. `items` are basket item ids; all of the basket when absent. */
export const ZBuyerInfoBody = z
  .object({
    phone_number: z
      .string({ error: ORDER_MESSAGES.phoneFormat })
      .transform(phoneDigits)
      .pipe(
        z.string().min(PHONE_DIGITS_MIN, ORDER_MESSAGES.phoneFormat).max(PHONE_DIGITS_MAX, ORDER_MESSAGES.phoneFormat),
      ),
    address: z
      .string({ error: ORDER_MESSAGES.addressRequired })
      .trim()
      .min(1, ORDER_MESSAGES.addressRequired)
      .max(ORDER_ADDRESS_MAX_LENGTH),
    postal_code: z
      .string({ error: ORDER_MESSAGES.postalCodeFormat })
      .trim()
      .regex(/^\d{6}$/, ORDER_MESSAGES.postalCodeFormat),
    items: z.array(z.number().int().positive()).min(1, ORDER_MESSAGES.nothingToOrder).max(BASKET_ITEMS_MAX).optional(),
  })
  .meta({ id: 'BuyerInfoBody' });
export type TBuyerInfoBody = z.input<typeof ZBuyerInfoBody>;

export const ZCheckoutReply = z
  .object({
    order_url: z.string().describe('Страница оплаты; браузер переходит на неё'),
    orders: z.array(z.number().int()).describe('Номера созданных заказов, по одному на продавца'),
  })
  .meta({ id: 'CheckoutReply' });
export type TCheckoutReply = z.infer<typeof ZCheckoutReply>;

export const ZOrderItem = z
  .object({
    id: z.number().int(),
    product: z.number().int().nullable().describe('null — товар удалён продавцом'),
    name: z.string().describe('Название на момент заказа'),
    price: z.number().describe('Цена за единицу на момент заказа, ₽'),
    quantity: z.number().int(),
    image: z.string().nullable(),
    is_published: z.boolean().describe('false — товар на модерации или удалён: карточка показывает значок, не ссылку'),
    can_review: z.boolean().describe('Покупатель может оставить отзыв: заказ выполнен, отзыва ещё нет'),
    review: z.number().int().nullable().describe('Отзыв покупателя об этой позиции'),
  })
  .meta({ id: 'OrderItem' });
export type TOrderItem = z.infer<typeof ZOrderItem>;

export const ZOrderEvent = z
  .object({
    event: z.enum(ORDER_EVENTS),
    from: z.enum(ORDER_STATUSES),
    to: z.enum(ORDER_STATUSES),
    actor: z.enum(['buyer', 'seller', 'system']),
    comment: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'OrderEvent' });

/**
 * Spec §3 Order: id, create_at, status, paid, product (the first item, for the card's picture and name) and
 * basket (the items as JSON text), plus what the cards need.
 */
export const ZOrder = z
  .object({
    id: z.number().int().describe('Номер заказа'),
    create_at: z.string(),
    status: z.enum(ORDER_STATUSES),
    paid: z.boolean(),
    total: z.number().describe('Сумма заказа, ₽'),
    product: ZOrderItem.nullable().describe('Первая позиция'),
    items: z.array(ZOrderItem),
    basket: z.string().describe('Позиции как JSON-текст (spec §3)'),
    company: z.number().int().describe('Продавец'),
    company_name: z.string(),
    buyer: z.object({ id: z.number().int(), full_name: z.string() }),
    address: z.string(),
    postal_code: z.string(),
    phone_number: z.string().describe('Видят покупатель и продавец заказа'),
    stock_released: z.boolean().describe('Резерв снят: заказ не оплатили вовремя'),
    refund: z.enum(['pending', 'succeeded']).nullable().describe('Возврат денег за отменённый оплаченный заказ'),
    role: z.enum(['buyer', 'seller']).describe('Кем приходится заказу тот, кто спрашивает'),
    actions: z.array(z.enum(ORDER_PEOPLE_EVENTS)).describe('Что спрашивающий может сделать сейчас'),
    can_pay: z.boolean().describe('Покупатель может оплатить: заказ не оплачен'),
    events: z.array(ZOrderEvent).describe('Журнал: кто, когда, из какого статуса в какой'),
  })
  .meta({ id: 'Order' });
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrdersPage = zPage(ZOrder).meta({ id: 'OrdersPage' });
export type TOrdersPage = z.infer<typeof ZOrdersPage>;

export const ZOrdersQuery = z.object({
  status: z.enum(ORDER_STATUS_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).default(1),
});
export const ZOrderParams = ZBasketItemParams;

export const ZOrderEventBody = z
  .object({
    event: z.enum(ORDER_PEOPLE_EVENTS),
    comment: z.string().trim().max(ORDER_COMMENT_MAX_LENGTH).optional(),
  })
  .meta({ id: 'OrderEventBody' });
export type TOrderEventBody = z.infer<typeof ZOrderEventBody>;

/** `GET /api/v1/checkouts/{id}/`: the payment return page waits for the outcome, then opens the orders. */
export const ZCheckout = z
  .object({
    id: z.string(),
    status: z.enum(['pending', 'paid', 'canceled']),
    orders: z.array(z.number().int()),
    total: z.number(),
    order_url: z.string().nullable().describe('Страница оплаты, пока платёж не завершён'),
  })
  .meta({ id: 'Checkout' });
export type TCheckout = z.infer<typeof ZCheckout>;
export const ZCheckoutParams = z.object({ id: z.string().max(64) });

export const ZPayReply = z.object({ order_url: z.string() }).meta({ id: 'OrderPayReply' });

/**
 * `POST /api/v1/products/{id}/add-comment/` (spec §7: content, stars, parent). A review needs stars and a
 * completed order of the product (`order_item` picks one when there are several); a seller's answer has
 * `parent` and no stars.
 */
export const ZAddCommentBody = z
  .object({
    content: z
      .string({ error: ORDER_MESSAGES.reviewContentRequired })
      .trim()
      .min(1, ORDER_MESSAGES.reviewContentRequired)
      .max(REVIEW_CONTENT_MAX_LENGTH),
    stars: z
      .number()
      .int()
      .min(1, ORDER_MESSAGES.reviewStarsRequired)
      .max(5, ORDER_MESSAGES.reviewStarsRequired)
      .optional(),
    parent: z.number().int().positive().nullable().optional(),
    order_item: z.number().int().positive().optional(),
  })
  .meta({ id: 'AddCommentBody' });
export type TAddCommentBody = z.infer<typeof ZAddCommentBody>;
