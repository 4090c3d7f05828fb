import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../lib/process-alive.ts';
import { startEmbeddedPostgres } from './embedded.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-embedded-'));
const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

async function query(url: string): Promise<string> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ db: string }[]>`select current_database() as db`;
    return row?.db ?? '';
  } finally {
    await sql.end();
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded PostgreSQL', () => {
  it('creates a cluster, reuses its data on restart and leaves no process after stop', async () => {
    const first = await startEmbeddedPostgres(dataDir);
    expect(await query(first.url)).toBe('sverka');
    const sql = postgres(first.url, { max: 1 });
    await sql`create table kept (v int)`;
    await sql`insert into kept values (42)`;
    await sql.end();
    const pid = postmasterPid();
    await first.stop();
    expect(isProcessAlive(pid)).toBe(false);

    const second = await startEmbeddedPostgres(dataDir);
    const again = postgres(second.url, { max: 1 });
    expect((await again`select v from kept`)[0]?.v).toBe(42);
    await again.end();
    await second.stop();
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
});
