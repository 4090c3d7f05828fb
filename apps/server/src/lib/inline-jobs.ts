import type { FastifyBaseLogger } from 'fastify';
import type { TJobHandler, TJobQueue } from './job-queue.ts';

/**
 * A stand-in for the pg-boss queue where background jobs are off (the test environment, the
 * browser suite's server): a sent job runs once in this process right after the request, with no
 * retry and no recurrence. stop() waits for the jobs still running, so closing the app never cuts
 * one off midway. Production always has the real queue (lib/jobs.ts).
 */
export function createInlineJobQueue(log: Pick<FastifyBaseLogger, 'error'>): TJobQueue {
  const handlers = new Map<string, TJobHandler<never>>();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let sequence = 0;
  const stopping = new AbortController();
  return {
    define(name, handler) {
      if (handlers.has(name)) throw new Error(`job ${name} is declared twice`);
      handlers.set(name, handler as TJobHandler<never>);
    },
    every() {
      // Recurring work belongs to the real queue; without it, it does not run.
    },
    async send(name, data) {
      const handler = handlers.get(name) as TJobHandler | undefined;
      if (!handler) throw new Error(`job ${name} is not declared`);
      if (stopped) throw new Error(`job ${name} sent while the queue is not running`);
      const id = `inline-${++sequence}`;
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => handler({ id, name, data, signal: stopping.signal }))
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, job: name, id }, 'job failed'),
        );
      running.add(run);
      void run.finally(() => running.delete(run));
      return id;
    },
    async start() {
      return !stopped;
    },
    async stop() {
      stopped = true;
      stopping.abort(new Error('job queue stopping'));
      // A job may send another (an upload queues its pictures): wait until none is left.
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
