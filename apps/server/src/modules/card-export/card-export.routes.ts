import {
  ENTITLEMENT_ERROR_CODE,
  ENTITLEMENT_MESSAGES,
  type TEntitlementErrorBody,
  ZBadRequestBody,
  ZEntitlementErrorBody,
  ZErrorBody,
  ZIdentifierQuery,
} from '@sverka/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TSql } from '../../db/client.ts';
import { lockedFeature } from '../entitlements/index.ts';
import { exportCard } from './card-export.service.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with an ASCII fallback name and the real (Cyrillic) one per RFC 6266/5987. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export type TCardExportRoutesOptions = { sql: TSql; identifyUser: preHandlerAsyncHookHandler };

/**
 * «Скачать»: the card as an XLSX file for every signed-in user (spec §1, §2); the full multi-sheet workbook
 * with a plan that has `card.export`, the details sheet without one. Anonymous: 403 `entitlement_required`
 * with reason `sign_in`.
 */
export const cardExportRoutes: FastifyPluginAsyncZod<TCardExportRoutesOptions> = async (app, { sql, identifyUser }) => {
  app.get(
    '/api/v1/company-export/',
    {
      schema: {
        tags: ['Компании'],
        summary: 'Карточка ЮЛ или ИП в XLSX',
        description:
          'query — ИНН, ОГРН или ОГРНИП; файл назван по организации. Любой вошедший получает лист «Основные ' +
          'сведения» (наименование, адрес, контакты, коды, руководитель); с тарифом, где есть выгрузка, ещё ' +
          '«Учредители», «Финансы», «Надёжность». Без входа — 403 entitlement_required с `feature` и ' +
          '`reason: sign_in`.',
        querystring: ZIdentifierQuery.partial(),
        response: {
          200: z.any().describe(XLSX_CONTENT_TYPE),
          400: ZBadRequestBody,
          403: ZEntitlementErrorBody,
          404: ZErrorBody,
        },
      },
      preHandler: identifyUser,
    },
    async (request, reply) => {
      const locked = await lockedFeature(sql, request, 'card.export');
      if (locked?.reason === 'sign_in') {
        const body: TEntitlementErrorBody = {
          detail: ENTITLEMENT_MESSAGES[locked.reason],
          code: ENTITLEMENT_ERROR_CODE,
          ...locked,
        };
        return reply.status(403).send(body);
      }
      const { fileName, content } = await exportCard(
        sql,
        request.query.query,
        locked ? { full: false, planName: locked.plan?.name ?? null } : { full: true },
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
};
