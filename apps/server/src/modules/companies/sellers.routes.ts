import {
  SELLER_IMAGE_FIELDS,
  SELLER_IMAGE_MAX_BYTES,
  ZBadRequestBody,
  ZBankDetails,
  ZBankDetailsForm,
  ZErrorBody,
  ZSeller,
  ZSellerIdParams,
  ZSellerImagesForm,
  ZSellerList,
  ZSellersQuery,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TSql } from '../../db/client.ts';
import { BEARER_SECURITY, currentUser, type TAuthGuards } from '../../lib/auth.ts';
import { sendStoredImage } from '../../lib/images.ts';
import { readMultipartBody, uploadedFiles } from '../../lib/multipart.ts';
import type { TStorage } from '../../lib/storage.ts';
import { getSellerBankDetails, putSellerBankDetails } from './seller-bank.service.ts';
import { presentSeller, SELLER_IMAGE_FOLDER } from './sellers.presenter.ts';
import * as service from './sellers.service.ts';

export type TSellersRoutesOptions = { sql: TSql; storage: TStorage; guards: TAuthGuards };

const tags = ['Продавцы'];

/**
 * The marketplace's companies (`/company/{id}`): public pages, the
 * representative's logo and cover, and the pictures themselves.
 */
export const sellersRoutes: FastifyPluginAsyncZod<TSellersRoutesOptions> = async (app, { sql, storage, guards }) => {
  app.get(
    '/api/v1/sellers/',
    {
      schema: {
        tags,
        summary: 'Продавцы, которых представляют эти пользователи',
        description:
          '`representative__in=1,2` — номера пользователей через запятую. Так форма товара и профиль ' +
          'узнают, от имени каких компаний пользователь продаёт.',
        querystring: ZSellersQuery,
        response: { 200: ZSellerList, 400: ZBadRequestBody },
      },
    },
    async (request) => (await service.listSellersOf(sql, request.query.representative__in)).map(presentSeller),
  );

  app.get(
    '/api/v1/sellers/:id/',
    {
      schema: {
        tags,
        summary: 'Продавец: страница компании на маркетплейсе',
        description:
          'Наименование, ИНН, ОГРН(ИП), статус, регион, адрес, сайт, логотип и обложка, представитель, ' +
          'ссылка на отчёт о контрагенте (`card_path`) и число опубликованных товаров.',
        params: ZSellerIdParams,
        response: { 200: ZSeller, 400: ZBadRequestBody, 404: ZErrorBody },
      },
    },
    async (request) => presentSeller(await service.getSeller(sql, request.params.id)),
  );

  app.patch(
    '/api/v1/sellers/:id/',
    {
      onRequest: guards.requireUser,
      preValidation: readMultipartBody({ fileFields: SELLER_IMAGE_FIELDS, maxFileBytes: SELLER_IMAGE_MAX_BYTES }),
      schema: {
        tags,
        summary: 'Логотип и обложка компании (представитель)',
        description:
          '`multipart/form-data`: `avatar` — логотип (хранится квадратом 300×300 WebP), `image` — обложка ' +
          '(WebP шириной до 1600 px); JPG, PNG или WebP до 5 МБ, формат определяется по содержимому. Пустое ' +
          'значение поля убирает картинку. Только представитель компании: другим — 403.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        params: ZSellerIdParams,
        body: ZSellerImagesForm,
        response: {
          200: ZSeller,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
          413: ZErrorBody,
        },
      },
    },
    async (request) =>
      presentSeller(
        await service.patchSellerImages(
          { sql, storage },
          currentUser(request).id,
          request.params.id,
          request.body ?? {},
          uploadedFiles(request),
        ),
      ),
  );

  const bankDescription =
    'Банк, БИК, расчётный и корреспондентский счёт: печатаются в договоре, счёте, акте и УПД по сделкам ' +
    'компании. Только представитель компании: другим — 404.';

  app.get(
    '/api/v1/sellers/:id/bank-details/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Банковские реквизиты компании (представитель)',
        description: `${bankDescription} null — реквизиты не указаны.`,
        security: BEARER_SECURITY,
        params: ZSellerIdParams,
        response: { 200: ZBankDetails, 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => getSellerBankDetails(sql, currentUser(request).id, request.params.id),
  );

  app.put(
    '/api/v1/sellers/:id/bank-details/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Сохранить или убрать банковские реквизиты компании (представитель)',
        description:
          `${bankDescription} Все четыре поля вместе: БИК — 9 цифр; расчётный счёт — 20 цифр, контрольный ` +
          'ключ сходится с БИК; корреспондентский — 20 цифр, начинается с 30101 и сходится с БИК. Все поля ' +
          'пустые — реквизиты убираются. Ошибки — по полям, по-русски.',
        security: BEARER_SECURITY,
        params: ZSellerIdParams,
        body: ZBankDetailsForm,
        response: { 200: ZBankDetails, 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
      },
    },
    (request) => putSellerBankDetails(sql, currentUser(request).id, request.params.id, request.body),
  );

  app.get(
    `/api/v1/media/${SELLER_IMAGE_FOLDER}/:name`,
    {
      schema: {
        tags,
        summary: 'Логотип или обложка продавца',
        description: 'WebP; имя файла случайное и меняется с каждой новой картинкой.',
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
      },
    },
    (request, reply) => sendStoredImage(reply, storage, `${SELLER_IMAGE_FOLDER}/${request.params.name}`, 'image/webp'),
  );
};
