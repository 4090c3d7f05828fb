import { type ChildProcess, spawn } from 'node:child_process';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

/**
 * A bench's server runs in a child process of its own, so the bench's clients never share its event loop.
 * The child prints `LISTENING <port>` once it listens and stops cleanly on SIGTERM; the parent waits for that
 * line and never lets the child outlive it. On stopping the child reports how long its event loop was held up
 * and its garbage collector's pauses (`STATS <json>`), so a latency tail can be told apart from the server's own
 * stalls.
 */

/** The server process's own stalls over its life: event-loop delay and GC pauses, ms. */
export type TServerStats = { loopP99: number; loopMax: number; gcMax: number; gcTotal: number; gcCount: number };

export type TServerChild = {
  child: ChildProcess;
  port: number;
  stop: () => Promise<void>;
  /** Starts the child's stall counts afresh (SIGUSR2), so they cover the measured window only. */
  resetStats: () => void;
  /** What the child reported when it stopped (undefined before it stopped, or if it was killed). */
  stats: () => TServerStats | undefined;
};

/** Runs `node <execArgv> <args>` and resolves once the child says it listens; its other output is passed on. */
export async function spawnServerChild(args: readonly string[]): Promise<TServerChild> {
  const child = spawn(process.execPath, [...process.execArgv, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  let stats: TServerStats | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      const listening = /^LISTENING (\d+)$/.exec(line);
      const reported = /^STATS (\{.*\})$/.exec(line);
      if (listening) resolve(Number(listening[1]));
      else if (reported) stats = JSON.parse(reported[1] as string) as TServerStats;
      else console.log(line);
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before listening`)));
  });
  const stop = async () => {
    process.removeListener('exit', killChild);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return { child, port, stop, resetStats: () => child.kill('SIGUSR2'), stats: () => stats };
}

/** In the child: tells the parent the port of `address` and closes with `close` on SIGTERM. */
export function announceListening(address: string, close: () => Promise<unknown>): void {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const gc = { max: 0, total: 0, count: 0 };
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.max = Math.max(gc.max, entry.duration);
      gc.total += entry.duration;
      gc.count += 1;
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  process.on('SIGUSR2', () => {
    loop.reset();
    Object.assign(gc, { max: 0, total: 0, count: 0 });
  });
  console.log(`LISTENING ${new URL(address).port}`);
  process.once('SIGTERM', () => {
    loop.disable();
    gcObserver.disconnect();
    const stats: TServerStats = {
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      gcMax: gc.max,
      gcTotal: gc.total,
      gcCount: gc.count,
    };
    console.log(`STATS ${JSON.stringify(stats)}`);
    void close().then(() => process.exit(0));
  });
}
