import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { ephemeralAccountsConfig } from '../../config.ts';
import type { TJobHandler, TJobQueue } from '../../lib/job-queue.ts';
import { createAccountsDeps } from '../auth/index.ts';
import { createChatDeps } from './chat.deps.ts';
import { CHAT_TICKETS_JOB, CHAT_UNREAD_DIGEST_JOB, scheduleChatJobs } from './chat.jobs.ts';
import { issueTicket, takeTicket } from './chat.service.ts';

const ctx = useTestApp();

/** The recurring jobs a module declares, by name, to run by hand. */
function recordingQueue() {
  const every = new Map<string, { seconds: number; handler: TJobHandler<Record<string, never>> }>();
  const queue: TJobQueue = {
    define: () => undefined,
    every: (name, seconds, handler) => void every.set(name, { seconds, handler }),
    send: async () => null,
    start: async () => true,
    stop: async () => undefined,
  };
  return { queue, every };
}

describe('scheduleChatJobs', () => {
  it('declares the ticket pruning and the unread digest; pruning drops only dead tickets', async () => {
    const { queue, every } = recordingQueue();
    const accounts = createAccountsDeps({
      sql: ctx.sql,
      config: ephemeralAccountsConfig(ctx.dataDir),
      log: ctx.app.log,
    });
    scheduleChatJobs(queue, createChatDeps({ accounts }));
    expect([...every.keys()].sort()).toEqual([CHAT_TICKETS_JOB, CHAT_UNREAD_DIGEST_JOB].sort());

    const user = await createUser(ctx.app, 'chat-jobs');
    const live = await issueTicket(ctx.sql, user.id);
    const dead = await issueTicket(ctx.sql, user.id);
    await ctx.sql`
      update chat_tickets set expires_at = now() - interval '2 minutes'
      where user_id = ${user.id} and ticket_hash = encode(sha256(${dead}::bytea), 'hex')`;
    await every
      .get(CHAT_TICKETS_JOB)
      ?.handler({ id: '1', name: CHAT_TICKETS_JOB, data: {}, signal: new AbortController().signal });
    const [left] = await ctx.sql<
      { n: number }[]
    >`select count(*)::int as n from chat_tickets where user_id = ${user.id}`;
    expect(left?.n).toBe(1);
    expect(await takeTicket(ctx.sql, live)).toBe(user.id);
  });
});
