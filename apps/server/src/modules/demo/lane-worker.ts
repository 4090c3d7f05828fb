import { parentPort, workerData } from 'node:worker_threads';
import { LaneGenerator, type TLaneTask } from './lane-generator.ts';
import type { TLaneMessage } from './lane-threads.ts';

/** Batches sent but not yet loaded: enough to keep the database busy, few enough to keep memory flat. */
const UNLOADED_BATCHES = 2;

const port = parentPort;
if (!port) throw new Error('lane-worker.ts runs as a worker thread only');

let unloaded = 0;
let wake: (() => void) | undefined;
port.on('message', (message: 'loaded') => {
  if (message !== 'loaded') return;
  unloaded--;
  wake?.();
});
const post = (message: TLaneMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

try {
  const generator = new LaneGenerator(workerData as TLaneTask);
  for (const batch of generator.batches()) {
    while (unloaded >= UNLOADED_BATCHES) await new Promise<void>((resolve) => (wake = resolve));
    unloaded++;
    const { message, transfer } = batch.buffers.toMessage();
    post({ type: 'batch', kind: batch.kind, count: batch.count, tables: message }, transfer);
  }
  post({ type: 'done', lastIds: generator.lastIds() });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
