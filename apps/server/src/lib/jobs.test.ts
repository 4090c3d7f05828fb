import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSql, type TSql } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import type { TJob, TJobQueue } from './job-queue.ts';
import { sendJobFromTool } from './job-sender.ts';
import { createJobQueue, JOB_SCHEMA, type TJobQueueOptions } from './jobs.ts';
import { isProcessAlive } from './process-alive.ts';

let sql: TSql;
const schemas: string[] = [];
const queues: TJobQueue[] = [];
const logged: { level: 'warn' | 'error'; message: string }[] = [];

const log = {
  warn: (...args: unknown[]) => void logged.push({ level: 'warn', message: String(args.at(-1)) }),
  error: (...args: unknown[]) => void logged.push({ level: 'error', message: String(args.at(-1)) }),
} as TJobQueueOptions['log'];

/** pg-boss's tables in a schema of the test's own on the suite's database, dropped afterwards. */
function newSchema(): string {
  const schema = `pgboss_test_${schemas.length}_${process.pid}`;
  schemas.push(schema);
  return schema;
}

/** A job runner as one server instance would have it. */
function runner(schema: string, options: Partial<TJobQueueOptions> = {}): TJobQueue {
  const queue = createJobQueue({
    databaseUrl: inject('databaseUrl'),
    log,
    schema,
    pollingIntervalSeconds: 0.5,
    ...options,
  });
  queues.push(queue);
  return queue;
}

const jobsIn = (schema: string, name: string) =>
  sql<{ id: string; state: string; bucket: string | null }[]>`
    select id, state, singleton_on::text as bucket from ${sql(schema)}.job where name = ${name}`;

beforeAll(() => {
  sql = createSql(inject('databaseUrl'), { max: 2 });
});

afterEach(async () => {
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  logged.length = 0;
});

afterAll(async () => {
  for (const schema of schemas) await sql.unsafe(`drop schema if exists ${schema} cascade`);
  await sql.end();
});

describe('job queue', () => {
  it('refuses, where the job is declared, an expiry pg-boss would refuse when the queue starts', () => {
    const queue = runner(newSchema());
    expect(() => queue.define('too-long', async () => {}, { expireInSeconds: 24 * 3600 })).toThrow(/expiry/);
    expect(() => queue.define('long-enough', async () => {}, { expireInSeconds: 23 * 3600 })).not.toThrow();
  });

  it('runs a job sent before a restart after it, on the next instance', async () => {
    const schema = newSchema();
    const before = runner(schema);
    const ranBefore: string[] = [];
    before.define('restart-survivor', async (job) => void ranBefore.push(job.id));
    expect(await before.start()).toBe(true);
    // Due after the stop below, so only the next instance can run it.
    const id = await before.send('restart-survivor', { order: 42 }, { startAfterSeconds: 4 });
    expect(id).toEqual(expect.any(String));
    await before.stop();
    expect(ranBefore).toEqual([]);
    expect(await jobsIn(schema, 'restart-survivor')).toEqual([{ id, state: 'created', bucket: null }]);

    const after = runner(schema);
    const handled: TJob[] = [];
    after.define('restart-survivor', async (job) => void handled.push(job));
    expect(await after.start()).toBe(true);
    await expect.poll(() => handled.length, { timeout: 15_000, interval: 100 }).toBe(1);
    expect(handled[0]).toEqual({ id, name: 'restart-survivor', data: { order: 42 }, signal: expect.any(AbortSignal) });
    await expect.poll(async () => (await jobsIn(schema, 'restart-survivor'))[0]?.state).toBe('completed');
  });

  it('hands each of many jobs to exactly one of two instances', async () => {
    const schema = newSchema();
    const instances = [runner(schema), runner(schema)];
    const handled: { instance: number; id: string }[] = [];
    for (const [index, instance] of instances.entries()) {
      instance.define('fan-out', async (job) => {
        handled.push({ instance: index, id: job.id });
        await delay(10);
      });
    }
    expect(await Promise.all(instances.map((instance) => instance.start()))).toEqual([true, true]);
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, n) => (instances[n % 2] as TJobQueue).send('fan-out', { n })),
    );
    // Once every job is completed none can be fetched again, so the count below is final.
    await expect
      .poll(async () => (await jobsIn(schema, 'fan-out')).every((job) => job.state === 'completed'), {
        timeout: 20_000,
        interval: 100,
      })
      .toBe(true);
    expect(handled.map((run) => run.id).sort()).toEqual([...sent].sort());
  });

  it('runs recurring work once per period across two instances', async () => {
    const schema = newSchema();
    const instances = [runner(schema), runner(schema)];
    const runs: { instance: number; id: string }[] = [];
    for (const [index, instance] of instances.entries()) {
      instance.every('tick', 1, async (job) => void runs.push({ instance: index, id: job.id }));
    }
    await Promise.all(instances.map((instance) => instance.start()));
    await expect.poll(() => runs.length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(4);
    await Promise.all(instances.map((instance) => instance.stop()));

    const jobs = await jobsIn(schema, 'tick');
    const perPeriod = new Map<string | null, number>();
    for (const job of jobs) perPeriod.set(job.bucket, (perPeriod.get(job.bucket) ?? 0) + 1);
    // Both clocks sent every period's job; one job per period was kept, and each job ran once.
    expect([...perPeriod.keys()]).not.toContain(null);
    expect([...perPeriod.values()].every((count) => count === 1)).toBe(true);
    const ran = runs.map((run) => run.id);
    expect(new Set(ran).size).toBe(ran.length);
    expect(jobs.filter((job) => job.state === 'completed').map((job) => job.id)).toEqual(expect.arrayContaining(ran));
  });

  it('runs recurring work marked to run at start at every start, also within a period already run', async () => {
    const schema = newSchema();
    const runs: string[] = [];
    // The first start runs the marked kind twice (its start's job and its period's) and the plain one once.
    for (const [start, expected] of [
      ['first', 3],
      ['restart', 1],
    ] as const) {
      const instance = runner(schema);
      instance.every('hourly', 3600, async () => void runs.push(start), { atStart: true });
      instance.every('hourly-plain', 3600, async () => void runs.push(`${start}, plain`));
      await instance.start();
      await expect.poll(() => runs.filter((run) => run.startsWith(start)).length, { timeout: 20_000 }).toBe(expected);
      // Time for a plain run the restart should not make (its worker polls every half second).
      await delay(1_500);
      await instance.stop();
    }
    // The restart came within the hour: the plain kind's window was taken, the one marked to run at start ran again.
    expect(runs.sort()).toEqual(['first', 'first', 'first, plain', 'restart']);
  });

  it('takes a job from a command-line tool once a server has set the queue up, and says when it could not', async () => {
    const schema = newSchema();
    expect(await sendJobFromTool(inject('databaseUrl'), 'from-tool', { n: 1 }, schema)).toBe(false);

    const server = runner(schema);
    const handled: object[] = [];
    server.define('from-tool', async (job) => void handled.push(job.data));
    expect(await server.start()).toBe(true);
    await server.stop();
    expect(await sendJobFromTool(inject('databaseUrl'), 'from-tool', { n: 2 }, schema)).toBe(true);
    expect(await sendJobFromTool(inject('databaseUrl'), 'never-declared', {}, schema)).toBe(false);
    // The tool's job waits in the table for a server: the next one to start runs it.
    const next = runner(schema);
    next.define('from-tool', async (job) => void handled.push(job.data));
    expect(await next.start()).toBe(true);
    await expect.poll(() => handled, { timeout: 15_000 }).toEqual([{ n: 2 }]);
    // No connection of the tool's is left open.
    const [left] = await sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity where application_name = ${`sverka-tool:${process.pid}`}`;
    expect(left?.n).toBe(0);
  });

  it('tells a running handler the queue is stopping, so a long job ends within the stop', async () => {
    const queue = runner(newSchema(), { stopTimeoutMs: 10_000 });
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let reason: unknown;
    queue.define('long-pass', async (job) => {
      started();
      // Works until told to stop, as a pass over a large register does between its batches.
      while (!job.signal.aborted) await delay(20);
      reason = job.signal.reason;
    });
    expect(await queue.start()).toBe(true);
    await queue.send('long-pass', {});
    await running;
    await queue.stop();
    expect(String(reason)).toContain('job queue stopping');
    // Without the signal the handler runs on: the stop waits out its timeout and says a job was still running.
    expect(logged.filter((entry) => entry.message.includes('still running'))).toEqual([]);
  });

  it('records a failed handler as failed, logs it, and keeps working', async () => {
    const schema = newSchema();
    const queue = runner(schema);
    const seen: number[] = [];
    queue.define(
      'flaky',
      async (job: TJob<{ n: number }>) => {
        seen.push(job.data.n);
        if (job.data.n === 1) throw new Error('provider away');
      },
      { retryLimit: 0 },
    );
    await queue.start();
    const failing = await queue.send('flaky', { n: 1 });
    const fine = await queue.send('flaky', { n: 2 });
    await expect.poll(() => seen.length, { timeout: 15_000, interval: 100 }).toBe(2);
    await expect
      .poll(async () => Object.fromEntries((await jobsIn(schema, 'flaky')).map((job) => [job.id, job.state])))
      .toEqual({ [failing as string]: 'failed', [fine as string]: 'completed' });
    expect(logged).toContainEqual({ level: 'error', message: 'job failed' });
  });

  it('does not throw or hang without a database, and stops cleanly', async () => {
    const queue = runner(newSchema(), { databaseUrl: 'postgres://sverka@127.0.0.1:1/sverka', startRetryMs: 100 });
    queue.define('never', async () => undefined);
    expect(await queue.start()).toBe(false);
    await delay(300);
    await queue.stop();
    expect(logged.every((line) => line.level === 'warn')).toBe(true);
    // Repeated attempts while the database is away are not logged every time.
    expect(logged).toHaveLength(1);
  });

  it('rides out a database that dies and comes back on the same port', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-jobs-outage-'));
    let cluster = await startEmbeddedPostgres(dataDir);
    try {
      const queue = runner(JOB_SCHEMA, { databaseUrl: cluster.url });
      const ticks: string[] = [];
      const handled: number[] = [];
      queue.every('tick', 1, async (job) => void ticks.push(job.id));
      queue.define('after-outage', async (job: TJob<{ n: number }>) => void handled.push(job.data.n));
      expect(await queue.start()).toBe(true);
      await expect.poll(() => ticks.length, { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);

      const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      for (let i = 0; i < 100 && isProcessAlive(postmaster); i++) await delay(50);
      // Sends fail while it is away; the clocks and workers keep going and nothing is thrown unhandled.
      await expect(queue.send('after-outage', { n: 0 })).rejects.toThrow();
      await delay(1500);
      const ticksBeforeRestart = ticks.length;

      cluster = await startEmbeddedPostgres(dataDir, undefined, { port: cluster.port });
      await expect.poll(() => ticks.length, { timeout: 20_000, interval: 100 }).toBeGreaterThan(ticksBeforeRestart);
      await expect.poll(() => queue.send('after-outage', { n: 1 }).catch(() => null), { timeout: 10_000 }).toBeTruthy();
      await expect.poll(() => handled, { timeout: 10_000, interval: 100 }).toEqual([1]);
      await queue.stop();
      // The outage was told as warnings, at most one per 30 s, never as errors.
      expect(logged.filter((line) => line.level === 'error')).toEqual([]);
      expect(logged.length).toBeLessThanOrEqual(1);
    } finally {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
