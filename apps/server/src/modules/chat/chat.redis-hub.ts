import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { closeRedis, createFailFastRedis, DEFAULT_REDIS_PREFIX, redisConnectionOptions } from '../../lib/redis.ts';
import { createLocalDelivery, type TChatHub, type TChatHubEvent } from './chat.hub.ts';

export type TRedisHubOptions = {
  url: string;
  /** Keys and the channel start with it; tests give each run its own so parallel runs never cross. */
  prefix?: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** A publish that takes longer is given up (the message is stored; sockets heal by resume). */
  publishTimeoutMs?: number;
};

export type TRedisChatHub = TChatHub & {
  /** The publishing connection, for other shared state of the chat (the per-user send rate). */
  redis: Redis;
};

export const DEFAULT_CHAT_REDIS_PREFIX = `${DEFAULT_REDIS_PREFIX}chat:`;
const DEFAULT_PUBLISH_TIMEOUT_MS = 500;
/** While Redis is away every message would say so; once in this long is enough. */
const WARN_INTERVAL_MS = 30_000;

/** An envelope on the channel: the instance that sent it skips its own (it delivered them already). */
type TEnvelope = { origin: string; event: TChatHubEvent };

const isEnvelope = (value: unknown): value is TEnvelope => {
  if (!value || typeof value !== 'object') return false;
  const { origin, event } = value as Partial<TEnvelope>;
  return (
    typeof origin === 'string' &&
    !!event &&
    typeof event.room === 'number' &&
    Array.isArray(event.members) &&
    !!event.frame &&
    typeof event.frame.type === 'string'
  );
};

/**
 * The hub shared by every instance through one Redis pub/sub channel: one
 * connection publishes, one subscribes. Events are delivered to this
 * process's sockets at once and to the others' through Redis, so a dead
 * Redis costs only cross-instance delivery: a publish then fails fast
 * (no offline queue, a short command timeout) and the connections keep
 * reconnecting by themselves. When the subscription comes back after a
 * loss, `onGap` listeners are told so that sockets catch up from the database.
 */
export function createRedisHub(options: TRedisHubOptions): TRedisChatHub {
  const { log } = options;
  const prefix = options.prefix ?? DEFAULT_CHAT_REDIS_PREFIX;
  const channel = `${prefix}events`;
  const origin = randomUUID();
  const local = createLocalDelivery();
  const gapListeners = new Set<() => void>();
  const warnedAt = new Map<string, number>();
  const warn = (key: string, context: object, message: string) => {
    const now = Date.now();
    if (now - (warnedAt.get(key) ?? 0) < WARN_INTERVAL_MS) return;
    warnedAt.set(key, now);
    log.warn(context, message);
  };

  const publisher = createFailFastRedis(options.url, options.publishTimeoutMs ?? DEFAULT_PUBLISH_TIMEOUT_MS);
  const subscriber = new Redis(options.url, { ...redisConnectionOptions(), autoResubscribe: false });
  publisher.on('error', (error) => warn('publisher', { err: error }, 'chat Redis (publishing) unavailable'));
  subscriber.on('error', (error) => warn('subscriber', { err: error }, 'chat Redis (subscription) unavailable'));

  let subscribedBefore = false;
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        if (subscribedBefore) {
          log.info('chat Redis subscription restored; open sockets catch up');
          for (const listener of gapListeners) listener();
        }
        subscribedBefore = true;
      },
      (error: unknown) => warn('subscribe', { err: error }, 'chat Redis subscription failed; retried on reconnect'),
    );
  });
  subscriber.on('message', (from, payload: string) => {
    if (from !== channel) return;
    let envelope: unknown;
    try {
      envelope = JSON.parse(payload);
    } catch {
      return;
    }
    if (isEnvelope(envelope) && envelope.origin !== origin) local.deliver(envelope.event);
  });

  return {
    redis: publisher,
    async publish(event) {
      local.deliver(event);
      if (publisher.status !== 'ready') {
        warn(
          'skipped',
          { status: publisher.status },
          'chat Redis not connected: event delivered on this instance only',
        );
        return;
      }
      await publisher.publish(channel, JSON.stringify({ origin, event } satisfies TEnvelope));
    },
    onRoom: local.onRoom,
    onUser: local.onUser,
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      gapListeners.clear();
      await Promise.all([publisher, subscriber].map(closeRedis));
    },
  };
}
