import PgBoss from 'pg-boss';
import { CONNECT_TIMEOUT_MS, closePgBossPool, JOB_SCHEMA } from './jobs.ts';

/**
 * Queues one job from a process that runs no workers (a command-line tool), for the servers' workers to run.
 * Answers false when it could not: no server has set the queue up on this database yet, or the database cannot be
 * reached; the caller then says the work waits for a server's start.
 */
export async function sendJobFromTool(
  databaseUrl: string,
  name: string,
  data: object = {},
  schema = JOB_SCHEMA,
): Promise<boolean> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema,
    max: 1,
    application_name: `sverka-tool:${process.pid}`,
    // Only a sender: the schema is the servers' to install, and maintenance and clocks are theirs to run.
    migrate: false,
    supervise: false,
    schedule: false,
    // pg-boss hands the options it does not know to pg's Pool (its types do not list them).
    ...{ connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
  });
  boss.on('error', () => undefined);
  try {
    await boss.start();
    return (await boss.send(name, data)) !== null;
  } catch {
    return false;
  } finally {
    await boss.stop({ graceful: false, timeout: 1_000 }).catch(() => undefined);
    await closePgBossPool(boss);
  }
}
