import {
  AppError,
  BILLING_MESSAGES,
  ZBadRequestBody,
  ZErrorBody,
  ZSandboxConfirmBody,
  ZSandboxPayBody,
  ZSandboxPayment,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TBillingDeps } from './billing.deps.ts';
import { presentSandboxPayment } from './billing.presenter.ts';
import * as service from './sandbox.service.ts';

const tags = ['Платёжная песочница'];
const params = z.object({ id: z.string().max(64) });
const errors = { 404: ZErrorBody, 409: ZErrorBody };

/**
 * The sandbox's own payment page talks to these (web route `/sandbox/pay/{id}`).
 * They exist only while the sandbox is the provider: with YooKassa they answer 404.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ deps: TBillingDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', async () => {
    if (deps.provider.name !== 'sandbox') throw new AppError('NOT_FOUND', BILLING_MESSAGES.paymentNotFound);
  });

  app.get(
    '/api/v1/sandbox/payments/:id/',
    {
      schema: {
        tags,
        summary: 'Тестовый платёж',
        description: '`confirmation_code` виден только в статусе waiting_for_confirmation: у песочницы нет SMS.',
        params,
        response: { 200: ZSandboxPayment, 404: ZErrorBody },
      },
    },
    async (request) => presentSandboxPayment(await service.getSandboxPayment(deps, request.params.id)),
  );

  app.post(
    '/api/v1/sandbox/payments/:id/pay/',
    {
      schema: {
        tags,
        summary: 'Оплатить тестовой картой',
        description:
          'Карта проверяется (16, 18 или 19 цифр, Луна, срок ММ/ГГ, CVC из трёх цифр): ошибки — 400 ' +
          '`{"card_number"|"expiry"|"cvc": [...]}`. 5555 5555 5555 4444 и любая другая верная карта — оплата; ' +
          '4000 0000 0000 0002 — банк отклоняет (card_declined); 4000 0000 0000 3220 — нужен код подтверждения. ' +
          'Хранятся только последние 4 цифры. Завершённый платёж — 409.',
        params,
        body: ZSandboxPayBody,
        response: { 200: ZSandboxPayment, 400: ZBadRequestBody, ...errors },
      },
    },
    async (request) => presentSandboxPayment(await service.paySandboxPayment(deps, request.params.id, request.body)),
  );

  app.post(
    '/api/v1/sandbox/payments/:id/confirm/',
    {
      schema: {
        tags,
        summary: 'Ввести код подтверждения',
        description: 'Неверный код — 400 `{"code": ["Неверный код подтверждения"]}`.',
        params,
        body: ZSandboxConfirmBody,
        response: { 200: ZSandboxPayment, 400: ZBadRequestBody, ...errors },
      },
    },
    async (request) =>
      presentSandboxPayment(await service.confirmSandboxPayment(deps, request.params.id, request.body.code)),
  );

  app.post(
    '/api/v1/sandbox/payments/:id/cancel/',
    {
      schema: {
        tags,
        summary: 'Отказаться от оплаты',
        description: 'Платёж отменяется (canceled_by_user), заказ — тоже.',
        params,
        response: { 200: ZSandboxPayment, ...errors },
      },
    },
    async (request) => presentSandboxPayment(await service.cancelSandboxPayment(deps, request.params.id)),
  );
};
