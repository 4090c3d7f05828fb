import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One runner, four projects: `npm test` runs shared + server + web (a fresh
 * machine needs nothing but npm install for them); the e2e project needs
 * Chromium and runs on its own (`npm run test:e2e`).
 *
 * Files of shared, server and web share their worker's modules (`isolate: false`): importing the server's or
 * the web app's module graph anew for each file cost more than running its tests. So a test file must leave
 * module state as it found it (no changes to imported objects; `vi.restoreAllMocks()` after spies).
 *
 * Their files run in at least two workers. Vitest's default, one fewer than the cores, is a single worker on a
 * two-core machine, which then sits idle whenever its test waits on PostgreSQL; so the files must not depend on
 * each other's data (each signs up its own users and makes what it changes; a file that must change shared rows
 * takes a scratch database of its own).
 */
const UNIT_AND_API_WORKERS = Math.max(2, availableParallelism() - 1);

const SERVER_TESTS = {
  name: 'server',
  isolate: false,
  root: './apps/server',
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  environment: 'node',
  globalSetup: ['./test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;

/**
 * Server test files that start clusters and processes of their own, or use no database: they run the same
 * whatever DATABASE_URL says, so the run on another PostgreSQL leaves them out (about 80 s of test time).
 */
const SERVER_TESTS_OWN_DATABASES = [
  'src/db/embedded.test.ts',
  'src/cli/db-backup.test.ts',
  'src/lib/registry-reads.test.ts',
  'test/orphan-guard.test.ts',
  'src/modules/demo/{lanes,world,companies}.test.ts',
  'src/modules/ingest/parse-thread.test.ts',
];
export default defineConfig({
  test: {
    maxWorkers: UNIT_AND_API_WORKERS,
    projects: [
      {
        test: {
          name: 'shared',
          isolate: false,
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      { test: SERVER_TESTS },
      // The server's tests again, on the PostgreSQL that DATABASE_URL names (CI's second run, on PostgreSQL 15),
      // without the files that never read it.
      {
        test: {
          ...SERVER_TESTS,
          name: 'server-database',
          exclude: [...configDefaults.exclude, ...SERVER_TESTS_OWN_DATABASES],
        },
      },
      {
        test: {
          name: 'web',
          isolate: false,
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          // One worker runs the files one after another; importing Playwright and the helpers once rather than
          // per file saves about a second a file. As above, a file leaves the helpers' module state as it found it.
          isolate: false,
          root: './e2e',
          include: ['**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
