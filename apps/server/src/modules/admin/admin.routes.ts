import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAccountsDeps } from '../auth/index.ts';
import { adminAuditRoutes } from './audit.routes.ts';
import { adminOverviewRoutes } from './overview.routes.ts';
import { adminUsersRoutes } from './users.routes.ts';

/** The back office's own endpoints under /api/v1/admin/ (users, audit log, overview). */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (app, options) => {
  await app.register(adminOverviewRoutes, options);
  await app.register(adminUsersRoutes, options);
  await app.register(adminAuditRoutes, options);
};
