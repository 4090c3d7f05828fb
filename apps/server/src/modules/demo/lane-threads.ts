import { Worker } from 'node:worker_threads';
import { LaneGenerator, type TLaneBatch, type TLaneTask } from './lane-generator.ts';
import { TableBuffers, type TTableBuffersMessage } from './tables.ts';
import type { TIdCounters } from './world.ts';

/** What a lane thread tells the loader. */
export type TLaneMessage =
  | { type: 'batch'; kind: TLaneBatch['kind']; count: number; tables: TTableBuffersMessage }
  | { type: 'done'; lastIds: TIdCounters }
  | { type: 'failed'; message: string };

/** Loads one batch into the database; batches of one lane are loaded one after another. */
export type TLoadBatch = (batch: TLaneBatch) => Promise<void>;

/** Batches being loaded at once when the lanes run on this thread. */
const LOADS_IN_FLIGHT = 2;

/**
 * Runs one lane on a worker thread, loading each batch as it arrives; resolves with the lane's last ids. A
 * failure is reported once the batches already being loaded have ended, so nothing of the lane still writes.
 */
function runOnWorker(task: TLaneTask, load: TLoadBatch, workers: Worker[]): Promise<TIdCounters> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./lane-worker.mjs', import.meta.url), { workerData: task });
    workers.push(worker);
    let settled = false;
    let loading: Promise<void> = Promise.resolve();
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      outcome();
    };
    const fail = (error: unknown) => finish(() => void loading.then(() => reject(error)));
    worker.on('message', (message: TLaneMessage) => {
      if (message.type === 'failed') return fail(new Error(`Demo data thread failed: ${message.message}`));
      if (message.type === 'done') {
        const { lastIds } = message;
        loading = loading.then(() => finish(() => resolve(lastIds)), fail);
        return;
      }
      const batch = { kind: message.kind, count: message.count, buffers: TableBuffers.fromMessage(message.tables) };
      // Batches load concurrently (the worker keeps at most a few unloaded): one COPY at a time per lane
      // leaves the database waiting on round trips between tables.
      const loaded = settled ? Promise.resolve() : load(batch).then(() => worker.postMessage('loaded'));
      // A failed load fails the lane here; `loading` only waits, so the rejection is handled exactly once.
      loaded.catch(fail);
      loading = Promise.all([loading, loaded.catch(() => undefined)]).then(() => undefined);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`Demo data thread exited with code ${code}`)));
  });
}

/**
 * Runs every lane here, in turn, a batch at a time; loads overlap with generating the next batch. A failure is
 * thrown once the other batch being loaded has ended.
 */
async function runHere(tasks: readonly TLaneTask[], load: TLoadBatch): Promise<TIdCounters[]> {
  const generators = tasks.map((task) => new LaneGenerator(task));
  const pending = generators.map((generator) => generator.batches());
  const inFlight: Promise<void>[] = [];
  try {
    while (pending.length) {
      for (let i = 0; i < pending.length; ) {
        const step = (pending[i] as Generator<TLaneBatch>).next();
        if (step.done) {
          pending.splice(i, 1);
          continue;
        }
        // Let finished COPY streams make progress between batches.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const loading = load(step.value);
        // Its failure is thrown where it is awaited; meanwhile it must not count as unhandled.
        loading.catch(() => undefined);
        inFlight.push(loading);
        if (inFlight.length >= LOADS_IN_FLIGHT) await inFlight.shift();
        i++;
      }
    }
    await Promise.all(inFlight);
  } catch (error) {
    await Promise.allSettled(inFlight);
    throw error;
  }
  return generators.map((generator) => generator.lastIds());
}

/**
 * Generates the lanes' batches — each lane on a thread of its own when
 * `threads`, else here — and hands them to `load`. Either way the rows are
 * the same. Resolves with each lane's last ids; rejects with the first
 * failure once no batch is being loaded any more.
 */
export async function runLanes(
  tasks: readonly TLaneTask[],
  load: TLoadBatch,
  threads: boolean,
): Promise<TIdCounters[]> {
  if (!threads) return runHere(tasks, load);
  const workers: Worker[] = [];
  let failed = false;
  // Once a lane fails the others stop too: no batch is loaded after the failure is reported.
  const guarded: TLoadBatch = async (batch) => {
    if (!failed) await load(batch);
  };
  const lanes = tasks.map((task) => runOnWorker(task, guarded, workers));
  try {
    return await Promise.all(lanes);
  } catch (error) {
    failed = true;
    await Promise.all(workers.map((worker) => worker.terminate()));
    // The other lanes end too (their threads are gone); their batches already being loaded are waited for.
    await Promise.allSettled(lanes);
    throw error;
  }
}
