import { databaseUrlOf, type TSql } from '../db/client.ts';
import { sendJobFromTool } from '../lib/job-sender.ts';
import { RATE_AHEAD_JOB } from '../modules/reliability/index.ts';

/**
 * After a tool changed the register: queues the servers' rating ahead of the subjects without a current rating
 * (a running server starts it at once, a stopped one at its start) and says when the ratings follow.
 */
export async function queueRatingAhead(sql: TSql, log: (message: string) => void): Promise<void> {
  const url = databaseUrlOf(sql);
  const queued = url ? await sendJobFromTool(url, RATE_AHEAD_JOB) : false;
  log(
    queued
      ? 'Ratings of what changed: queued for the server, which rates them in the background (now if it is running, ' +
          'else at its start); until then a subject is rated when first shown'
      : 'Ratings of what changed: the server rates them in the background at its start; until then a subject is ' +
          'rated when first shown',
  );
}
