import { ZBadRequestBody, ZErrorBody } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TBillingDeps } from './billing.deps.ts';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox.ts';
import { handleWebhook } from './webhook.service.ts';

const tags = ['Тарифы и оплата'];

/** YooKassa's notification envelope; nothing in it is believed beyond the payment id. */
const ZNotification = z
  .looseObject({
    type: z.string().max(32),
    event: z.string().max(64),
    object: z.looseObject({ id: z.string().max(100) }),
  })
  .meta({ id: 'PaymentNotification' });

const ZAck = z.object({ ok: z.literal(true) }).meta({ id: 'PaymentNotificationAck' });

/** Raw bodies of this scope's requests: the sandbox's signature is over the exact bytes received. */
const rawBodies = new WeakMap<object, Buffer>();

export const webhookRoutes: FastifyPluginAsyncZod<{ deps: TBillingDeps }> = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (request, body, done) => {
    rawBodies.set(request, body as Buffer);
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch (error) {
      (error as { statusCode?: number }).statusCode = 400;
      done(error as Error, undefined);
    }
  });

  // A notification the app refuses is money someone may be waiting for: leave a trace of every refusal.
  app.addHook('onError', async (request, _reply, error) => {
    request.log.warn({ err: error, url: request.url }, 'payment notification refused');
  });

  const webhookRequest = (request: { headers: Record<string, string | string[] | undefined>; body: unknown }) => ({
    headers: request.headers,
    rawBody: rawBodies.get(request) ?? Buffer.alloc(0),
    body: request.body,
  });

  app.post(
    '/api/v1/payments/yookassa/webhook/',
    {
      schema: {
        tags,
        summary: 'Уведомление ЮKassa о платеже',
        description:
          'Тело не принимается на веру: платёж `object.id` заново запрашивается в API ЮKassa, и действует его ' +
          'статус; сумма и `metadata.order_id` сверяются с заказом. Повтор уведомления ничего не меняет. ' +
          'Ответ 200, когда уведомление разобрано; 503 — ЮKassa недоступна, уведомление придёт снова.',
        body: ZNotification,
        response: { 200: ZAck, 400: ZBadRequestBody, 404: ZErrorBody, 503: ZErrorBody },
      },
    },
    async (request) => {
      await handleWebhook(deps, 'yookassa', webhookRequest(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/payments/sandbox/webhook/',
    {
      schema: {
        tags,
        summary: 'Уведомление платёжной песочницы',
        description:
          `Как у ЮKassa, плюс подпись: заголовок \`${SANDBOX_SIGNATURE_HEADER}\` — HMAC-SHA256 (hex) сырого ` +
          'тела на секрете песочницы. Без верной подписи — 401, ничего не сохраняется.',
        body: ZNotification,
        response: { 200: ZAck, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      await handleWebhook(deps, 'sandbox', webhookRequest(request));
      return { ok: true as const };
    },
  );
};
