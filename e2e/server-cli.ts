import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import { repoRoot } from '../scripts/server-process.ts';

/**
 * Runs a server command-line tool (or an inline module with `--input-type=module -e`) against the running
 * server's DATA_DIR, as an operator would, and returns what it printed; fails the test when it fails.
 */
export async function runServerCli(dataDir: string, args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code, output).toBe(0);
  return output;
}
