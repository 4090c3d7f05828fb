import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { IMPORTERS } from './importers/index.ts';
import type { TParsed, TParseTask, TToMain, TToWorker } from './parse-thread.ts';
import { parseUnits } from './parse-units.ts';
import { MalformedInputError, readXmlUnits } from './xml-units.ts';

const port = parentPort;
if (!port) throw new Error('parse-worker.ts runs as a worker thread only');
const task = workerData as TParseTask;
const post = (message: TToMain) => port.postMessage(message);

const inbox: TToWorker[] = [];
let wake: (() => void) | undefined;
port.on('message', (message: TToWorker) => {
  inbox.push(message);
  wake?.();
});

let parsed: TParsed[] = [];
let consumed = 0;
/** Hands over what was parsed so far and how many chunks were taken, so the main thread can send more. */
const flush = () => {
  post({ type: 'items', items: parsed, consumed });
  parsed = [];
};

async function next(): Promise<TToWorker> {
  while (!inbox.length) await new Promise<void>((resolve) => (wake = resolve));
  return inbox.shift() as TToWorker;
}

/** The entry's bytes as the main thread sends them, up to its `end`. */
async function* chunks(): AsyncGenerator<Buffer> {
  for (;;) {
    flush();
    const message = await next();
    if (message.type === 'end') return;
    if (message.type !== 'chunk') throw new Error(`Unexpected ${message.type} while reading an entry`);
    consumed++;
    yield Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
  }
}

const importer = IMPORTERS[task.source];
if (importer?.format !== 'xml') throw new Error(`No XML importer ${task.source}`);
// One entry after another, as the runner opens them; a failed entry ends the run, and with it the thread.
for (;;) {
  const start = await next();
  // Chunks still on their way for an entry that failed are dropped.
  if (start.type !== 'entry') continue;
  consumed = 0;
  try {
    const units = readXmlUnits(
      Readable.from(chunks(), { objectMode: true, highWaterMark: 1 }),
      importer.unit,
      undefined,
      importer.header,
    );
    for await (const item of parseUnits(units, (unit) => importer.parse(unit, start.entry))) parsed.push(item);
    flush();
    post({ type: 'done' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    post({ type: 'failed', message, malformed: error instanceof MalformedInputError });
  }
}
