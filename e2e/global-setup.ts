import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { guardAgainstOrphans } from '../scripts/orphan-guard.ts';
import { startServer } from '../scripts/server-process.ts';
import { timingTable } from './timing-report.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: tests read mail it writes under `mail/` (no SMTP_URL). */
    dataDir: string;
  }
}

/**
 * One app for the browser suite, started the way a user starts it, on a fresh
 * DATA_DIR so the first-start path (build, cluster, migrations, demo data) is
 * what the tests walk through.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-e2e-'));
  // Every file registers and signs in its own users from the one loopback address; the per-address limits
  // are the API suite's to test, and at their defaults the later files would be refused.
  const server = await startServer({
    dataDir,
    env: {
      DEMO_COMPANIES: '5000',
      DEMO_ENTREPRENEURS: '2500',
      RATE_LIMIT_REGISTER: '500/1h',
      RATE_LIMIT_LOGIN: '500/15m',
    },
  });
  guardAgainstOrphans({
    watchPid: process.pid,
    killPids: server.child.pid ? [server.child.pid] : [],
    clusterDirs: [dataDir],
    removeDirs: [dataDir],
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  return async () => {
    const timings = timingTable(dataDir);
    if (timings) console.log(`\n${timings}\n`);
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
