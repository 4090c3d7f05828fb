import type { TQuote, TTender } from '@sverka/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAccount, type TAccount } from './auth-helpers.ts';
import { buyPlanThroughApi } from './billing-helpers.ts';
import { useBrowser } from './browser.ts';
import { bearer, leafCategory, signInAs, type TOrdersSeller, uniqueWord, waitForMail } from './orders-helpers.ts';
import { tenderParties } from './tender-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

let buyer: TOrdersSeller;
let supplierA: TOrdersSeller;
let supplierB: TOrdersSeller;
let starter: TAccount;
const word = uniqueWord('Тендерит');

beforeAll(async () => {
  ({ buyer, first: supplierA, second: supplierB } = await tenderParties(baseUrl, dataDir, 'tenders'));
  starter = await registerAccount(baseUrl, 'tenders-start', 'Семён Стартов');
  await buyPlanThroughApi(baseUrl, starter, 'start');
});

/** A date `days` after today as the date input takes it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function chooseOption(page: Page, testId: string, typed: string) {
  const field = page.getByTestId(testId);
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: typed }).first().click();
}

async function quoteThroughApi(account: TAccount, tenderId: number, price: number): Promise<TQuote> {
  const response = await fetch(`${baseUrl}/api/v1/tenders/${tenderId}/quotes/`, {
    method: 'POST',
    headers: { ...(await bearer(baseUrl, account)), 'content-type': 'application/json' },
    body: JSON.stringify({ price, terms: 'Доставка за 7 дней', delivery_date: inDays(20) }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return JSON.parse(text) as TQuote;
}

describe('a tender from publication to its winner', () => {
  it('is published by a buyer on «Масштабирование», quoted by two suppliers, compared and won', async () => {
    const category = await leafCategory(baseUrl, 1);
    const title = `Кабель ${word} медный`;
    let tenderId = 0;

    const buyerPage = await browser.openPage();
    try {
      const { page, problems } = buyerPage;
      await signInAs(page, baseUrl, buyer.account);
      await page.getByRole('link', { name: 'Тендеры' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Тендеры' }).waitFor();
      await page.getByTestId('tenders-publish').click();
      const form = page.getByTestId('tender-form');
      await form.waitFor();
      await form.getByLabel('Что нужно закупить').fill(title);
      await form.getByLabel('Описание и требования').fill('Поставка на склад, документы ТТН и УПД');
      await form.getByLabel('Количество').fill('1500');
      await form.getByLabel('Единица измерения').fill('м');
      await form.getByLabel('Бюджет, ₽ (необязательно)').fill('180000');
      await chooseOption(page, 'tender-form-category', category.name);
      await chooseOption(page, 'tender-form-region', 'Москва');
      await form.getByLabel('Приём предложений до').fill(inDays(14));
      await form.getByRole('button', { name: 'Опубликовать' }).click();
      await page.waitForURL(/\/tenders\/\d+$/);
      tenderId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByTestId('tender-quotes-empty').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await buyerPage.close();
    }

    // The first supplier finds the tender by its words and quotes through the page.
    const supplierPage = await browser.openPage({ width: 360 });
    try {
      const { page, problems } = supplierPage;
      await signInAs(page, baseUrl, supplierA.account, `/tenders?q=${encodeURIComponent(word)}`);
      await page.getByTestId('tender-card').filter({ hasText: title }).getByRole('link', { name: title }).click();
      const form = page.getByTestId('quote-form');
      await form.getByLabel('Цена за весь объём, ₽').fill('150000');
      await form.getByLabel('Условия и сроки поставки').fill('Доставка за 5 дней, оплата по факту');
      await form.getByRole('button', { name: 'Подать предложение' }).click();
      await page.getByText('Предложение отправлено заказчику').waitFor();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(360);
      expect(problems).toEqual([]);
    } finally {
      await supplierPage.close();
    }
    await quoteThroughApi(supplierB.account, tenderId, 170_000);
    await waitForMail(dataDir, buyer.account.email, (mail) => mail.subject.includes(title));

    // The buyer compares the two quotes and picks the cheaper one.
    const comparePage = await browser.openPage();
    try {
      const { page, problems } = comparePage;
      await signInAs(page, baseUrl, buyer.account, `/tenders/${tenderId}`);
      const rows = page.getByTestId('tender-quote-row');
      await rows.nth(1).waitFor();
      expect(await rows.count()).toBe(2);
      expect(await rows.first().textContent()).toContain(supplierA.name);
      await page.getByTestId('tender-sort-price').click();
      expect(await rows.first().textContent()).toContain(supplierB.name);
      await page.getByTestId('tender-sort-price').click();
      const winnerRow = rows.filter({ hasText: supplierA.name });
      await winnerRow.getByTestId('tender-choose').click();
      await page.getByTestId('tender-choose-confirm').click();
      await page.getByTestId('tender-winner').waitFor();
      await winnerRow.getByTestId('tender-winner-badge').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await comparePage.close();
    }

    // The winner is told by mail and sees it on the tender's page and in the profile.
    await waitForMail(dataDir, supplierA.account.email, (mail) => mail.subject.includes('выиграло'));
    await waitForMail(dataDir, supplierB.account.email, (mail) => mail.subject.includes('завершён'));
    const winnerPage = await browser.openPage();
    try {
      const { page, problems } = winnerPage;
      await signInAs(page, baseUrl, supplierA.account, `/tenders/${tenderId}`);
      await page.getByText('Ваше предложение выиграло тендер').waitFor();
      await page.goto(`${baseUrl}/profile/tenders?tab=quotes`);
      await page.locator('[data-testid="quote-outcome"][data-outcome="won"]').first().waitFor();
      expect(problems).toEqual([]);
    } finally {
      await winnerPage.close();
    }
    const tender = (await (
      await fetch(`${baseUrl}/api/v1/tenders/${tenderId}/`, { headers: await bearer(baseUrl, buyer.account) })
    ).json()) as TTender;
    expect(tender).toMatchObject({ status: 'closed', winner: { supplier: { id: supplierA.sellerId } } });
  });
});

describe('a plan without tenders', () => {
  it('shows a user on «Старт» the offer of the plan that has them', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await signInAs(page, baseUrl, starter, '/tenders/new');
      await page.getByTestId('tenders-locked').waitFor();
      expect(await page.getByTestId('tenders-locked-plan').textContent()).toContain('Масштабирование');
      await page.getByRole('link', { name: 'Выбрать тариф' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
