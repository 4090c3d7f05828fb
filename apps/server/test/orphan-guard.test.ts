import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/server-process.ts';
import { isProcessAlive } from '../src/lib/process-alive.ts';

const dirs: string[] = [];
const strays: number[] = [];

afterAll(() => {
  for (const pid of strays) if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** What a test runner's global set-up does: start an embedded cluster and a server-like process, guarded. */
const RUNNER = `
  import { spawn } from 'node:child_process';
  import { guardAgainstOrphans } from ${JSON.stringify(path.join(repoRoot, 'scripts/orphan-guard.ts'))};
  import { startEmbeddedPostgres } from ${JSON.stringify(path.join(repoRoot, 'apps/server/src/db/embedded.ts'))};
  const dataDir = process.argv[1];
  const server = spawn('sleep', ['600'], { detached: true, stdio: 'ignore' });
  guardAgainstOrphans({ watchPid: process.pid, killPids: [server.pid], clusterDirs: [dataDir], removeDirs: [dataDir] });
  await startEmbeddedPostgres(dataDir, () => {});
  console.log(JSON.stringify({ server: server.pid }));
  setInterval(() => {}, 1000);
`;

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

describe('a test runner killed with SIGKILL', () => {
  it('leaves no cluster, server or data directory behind', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-guard-'));
    dirs.push(dataDir);
    const runner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', RUNNER, dataDir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    runner.stdout.on('data', (chunk) => (output += chunk));
    runner.stderr.on('data', (chunk) => (output += chunk));
    expect(await until(() => output.includes('"server"'), 60_000), output).toBe(true);
    const server = (JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { server: number }).server;
    strays.push(server);
    const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
    strays.push(postmaster);
    expect(isProcessAlive(postmaster)).toBe(true);

    runner.kill('SIGKILL');

    expect(await until(() => !isProcessAlive(server), 10_000), 'the server outlived the runner').toBe(true);
    expect(await until(() => !isProcessAlive(postmaster), 15_000), 'the cluster outlived the runner').toBe(true);
    expect(await until(() => !existsSync(dataDir), 15_000), 'the data directory stayed').toBe(true);
  }, 90_000);
});
