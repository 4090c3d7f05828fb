import { createHash, createHmac } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TCompaniesPage, TMembership, TNewsPage, TPlanOrder, TSandboxPayment } from '@sverka/shared';
import { formatDate, SANDBOX_TEST_CARDS } from '@sverka/shared';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import enMain from '../apps/web/src/locales/en.json' with { type: 'json' };
import zhMain from '../apps/web/src/locales/zh.json' with { type: 'json' };
import { apiTokens, registerAccount, signInThroughDialog } from './auth-helpers.ts';
import { myMemberships, waitForOrder } from './billing-helpers.ts';
import { useBrowser } from './browser.ts';
import { api } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

const CYRILLIC = /[А-Яа-яЁё]/;
const cardOf = (outcome: 'success' | 'decline') =>
  SANDBOX_TEST_CARDS.find((card) => card.outcome === outcome)?.number ?? '';

/** The interface's own parts of the landing: menu, banner, features, sources, about, plans — not posts or requisites. */
async function interfaceText(page: Page): Promise<string> {
  const parts = [
    'header nav',
    'section[aria-labelledby="compass-title"]',
    'section[aria-labelledby="features-title"]',
    'section[aria-labelledby="sources-title"]',
    'section[aria-labelledby="about-title"]',
    '#pricing-section',
  ];
  const texts = await Promise.all(parts.map((selector) => page.locator(selector).first().innerText()));
  return texts.join('\n');
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /^(Язык|Language|语言)/ }).click();
  await page
    .getByRole('list', { name: /^(Язык интерфейса|Interface language|界面语言)$/ })
    .getByRole('button', { name })
    .click();
}

describe('landing and blog', () => {
  it('shows every landing section, a blog post, and the whole interface in three languages', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(baseUrl);
      await page.locator('section[aria-labelledby="features-title"]').waitFor();
      expect(await page.locator('section[aria-labelledby="features-title"] article').count()).toBe(9);
      expect(await page.locator('section[aria-labelledby="sources-title"] li').count()).toBe(7);
      expect(await page.locator('#about-section li').count()).toBe(5);
      await page.locator('#pricing-section [data-testid="plan-card"]').first().waitFor();
      // The provider's details come from the server's settings (REQUISITES_NAME by default).
      const requisites = await api<{ name: string }>(baseUrl, '/api/v1/requisites/');
      await page.locator('#footer-section section').getByText(requisites.name).first().waitFor({ state: 'attached' });

      // Every script the page loads is a production build: no React development bundle reaches people.
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(await (await fetch(script)).text(), script).not.toContain('Download the React DevTools');
      }

      // A blog post from the menu: the list, the post, back to all news.
      const news = await api<TNewsPage>(baseUrl, '/api/v1/news');
      const newest = news.result[0];
      if (!newest) throw new Error('the blog has no posts');
      await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Блог' }).click();
      await page.waitForURL(/\/blog$/);
      await page
        .getByRole('link', { name: new RegExp(newest.title.slice(0, 20)) })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();
      expect(await page.locator('article, main').first().innerText()).toContain(
        newest.preview.replace(/…$/, '').slice(0, 40),
      );
      await page
        .getByRole('link', { name: 'Все новости' })
        .or(page.getByRole('button', { name: 'Все новости' }))
        .first()
        .click();
      await page.waitForURL(/\/blog$/);

      // Languages: English, Chinese, back to Russian; the choice outlives a reload.
      await page.goto(baseUrl);
      await page.locator('section[aria-labelledby="about-title"]').waitFor();
      await page.locator('#pricing-section [data-testid="plan-card"]').first().waitFor();
      await chooseLanguage(page, 'English');
      await page.getByRole('heading', { level: 1, name: enMain.landing.title }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(await interfaceText(page)).not.toMatch(CYRILLIC);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: enMain.landing.title }).waitFor();

      await chooseLanguage(page, '中文');
      await page.getByRole('heading', { level: 1, name: zhMain.landing.title }).waitFor();
      await page.locator('section[aria-labelledby="about-title"]').waitFor();
      await page.locator('#pricing-section [data-testid="plan-card"]').first().waitFor();
      expect(await interfaceText(page)).not.toMatch(CYRILLIC);

      await chooseLanguage(page, 'Русский');
      await page.getByRole('heading', { level: 1, name: 'Проверка контрагентов' }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('i18nextLng'))).toBe('ru');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('plans and payments', () => {
  it('asks a visitor who is not signed in to sign in before connecting a plan', async () => {
    const { page, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/#pricing-section`);
      await page
        .locator('#pricing-section [data-testid="plan-card"]')
        .first()
        .getByRole('button', { name: 'Подключить' })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Войти' }).waitFor();
      expect(page.url()).not.toContain('/sandbox/pay/');
    } finally {
      await close();
    }
  });

  it('sells the monthly plan for the success card, refuses a declined card, and ignores a replayed webhook', async () => {
    const account = await registerAccount(baseUrl, 'buyer', 'Павел Оплатов');
    const { access } = await apiTokens(baseUrl, account.email, account.password);
    const [company] = (await api<TCompaniesPage>(baseUrl, '/api/v1/companies/?page_size=1')).result;
    if (!company) throw new Error('no demo company');
    const { page, problems, close } = await browser.openPage();
    try {
      // Signed in without a plan: the card's history is offered with the cheapest tier that has it, not shown.
      await page.goto(`${baseUrl}/counter-parties/${company.inn}?tab=history`);
      await signInThroughDialog(page, account.email, account.password);
      await page
        .locator('[data-testid="locked-block"][data-feature="card.history"]')
        .getByText('Доступно в тарифе «Старт»')
        .waitFor();

      // Buy the cheapest monthly plan from the landing's pricing section.
      await page.goto(`${baseUrl}/#pricing-section`);
      const monthly = page.locator('#pricing-section [data-testid="plan-card"][data-plan-type="monthly"]').first();
      const planName = (await monthly.getByRole('heading', { level: 3 }).innerText()).trim();
      await monthly.getByRole('button', { name: 'Подключить' }).click();
      await page.waitForURL(/\/sandbox\/pay\//);
      const paymentId = new URL(page.url()).pathname.split('/').pop() ?? '';
      await page.getByText('ТЕСТОВЫЙ ПЛАТЁЖ').waitFor();
      // A card number with a wrong check digit is refused before anything is sent.
      await page.getByLabel('Номер карты').fill('5555 5555 5555 4445');
      await page.getByLabel('Срок действия').fill('1239');
      await page.getByLabel('CVC/CVV').fill('123');
      await page.getByRole('button', { name: 'Оплатить' }).click();
      await page.getByText('Проверьте номер карты: в нём ошибка').waitFor();
      await page.getByLabel('Номер карты').fill(cardOf('success'));
      await page.getByRole('button', { name: 'Оплатить' }).click();

      await page.waitForURL(/\/payment\/return\?order=/);
      const orderId = new URL(page.url()).searchParams.get('order') ?? '';
      await page.getByText('Оплата прошла успешно').waitFor();
      const [membership] = await myMemberships(baseUrl, access);
      if (!membership) throw new Error('no membership after a paid order');
      expect(membership.plan.name).toBe(planName);
      expect(membership.is_active).toBe(true);
      expect(monthsBetween(membership.start_date, membership.end_date)).toBe(1);

      await page.getByRole('link', { name: 'Мой тариф' }).click();
      await page.waitForURL(/\/profile\/subscription/);
      await page.getByTestId('current-plan').getByText(planName).waitFor();
      expect(await page.getByTestId('membership-end-date').innerText()).toBe(formatDate(membership.end_date));

      // The paid block now opens.
      await page.goto(`${baseUrl}/counter-parties/${company.inn}?tab=history`);
      await page.locator('[role="tabpanel"][data-tab="history"]').waitFor();
      await page.waitForFunction(() => !document.querySelector('[role="tabpanel"] .mantine-Skeleton-root'));
      expect(await page.locator('[data-testid="locked-block"]').count()).toBe(0);

      // The provider's notification arrives again: stored once, the membership is not extended twice.
      const payment = await api<TSandboxPayment>(baseUrl, `/api/v1/sandbox/payments/${paymentId}/`);
      expect(payment.status).toBe('succeeded');
      for (let replay = 0; replay < 2; replay++) {
        const response = await replayWebhook(paymentId, orderId, payment.amount);
        expect(response.status).toBe(200);
      }
      expect(await myMemberships(baseUrl, access)).toEqual(await myMemberships(baseUrl, access));
      const afterReplay = await myMemberships(baseUrl, access);
      expect(afterReplay).toHaveLength(1);
      expect(afterReplay[0]?.end_date).toBe(membership.end_date);

      // The pricing section now shows the plan as the buyer's own, with its end date, to renew.
      // A declined card for the renewal leaves its order unpaid and the membership as it was.
      await page.goto(`${baseUrl}/#pricing-section`);
      const own = page.locator('#pricing-section [data-testid="plan-card"][data-current="true"]').first();
      await own.getByText('Ваш тариф').waitFor();
      expect((await own.getByRole('heading', { level: 3 }).innerText()).trim()).toBe(planName);
      await own.getByText(`Действует до ${formatDate(membership.end_date)}`).waitFor();
      expect(await own.getByRole('button', { name: 'Подключить' }).count()).toBe(0);
      await own.getByRole('button', { name: 'Продлить' }).click();
      await page.waitForURL(/\/sandbox\/pay\//);
      await page.getByLabel('Номер карты').fill(cardOf('decline'));
      await page.getByLabel('Срок действия').fill('12/39');
      await page.getByLabel('CVC/CVV').fill('321');
      await page.getByRole('button', { name: 'Оплатить' }).click();
      await page.waitForURL(/\/payment\/return\?order=/);
      await page.getByText('Оплата не прошла').waitFor();
      const declinedId = new URL(page.url()).searchParams.get('order') ?? '';
      const declined = await waitForOrder(
        baseUrl,
        access,
        declinedId,
        (order: TPlanOrder) => order.status !== 'pending',
      );
      expect(declined.status).toBe('canceled');
      const afterDecline: TMembership[] = await myMemberships(baseUrl, access);
      expect(afterDecline.map((item) => item.end_date)).toEqual([membership.end_date]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('an address other than PUBLIC_URL', () => {
  it('downloads the card and pays from 127.0.0.1, and comes back from the payment still signed in', async () => {
    // The server's own address is localhost:PORT (its PUBLIC_URL); the visitor types 127.0.0.1:PORT instead.
    const loopback = baseUrl.replace('//localhost:', '//127.0.0.1:');
    expect(loopback).not.toBe(baseUrl);
    const account = await registerAccount(baseUrl, 'loopback', 'Ирина Адресова');
    const [company] = (await api<TCompaniesPage>(baseUrl, '/api/v1/companies/?page_size=1')).result;
    if (!company) throw new Error('no demo company');
    const { page, problems, close } = await browser.openPage();
    try {
      // «Скачать» before signing in: the dialog says why it asks.
      await page.goto(`${loopback}/counter-parties/${company.inn}`);
      await page.getByRole('button', { name: 'Скачать' }).click();
      const dialog = page.getByRole('dialog', { name: 'Вход' });
      await dialog.getByText('Скачать карточку в Excel может каждый, кто вошёл на сайт').waitFor();
      await dialog.getByLabel('Электронная почта').fill(account.email);
      await dialog.getByLabel(/^Пароль/).fill(account.password);
      await dialog.getByRole('button', { name: 'Войти' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Signed in without a plan: the spreadsheet of the card's details.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Скачать' }).click(),
      ]);
      const file = path.join(dataDir, `loopback-${Date.now()}.xlsx`);
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      rmSync(file, { force: true });
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Основные сведения']);
      const values = new Map<string, unknown>();
      workbook.worksheets[0]?.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
      expect(values.get('ИНН')).toBe(company.inn);

      // «Подключить» keeps the visitor on 127.0.0.1 through the payment page and back.
      await page.goto(`${loopback}/#pricing-section`);
      await page
        .locator('#pricing-section [data-testid="plan-card"][data-plan-type="monthly"]')
        .first()
        .getByRole('button', { name: 'Подключить' })
        .click();
      await page.waitForURL((url) => url.origin === loopback && url.pathname.startsWith('/sandbox/pay/'));
      await page.getByLabel('Номер карты').fill(cardOf('success'));
      await page.getByLabel('Срок действия').fill('12/39');
      await page.getByLabel('CVC/CVV').fill('123');
      await page.getByRole('button', { name: 'Оплатить' }).click();
      await page.waitForURL((url) => url.origin === loopback && url.pathname === '/payment/return');
      await page.getByText('Оплата прошла успешно').waitFor();
      expect(await page.getByText('Войдите, чтобы увидеть результат оплаты').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

/** Whole calendar months from one date to another (the membership's period). */
function monthsBetween(from: string, to: string): number {
  const start = new Date(from);
  const end = new Date(to);
  return (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
}

/**
 * Sends the sandbox's success notification for a payment again, signed as the
 * sandbox signs it: with the key it derives from the server's JWT secret.
 */
function replayWebhook(paymentId: string, orderId: string, amountRubles: number) {
  const jwtSecret = readFileSync(path.join(dataDir, 'secrets', 'jwt-secret'), 'utf8').trim();
  const secret = createHash('sha256').update(`sandbox-webhook:${jwtSecret}`).digest('base64url');
  const body = JSON.stringify({
    type: 'notification',
    event: 'payment.succeeded',
    object: {
      id: paymentId,
      status: 'succeeded',
      amount: { value: amountRubles.toFixed(2), currency: 'RUB' },
      metadata: { order_id: orderId },
      test: true,
    },
  });
  return fetch(`${baseUrl}/api/v1/payments/sandbox/webhook/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': createHmac('sha256', secret).update(body).digest('hex'),
    },
    body,
  });
}
