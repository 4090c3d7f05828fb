import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TOrdersDeps } from './orders.deps.ts';

export const ordersRoutes: FastifyPluginAsyncZod<{ deps: TOrdersDeps }> = async (_app, { deps: _deps }) => {};
