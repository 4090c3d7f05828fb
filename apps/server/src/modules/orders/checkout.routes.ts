import {
  ZBadRequestBody,
  ZBuyerInfoBody,
  ZCheckout,
  ZCheckoutParams,
  ZCheckoutReply,
  ZErrorBody,
  ZOrderParams,
  ZPayReply,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, currentUser } from '../../lib/auth.ts';
import { linkOrigin } from '../../lib/site-origin.ts';
import * as service from './checkout.service.ts';
import type { TOrdersDeps } from './orders.deps.ts';

const tags = ['Корзина и заказы'];

/** Buying the basket: orders and one payment for them, the payment's outcome, paying an unpaid order again. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ deps: TOrdersDeps }> = async (app, { deps }) => {
  const requireUser = deps.accounts.guards.requireUser;

  app.post(
    '/api/v1/user-info/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Оформить заказ из корзины',
        description:
          'Выбранные строки корзины (`items` — их id; без него — вся корзина) становятся заказами, по одному на ' +
          'продавца, с ценами на этот момент; товар резервируется, строки уходят из корзины, и для всех заказов ' +
          'создаётся один платёж. `order_url` — страница оплаты; после неё сервис вернёт на ' +
          '`/payment/return?checkout=<id>`. Если товар купить нельзя (снят с продажи, свой, закончился), не ' +
          'создаётся ничего — 400 `{"items": ["«Название»: причина"]}`. Платёжный сервис отказал или недоступен — ' +
          '502 `PAYMENT_PROVIDER_ERROR`; заказы остаются неоплаченными, их можно оплатить позже.',
        security: BEARER_SECURITY,
        body: ZBuyerInfoBody,
        response: { 201: ZCheckoutReply, 400: ZBadRequestBody, 401: ZErrorBody, 502: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.placeCheckout(
            deps,
            currentUser(request).id,
            request.body,
            linkOrigin(request, deps.accounts.config),
          ),
        ),
  );

  app.get(
    '/api/v1/checkouts/:id/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Оплата заказов: статус',
        description:
          'Статус pending → paid | canceled, номера заказов и сумма; `order_url` — страница оплаты, пока платёж ' +
          'не завершён. Чужая или несуществующая оплата — 404.',
        security: BEARER_SECURITY,
        params: ZCheckoutParams,
        response: { 200: ZCheckout, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => service.getOwnCheckout(deps, currentUser(request).id, request.params.id),
  );

  app.post(
    '/api/v1/orders/:id/pay/',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Оплатить неоплаченный заказ',
        description:
          'Пока прежний платёж заказа не завершён — его страница оплаты; иначе новый платёж только за этот заказ. ' +
          'Если резерв истёк, товар резервируется снова; его не осталось — 409. Заказ не в статусе «Не оплачен» — ' +
          '409; чужой или несуществующий — 404.',
        security: BEARER_SECURITY,
        params: ZOrderParams,
        response: {
          200: ZPayReply,
          400: ZBadRequestBody,
          401: ZErrorBody,
          404: ZErrorBody,
          409: ZErrorBody,
          502: ZErrorBody,
        },
      },
    },
    async (request) =>
      service.payOrder(deps, currentUser(request).id, request.params.id, linkOrigin(request, deps.accounts.config)),
  );
};
