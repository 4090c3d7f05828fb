import type { TJobQueue } from '../../lib/job-queue.ts';
import type { TChatDeps } from './chat.deps.ts';
import { deleteExpiredTickets } from './chat.service.ts';
import { sendUnreadDigests } from './chat-digest.service.ts';

/** Queue names: pg-boss keeps them in its tables, so a rename leaves the old queue's rows behind. */
export const CHAT_TICKETS_JOB = 'chat-prune-tickets';
export const CHAT_UNREAD_DIGEST_JOB = 'chat-unread-digest';

const TICKETS_PERIOD_SECONDS = 600;
/** Digests go out within about this long after a room's quiet period ends. */
const DIGEST_PERIOD_SECONDS = 60;

/** The chat's recurring work, once per period across all instances (lib/jobs.ts). */
export function scheduleChatJobs(jobs: TJobQueue, deps: TChatDeps): void {
  jobs.every(CHAT_TICKETS_JOB, TICKETS_PERIOD_SECONDS, () => deleteExpiredTickets(deps.sql));
  jobs.every(CHAT_UNREAD_DIGEST_JOB, DIGEST_PERIOD_SECONDS, () =>
    sendUnreadDigests({
      sql: deps.sql,
      mailer: deps.accounts.mailer,
      publicUrl: deps.accounts.config.publicUrl,
      log: deps.log,
    }),
  );
}
