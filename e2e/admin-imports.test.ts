import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { makeAdmin, registerAccount, signInThroughDialog } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

/** Four records of the ФНС headcount set: two good ones, a bad ИНН (record 3) and a bad number (record 4). */
const HEADCOUNT = readFileSync(
  fileURLToPath(new URL('../apps/server/src/modules/ingest/fixtures/headcount/headcount-2024.xml', import.meta.url)),
);

describe('admin imports page', () => {
  it('lets an admin import an uploaded file, watch it finish and read its rejected records', async () => {
    const admin = await registerAccount(baseUrl, 'importer', 'Ирина Импортова');
    await makeAdmin(dataDir, admin);
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(baseUrl);
      await signInThroughDialog(page, admin.email, admin.password);
      await page.goto(`${baseUrl}/admin/imports`);
      await page.getByRole('heading', { level: 1, name: 'Импорт данных' }).waitFor();

      // Sending without a source or a file keeps the admin on the form with both messages.
      await page.getByRole('button', { name: 'Начать импорт' }).click();
      await page.getByText('Выберите источник данных').first().waitFor();
      await page.getByText('Выберите файл', { exact: true }).first().waitFor();

      const source = page.getByTestId('import-source');
      await source.click();
      await source.fill('sshr2019');
      await page.getByRole('option', { name: /sshr2019/ }).click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByTestId('import-file').click();
      await (await chooser).setFiles({ name: 'headcount-2024.xml', mimeType: 'text/xml', buffer: HEADCOUNT });
      await page.getByRole('button', { name: 'Начать импорт' }).click();

      // The run's page follows it every second until it is done: 100 % and the final counts.
      await page.waitForURL(/\/admin\/imports\?run=\d+$/);
      const run = page.getByTestId('import-run');
      await page.locator('[data-testid="import-run"][data-status="done"]').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('import-progress').getAttribute('data-percent')).toBe('100');
      expect(await run.locator('[data-count="read"]').innerText()).toContain('4');
      expect(await run.locator('[data-count="rejected"]').innerText()).toContain('2');
      await run.getByText('Готово').waitFor();
      const runUrl = page.url();
      const runId = new URL(runUrl).searchParams.get('run');

      // The runs list has it on top; its link opens the rejected records.
      await page.getByRole('link', { name: '← Все запуски' }).click();
      const row = page.locator(`[data-run="${runId}"]`);
      await row.waitFor();
      expect(await row.innerText()).toContain('headcount-2024.xml');
      expect(await row.innerText()).toContain('Ирина Импортова');
      await row.getByRole('link', { name: `№ ${runId}` }).click();
      const rejections = page.getByTestId('import-rejections');
      await rejections.waitFor();
      const text = await rejections.innerText();
      expect(text).toContain('запись 3');
      expect(text).toContain('Неверный ИНН организации: 7704123451');
      expect(text).toContain('запись 4');
      expect(text).toContain('Неверная численность: много');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is not there for a user who is not an admin', async () => {
    const reader = await registerAccount(baseUrl, 'imports-reader', 'Роман Неимпортов');
    const { page, close } = await browser.openPage();
    try {
      await page.goto(baseUrl);
      await signInThroughDialog(page, reader.email, reader.password);
      await page.goto(`${baseUrl}/admin/imports`);
      await page.getByText('Страница не найдена').first().waitFor();
      expect(await page.getByTestId('import-form').count()).toBe(0);
    } finally {
      await close();
    }
  });
});
