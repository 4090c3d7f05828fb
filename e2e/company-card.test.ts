import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TCompaniesPage, TCompanyCard, TFinancesReply, TLegalCasesPage, TReliabilityReply } from '@sverka/shared';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAccount, signInThroughDialog, type TAccount } from './auth-helpers.ts';
import { buyPlanThroughApi } from './billing-helpers.ts';
import { useBrowser } from './browser.ts';
import { api } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let account: TAccount;
let downloads: string;

type TSubject = { card: TCompanyCard; reliability: TReliabilityReply; cases: TLegalCasesPage; hasFinances: boolean };
let subject: TSubject;

/**
 * The demo company the tour is about: among the first companies of the
 * register, one with arbitration cases and connections and, of those, the
 * most negative and attention factors — picked through the API, never
 * hard-coded.
 */
async function pickSubject(): Promise<TSubject> {
  const page = await api<TCompaniesPage>(baseUrl, '/api/v1/companies/?page_size=100');
  let best: (TSubject & { weight: number }) | null = null;
  for (const hit of page.result) {
    const cases = await api<TLegalCasesPage>(baseUrl, `/api/v1/legal-cases/?inn=${hit.inn}&page_size=5`);
    if (cases.count === 0) continue;
    const card = await api<TCompanyCard>(baseUrl, `/api/v1/company/?query=${hit.inn}`);
    if (card.LPEC.length < 2) continue;
    const reliability = await api<TReliabilityReply>(baseUrl, `/api/v1/reliability/?query=${hit.inn}`);
    const finances = await api<TFinancesReply>(baseUrl, `/api/v1/company-finances/?query=${hit.inn}`);
    const hasFinances = finances.finances_years.length > 0;
    // Statements count like a factor: a tour with the Finances tab sees more.
    const weight = reliability.counts.negative + reliability.counts.attention + (hasFinances ? 1 : 0);
    if (!best || weight > best.weight) best = { card, reliability, cases, hasFinances, weight };
  }
  if (!best) throw new Error('no demo company with cases and connections among the first hundred');
  return best;
}

beforeAll(async () => {
  account = await registerAccount(baseUrl, 'card', 'Карина Проверкина');
  // The tour is about the card, not the purchase: the plan with every card block is bought through the API.
  await buyPlanThroughApi(baseUrl, account, 'scale');
  subject = await pickSubject();
  downloads = mkdtempSync(path.join(tmpdir(), 'sverka-e2e-downloads-'));
}, 180_000);

afterAll(async () => {
  if (downloads) rmSync(downloads, { recursive: true, force: true });
});

const tabList = (page: Page) => page.getByRole('tablist', { name: 'Разделы карточки' });
const panel = (page: Page) => page.locator('[role="tabpanel"][data-tab]');

/** Tab names as the card shows them, and their ids in `?tab=` (card-tabs.tsx). */
const TAB_IDS: Record<string, string> = {
  Сводка: 'summary',
  Арбитраж: 'arbitration',
  Финансы: 'finances',
  Связи: 'connections',
  'Товарные знаки': 'trademarks',
  Учредители: 'founders',
  Надёжность: 'reliability',
  Долги: 'debts',
  Санкции: 'sanctions',
  Лизинг: 'leasing',
  Проверки: 'inspections',
  История: 'history',
  Реквизиты: 'details',
  ОКВЭД: 'okved',
  Филиалы: 'branches',
  Лицензии: 'licenses',
  Контракты: 'contracts',
};

/** Opens a tab by its name, inline or from «Ещё», and waits until its content replaced the loading skeleton. */
async function openTab(page: Page, name: string) {
  const inline = tabList(page).getByRole('tab', { name, exact: true });
  if (await inline.count()) {
    await inline.click();
  } else {
    await page.getByTestId('card-tabs-more').click();
    await page.getByRole('menuitem', { name, exact: true }).click();
  }
  await page.locator(`[role="tabpanel"][data-tab="${TAB_IDS[name]}"]`).waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="tabpanel"] .mantine-Skeleton-root'));
  const text = await panel(page).innerText();
  expect(text, `${name}: ${text.slice(0, 300)}`).not.toMatch(/Не удалось загрузить|Что-то пошло не так/);
  return text;
}

/** The file name the server derives from the company name (see card-export.service.ts). */
const expectedFileName = (name: string) =>
  `${name
    .replace(/[\\/:*?"<>|«»]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}.xlsx`;

/** Picks a segment of a segmented control by its label (the inputs themselves are hidden); a count may follow. */
const clickLabel = (page: Page, text: string) =>
  page
    .locator('label')
    .filter({ hasText: new RegExp(`^${text}(\\s|\\d|$)`) })
    .click();

describe('company card', () => {
  it('tours every tab of a risky demo company, filters connections, opens the graph, finds a case and downloads the card', async () => {
    const { card, reliability, cases } = subject;
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/counter-parties/${card.inn}`);
      await page.getByRole('heading', { level: 1, name: card.name }).waitFor();

      // Anonymous: paid blocks arrive without their rows and say why.
      await openTab(page, 'История');
      await page.locator('[data-testid="locked-block"][data-feature="card.history"]').waitFor();
      await openTab(page, 'Долги');
      await page.locator('[data-testid="locked-block"][data-feature="card.debts"]').waitFor();

      await signInThroughDialog(page, account.email, account.password);
      await page.locator('[data-testid="locked-block"]').waitFor({ state: 'detached' });

      // Every tab, in spec order, renders from the stored data.
      const summary = await openTab(page, 'Сводка');
      expect(summary).toContain(card.inn);
      const gauge = page.getByTestId('reliability-gauge').first();
      await gauge.waitFor();
      expect(await gauge.getAttribute('data-score')).toBe(String(reliability.score));

      const arbitration = await openTab(page, 'Арбитраж');
      expect(arbitration).toContain(`Найдено дел: ${cases.count}`);
      const caseNumber = cases.result[0]?.number ?? '';
      const numberPart = caseNumber.split('-')[1]?.split('/')[0] ?? caseNumber;
      await page.getByLabel('Номер дела').fill(numberPart);
      await page.waitForFunction((part) => {
        const items = Array.from(document.querySelectorAll('[data-testid="legal-case"]'));
        return items.length > 0 && items.every((item) => item.textContent?.includes(part));
      }, numberPart);
      expect(await page.getByTestId('legal-case').first().innerText()).toContain(caseNumber);
      await page.getByRole('tab', { name: 'Статистика' }).click();
      await page.getByText('Статистика арбитражных дел').waitFor();

      if (subject.hasFinances) {
        await openTab(page, 'Финансы');
        await page.getByRole('tab', { name: 'Бухгалтерская отчётность' }).click();
        await expect(panel(page).innerText()).resolves.toContain('2110');
      } else {
        expect(await tabList(page).getByRole('tab', { name: 'Финансы' }).count()).toBe(0);
      }

      // Connections: the spec §4 filter, then the graph of what the filter keeps.
      await openTab(page, 'Связи');
      expect(await page.getByTestId('connection').count()).toBe(card.LPEC.length);
      const active = card.LPEC.filter((org) => org.status.class === 'active');
      await clickLabel(page, 'Действующие');
      await page.waitForFunction(
        (count) => document.querySelectorAll('[data-testid="connection"]').length === count,
        active.length,
      );
      const statuses = await page
        .getByTestId('connection')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));
      expect(new Set(statuses)).toEqual(new Set(active.length ? ['active'] : []));
      await clickLabel(page, 'Граф');
      const graph = page.locator('[data-testid="connections-graph"][data-nodes]');
      await graph.waitFor();
      expect(Number(await graph.getAttribute('data-nodes'))).toBeGreaterThanOrEqual(active.length + 1);

      await openTab(page, 'Товарные знаки');
      const founders = await openTab(page, 'Учредители');
      const founderCount = (card.founders[0]?.PP.length ?? 0) + (card.founders[0]?.LP.length ?? 0);
      expect(await page.getByTestId('founder').count()).toBe(founderCount);
      if (!founderCount) expect(founders).toContain('Нет данных');

      await openTab(page, 'Надёжность');
      const firedShown = await page.locator('[data-factor]').count();
      expect(firedShown).toBeGreaterThanOrEqual(reliability.factors.length);

      await openTab(page, 'Долги');
      expect(await page.locator('[data-testid="locked-block"]').count()).toBe(0);
      const sanctions = await openTab(page, 'Санкции');
      if (!card.sanctions.length) expect(sanctions).toContain('Санкций нет');
      await openTab(page, 'Лизинг');
      await openTab(page, 'Проверки');
      await openTab(page, 'История');
      if (card.history.records) await page.getByTestId('history-record').first().waitFor();
      const details = await openTab(page, 'Реквизиты');
      expect(details).toContain(card.ogrn);
      const okved = await openTab(page, 'ОКВЭД');
      if (card.okved) expect(okved).toContain(card.okved.code);
      await openTab(page, 'Филиалы');
      await openTab(page, 'Лицензии');
      await openTab(page, 'Контракты');

      // «Скачать»: the XLSX named after the company, read back cell by cell.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Скачать' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(expectedFileName(card.name));
      const file = path.join(downloads, download.suggestedFilename());
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const detailsSheet = workbook.getWorksheet('Основные сведения');
      const values = new Map<string, unknown>();
      detailsSheet?.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
      expect(values.get('ИНН')).toBe(card.inn);
      expect(values.get('ОГРН')).toBe(card.ogrn);
      expect(values.get('Краткое наименование')).toBe(card.name);
      expect(String(workbook.getWorksheet('Надёжность')?.getCell('A1').value)).toContain(
        `Оценка: ${reliability.score} из 100`,
      );

      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  }, 240_000);
});
