import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * A bench's server runs in a child process of its own, so the bench's clients never share its event loop.
 * The child prints `LISTENING <port>` once it listens and stops cleanly on SIGTERM; the parent waits for that
 * line and never lets the child outlive it.
 */

export type TServerChild = { child: ChildProcess; port: number; stop: () => Promise<void> };

/** Runs `node <execArgv> <args>` and resolves once the child says it listens; its other output is passed on. */
export async function spawnServerChild(args: readonly string[]): Promise<TServerChild> {
  const child = spawn(process.execPath, [...process.execArgv, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on('line', (line) => {
      const match = /^LISTENING (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
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
  return { child, port, stop };
}

/** In the child: tells the parent the port of `address` and closes with `close` on SIGTERM. */
export function announceListening(address: string, close: () => Promise<unknown>): void {
  console.log(`LISTENING ${new URL(address).port}`);
  process.once('SIGTERM', () => {
    void close().then(() => process.exit(0));
  });
}
