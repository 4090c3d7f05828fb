import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAccountsDeps } from '../auth/index.ts';

/** The back office's own endpoints under /api/v1/admin/ (users, audit log, overview). */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: TAccountsDeps }> = async (_app, _options) => {};
