import {
  ANNOUNCEMENT_IMAGES_MAX,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  ZAdminAnnouncementsPage,
  ZAdminAnnouncementsQuery,
  ZAdminProductRejectBody,
  ZAnnouncement,
  ZAnnouncementAllowance,
  ZAnnouncementForm,
  ZAnnouncementIdParams,
  ZAnnouncementsPage,
  ZAnnouncementsQuery,
  ZBadRequestBody,
  ZEntitlementErrorBody,
  ZErrorBody,
  ZPlanLimitErrorBody,
} from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, currentUser } from '../../../lib/auth.ts';
import { pageReply } from '../../../lib/page-reply.ts';
import type { TAccountsDeps } from '../../auth/index.ts';
import { readProductForm, uploadedImages } from '../product-form.ts';
import { presentAnnouncement } from './announcements.presenter.ts';
import * as service from './announcements.service.ts';

const tags = ['Маркетплейс: объявления'];
const adminTags = ['Администрирование'];
const ADMIN_PAGE_SIZE = 20;
const staffErrors = { 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };

/** Sellers' announcements: the public feed, the seller's own posts within the plan's allowance, moderation. */
export const announcementsRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  const { sql, guards } = deps;
  const serviceDeps: service.TAnnouncementsDeps = { sql, storage: deps.storage };

  app.get(
    '/api/v1/announcements/',
    {
      preHandler: guards.identifyUser,
      schema: {
        tags,
        summary: 'Лента объявлений',
        description:
          'Опубликованные объявления продавцов, новые сверху: `seller` — продавца (/company/{id}), `company` — ' +
          'компании или ИП по ИНН (карточка контрагента), `following=1` — компаний из списка отслеживания ' +
          'вызывающего. `mine=1` — свои объявления вызывающего, и на модерации, и отклонённые с причиной.',
        querystring: ZAnnouncementsQuery,
        response: { 200: ZAnnouncementsPage, 400: ZBadRequestBody, 401: ZErrorBody },
      },
    },
    async (request) => {
      const { page, page_size: pageSize } = request.query;
      const found = await service.listAnnouncements(sql, request.authUser, request.query);
      return pageReply(found.count, page, pageSize, found.rows.map(presentAnnouncement));
    },
  );

  app.get(
    '/api/v1/announcements/allowance/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Сколько объявлений осталось в этом месяце',
        description: '`locked` — в тарифе объявлений нет (`plan` — самый дешёвый тариф, где они есть).',
        security: BEARER_SECURITY,
        response: { 200: ZAnnouncementAllowance, 401: ZErrorBody },
      },
    },
    async (request) => service.getAllowance(sql, request, currentUser(request).id),
  );

  app.post(
    '/api/v1/announcements/',
    {
      onRequest: guards.requireUser,
      preValidation: readProductForm,
      schema: {
        tags,
        summary: 'Разместить объявление',
        description:
          '`multipart/form-data` (с фотографиями) или JSON: `company` — продавец, которого представляет ' +
          'пользователь (можно не указывать, если он один), `kind` — new_goods, price_change, opening или ' +
          `other, \`text\` — до ${ANNOUNCEMENT_TEXT_MAX_LENGTH} символов, \`link_product\` — свой опубликованный ` +
          'товар или `link_company=true` — страница своей компании, `images` — до ' +
          `${ANNOUNCEMENT_IMAGES_MAX} фотографий JPG, PNG или WebP (хранятся как WebP). Объявление уходит на ` +
          'модерацию. Без тарифа с объявлениями — 403 entitlement_required; исчерпан месячный лимит (календарный ' +
          'месяц по Москве) — 403 plan_limit_reached с `limit` и тарифом, где больше; чужой продавец — 403.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        body: ZAnnouncementForm,
        response: {
          201: ZAnnouncement,
          400: ZBadRequestBody,
          401: ZErrorBody,
          403: z.union([ZEntitlementErrorBody, ZPlanLimitErrorBody, ZErrorBody]),
          413: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await service.createAnnouncement(
        serviceDeps,
        request,
        user,
        request.body,
        uploadedImages(request),
      );
      if (!result.ok) return reply.status(403).send(result.refusal);
      return reply.status(201).send(presentAnnouncement(await service.getAnnouncement(sql, result.id)));
    },
  );

  app.delete(
    '/api/v1/announcements/:id/',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Удалить своё объявление',
        description: `Фотографии удаляются; место в месячном лимите не возвращается. Чужое — 404 «${ANNOUNCEMENT_MESSAGES.notFound}».`,
        security: BEARER_SECURITY,
        params: ZAnnouncementIdParams,
        response: { 204: z.null().describe('Удалено'), 400: ZBadRequestBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await service.deleteOwnAnnouncement(serviceDeps, currentUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Moderation: the staff of the products section decide on announcements as they do on products.
  app.get(
    '/api/v1/admin/announcements/',
    {
      onRequest: guards.requireStaff('products'),
      schema: {
        tags: adminTags,
        summary: 'Объявления на модерации',
        description: '`status` — moderation, published или rejected; без него — все. Давно ждущие сверху, по 20.',
        security: BEARER_SECURITY,
        querystring: ZAdminAnnouncementsQuery,
        response: { 200: ZAdminAnnouncementsPage, 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const found = await service.listForModeration(sql, status, {
        limit: ADMIN_PAGE_SIZE,
        offset: (page - 1) * ADMIN_PAGE_SIZE,
      });
      return pageReply(found.count, page, ADMIN_PAGE_SIZE, found.rows.map(presentAnnouncement));
    },
  );

  app.post(
    '/api/v1/admin/announcements/:id/approve/',
    {
      onRequest: guards.requireStaff('products'),
      schema: {
        tags: adminTags,
        summary: 'Опубликовать объявление',
        description: `Уже рассмотренное — 400 «${ANNOUNCEMENT_MESSAGES.notPending}».`,
        security: BEARER_SECURITY,
        params: ZAnnouncementIdParams,
        response: { 200: ZAnnouncement, ...staffErrors },
      },
    },
    async (request) => {
      await service.decideAnnouncement(sql, currentUser(request), request.params.id, { approve: true });
      return presentAnnouncement(await service.getAnnouncement(sql, request.params.id));
    },
  );

  app.post(
    '/api/v1/admin/announcements/:id/reject/',
    {
      onRequest: guards.requireStaff('products'),
      schema: {
        tags: adminTags,
        summary: 'Отклонить объявление',
        description: `\`reason\` обязателен — его увидит продавец. Уже рассмотренное — 400 «${ANNOUNCEMENT_MESSAGES.notPending}».`,
        security: BEARER_SECURITY,
        params: ZAnnouncementIdParams,
        body: ZAdminProductRejectBody,
        response: { 200: ZAnnouncement, ...staffErrors },
      },
    },
    async (request) => {
      const { reason } = request.body;
      await service.decideAnnouncement(sql, currentUser(request), request.params.id, { approve: false, reason });
      return presentAnnouncement(await service.getAnnouncement(sql, request.params.id));
    },
  );
};
