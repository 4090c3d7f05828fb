import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ACCOUNT_MESSAGES,
  IMPORT_MESSAGES,
  type TImportRejectionPage,
  type TImportRun,
  type TImportRunPage,
  type TImportSource,
} from '@sverka/shared';
import { describe, expect, it, vi } from 'vitest';
import { createUser, csrfHeaders, makeAdmin, multipart, type TTestUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { countFailedRuns } from './index.ts';

const ctx = useTestApp({ ownDatabase: 'admin_imports' });
const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const HEADCOUNT = fixture('headcount/headcount-2024.xml');
const BASE = '/api/v1/admin/imports/';

async function adminUser(label = 'imports-admin'): Promise<TTestUser> {
  const user = await createUser(ctx.app, label);
  await makeAdmin(ctx.sql, user.id);
  return user;
}

function upload(user: TTestUser, fields: Record<string, string | { name: string; data: Buffer }>) {
  const parts = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value
        : { filename: value.name, contentType: 'application/octet-stream', data: value.data },
    ]),
  );
  const form = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: BASE,
    headers: { ...user.auth, ...csrfHeaders, ...form.headers },
    payload: form.payload,
  });
}

async function getRun(user: TTestUser, id: number): Promise<TImportRun> {
  const response = await ctx.app.inject({ method: 'GET', url: `${BASE}${id}/`, headers: user.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TImportRun>();
}

/** Polls the run as the back office does, keeping every answer, until it is no longer running. */
async function followRun(user: TTestUser, id: number): Promise<TImportRun[]> {
  const seen: TImportRun[] = [];
  for (let attempt = 0; attempt < 500; attempt++) {
    const run = await getRun(user, id);
    seen.push(run);
    if (run.status !== 'running') return seen;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`import run ${id} did not finish`);
}

const importsDirEntries = () => {
  const dir = path.join(ctx.dataDir, 'imports');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('admin imports API', () => {
  it('refuses anonymous callers (401), plain users and moderators (403) on every endpoint', async () => {
    const plain = await createUser(ctx.app, 'imports-plain');
    const moderator = await createUser(ctx.app, 'imports-moderator');
    await ctx.sql`update users set role = 'moderator' where id = ${moderator.id}`;
    const requests = [
      { method: 'GET' as const, url: BASE },
      { method: 'GET' as const, url: `${BASE}sources/` },
      { method: 'GET' as const, url: `${BASE}1/` },
      { method: 'GET' as const, url: `${BASE}1/rejections/` },
      { method: 'POST' as const, url: BASE },
    ];
    for (const request of requests) {
      const anonymous = await ctx.app.inject({ ...request, headers: csrfHeaders });
      expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
      for (const user of [plain, moderator]) {
        const refused = await ctx.app.inject({ ...request, headers: { ...csrfHeaders, ...user.auth } });
        expect(refused.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(refused.json()).toMatchObject({ detail: ACCOUNT_MESSAGES.permissionDenied });
      }
    }
  });

  it('lists the importers with their Russian labels and the file kinds they take', async () => {
    const admin = await adminUser();
    const response = await ctx.app.inject({ method: 'GET', url: `${BASE}sources/`, headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const sources = response.json<TImportSource[]>();
    expect(sources.find((source) => source.source === 'headcount')).toEqual({
      source: 'headcount',
      label: 'ФНС: среднесписочная численность работников (sshr2019)',
      file_kinds: ['xml', 'zip'],
    });
    expect(sources.find((source) => source.source === 'egrul')?.label).toBe(
      'ФНС: выписки ЕГРЮЛ (XML версий 4.06–4.08)',
    );
    expect(sources.find((source) => source.source === 'disqualified')?.file_kinds).toEqual(['csv', 'zip']);
    for (const source of sources) expect(source.label).not.toMatch(/(XML|CSV|zip)$/);
  });

  it('imports an uploaded file in the background with the CLI runner: counts, progress, rejected records', async () => {
    const admin = await adminUser();
    const bytes = readFileSync(HEADCOUNT);
    const started = await upload(admin, { source: 'headcount', file: { name: 'headcount-2024.xml', data: bytes } });
    expect(started.statusCode, started.body).toBe(201);
    const run = started.json<TImportRun>();
    expect(run).toMatchObject({
      source: 'headcount',
      file_name: 'headcount-2024.xml',
      status: 'running',
      started_by: { id: admin.id, email: admin.email },
      bytes_total: bytes.length,
    });

    const seen = await followRun(admin, run.id);
    const finished = seen.at(-1) as TImportRun;
    expect(finished).toMatchObject({
      status: 'done',
      error: null,
      read: 4,
      inserted: 2,
      updated: 0,
      rejected: 2,
      skipped_older: 0,
      bytes_total: bytes.length,
      bytes_done: bytes.length,
    });
    expect(finished.finished_at).not.toBeNull();
    expect(finished.duration_ms).toBeGreaterThanOrEqual(0);
    const done = seen.map((answer) => answer.bytes_done ?? 0);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    const reads = seen.map((answer) => answer.read);
    expect(reads).toEqual([...reads].sort((a, b) => a - b));

    const rejections = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}${run.id}/rejections/`,
      headers: admin.auth,
    });
    expect(rejections.statusCode).toBe(200);
    expect(rejections.json<TImportRejectionPage>()).toMatchObject({
      count: 2,
      results: [
        { file: 'headcount-2024.xml', position: 'запись 3', reason: 'Неверный ИНН организации: 7704123451' },
        { file: 'headcount-2024.xml', position: 'запись 4', reason: 'Неверная численность: много' },
      ],
    });
    const secondPage = await ctx.app.inject({
      method: 'GET',
      url: `${BASE}${run.id}/rejections/?page=2`,
      headers: admin.auth,
    });
    expect(secondPage.json<TImportRejectionPage>()).toEqual({ count: 2, results: [] });

    const list = await ctx.app.inject({ method: 'GET', url: BASE, headers: admin.auth });
    expect(list.json<TImportRunPage>().results[0]).toMatchObject({ id: run.id, status: 'done' });
    const [audit] = await ctx.sql<{ actor_id: number; after: { source: string; file_name: string } }[]>`
      select actor_id, after from audit_log where action = 'import.start' and target_id = ${String(run.id)}`;
    expect(audit).toMatchObject({
      actor_id: admin.id,
      after: { source: 'headcount', file_name: 'headcount-2024.xml' },
    });
    // The job deletes its copy of the upload right after the run is marked done.
    await vi.waitFor(() => expect(importsDirEntries()).toEqual([]), { timeout: 5_000, interval: 50 });
  });

  it('answers 409 while a run of the same source is alive, not for one a killed process left running', async () => {
    const admin = await adminUser();
    const data = readFileSync(HEADCOUNT);
    const deadPid = spawnSync('true').pid;
    const [stale] = await ctx.sql<{ id: number }[]>`
      insert into import_runs (source, file, file_fingerprint, status, pid)
      values ('tax-regimes', '/gone/tax-regimes.xml', '1:1', 'running', ${deadPid}) returning id`;
    const [alive] = await ctx.sql<{ id: number }[]>`
      insert into import_runs (source, file, file_fingerprint, status, pid)
      values ('headcount', '/cli/headcount.xml', '1:1', 'running', ${process.pid}) returning id`;
    try {
      const refused = await upload(admin, { source: 'headcount', file: { name: 'headcount-2024.xml', data } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ detail: IMPORT_MESSAGES.alreadyRunning, code: 'CONFLICT' });
      expect(importsDirEntries()).toEqual([]);

      const regimes = readFileSync(fixture('tax-regimes/tax-regimes-good.xml'));
      const accepted = await upload(admin, {
        source: 'tax-regimes',
        file: { name: 'tax-regimes-good.xml', data: regimes },
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const seen = await followRun(admin, accepted.json<TImportRun>().id);
      expect(seen.at(-1)?.status).toBe('done');
    } finally {
      await ctx.sql`update import_runs set status = 'failed', finished_at = now() where id in (${stale?.id ?? 0}, ${alive?.id ?? 0})`;
    }
  });

  it('lets only one of two simultaneous starts of a source through', async () => {
    const admin = await adminUser();
    const data = readFileSync(HEADCOUNT);
    const answers = await Promise.all([
      upload(admin, { source: 'headcount', file: { name: 'a-headcount.xml', data } }),
      upload(admin, { source: 'headcount', file: { name: 'b-headcount.xml', data } }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // Both may pass only when the first run ended before the second asked; never both while one runs.
    if (statuses[1] === 409) expect(statuses).toEqual([201, 409]);
    else expect(statuses).toEqual([201, 201]);
    for (const answer of answers.filter((a) => a.statusCode === 201)) {
      await followRun(admin, answer.json<TImportRun>().id);
    }
  });

  it('refuses an unknown source, a file of the wrong kind and a missing file with Russian field errors', async () => {
    const admin = await adminUser();
    const data = readFileSync(HEADCOUNT);
    const unknown = await upload(admin, { source: 'nope', file: { name: 'x.xml', data } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ source: [IMPORT_MESSAGES.unknownSource] });
    const wrongKind = await upload(admin, { source: 'headcount', file: { name: 'headcount.csv', data } });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json()).toMatchObject({ file: [IMPORT_MESSAGES.wrongFileKind('XML, ZIP')] });
    const missing = await upload(admin, { source: 'headcount' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ file: [IMPORT_MESSAGES.fileRequired] });
    const noSource = await upload(admin, { file: { name: 'x.xml', data } });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json()).toMatchObject({ source: [IMPORT_MESSAGES.sourceRequired] });
    const json = await ctx.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...admin.auth, ...csrfHeaders },
      payload: { source: 'headcount', file: '../../etc/passwd' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ file: [IMPORT_MESSAGES.fileRequired] });
    expect(importsDirEntries()).toEqual([]);
  });

  it('answers 404 for a run that does not exist', async () => {
    const admin = await adminUser();
    for (const url of [`${BASE}999999/`, `${BASE}999999/rejections/`]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: admin.auth });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: IMPORT_MESSAGES.runNotFound });
    }
  });

  it('counts failed runs of the last days for the overview', async () => {
    const before = await countFailedRuns(ctx.sql, 7);
    await ctx.sql`
      insert into import_runs (source, file, file_fingerprint, status, started_at, finished_at)
      values ('egrul', '/a.xml', '1:1', 'failed', now(), now()),
             ('egrul', '/b.xml', '1:1', 'failed', now() - interval '30 days', now() - interval '30 days'),
             ('egrul', '/c.xml', '1:1', 'done', now(), now())`;
    expect(await countFailedRuns(ctx.sql, 7)).toBe(before + 1);
    expect(await countFailedRuns(ctx.sql, 60)).toBe(before + 2);
  });
});
