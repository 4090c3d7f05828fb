import { spawn } from 'node:child_process';
import path from 'node:path';

export type TOrphanGuard = {
  /** The process whose death means "clean up": the test runner. */
  watchPid: number;
  /** Processes to end with it (a server started for the tests). */
  killPids?: number[];
  /** Data directories of embedded clusters (`<dir>/pg/postmaster.pid`) whose postmaster must stop. */
  clusterDirs?: string[];
  /** Temporary directories to remove once everything is stopped. */
  removeDirs?: string[];
};

/**
 * A test run's global teardown does not run when the runner itself is killed
 * (Ctrl+C twice, `kill -9`, a CI timeout), and then its embedded clusters and
 * servers would live on. This starts a detached shell that waits for the
 * runner to die, then stops what it was given: the servers with SIGTERM, each
 * cluster's postmaster with SIGINT (PostgreSQL's fast shutdown; the pid is read
 * from `postmaster.pid` only then, since a supervised cluster may have been
 * restarted on a new pid, and checked to still be a postgres process), and
 * finally removes the directories. After a normal teardown there is nothing
 * left for it to do, and it exits when the runner does.
 */
export function guardAgainstOrphans({
  watchPid,
  killPids = [],
  clusterDirs = [],
  removeDirs = [],
}: TOrphanGuard): void {
  const quote = (value: string) => `'${value.replaceAll("'", "'\\''")}'`;
  const script = [
    `while kill -0 ${watchPid} 2>/dev/null; do sleep 1; done`,
    ...killPids.map((pid) => `kill -TERM ${pid} 2>/dev/null`),
    ...clusterDirs.map((dir) => {
      const pidFile = quote(path.join(dir, 'pg', 'postmaster.pid'));
      return `pg=$(head -n 1 ${pidFile} 2>/dev/null) && grep -q postgres /proc/$pg/cmdline 2>/dev/null && kill -INT $pg`;
    }),
    ...(removeDirs.length > 0 ? ['sleep 5', `rm -rf ${removeDirs.map(quote).join(' ')}`] : []),
  ].join('\n');
  const guard = spawn('sh', ['-c', script], { detached: true, stdio: 'ignore' });
  guard.unref();
}
