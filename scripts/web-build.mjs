/**
 * Builds the web app when its build is missing or older than its sources
 * (the web app and the shared package). Used by `npm start` and the e2e suite.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/shared/src',
];

/** Newest modification time under a file or directory, 0 when absent. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Returns true when a build ran; exits the process when the build fails. */
export function ensureWebBuild(log = console.log) {
  const builtAt = existsSync(webIndex) ? statSync(webIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...webSources.map((source) => newestMtime(path.join(root, source))));
  if (builtAt >= sourcesAt) return false;
  log(builtAt ? '[sverka] Web app sources changed: rebuilding…' : '[sverka] Building the web app (first start)…');
  // Always a production bundle: Vite takes NODE_ENV from the caller, and a build started by the test
  // runner (NODE_ENV=test) would otherwise ship React's development build to everyone who reuses it.
  const result = spawnSync('npm', ['run', 'build', '-w', '@sverka/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('[sverka] The web app build failed');
    process.exit(result.status ?? 1);
  }
  return true;
}
