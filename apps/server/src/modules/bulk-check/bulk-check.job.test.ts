import type { TBulkCheckSummary } from '@sverka/shared';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { grantPlan } from '../../../test/billing.ts';
import { useTestApp } from '../../../test/helper.ts';
import type { TSql } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';
import { finishedCheck, postItems, registerSample } from './bulk-check.fixtures.ts';
import { BATCH_SIZE, processCheck, resumeStalledChecks } from './bulk-check.job.ts';
import { tryLockCheck, unlockCheck } from './bulk-check.repository.ts';
import type { TBulkCheckDeps } from './bulk-check.service.ts';

const ctx = useTestApp();
const COUNT = BATCH_SIZE * 2 + 200;
let user: TTestUser;
let inns: string[];
let checkId: number;
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** A queue that only records what is sent to it. */
function recordingQueue(sent: unknown[]): TJobQueue {
  return {
    define: () => undefined,
    every: () => undefined,
    send: async (_name, data) => {
      sent.push(data);
      return 'job';
    },
    start: async () => true,
    stop: async () => undefined,
  };
}

const deps = (sent: unknown[] = []): TBulkCheckDeps => ({ sql: ctx.sql, log: silent, queue: recordingQueue(sent) });

beforeAll(async () => {
  user = await createUser(ctx.app, 'bulk-job');
  await grantPlan(ctx.sql, user.id, 'optimal_plus');
  inns = (await registerSample(ctx.sql, COUNT)).companies.map((c) => c.inn);
  // Every progress step the job writes, in order (a trigger, so no step can slip between two polls).
  await ctx.sql`create table bulk_check_progress_test (check_id bigint, done int, at serial)`;
  await ctx.sql`
    create function bulk_check_progress_test() returns trigger language plpgsql as $$
    begin insert into bulk_check_progress_test (check_id, done) values (new.id, new.done); return new; end $$`;
  await ctx.sql`
    create trigger bulk_check_progress_test after update of done on bulk_checks
    for each row when (new.done is distinct from old.done) execute function bulk_check_progress_test()`;
  const created = await postItems(ctx.app, user, inns);
  expect(created.statusCode, created.body).toBe(201);
  checkId = created.json<TBulkCheckSummary>().id;
  await finishedCheck(ctx.app, user, checkId);
});

afterAll(async () => {
  await ctx.sql`drop trigger if exists bulk_check_progress_test on bulk_checks`;
  await ctx.sql`drop function if exists bulk_check_progress_test()`;
  await ctx.sql`drop table if exists bulk_check_progress_test`;
});

const progressOf = async (id: number) =>
  (await ctx.sql<{ done: number }[]>`select done from bulk_check_progress_test where check_id = ${id} order by at`).map(
    (row) => row.done,
  );

/** Puts the check back as a process that stopped after its first batch leaves it. */
async function interruptAfterFirstBatch(sql: TSql, id: number) {
  await sql`
    delete from bulk_check_rows where check_id = ${id}
      and position > (select position from bulk_check_rows where check_id = ${id} order by position offset ${BATCH_SIZE - 1} limit 1)`;
  await sql`update bulk_checks set status = 'running', done = ${BATCH_SIZE}, finished_at = null where id = ${id}`;
  await sql`truncate bulk_check_progress_test`;
}

describe('the bulk check job', () => {
  it('writes the rows batch by batch, moving the progress with each, and ends done', async () => {
    expect(await progressOf(checkId)).toEqual([BATCH_SIZE, BATCH_SIZE * 2, COUNT]);
    const [check] = await ctx.sql<{ status: string; done: number; total: number }[]>`
      select status, done, total from bulk_checks where id = ${checkId}`;
    expect(check).toEqual({ status: 'done', done: COUNT, total: COUNT });
    const [{ rows }] = (await ctx.sql`
      select count(*)::int as rows from bulk_check_rows where check_id = ${checkId} and score is not null`) as unknown as [
      { rows: number },
    ];
    expect(rows).toBe(COUNT);
  });

  it('resumes a check its process left running after the last batch written, without redoing it', async () => {
    await interruptAfterFirstBatch(ctx.sql, checkId);
    // A row of the first batch marked: a job that started over would write it again.
    await ctx.sql`update bulk_check_rows set name = 'Записано до остановки' where check_id = ${checkId} and position = 1`;

    const sent: unknown[] = [];
    expect(await resumeStalledChecks(deps(sent))).toBeGreaterThanOrEqual(1);
    expect(sent).toContainEqual({ checkId });

    await processCheck(deps(), checkId);
    expect(await progressOf(checkId)).toEqual([BATCH_SIZE * 2, COUNT]);
    const check = await finishedCheck(ctx.app, user, checkId);
    expect(check).toMatchObject({ status: 'done', done: COUNT });
    expect(check.rows).toHaveLength(COUNT);
    expect(check.rows[0]?.name).toBe('Записано до остановки');
    expect(check.rows.map((row) => row.inn)).toEqual(inns);
  });

  it('leaves alone a check whose job is alive: no resume is sent and a second job does nothing', async () => {
    await interruptAfterFirstBatch(ctx.sql, checkId);
    const holder = await ctx.sql.reserve();
    try {
      expect(await tryLockCheck(holder as unknown as TSql, checkId)).toBe(true);
      const sent: unknown[] = [];
      await resumeStalledChecks(deps(sent));
      expect(sent).not.toContainEqual({ checkId });
      await processCheck(deps(), checkId);
      expect(await progressOf(checkId)).toEqual([]);
      await unlockCheck(holder as unknown as TSql, checkId);
    } finally {
      holder.release();
    }
    await processCheck(deps(), checkId);
    expect((await finishedCheck(ctx.app, user, checkId)).rows).toHaveLength(COUNT);
  });
});
