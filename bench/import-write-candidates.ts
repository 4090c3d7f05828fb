/**
 * `npm run bench:import -- --compare-writes`: the write side of the ЕГРЮЛ import, side by side in one run.
 * The same extract is imported into two fresh databases: as migrated (every index and trigger kept up
 * row by row), and with the indexes only search reads (no unique key, nothing the importer looks rows
 * up by) dropped and the search name and people triggers off, then refilled and rebuilt once — what a
 * bulk load into an empty register could do. The rebuild counts in that candidate's time. Process CPU
 * is this process (parsing thread included); database CPU is the cluster's, read from /proc when the
 * database is the embedded one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createSql, type TSql } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { egrulImporter } from '../apps/server/src/modules/ingest/importers/egrul/index.ts';
import { runImport } from '../apps/server/src/modules/ingest/runner.ts';
import { printTable } from './markdown-table.ts';

const DEFERRED_TABLES = ['companies', 'company_directors', 'company_founders', 'registry_records'];
/** Indexes the importer reads by: kept in both candidates. */
const LOOKUP_INDEXES = new Set(['company_directors_company_idx', 'company_founders_company_idx']);
const DEFERRED_TRIGGERS: [string, string][] = [
  ['companies', 'companies_name_terms_insert'],
  ['companies', 'companies_name_terms_update'],
  ['companies', 'companies_people_update'],
  ['company_directors', 'company_directors_people_insert'],
  ['company_founders', 'company_founders_people_insert'],
];

/** CPU seconds of the postmaster whose children include `backendPid`, and of all its children now alive. */
function clusterCpuSeconds(backendPid: number): number | null {
  const stat = (pid: string) => {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  };
  try {
    const postmaster = stat(String(backendPid))[1] as string;
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const fields = stat(pid);
        if (pid !== postmaster && fields[1] !== postmaster) continue;
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // A process that ended meanwhile.
      }
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

async function scratchDatabase(serverUrl: string, name: string): Promise<{ sql: TSql; drop: () => Promise<void> }> {
  const admin = createSql(serverUrl, { max: 1 });
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = createSql(url.toString(), { max: 4 });
  await migrateDatabase(sql);
  return {
    sql,
    drop: async () => {
      await sql.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Drops the search-only indexes and switches the name index triggers off; returns what puts them back. */
async function deferSearchIndexes(sql: TSql): Promise<string[]> {
  const indexes = await sql<{ name: string; def: string }[]>`
    select c.relname as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid::regclass::text = any(${DEFERRED_TABLES}::text[]) and not i.indisunique`;
  const deferred = indexes.filter((i) => !LOOKUP_INDEXES.has(i.name));
  for (const index of deferred) await sql.unsafe(`drop index "${index.name}"`);
  for (const [table, trigger] of DEFERRED_TRIGGERS) await sql.unsafe(`alter table ${table} disable trigger ${trigger}`);
  return [
    ...DEFERRED_TRIGGERS.map(([table, trigger]) => `alter table ${table} enable trigger ${trigger}`),
    ...deferred.map((i) => i.def),
  ];
}

type TCandidate = { name: string; defer: boolean };

/** Imports `file` once per candidate into a database of its own and prints one row each. */
export async function compareWrites(serverUrl: string, file: string, databaseCpu: boolean): Promise<void> {
  const candidates: TCandidate[] = [
    { name: 'indexes and triggers kept up per row (today)', defer: false },
    { name: 'search indexes and name triggers deferred, rebuilt after', defer: true },
  ];
  const rows: string[][] = [];
  for (const [i, candidate] of candidates.entries()) {
    const { sql, drop } = await scratchDatabase(serverUrl, `sverka_bench_import_write_${process.pid}_${i}`);
    try {
      const restore = candidate.defer ? await deferSearchIndexes(sql) : [];
      const [{ pid }] = (await sql`select pg_backend_pid() as pid`) as unknown as [{ pid: number }];
      const cpuBefore = process.cpuUsage();
      // Only a cluster of its own: a shared server's CPU includes whatever else it serves.
      const dbBefore = databaseCpu ? clusterCpuSeconds(pid) : null;
      const started = performance.now();
      const summary = await runImport(sql, egrulImporter, file);
      if (summary.status !== 'done') throw new Error(`import failed: ${summary.error}`);
      const imported = performance.now();
      if (candidate.defer) {
        await sql`select refill_search_name_index()`;
        for (const statement of restore) await sql.unsafe(statement);
      }
      const finished = performance.now();
      const cpu = process.cpuUsage(cpuBefore);
      const dbAfter = databaseCpu ? clusterCpuSeconds(pid) : null;
      const seconds = (finished - started) / 1000;
      rows.push([
        candidate.name,
        String(summary.read),
        ((imported - started) / 1000).toFixed(1),
        ((finished - imported) / 1000).toFixed(1),
        Math.round(summary.read / seconds).toLocaleString('en'),
        ((cpu.user + cpu.system) / 1e6).toFixed(1),
        dbBefore === null || dbAfter === null ? '—' : (dbAfter - dbBefore).toFixed(1),
      ]);
    } finally {
      await drop();
    }
  }
  printTable(
    ['write candidate', 'records', 'import s', 'rebuild s', 'records/s overall', 'process CPU s', 'database CPU s'],
    rows,
  );
}
