import { describe, expect, it } from 'vitest';
import type { TLaneBatch, TLaneTask } from './lane-generator.ts';
import { runLanes } from './lane-threads.ts';
import { laneShare } from './lanes.ts';
import { DEMO_TABLES, type TableBuffers, type TDemoTable } from './tables.ts';

const tasks = (companies: number, entrepreneurs: number): TLaneTask[] =>
  [0, 1].map((index) => ({
    options: { seed: 11, referenceDate: '2026-11-01', lane: { index, count: 2 } },
    companies,
    entrepreneurs,
    starts: { company: 1, entrepreneur: 1, founder: 1, arbitrationCase: 1 },
  }));

/** Every line of every table the lanes produced, sorted: the register regardless of batch order. */
async function register(threads: boolean, companies = 400, entrepreneurs = 200) {
  const lines = new Map<TDemoTable, string[]>();
  const batches: TLaneBatch[] = [];
  const lastIds = await runLanes(
    tasks(companies, entrepreneurs),
    async (batch) => {
      batches.push(batch);
    },
    threads,
  );
  for (const { buffers } of batches)
    for (const table of (buffers as TableBuffers).tables())
      lines.set(table, [...(lines.get(table) ?? []), ...buffers.lines(table)]);
  for (const list of lines.values()) list.sort();
  return { lines, lastIds };
}

const column = (lines: Map<TDemoTable, string[]>, table: TDemoTable, name: string) => {
  const at = (DEMO_TABLES[table] as readonly string[]).indexOf(name);
  return (lines.get(table) ?? []).map((line) => line.split('\t')[at]);
};

describe('demo lanes', () => {
  it('split a register between lanes without a shared identifier, id or serial', async () => {
    const { lines, lastIds } = await register(false);
    for (const [table, name] of [
      ['companies', 'id'],
      ['companies', 'inn'],
      ['companies', 'ogrn'],
      ['companies', 'okpo'],
      ['entrepreneurs', 'id'],
      ['entrepreneurs', 'inn'],
      ['entrepreneurs', 'ogrnip'],
      ['entrepreneurs', 'okpo'],
      ['company_founders', 'id'],
      ['arbitration_cases', 'id'],
      ['arbitration_cases', 'case_number'],
      ['registry_records', 'grn'],
      ['state_contracts', 'register_number'],
    ] as const) {
      const values = column(lines, table, name);
      expect(new Set(values).size, `${table}.${name}`).toBe(values.length);
    }
    expect(
      column(lines, 'companies', 'id')
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 400 }, (_, i) => i + 1));
    expect(Math.max(...lastIds.map((ids) => ids.company))).toBe(400);
  });

  it('gives the same rows on worker threads as on this thread', async () => {
    const here = await register(false, 300, 150);
    const threads = await register(true, 300, 150);
    expect([...threads.lines.keys()].sort()).toEqual([...here.lines.keys()].sort());
    for (const [table, list] of here.lines) expect(threads.lines.get(table), table).toEqual(list);
    expect(threads.lastIds).toEqual(here.lastIds);
  });

  it('stops every lane and reports the error when a load fails', async () => {
    let loads = 0;
    const failing = runLanes(
      tasks(20_000, 0),
      async () => {
        loads++;
        throw new Error('disk full');
      },
      true,
    );
    await expect(failing).rejects.toThrow('disk full');
    // Each lane has at most two batches unloaded: nothing more is loaded after the failure.
    expect(loads).toBeLessThanOrEqual(4);
  });

  it.each([
    ['on worker threads', true],
    ['on this thread', false],
  ])('reports a failed load only once the other loads under way have ended (%s)', async (_, threads) => {
    let loads = 0;
    let slowLoadEnded = false;
    const failing = runLanes(
      tasks(12_000, 0),
      async () => {
        loads++;
        if (loads === 1) {
          await new Promise((resolve) => setTimeout(resolve, 500));
          slowLoadEnded = true;
          return;
        }
        throw new Error('server stopping');
      },
      threads,
    );
    await expect(failing).rejects.toThrow('server stopping');
    // A pool ended right after the failure must not find a COPY of this load still writing.
    expect(slowLoadEnded).toBe(true);
  });

  it('shares subjects between lanes to the last one', () => {
    expect([0, 1].map((index) => laneShare({ index, count: 2 }, 5))).toEqual([3, 2]);
    expect([0, 1, 2].map((index) => laneShare({ index, count: 3 }, 7))).toEqual([3, 2, 2]);
  });
});
