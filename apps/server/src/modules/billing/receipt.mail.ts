import { formatRubles } from '@sverka/shared';
import type { TRequisitesConfig } from '../../config.ts';
import type { TBillingDeps } from './billing.deps.ts';
import { findMembership, type TMembershipRow } from './memberships.repository.ts';
import * as orders from './orders.repository.ts';

const PERIOD_NAMES = { monthly: '1 месяц', yearly: '1 год' } as const;

/** DD.MM.YYYY on the Moscow calendar, where periods are counted. */
export function moscowDate(value: Date): string {
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(value);
}

function requisitesLines(r: TRequisitesConfig): string[] {
  const ids = [r.inn && `ИНН ${r.inn}`, r.kpp && `КПП ${r.kpp}`, r.ogrn && `ОГРН ${r.ogrn}`].filter(Boolean);
  const bank = [
    r.bank,
    r.bik && `БИК ${r.bik}`,
    r.account && `р/с ${r.account}`,
    r.correspondentAccount && `к/с ${r.correspondentAccount}`,
  ].filter(Boolean);
  return [
    `Исполнитель: ${r.name}`,
    ...(ids.length ? [ids.join(', ')] : []),
    ...(r.address ? [`Адрес: ${r.address}`] : []),
    ...(bank.length ? [`Банк: ${bank.join(', ')}`] : []),
    `Почта: ${r.email}${r.phone ? `, телефон: ${r.phone}` : ''}`,
  ];
}

/** The letter: plan, period, amount, dates, order number and the provider's requisites. */
export function composeReceipt(
  order: orders.TOrderForPayment,
  membership: TMembershipRow,
  requisites: TRequisitesConfig,
  provider: string,
): { subject: string; text: string } {
  const paidAt = order.paid_at ?? new Date();
  const lines = [
    `Здравствуйте${order.user_full_name ? `, ${order.user_full_name}` : ''}!`,
    '',
    'Оплата получена, спасибо. Это подтверждение оплаты тарифа «Сверка».',
    '',
    `Тариф: ${order.plan.name}`,
    `Период: ${PERIOD_NAMES[order.plan.type]}`,
    `Сумма: ${formatRubles(order.amount_kopecks / 100)}`,
    `Дата оплаты: ${moscowDate(paidAt)}`,
    `Тариф действует: с ${moscowDate(membership.starts_at)} по ${moscowDate(membership.ends_at)} (по московскому времени)`,
    `Номер заказа: ${order.id}`,
    '',
    provider === 'sandbox'
      ? 'Платёж тестовый (платёжная песочница): деньги не списывались.'
      : 'Кассовый чек по 54-ФЗ ЮKassa пришлёт на этот адрес отдельным письмом.',
    '',
    ...requisitesLines(requisites),
  ];
  return { subject: `Оплата тарифа «${order.plan.name}» — заказ ${order.id.slice(0, 8)}`, text: lines.join('\n') };
}

/**
 * Emails the receipt of a paid order once: the right to send is taken in the
 * database first, so repeated events and concurrent calls send one letter. A
 * letter that fails gives the right back for the re-check job to try again.
 */
export async function sendReceiptOnce(deps: TBillingDeps, orderId: string): Promise<boolean> {
  if (!(await orders.claimReceipt(deps.sql, orderId))) return false;
  try {
    const order = await orders.findOrder(deps.sql, orderId);
    const membership = order?.membership_id ? await findMembership(deps.sql, order.membership_id) : undefined;
    if (!order || !membership) throw new Error(`paid order ${orderId} has no membership`);
    const letter = composeReceipt(order, membership, deps.requisites, order.provider);
    await deps.accounts.mailer.send({ to: order.user_email, ...letter });
    return true;
  } catch (error) {
    deps.accounts.log.error({ err: error, order: orderId }, 'receipt not sent; the re-check job will retry');
    await orders.releaseReceipt(deps.sql, orderId);
    return false;
  }
}
