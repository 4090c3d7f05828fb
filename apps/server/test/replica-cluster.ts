import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { guardAgainstOrphans } from '../../../scripts/orphan-guard.ts';
import { freePort, resolveRunAs, runPostgresTool, type TRunAs } from '../src/db/embedded.ts';

/** The PostgreSQL 15 of the machine (Debian's packages; CI has them): its binaries, never its running server. */
export const PG15_BIN = '/usr/lib/postgresql/15/bin';

export const hasPostgres15 = (): boolean =>
  ['initdb', 'pg_ctl', 'pg_basebackup'].every((tool) => existsSync(path.join(PG15_BIN, tool)));

export type TCluster = {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust authentication, loopback only). */
  url: (database: string) => string;
  port: number;
  /** Stops the postmaster at once (immediate mode: like a crash or a pulled cable). */
  kill(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
};

export type TReplicatedPair = {
  primary: TCluster;
  replica: TCluster;
  /** Stops both clusters and removes their directory. */
  close(): Promise<void>;
};

const run = (tool: string, args: string[], runAs: TRunAs) =>
  runPostgresTool(path.join(PG15_BIN, tool), args, runAs).then(() => undefined);

/** Settings a small test primary needs to feed a streaming replica; durability is not the point here. */
const PRIMARY_SETTINGS = `
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
wal_level = replica
max_wal_senders = 4
hot_standby = on
fsync = off
full_page_writes = off
shared_buffers = 32MB
max_connections = 60
`;

function cluster(base: string, name: string, port: number, runAs: TRunAs): TCluster & { dir: string } {
  // The orphan guard reads `<dir>/pg/postmaster.pid` to stop a cluster whose test process was killed.
  const dir = path.join(base, name);
  const pgDir = path.join(dir, 'pg');
  const pid = () => {
    try {
      return Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  };
  return {
    dir,
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () =>
      run(
        'pg_ctl',
        ['-D', pgDir, '-l', path.join(dir, 'server.log'), '-o', `-p ${port}`, '-w', '-t', '60', 'start'],
        runAs,
      ),
    kill: async () => {
      const postmaster = pid();
      await run('pg_ctl', ['-D', pgDir, '-m', 'immediate', '-w', '-t', '30', 'stop'], runAs).catch(() => undefined);
      // pg_ctl returns when the lock file is gone; wait for the process itself, so its port is free again.
      for (let i = 0; postmaster && i < 100; i++) {
        try {
          process.kill(postmaster, 0);
        } catch {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * A PostgreSQL 15 primary made with `initdb` in a temporary directory and a streaming replica of it made with
 * `pg_basebackup -R`, each on a free loopback port. Nothing of the machine's own server or configuration is
 * used. Both stop when the test process dies, however it dies (see scripts/orphan-guard.ts).
 * @param prepare runs against the primary (database `sverka` exists) before the base backup is taken.
 */
export async function startReplicatedPair(prepare: (primaryUrl: string) => Promise<void>): Promise<TReplicatedPair> {
  const runAs = await resolveRunAs();
  const base = mkdtempSync(path.join(tmpdir(), 'sverka-replica-'));
  const primary = cluster(base, 'primary', await freePort(), runAs);
  const replica = cluster(base, 'replica', await freePort(), runAs);
  guardAgainstOrphans({ watchPid: process.pid, clusterDirs: [primary.dir, replica.dir], removeDirs: [base] });
  const close = async () => {
    await Promise.all([replica.kill(), primary.kill()]);
    rmSync(base, { recursive: true, force: true });
  };
  try {
    for (const dir of [primary.dir, replica.dir]) mkdirSync(dir, { recursive: true });
    if (runAs.uid !== undefined && runAs.gid !== undefined) {
      for (const dir of [base, primary.dir, replica.dir]) chownSync(dir, runAs.uid, runAs.gid);
    }
    // initdb's default pg_hba.conf lets local and loopback replication connections in with trust.
    await run(
      'initdb',
      ['-D', path.join(primary.dir, 'pg'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'],
      runAs,
    );
    writeFileSync(path.join(primary.dir, 'pg', 'postgresql.conf'), PRIMARY_SETTINGS, { flag: 'a' });
    await primary.start();
    await run('createdb', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', 'sverka'], runAs);
    await prepare(primary.url('sverka'));
    await run(
      'pg_basebackup',
      [
        ...['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'],
        ...['-D', path.join(replica.dir, 'pg'), '-R', '-X', 'stream', '-c', 'fast'],
      ],
      runAs,
    );
    await replica.start();
    return { primary, replica, close };
  } catch (error) {
    await close();
    throw error;
  }
}
