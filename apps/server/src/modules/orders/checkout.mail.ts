import { formatRubles } from '@sverka/shared';
import * as checkouts from './checkout.repository.ts';
import type { TOrdersDeps } from './orders.deps.ts';

type TOrderDetails = checkouts.TCheckoutOrderDetails;

const rubles = (kopecks: number) => formatRubles(kopecks / 100);

function itemLines(order: TOrderDetails): string[] {
  return order.items.map(
    (item) =>
      `  ${item.name} — ${item.quantity} × ${rubles(item.price_kopecks)} = ${rubles(item.price_kopecks * item.quantity)}`,
  );
}

/** Paid by this checkout and kept: the seller is told and ships it. */
const isKept = (order: TOrderDetails, checkoutId: string) =>
  order.checkout_id === checkoutId && order.paid && order.refund_status === null && order.status !== 'cancelled';

/** Paid by this checkout but cancelled (goods gone or cancelled before the money came): its money goes back. */
const isRefunded = (order: TOrderDetails, checkoutId: string) =>
  order.checkout_id === checkoutId && order.refund_status !== null;

/** The buyer's letter: each order's goods, quantities and amounts, the total, and what is being refunded. */
export function composeCheckoutReceipt(details: checkouts.TCheckoutDetails): { subject: string; text: string } {
  const numbers = details.orders.map((order) => order.id).join(', ');
  const lines = [
    `Здравствуйте${details.buyer_full_name ? `, ${details.buyer_full_name}` : ''}!`,
    '',
    `Оплата получена, спасибо. Это подтверждение оплаты заказа № ${numbers} на «Сверке».`,
    '',
  ];
  for (const order of details.orders) {
    lines.push(`Заказ № ${order.id}:`, ...itemLines(order), `  Сумма заказа: ${rubles(order.total_kopecks)}`);
    if (isRefunded(order, details.id)) {
      lines.push('  Заказ отменён: товар закончился или заказ отменили до оплаты. Деньги за него вернутся на карту.');
    }
    lines.push('');
  }
  lines.push(
    `Итого оплачено: ${rubles(details.amount_kopecks)}`,
    `Адрес доставки: ${details.orders[0]?.postal_code ?? ''}, ${details.orders[0]?.address ?? ''}`,
    '',
    details.provider === 'sandbox'
      ? 'Платёж тестовый (платёжная песочница): деньги не списывались.'
      : 'Кассовый чек по 54-ФЗ ЮKassa пришлёт на этот адрес отдельным письмом.',
  );
  return { subject: `Оплата заказа № ${numbers} на «Сверке»`, text: lines.join('\n') };
}

/** The seller's letter about one paid order: what to send and where. */
export function composeSellerLetter(order: TOrderDetails, publicUrl: string): { subject: string; text: string } {
  const lines = [
    'Здравствуйте!',
    '',
    `Покупатель оплатил заказ № ${order.id} на «Сверке». Примите его и отправьте товар.`,
    '',
    ...itemLines(order),
    `Сумма заказа: ${rubles(order.total_kopecks)}`,
    '',
    `Адрес доставки: ${order.postal_code}, ${order.address}`,
    `Телефон покупателя: ${order.phone_number}`,
    '',
    `Заказ: ${publicUrl}/profile/orders?mode=sell`,
  ];
  return { subject: `Новый оплаченный заказ № ${order.id}`, text: lines.join('\n') };
}

/**
 * Emails the buyer's receipt of a paid checkout once: the right to send is
 * taken in the database first, and a letter that fails gives it back for the
 * re-check job.
 */
export async function sendCheckoutReceiptOnce(deps: TOrdersDeps, checkoutId: string): Promise<boolean> {
  if (!(await checkouts.claimCheckoutReceipt(deps.sql, checkoutId))) return false;
  try {
    const details = await checkouts.findCheckoutDetails(deps.sql, checkoutId);
    if (!details) throw new Error(`paid checkout ${checkoutId} not found`);
    await deps.accounts.mailer.send({ to: details.buyer_email, ...composeCheckoutReceipt(details) });
    return true;
  } catch (error) {
    deps.accounts.log.error({ err: error, checkout: checkoutId }, 'receipt not sent; the re-check job will retry');
    await checkouts.releaseCheckoutReceipt(deps.sql, checkoutId);
    return false;
  }
}

/**
 * The letters of a checkout that has just been paid (called once, after the
 * commit that paid it): the buyer's receipt and one letter per kept order to
 * its seller's representative. Answers the orders whose refund went pending.
 */
export async function sendCheckoutLetters(deps: TOrdersDeps, checkoutId: string): Promise<number[]> {
  await sendCheckoutReceiptOnce(deps, checkoutId);
  const details = await checkouts.findCheckoutDetails(deps.sql, checkoutId);
  if (!details) return [];
  for (const order of details.orders) {
    if (!isKept(order, checkoutId) || !order.seller_email) continue;
    try {
      await deps.accounts.mailer.send({ to: order.seller_email, ...composeSellerLetter(order, deps.publicUrl) });
    } catch (error) {
      deps.accounts.log.error({ err: error, order: order.id }, 'seller not told of a paid order');
    }
  }
  return details.orders.filter((order) => isRefunded(order, checkoutId)).map((order) => order.id);
}
