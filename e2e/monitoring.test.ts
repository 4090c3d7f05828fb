import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { digestWindow } from '../apps/server/src/modules/monitoring/monitoring-mail.service.ts';
import { repoRoot } from '../scripts/server-process.ts';
import { readMail, registerAccount, signInThroughDialog } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';
import { runServerCli } from './server-cli.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
const filesDir = mkdtempSync(path.join(tmpdir(), 'sverka-e2e-changes-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

const NEW_DIRECTOR = 'Новиков Андрей Сергеевич';
const PROCEEDING = '98765/26/77001-ИП';
/** Moscow keeps UTC+3 all year. */
const MOSCOW_OFFSET_MS = 3 * 3600_000;

type TPrepared = { inn: string; name: string; director: string; egrul: string; fssp: string };

/**
 * Two official files about an active demo company with a director, written by the register's own test
 * builders from the company as stored: a ЕГРЮЛ extract of today naming a new director, and a ФССП set
 * with a new enforcement proceeding against it.
 */
async function prepareChangeFiles(): Promise<TPrepared> {
  const module = (file: string) => JSON.stringify(path.join(repoRoot, file));
  const script = `
    import { writeFileSync } from 'node:fs';
    import path from 'node:path';
    import { openDatabase } from ${module('apps/server/src/cli/open-database.ts')};
    import { egrulExtract, egrulFileName, loadCompanySnapshot }
      from ${module('apps/server/src/modules/ingest/importers/change-files-testing.ts')};
    import { fsspFile, fsspFileName } from ${module('apps/server/src/modules/ingest/importers/fssp-file-testing.ts')};
    const { sql, close } = await openDatabase(() => {});
    try {
      const [picked] = await sql\`
        select c.inn from companies c
        where c.status_name = 'Действует' and c.as_of <= current_date
          and exists (select 1 from company_directors d where d.company_id = c.id and d.ended_date is null)
          and not exists (select 1 from enforcement_proceedings p where p.debtor_inn = c.inn)
        order by c.id limit 1\`;
      const company = await loadCompanySnapshot(sql, picked.inn);
      const egrul = path.join(${JSON.stringify(filesDir)}, egrulFileName());
      writeFileSync(egrul, egrulExtract(company, { directors: [{ fio: ${JSON.stringify(NEW_DIRECTOR)}, inn: null, post: 'Генеральный директор' }] }));
      const fssp = path.join(${JSON.stringify(filesDir)}, fsspFileName());
      const today = new Date().toISOString().slice(0, 10);
      writeFileSync(fssp, fsspFile([{ debtorName: company.name_full, debtorInn: company.inn, number: ${JSON.stringify(PROCEEDING)}, startedOn: today, amount: 250000 }]));
      console.log('PREPARED ' + JSON.stringify({ inn: company.inn, name: company.name_short, director: company.directors[0].fio, egrul, fssp }));
    } finally {
      await close();
    }`;
  const output = await runServerCli(dataDir, ['--input-type=module', '-e', script]);
  const line = output.split('\n').find((l) => l.startsWith('PREPARED '));
  if (!line) throw new Error(`no files prepared:\n${output}`);
  return JSON.parse(line.slice('PREPARED '.length)) as TPrepared;
}

/**
 * The `--date` of the digest whose day holds events recorded now: the day after the window that ends at the
 * latest digest hour before now (today in Moscow before 9:00 there, tomorrow after), as the CLI reads it.
 */
function nextDigestDate(): string {
  const { to } = digestWindow(new Date());
  return new Date(to.getTime() + 24 * 3600_000 + MOSCOW_OFFSET_MS).toISOString().slice(0, 10);
}

describe('change tracking', () => {
  it('follows a company, shows what an import changed with before → after, and mails the digest', async () => {
    const prepared = await prepareChangeFiles();
    const watcher = await registerAccount(baseUrl, 'watcher', 'Вера Следящая');
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(baseUrl);
      await signInThroughDialog(page, watcher.email, watcher.password);
      await page.goto(`${baseUrl}/counter-parties/${prepared.inn}`);
      const watch = page.getByTestId('watch-button');
      await watch.waitFor();
      expect(await watch.getAttribute('aria-pressed')).toBe('false');
      await watch.click();
      await page.locator('[data-testid="watch-button"][aria-pressed="true"]').waitFor();

      // The registers bring news: a new director and a new enforcement proceeding.
      await runServerCli(dataDir, ['apps/server/src/cli/import.ts', 'egrul', prepared.egrul]);
      await runServerCli(dataDir, ['apps/server/src/cli/import.ts', 'fssp', prepared.fssp]);

      await page.goto(`${baseUrl}/profile/monitoring`);
      const director = page.locator('[data-testid="monitoring-event"][data-kind="director"]');
      await director.first().waitFor();
      const directorText = await director.first().innerText();
      expect(directorText).toContain(prepared.director);
      expect(directorText).toContain(NEW_DIRECTOR);
      expect(directorText.indexOf(prepared.director)).toBeLessThan(directorText.indexOf(NEW_DIRECTOR));
      expect(directorText).toContain('Руководитель');
      expect(await director.first().getAttribute('data-unread')).not.toBeNull();
      const enforcement = page.locator('[data-testid="monitoring-event"][data-kind="enforcement"]');
      await enforcement.first().waitFor();
      expect(await enforcement.first().innerText()).toContain(PROCEEDING);

      // The day's digest, sent as the job sends it the next morning, lists both.
      await runServerCli(dataDir, ['apps/server/src/cli/monitoring-digest.ts', '--date', nextDigestDate()]);
      const { text } = await readMail(dataDir, watcher.email, new RegExp(NEW_DIRECTOR), 'digest');
      expect(text).toContain(PROCEEDING);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
    // Five command-line runs (files, two imports, the digest), each opening the database as an operator's would.
  }, 240_000);
});
