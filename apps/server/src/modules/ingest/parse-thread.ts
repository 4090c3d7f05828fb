import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { TParsed } from './parse-units.ts';
import { MalformedInputError } from './xml-units.ts';

export type { TParsed } from './parse-units.ts';

/** Which registered importer the thread parses with. */
export type TParseTask = { source: string };
export type TToWorker = { type: 'entry'; entry: string } | { type: 'chunk'; bytes: Uint8Array } | { type: 'end' };
export type TToMain =
  | { type: 'items'; items: TParsed[]; consumed: number }
  | { type: 'done' }
  | { type: 'failed'; message: string; malformed: boolean };

/** Chunks handed to the thread and not yet taken: enough to keep it busy. */
const CHUNKS_AHEAD = 2;
/** Parsed units waiting for the runner before no more bytes are sent: keeps memory flat. */
const QUEUE_LIMIT = 1_000;

/**
 * A worker thread that parses XML entries with the registered importer of
 * one source: reading, scanning and mapping run on one core while the
 * runner's thread builds and sends the SQL on the other. One thread serves
 * every entry of a run, one entry at a time.
 */
export class ParseThread {
  private readonly worker: Worker;
  private listener: ((message: TToMain | Error) => void) | undefined;
  private broken: Error | undefined;

  constructor(task: TParseTask) {
    this.worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), { workerData: task });
    this.worker.on('message', (message: TToMain) => this.listener?.(message));
    const fail = (error: Error) => {
      this.broken ??= error;
      this.listener?.(error);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('Поток разбора завершился раньше времени')));
  }

  /**
   * Parses one entry; yields the same items, in the same order, as parsing
   * on this thread would. Stop iterating early only to end the run.
   * @param onBytes called with the raw bytes handed over, for progress.
   */
  async *parse(stream: Readable, entry: string, onBytes: (bytes: number) => void): AsyncGenerator<TParsed> {
    if (this.broken) throw this.broken;
    const reader = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    const queue: TParsed[] = [];
    let sent = 0;
    let consumed = 0;
    let readerDone = false;
    let finished = false;
    let failure: Error | undefined;
    let notify: (() => void) | undefined;
    const wake = () => {
      notify?.();
      notify = undefined;
    };

    let pumping = false;
    /** Sends chunks while the thread has few in hand and the runner keeps up. */
    const pump = async () => {
      if (pumping) return;
      pumping = true;
      try {
        while (!readerDone && !failure && sent - consumed < CHUNKS_AHEAD && queue.length < QUEUE_LIMIT) {
          const next = await reader.next();
          if (next.done) {
            readerDone = true;
            this.worker.postMessage({ type: 'end' } satisfies TToWorker);
            break;
          }
          // A copy the thread can own: stream chunks may share a pooled buffer.
          const bytes = new Uint8Array(next.value);
          onBytes(bytes.length);
          sent++;
          this.worker.postMessage({ type: 'chunk', bytes } satisfies TToWorker, [bytes.buffer]);
        }
      } catch (error) {
        failure ??= error instanceof Error ? error : new Error(String(error));
        wake();
      } finally {
        pumping = false;
      }
    };

    this.listener = (message) => {
      if (message instanceof Error) failure ??= message;
      else if (message.type === 'items') {
        for (const item of message.items) queue.push(item);
        consumed = message.consumed;
        void pump();
      } else if (message.type === 'done') finished = true;
      else failure ??= message.malformed ? new MalformedInputError(message.message) : new Error(message.message);
      wake();
    };
    this.worker.postMessage({ type: 'entry', entry } satisfies TToWorker);
    void pump();
    try {
      for (;;) {
        const item = queue.shift();
        if (item) {
          if (queue.length < QUEUE_LIMIT) void pump();
          yield item;
          continue;
        }
        if (failure) throw failure;
        if (finished) return;
        await new Promise<void>((resolve) => (notify = resolve));
      }
    } finally {
      this.listener = undefined;
      if (!finished) {
        // Given up half-way (a failure or the run stopping): the thread is in the middle of this entry.
        this.broken ??= failure ?? new Error('Разбор прерван');
        stream.destroy();
      }
    }
  }

  async close() {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}
