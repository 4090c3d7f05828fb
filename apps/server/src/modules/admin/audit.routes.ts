import { AUDIT_LOG_PAGE_SIZE, ZAuditLogPage, ZAuditLogQuery, ZBadRequestBody, ZErrorBody } from '@sverka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER_SECURITY } from '../../lib/auth.ts';
import { findAuditEntries, presentAuditEntry } from '../audit/index.ts';
import type { TAccountsDeps } from '../auth/index.ts';

/** The audit log: every back-office action, newest first; read only. Admins only. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/v1/admin/audit-log/',
    {
      onRequest: deps.guards.requireStaff('audit'),
      schema: {
        tags: ['Администрирование'],
        summary: 'Журнал действий',
        description:
          '`actor` — id сотрудника; `action` — действие или его начало (`user.` — все действия с пользователями); ' +
          `\`target_type\`, \`target_id\` — над чем; \`since\`, \`until\` — даты периода (по Москве). Новые сверху, по ${AUDIT_LOG_PAGE_SIZE}.`,
        security: BEARER_SECURITY,
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage, 400: ZBadRequestBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => {
      const { actor, action, target_type, target_id, since, until, page } = request.query;
      const found = await findAuditEntries(
        deps.sql,
        {
          actor,
          action: action || undefined,
          targetType: target_type || undefined,
          targetId: target_id || undefined,
          since,
          until,
        },
        { limit: AUDIT_LOG_PAGE_SIZE, offset: (page - 1) * AUDIT_LOG_PAGE_SIZE },
      );
      return { count: found.count, results: found.rows.map(presentAuditEntry) };
    },
  );
};
