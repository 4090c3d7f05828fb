/**
 * `npm run bench:bulk [-- --companies 1000000] [--items 10000] [--dir /tmp/sverka-bench-bulk]`: a bulk check
 * of `--items` identifiers on a demo register of `--companies` companies (and half as many sole traders).
 * The register is the one bench:search and bench:card share (the database `sverka_bench_search` on
 * DATABASE_URL's server, or an embedded cluster under `.bench/search`), or an embedded cluster in `--dir`:
 * built once (minutes at 1M), reused after. The server runs in a child process of its own with the real
 * pg-boss queue; this process is the client: it posts the list as JSON, polls the progress as the page
 * does (`?rows=none`, every 250 ms), then reads the rows and the XLSX. The list is 85 % company ИНН, 10 %
 * sole traders' ИНН, 4 % ОГРН and 1 % valid ИНН the register lacks, drawn at random. Run twice: cold (the
 * sample's stored ratings deleted, so each is computed) and warm (the same list again, ratings stored).
 * Goal: under 60 s for 10,000 identifiers on the 1M register, cold. Prints one table.
 */

import { loadavg } from 'node:os';
import path from 'node:path';
import { innLegalCheckDigit, type TBulkCheck, type TBulkCheckSummary } from '@sverka/shared';
import { buildApp } from '../apps/server/src/app.ts';
import { createSql, type TSql } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { hasFlag, wholeNumberOption } from './command-line.ts';
import { printTable } from './markdown-table.ts';
import { ensureRegister, registerUrl } from './register.ts';
import { announceListening, spawnServerChild, type TServerChild } from './server-child.ts';

const COMPANIES = wholeNumberOption('companies', 1_000_000);
const ITEMS = wholeNumberOption('items', 10_000);
const DIR_INDEX = process.argv.indexOf('--dir');
const DIR = DIR_INDEX >= 0 ? path.resolve(process.argv[DIR_INDEX + 1] ?? '') : undefined;
const EMAIL = 'bench-bulk@bench.invalid';
const PASSWORD = 'Bench-bulk-2026';
const POLL_MS = 250;
const GOAL_SECONDS = 60;

// ---- The server child: `bulk.ts --serve <database url>` ----

async function serve(databaseUrl: string): Promise<void> {
  const sql = createSql(databaseUrl, { max: 10 });
  const app = await buildApp({ config: { env: 'production', logLevel: 'warn', webDist: undefined }, sql, jobs: true });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  announceListening(address, () => app.close().then(() => sql.end()));
}

async function startServer(databaseUrl: string): Promise<TServerChild & { base: string }> {
  const server = await spawnServerChild([process.argv[1] as string, '--serve', databaseUrl]);
  return { ...server, base: `http://127.0.0.1:${server.port}` };
}

// ---- Data ----

/** `count` random rows of a table by random ids in its id range (as bench:card draws companies). */
async function randomRows<T extends object>(sql: TSql, table: 'companies' | 'entrepreneurs', count: number) {
  const [range] = await sql<{ min: number; max: number }[]>`select min(id) as min, max(id) as max from ${sql(table)}`;
  if (!range || count === 0) return [];
  const ids = Array.from(
    { length: count * 2 },
    () => range.min + Math.floor(Math.random() * (range.max - range.min + 1)),
  );
  const column = table === 'companies' ? sql`inn, ogrn` : sql`inn, ogrnip as ogrn`;
  const rows = await sql<T[]>`select ${column} from ${sql(table)} where id = any(${[...new Set(ids)]}::bigint[])`;
  return rows.slice(0, count);
}

async function sampleItems(sql: TSql): Promise<{ items: string[]; inns: string[] }> {
  const companies = Math.round(ITEMS * 0.89);
  const people = Math.round(ITEMS * 0.1);
  const byOgrn = Math.round(ITEMS * 0.04);
  const absent = ITEMS - companies - people;
  const company = await randomRows<{ inn: string; ogrn: string }>(sql, 'companies', companies);
  const person = await randomRows<{ inn: string; ogrn: string }>(sql, 'entrepreneurs', people);
  const missing: string[] = [];
  for (let n = 990_000_001; missing.length < absent; n++) {
    const inn = `${n}${innLegalCheckDigit(String(n))}`;
    const [row] = await sql`select 1 from companies where inn = ${inn}`;
    if (!row) missing.push(inn);
  }
  const items = [
    ...company.map((c, index) => (index < byOgrn ? c.ogrn : c.inn)),
    ...person.map((p) => p.inn),
    ...missing,
  ];
  return { items, inns: [...company, ...person].map((s) => s.inn) };
}

/** The benchmark's own user, on the tier with 10,000 identifiers a check (the last run's user is replaced). */
async function prepareUser(sql: TSql): Promise<void> {
  await sql`delete from users where email = ${EMAIL}`;
  const [user] = await sql<{ id: number }[]>`
    insert into users (email, password_hash, full_name) values (${EMAIL}, ${await hashPassword(PASSWORD)}, 'Бенчмарк')
    returning id`;
  if (!user) throw new Error('the benchmark user was not stored');
  await sql`
    insert into memberships (user_id, plan_id, starts_at, ends_at)
    select ${user.id}, id, now(), now() + interval '1 day' from plans where code = 'optimal_plus' and type = 'monthly'`;
}

// ---- The client ----

const CSRF = 'BenchCsrfToken0123456789abcdefgh';

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${CSRF}`, 'x-csrftoken': CSRF },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

type TRun = {
  submitMs: number;
  firstRowsMs: number;
  doneMs: number;
  readMs: number;
  readKb: number;
  exportMs: number;
  exportKb: number;
  found: number;
};

async function runCheck(base: string, token: string, items: string[]): Promise<TRun> {
  const auth = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const created = await fetch(`${base}/api/v1/bulk-checks/`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ items, name: 'bench' }),
  });
  if (created.status !== 201) throw new Error(`submit: HTTP ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as TBulkCheckSummary;
  const submitMs = performance.now() - started;
  let firstRowsMs = 0;
  for (;;) {
    const progress = (await (
      await fetch(`${base}/api/v1/bulk-checks/${id}/?rows=none`, { headers: auth })
    ).json()) as TBulkCheck;
    if (!firstRowsMs && progress.done > 0) firstRowsMs = performance.now() - started;
    if (progress.status === 'failed') throw new Error(`the check failed: ${progress.error}`);
    if (progress.status === 'done') break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const doneMs = performance.now() - started;
  const readStarted = performance.now();
  // fetch takes the compressed reply and hands back the JSON: the size is the JSON's.
  const full = await fetch(`${base}/api/v1/bulk-checks/${id}/`, { headers: auth });
  const body = Buffer.from(await full.arrayBuffer());
  const check = JSON.parse(body.toString()) as TBulkCheck;
  const readMs = performance.now() - readStarted;
  const exportStarted = performance.now();
  const workbook = await fetch(`${base}/api/v1/bulk-checks/${id}/export/`, { headers: auth });
  const exportBytes = (await workbook.arrayBuffer()).byteLength;
  return {
    submitMs,
    firstRowsMs,
    doneMs,
    readMs,
    readKb: body.byteLength / 1024,
    exportMs: performance.now() - exportStarted,
    exportKb: exportBytes / 1024,
    found: check.rows.filter((row) => row.found).length,
  };
}

// ---- Main ----

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] as string);
} else {
  let embedded: TEmbeddedPostgres | undefined;
  let url: string;
  if (DIR) {
    embedded = await startEmbeddedPostgres(DIR);
    url = embedded.url;
  } else {
    ({ url, embedded } = await registerUrl());
  }
  const sql = createSql(url, { max: 4 });
  let server: (TServerChild & { base: string }) | undefined;
  try {
    await ensureRegister(sql, COMPANIES);
    await prepareUser(sql);
    const { items, inns } = await sampleItems(sql);
    // Cold: none of the sample's ratings is stored, as on a register rated on first read.
    await sql`delete from company_reliability where inn = any(${inns}::varchar[])`;
    server = await startServer(url);
    const token = await signIn(server.base);
    const cold = await runCheck(server.base, token, items);
    const warm = await runCheck(server.base, token, items);
    const s = (value: number) => (value / 1000).toFixed(1);
    console.log(
      `\nBulk check of ${items.length.toLocaleString('en-US')} identifiers on a register of ` +
        `${COMPANIES.toLocaleString('en-US')} companies; load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' / ')}\n`,
    );
    printTable(
      [
        'run',
        'submit, s',
        'first batch, s',
        'total (submit → done), s',
        'per 1,000, s',
        'found',
        'rows JSON, s (KB)',
        'XLSX, s (KB)',
        `goal < ${GOAL_SECONDS} s`,
      ],
      (
        [
          ['cold (ratings computed)', cold],
          ['warm (ratings stored)', warm],
        ] as const
      ).map(([name, run]) => [
        name,
        s(run.submitMs),
        s(run.firstRowsMs),
        s(run.doneMs),
        s((run.doneMs / items.length) * 1000),
        run.found.toLocaleString('en-US'),
        `${s(run.readMs)} (${run.readKb.toFixed(0)})`,
        `${s(run.exportMs)} (${run.exportKb.toFixed(0)})`,
        run.doneMs < GOAL_SECONDS * 1000 ? 'met' : 'MISSED',
      ]),
    );
  } finally {
    if (server) await server.stop();
    await sql`delete from users where email = ${EMAIL}`.catch(() => undefined);
    await sql.end();
    await embedded?.stop();
  }
  if (DIR && hasFlag('clean')) (await import('node:fs')).rmSync(DIR, { recursive: true, force: true });
}
