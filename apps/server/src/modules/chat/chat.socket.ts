import websocket from '@fastify/websocket';
import type { TChatRoomKind } from '@sverka/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TChatDeps } from './chat.deps.ts';
import { serveInboxSocket } from './chat-inbox.socket.ts';
import { serveRoomSocket } from './chat-room.socket.ts';
import { admitInboxSocket, admitRoomSocket, type TSocketAdmission } from './chat-socket.admission.ts';
import { closeWith, createSocketRegistry } from './chat-socket.registry.ts';

/** A frame larger than this closes the socket (1009): a message is at most 5,000 characters. */
export const CHAT_SOCKET_MAX_PAYLOAD = 64 * 1024;

/**
 * The live sockets: `/ws/chat/{slug}` (product and support rooms),
 * `/ws/friend-chat/{slug}` (friend rooms) and the inbox `/ws/inbox`. Who may
 * connect is settled before the upgrade (ticket, Origin, membership); a
 * refusal closes the socket with its code right after it, as browsers see
 * no HTTP status of a failed upgrade.
 */
export const chatSocketRoutes: FastifyPluginAsync<{ deps: TChatDeps; pingIntervalMs?: number }> = async (
  app,
  { deps, pingIntervalMs },
) => {
  const registry = createSocketRegistry(pingIntervalMs);
  const unsubscribeGap = deps.hub.onGap?.(() => registry.gap());
  await app.register(websocket, {
    options: { maxPayload: CHAT_SOCKET_MAX_PAYLOAD },
    preClose: (done) => {
      unsubscribeGap?.();
      registry
        .closeAll()
        .then(() => app.websocketServer.close(() => done()))
        .catch(done);
    },
  });

  const admissions = new WeakMap<FastifyRequest, TSocketAdmission>();
  // A plain GET of a socket path (no upgrade) gets the 404 without spending its ticket.
  const admit = (check: (request: FastifyRequest) => Promise<TSocketAdmission>) => async (request: FastifyRequest) => {
    if (request.ws) admissions.set(request, await check(request));
  };
  const roomRoute = (path: string, kinds: readonly TChatRoomKind[]) =>
    app.get(
      path,
      { websocket: true, preValidation: admit((request) => admitRoomSocket(deps, request, kinds)) },
      (socket, request) => {
        const admission = admissions.get(request);
        if (!admission?.ok || !admission.room) {
          socket.close(
            admission?.ok === false ? admission.code : 1011,
            admission?.ok === false ? admission.reason : '',
          );
          return;
        }
        serveRoomSocket(registry, { deps, socket, userId: admission.userId, room: admission.room });
      },
    );

  roomRoute('/ws/chat/:slug', ['product', 'support', 'tender']);
  roomRoute('/ws/friend-chat/:slug', ['friend']);
  app.get(
    '/ws/inbox',
    { websocket: true, preValidation: admit((request) => admitInboxSocket(deps, request)) },
    (socket, request) => {
      const admission = admissions.get(request);
      if (!admission?.ok) {
        if (admission) closeWith(socket, admission.code, admission.reason);
        else socket.close(1011);
        return;
      }
      serveInboxSocket(registry, { deps, socket, userId: admission.userId });
    },
  );
};
