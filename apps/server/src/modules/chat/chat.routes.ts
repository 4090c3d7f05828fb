import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TChatDeps } from './chat.deps.ts';

/** REST of the chat (spec §7 "Friends and chat"): rooms, history, read marks, unread counts, socket tickets. */
export const chatRoutes: FastifyPluginAsyncZod<{ deps: TChatDeps }> = async (_app, _options) => {};
