import type { FastifyPluginAsync } from 'fastify';
import type { TChatDeps } from './chat.deps.ts';

/** The live sockets: `/ws/chat/{slug}`, `/ws/friend-chat/{slug}` and the inbox `/ws/inbox`. */
export const chatSocketRoutes: FastifyPluginAsync<{ deps: TChatDeps }> = async (_app, _options) => {};
