import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../scripts/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One app for the browser suite, started the way a user starts it, on a fresh
 * DATA_DIR so the first-start path (build, cluster, migrations, demo data) is
 * what the tests walk through.
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-e2e-'));
  const server = await startServer({ dataDir, env: { DEMO_COMPANIES: '5000', DEMO_ENTREPRENEURS: '2500' } });
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
