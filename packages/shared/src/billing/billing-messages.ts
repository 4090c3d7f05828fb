/** Russian texts the billing endpoints send to people (plans, orders, the sandbox's payment page). */
export const BILLING_MESSAGES = {
  planNotFound: 'Такого тарифа нет или он больше не продаётся',
  planArchived: 'Этот тариф снят с продажи: выберите другой',
  orderNotFound: 'Заказ не найден',
  paymentNotFound: 'Платёж не найден',
  paymentFinal: 'Платёж уже завершён: изменить его нельзя',
  paymentNotAwaitingCode: 'Платёж не ждёт кода подтверждения: сначала введите данные карты',
  wrongCode: 'Неверный код подтверждения',
  providerRefused: 'Платёжный сервис отклонил платёж. Попробуйте ещё раз чуть позже',
  providerUnavailable: 'Платёжный сервис сейчас недоступен. Попробуйте через несколько минут',
  webhookSignature: 'Подпись уведомления не сходится',
  webhookProvider: 'Этот платёжный сервис на сайте не используется',
} as const;
