import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type TServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code once the process is gone. */
  stop: () => Promise<number | null>;
};

/** The pid of the postmaster of the embedded cluster under `dataDir` (the first line of its `postmaster.pid`). */
export function postmasterPidOf(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Runs the app exactly as a user does (`node scripts/start.mjs`, what `npm start`
 * runs) with its own DATA_DIR and port, and waits until it serves requests
 * and (unless `servedOnly`) its first start's demo data is loaded.
 * The embedded database is what gets tested unless `databaseUrl` is given:
 * a DATABASE_URL of the calling environment is not passed on.
 */
/** Whether the server is still loading its first start's demo data (`loading_percent` of the dataset). */
async function demoDataLoading(baseUrl: string): Promise<boolean> {
  const dataset = await fetch(`${baseUrl}/api/v1/dataset`).then(
    (response) => (response.ok ? (response.json() as Promise<{ loading_percent: number | null }>) : undefined),
    () => undefined,
  );
  return dataset?.loading_percent !== null;
}

export async function startServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  databaseUrl?: string;
  /** Resolve as soon as the page is served, before the first start's demo load (running behind it) ends. */
  servedOnly?: boolean;
}): Promise<TServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: options.dataDir, ...options.env };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    const ready = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    // The first start serves while its demo data loads; tests want the data.
    if (ready && (options.servedOnly || !(await demoDataLoading(baseUrl)))) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
