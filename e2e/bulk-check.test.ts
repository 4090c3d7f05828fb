import { readFile } from 'node:fs/promises';
import type { TCompaniesPage } from '@sverka/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAccount, signInThroughDialog, type TAccount } from './auth-helpers.ts';
import { buyPlanThroughApi } from './billing-helpers.ts';
import { useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const VALID = 495;
const INVALID = 5;
let account: TAccount;
let valid: string[];
let invalid: string[];

/** Distinct ИНН of the demo register, read through the public list of companies. */
async function registerInns(count: number): Promise<string[]> {
  const inns = new Set<string>();
  for (let page = 1; inns.size < count; page++) {
    const response = await fetch(`${baseUrl}/api/v1/companies/?page=${page}&page_size=100`);
    expect(response.status).toBe(200);
    const reply = (await response.json()) as TCompaniesPage;
    if (!reply.result.length) throw new Error(`the register has fewer than ${count} companies`);
    for (const hit of reply.result) inns.add(hit.inn);
  }
  return [...inns].slice(0, count);
}

const spoiled = (inn: string) => `${inn.slice(0, -1)}${(Number(inn.at(-1)) + 1) % 10}`;

beforeAll(async () => {
  account = await registerAccount(baseUrl, 'bulk', 'Вера Списочная');
  // «Масштабирование»: up to 1,000 identifiers a check.
  await buyPlanThroughApi(baseUrl, account, 'scale');
  const inns = await registerInns(VALID + INVALID);
  valid = inns.slice(0, VALID);
  invalid = inns.slice(VALID).map(spoiled);
});

describe('bulk check', () => {
  it('checks 500 ИНН with 5 wrong ones, shows the result and gives it as an XLSX that reads back', {
    timeout: 180_000,
  }, async () => {
    const { page, problems, close } = await browser.openPage({ width: 360 });
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, account.email, account.password);
      // The way in: the search page links to the bulk check.
      await page.goto(`${baseUrl}/search`);
      await page.getByRole('link', { name: 'Проверить сразу много ИНН — списком или файлом' }).click();
      await page.waitForURL(`${baseUrl}/check/bulk`);
      await page.getByRole('heading', { name: 'Проверка списком ИНН и ОГРН' }).waitFor();

      // Wrong ones spread through the list: every 100th value.
      const list = [...valid];
      for (const [index, value] of invalid.entries()) list.splice(index * 100 + 50, 0, value);
      await page.getByTestId('bulk-check-text').fill(list.join('\n'));
      await page.getByText(`К проверке: ${VALID}, с ошибкой: ${INVALID}`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.getByRole('button', { name: 'Проверить', exact: true }).click();
      await page.waitForURL(/\/check\/bulk\/\d+$/);

      const status = page.getByTestId('bulk-check-status');
      await status.and(page.locator('[data-status="done"]')).waitFor({ timeout: 60_000 });
      await status.getByText(`Проверено: ${VALID}`).waitFor();

      const refused = page.getByTestId('bulk-check-invalid');
      expect(await refused.locator('[data-invalid]').count()).toBe(INVALID);
      expect(await refused.getByText('Неверный ИНН: не сходится контрольная цифра').count()).toBe(INVALID);
      for (const value of invalid) await refused.getByText(value, { exact: true }).waitFor();

      const results = page.getByTestId('bulk-check-results');
      await results.getByText(`Строк: ${VALID} из ${VALID}`).waitFor();
      expect(await results.locator('tbody tr').count()).toBe(50);
      const firstLink = results.locator('tbody tr').first().getByRole('link');
      expect(await firstLink.getAttribute('href')).toBe(`/counter-parties/${valid[0]}`);
      await results.getByLabel('Поиск').fill(valid[3] as string);
      await expect.poll(() => results.locator('tbody tr').count()).toBe(1);
      await results.getByLabel('Поиск').fill('');

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Скачать XLSX' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^bulk-check-\d+\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
      const [sheet, invalidSheet] = workbook.worksheets;
      if (!sheet || !invalidSheet) throw new Error('the workbook lacks its sheets');
      expect(sheet.getRow(1).getCell(3).value).toBe('ИНН');
      expect(sheet.actualRowCount).toBe(1 + VALID);
      const inns = Array.from({ length: VALID }, (_, i) => sheet.getRow(i + 2).getCell(3).value);
      expect(inns).toEqual(valid);
      expect(typeof sheet.getRow(2).getCell(7).value).toBe('number');
      expect(invalidSheet.actualRowCount).toBe(1 + INVALID);
      const refusedValues = Array.from({ length: INVALID }, (_, i) => invalidSheet.getRow(i + 2).getCell(2).value);
      expect(refusedValues).toEqual(invalid);

      // The check stays in the user's history.
      await page.getByRole('link', { name: /Все проверки/ }).click();
      await page.getByTestId('bulk-checks-history').getByText(`проверено ${VALID}, с ошибкой ${INVALID}`).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
