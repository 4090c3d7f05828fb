import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../lib/process-alive.ts';
import { connectPostgres, createSql } from './client.ts';
import { startEmbeddedPostgres } from './embedded.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-embedded-'));
const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function query(url: string): Promise<string> {
  const sql = connectPostgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ db: string }[]>`select current_database() as db`;
    return row?.db ?? '';
  } finally {
    await sql.end();
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** SIGKILL for the postmaster and every process it started, as a power cut or the OOM killer would. */
function killCluster(postmaster: number): void {
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // `pid (comm) state ppid …`: the name may hold spaces, so read after the closing parenthesis.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  for (const pid of [...children, postmaster]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

async function waitForDeath(pid: number): Promise<void> {
  for (let i = 0; i < 100 && isProcessAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(isProcessAlive(pid)).toBe(false);
}

describe('embedded PostgreSQL', () => {
  it('creates a cluster, reuses its data on restart and leaves no process after stop', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    expect(await query(first.url)).toBe('sverka');
    const sql = connectPostgres(first.url, { max: 1 });
    await sql`create table kept (v int)`;
    await sql`insert into kept values (42)`;
    await sql.end();
    const pid = postmasterPid();
    await first.stop();
    expect(isProcessAlive(pid)).toBe(false);

    const second = await startEmbeddedPostgres(dataDir);
    const again = connectPostgres(second.url, { max: 1 });
    expect((await again`select v from kept`)[0]?.v).toBe(42);
    await again.end();
    await second.stop();
  });

  it('stops on its own when asked by a process that must exit at once, and a joiner cannot ask', async () => {
    const owner = await startEmbeddedPostgres(dataDir);
    const joined = await startEmbeddedPostgres(dataDir);
    const pid = postmasterPid();
    joined.requestStop();
    expect(await query(owner.url)).toBe('sverka');
    owner.requestStop();
    await waitForDeath(pid);
    // A clean stop: the next start needs no crash recovery.
    const next = await startEmbeddedPostgres(dataDir);
    const log = readFileSync(path.join(dataDir, 'pg', 'server.log'), 'utf8');
    expect(log.slice(log.lastIndexOf('database system was'))).toMatch(/^database system was shut down at/);
    await next.stop();
  });

  it('joins a running instance instead of starting a second one', async () => {
    const owner = await startEmbeddedPostgres(dataDir);
    const joined = await startEmbeddedPostgres(dataDir);
    expect(joined.port).toBe(owner.port);
    await joined.stop();
    expect(await query(owner.url)).toBe('sverka');
    await owner.stop();
  });

  it('recovers after postgres was killed and left a stale postmaster.pid', async () => {
    const crashed = await startEmbeddedPostgres(dataDir);
    const pid = postmasterPid();
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 50 && isProcessAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isProcessAlive(pid)).toBe(false);

    const recovered = await startEmbeddedPostgres(dataDir);
    expect(recovered.port).not.toBe(0);
    expect(await query(recovered.url)).toBe('sverka');
    await recovered.stop();
    expect(crashed.owned).toBe(true);
  });

  it('commits synchronously, also in a cluster created with asynchronous commits', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    const sql = createSql(first.url, { max: 1 });
    expect((await sql<{ synchronous_commit: string }[]>`show synchronous_commit`)[0]?.synchronous_commit).toBe('on');
    await sql.end();
    await first.stop();

    // Clusters made by earlier versions carry the setting in postgresql.conf.
    appendFileSync(path.join(dataDir, 'pg', 'postgresql.conf'), 'synchronous_commit = off\n');
    const second = await startEmbeddedPostgres(dataDir);
    const again = createSql(second.url, { max: 1 });
    expect((await again<{ synchronous_commit: string }[]>`show synchronous_commit`)[0]?.synchronous_commit).toBe('on');
    await again.end();
    await second.stop();
  });

  it('keeps every acknowledged write when the cluster is killed right after, also one that skipped the WAL', async () => {
    const running = await startEmbeddedPostgres(dataDir);
    const sql = createSql(running.url, { max: 8 });
    expect((await sql<{ wal_level: string }[]>`show wal_level`)[0]?.wal_level).toBe('minimal');
    // Emptied and filled in one transaction, as the search name refill does: with minimal WAL its rows are
    // written to the table's files and synced at commit instead of logged.
    await sql`create table refilled (n int)`;
    await sql.begin(async (tx) => {
      await tx`truncate refilled`;
      await tx`insert into refilled select generate_series(1, 50000)`;
      await tx`create index refilled_n_idx on refilled (n)`;
    });
    await sql`create table acknowledged (n int primary key)`;
    const rows = 400;
    let next = 0;
    // Eight writers, each commit on its own, as concurrent API requests do.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < rows) {
          const n = next++;
          await sql`insert into acknowledged values (${n})`;
        }
      }),
    );
    const pid = postmasterPid();
    killCluster(pid);
    await waitForDeath(pid);
    await sql.end({ timeout: 1 });

    const restarted = await startEmbeddedPostgres(dataDir);
    const after = createSql(restarted.url, { max: 1 });
    const [row] = await after<{ count: number }[]>`select count(*)::int as count from acknowledged`;
    const [refilled] = await after<{ count: number; indexed: number }[]>`
      select count(*)::int as count, (select count(*)::int from refilled where n = 49999) as indexed from refilled`;
    expect(refilled).toEqual({ count: 50000, indexed: 1 });
    await after`drop table acknowledged, refilled`;
    await after.end();
    await restarted.stop();
    expect(row?.count).toBe(rows);
  });

  it('serves the app through its Unix socket, also after a kill on the same port, and over TCP when DATA_DIR is too deep for one', async () => {
    const transport = async (url: string) => {
      const sql = createSql(url, { max: 1 });
      try {
        const [row] = await sql<{ tcp: boolean }[]>`select inet_server_addr() is not null as tcp`;
        return row?.tcp ? 'tcp' : 'socket';
      } finally {
        await sql.end();
      }
    };
    const running = await startEmbeddedPostgres(dataDir);
    const url = new URL(running.url);
    expect(url.searchParams.get('host')).toBe(path.join(dataDir, 'pg'));
    expect(await transport(running.url)).toBe('socket');
    url.searchParams.delete('host');
    expect(await transport(url.toString())).toBe('tcp');
    // Another process joining the running cluster is handed the socket too.
    const joined = await startEmbeddedPostgres(dataDir);
    expect(joined.url).toBe(running.url);
    await joined.stop();
    await running.stop();

    // Killed, it leaves its socket's lock behind, naming a pid that may linger as a zombie; the same port again.
    const killed = await startEmbeddedPostgres(dataDir);
    const pid = postmasterPid();
    killCluster(pid);
    await waitForDeath(pid);
    const again = await startEmbeddedPostgres(dataDir, undefined, { port: killed.port });
    expect(again.url).toBe(killed.url);
    expect(await transport(again.url)).toBe('socket');
    await again.stop();

    const deep = path.join(dataDir, 'd'.repeat(100));
    const tcpOnly = await startEmbeddedPostgres(deep);
    try {
      expect(new URL(tcpOnly.url).searchParams.has('host')).toBe(false);
      expect(await transport(tcpOnly.url)).toBe('tcp');
    } finally {
      await tcpOnly.stop();
    }
  });
});
