import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../test/scratch-database.ts';
import { restoreDeferredIndexes, type TDeferredDefinition, type TFillStep } from './bulk-indexes.ts';

/**
 * The scheduler behind a bulk load's index rebuild, watched through statements that only record when they start
 * and end (`trace_step`): definitions on a filled table wait for its fill, nothing that would block on a lock
 * runs beside its holder, foreign keys wait for their keys, and the rest runs side by side.
 */
describe('restoreDeferredIndexes', () => {
  let db: TScratchDatabase;

  beforeAll(async () => {
    db = await createScratchDatabase('bulk_indexes');
    await db.sql.unsafe(
      `create table scheduler_trace (label text primary key, started timestamptz, ended timestamptz)`,
    );
    await db.sql.unsafe(`
      create function trace_step(label text, seconds float8) returns void language plpgsql as $$
      begin
        insert into scheduler_trace (label, started) values (label, clock_timestamp());
        perform pg_sleep(seconds);
        if label like 'fails%' then raise exception 'step % fails', label; end if;
        update scheduler_trace t set ended = clock_timestamp() where t.label = trace_step.label;
      end $$`);
  });
  afterAll(async () => {
    await db?.drop();
  });
  beforeEach(async () => {
    await db.sql`truncate scheduler_trace`;
    await db.sql`delete from app_meta where key = 'demo_deferred_indexes'`;
  });

  const step = (label: string, seconds = 0.1) => `select trace_step('${label}', ${seconds})`;
  const definition = (kind: TDeferredDefinition['kind'], table: string, label: string, seconds?: number) => ({
    kind,
    table,
    name: `scheduler_${label.replace(/\W+/g, '_')}`,
    statement: step(label, seconds),
  });
  const fill = (label: string, reads: string[], writes: string[], seconds = 0.6): TFillStep => ({
    statement: step(label, seconds),
    reads,
    writes,
  });
  const readTrace = async () =>
    new Map(
      (
        await db.sql<{ label: string; started: Date; ended: Date | null }[]>`
          select label, started, ended from scheduler_trace`
      ).map((row) => [row.label, row]),
    );
  const park = (definitions: TDeferredDefinition[]) =>
    db.sql`insert into app_meta (key, value) values ('demo_deferred_indexes', ${JSON.stringify(definitions)}::jsonb)`;
  const parked = async () => (await db.sql`select 1 from app_meta where key = 'demo_deferred_indexes'`).length;

  it('waits for fills and keys, never runs a lock against its holder, and runs the rest beside them', async () => {
    const definitions: TDeferredDefinition[] = [
      definition('index', 'name_terms', 'index on the filled table'),
      definition('key', 'companies', 'key on a table the fill reads'),
      definition('fk', 'directors', 'fk REFERENCES companies(id)'),
      definition('index', 'directors', 'index on another table'),
    ];
    await park(definitions);
    const progress: number[] = [];
    await restoreDeferredIndexes(db.sql, definitions, {
      parallel: 3,
      fills: [fill('fill', ['companies'], ['name_terms'])],
      onProgress: (done, total) => progress.push(done / total),
    });
    const trace = await readTrace();
    const at = (label: string, end: 'started' | 'ended') => {
      const time = trace.get(label)?.[end];
      if (!time) throw new Error(`${label} has not ${end}`);
      return time.getTime();
    };
    expect(trace.size).toBe(5);
    expect(at('index on the filled table', 'started')).toBeGreaterThanOrEqual(at('fill', 'ended'));
    // ACCESS EXCLUSIVE on a table the fill reads would only wait for the fill: it is started after it instead.
    expect(at('key on a table the fill reads', 'started')).toBeGreaterThanOrEqual(at('fill', 'ended'));
    expect(at('fk REFERENCES companies(id)', 'started')).toBeGreaterThanOrEqual(
      at('key on a table the fill reads', 'ended'),
    );
    // Free of the fill's tables: it runs while the fill does.
    expect(at('index on another table', 'started')).toBeLessThan(at('fill', 'ended'));
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    expect(await parked()).toBe(0);
  });

  it('runs everything past a failed definition, throws its error and keeps the definitions parked', async () => {
    const definitions: TDeferredDefinition[] = [
      definition('index', 'companies', 'fails to build'),
      definition('index', 'directors', 'builds after the failure', 0.3),
      definition('key', 'founders', 'key after the failure', 0.3),
    ];
    await park(definitions);
    await expect(restoreDeferredIndexes(db.sql, definitions, { parallel: 1 })).rejects.toThrow(
      'step fails to build fails',
    );
    const trace = await readTrace();
    expect(trace.get('builds after the failure')?.ended).toBeInstanceOf(Date);
    expect(trace.get('key after the failure')?.ended).toBeInstanceOf(Date);
    expect(await parked()).toBe(1);
  });

  it('restores the definitions on a table whose fill failed, drops them from the parking, then throws', async () => {
    const definitions: TDeferredDefinition[] = [definition('index', 'name_terms', 'index after a failed fill')];
    await park(definitions);
    await expect(
      restoreDeferredIndexes(db.sql, definitions, {
        parallel: 2,
        fills: [fill('fails to fill', ['companies'], ['name_terms'], 0.1)],
      }),
    ).rejects.toThrow('step fails to fill fails');
    expect((await readTrace()).get('index after a failed fill')?.ended).toBeInstanceOf(Date);
    expect(await parked()).toBe(0);
  });

  it('when stopped, cancels the running statements, starts no other and keeps the definitions parked', async () => {
    const definitions: TDeferredDefinition[] = [
      definition('index', 'companies', 'cancelled while it runs', 30),
      definition('index', 'directors', 'also cancelled', 30),
      definition('index', 'founders', 'never started', 0.1),
    ];
    await park(definitions);
    const stop = new AbortController();
    const restoring = restoreDeferredIndexes(db.sql, definitions, { parallel: 2, signal: stop.signal });
    const runningSteps = async () =>
      (
        await db.sql`
          select pid from pg_stat_activity
          where state = 'active' and query like 'select trace_step%' and pid <> pg_backend_pid()`
      ).length;
    await expect.poll(runningSteps).toBe(2);
    stop.abort(new Error('server stopping'));
    await expect(restoring).rejects.toThrow('server stopping');
    expect(await runningSteps()).toBe(0);
    // Cancelled statements roll back their trace rows; the one never started would have left its own.
    expect((await readTrace()).size).toBe(0);
    expect(await parked()).toBe(1);
  });
});
