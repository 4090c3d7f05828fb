import type { TCompaniesPage, TCompanyHit, TPlanOrderReply } from '@sverka/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiTokens, openSignIn, registerAccount, type TAccount } from './auth-helpers.ts';
import { buyPlanThroughApi, findPlan, successCard } from './billing-helpers.ts';
import { launchBrowser, openPage } from './browser.ts';
import { api } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let account: TAccount;
let company: TCompanyHit;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await registerAccount(baseUrl, 'csp', 'Светлана Заголовкова');
  // Every paid block of the card is shown, not only its locked placeholder.
  await buyPlanThroughApi(baseUrl, account, 'scale');
  const [first] = (await api<TCompaniesPage>(baseUrl, '/api/v1/companies/?page_size=1')).result;
  if (!first) throw new Error('the demo register is empty');
  company = first;
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/**
 * A page that records everything the Content-Security-Policy blocked: the
 * `securitypolicyviolation` events of the document (reported through a
 * binding, which the policy does not govern) and Chromium's console errors
 * about the policy.
 */
async function openWatchedPage() {
  const opened = await openPage(browser);
  const violations: string[] = [];
  await opened.page.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await opened.page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  opened.page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  return { ...opened, violations };
}

/** Opens `path` and checks that the reply really carried the policy: a test of nothing would pass too. */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
}

const noSkeleton = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[role="tabpanel"] .mantine-Skeleton-root'));

/** Every tab of the card, inline and under «Ещё», each until its content replaced the skeleton. */
async function visitEveryTab(page: Page) {
  const tabs = page.getByRole('tablist', { name: 'Разделы карточки' }).getByRole('tab');
  await tabs.first().waitFor();
  const inline = await tabs.allInnerTexts();
  for (const name of inline) {
    await tabs.filter({ hasText: name }).first().click();
    await noSkeleton(page);
  }
  const more = page.getByTestId('card-tabs-more');
  if ((await more.count()) === 0) return inline.length;
  await more.click();
  const hidden = await page.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  for (const name of hidden) {
    await more.click();
    await page.getByRole('menuitem', { name: name.trim(), exact: true }).click();
    await noSkeleton(page);
  }
  return inline.length + hidden.length;
}

/** One tab for the whole walk, signed in once; each step checks what was blocked during it. */
let watched: Awaited<ReturnType<typeof openWatchedPage>>;

function expectNothingBlocked() {
  const found = { violations: [...watched.violations], problems: [...watched.problems] };
  watched.violations.length = 0;
  watched.problems.length = 0;
  expect(found).toEqual({ violations: [], problems: [] });
}

describe('the Content-Security-Policy in a browser', () => {
  beforeAll(async () => {
    watched = await openWatchedPage();
  });

  afterAll(async () => {
    await watched?.close();
  });

  it('the landing, down to its last lazily loaded section', async () => {
    await visit(watched.page, '/');
    await watched.page.mouse.wheel(0, 20_000);
    await watched.page.waitForLoadState('networkidle');
    expectNothingBlocked();
  });

  it('the sign-in dialog', async () => {
    const dialog = await openSignIn(watched.page);
    await dialog.getByLabel('Электронная почта').fill(account.email);
    await dialog.getByLabel(/^Пароль/).fill(account.password);
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expectNothingBlocked();
  });

  it('search results and the header dropdown', async () => {
    const { page } = watched;
    const word = company.name.replace(/[«»"]/g, ' ').trim().split(/\s+/).pop() ?? company.inn;
    await visit(page, `/search?q=${encodeURIComponent(word)}`);
    await page.getByRole('combobox', { name: 'Поиск контрагента' }).fill(company.inn.slice(0, 6));
    await page.waitForLoadState('networkidle');
    expectNothingBlocked();
  });

  it('a company card with every one of its tabs, and the company page', async () => {
    await visit(watched.page, `/counter-parties/${company.inn}`);
    expect(await visitEveryTab(watched.page)).toBeGreaterThan(5);
    await visit(watched.page, `/company/${company.inn}`);
    expectNothingBlocked();
  }, 180_000);

  it('profile pages (basket, orders, reviews and messages too), plans, news and requisites', async () => {
    for (const path of [
      '/profile/info',
      '/profile/friends',
      '/profile/support',
      '/profile/add-company',
      '/profile/subscription',
      '/profile/basket',
      '/profile/orders',
      '/profile/orders?mode=sell',
      '/profile/reviews',
      '/profile/messages',
      '/#pricing-section',
      '/blog',
      '/payment-info',
    ]) {
      await visit(watched.page, path);
    }
    expectNothingBlocked();
  }, 120_000);

  it('the sandbox payment page, paid, and the return page it leads to', async () => {
    const { page } = watched;
    const { access } = await apiTokens(baseUrl, account.email, account.password);
    const plan = await findPlan(baseUrl, 'start', 'monthly');
    const response = await fetch(`${baseUrl}/api/v1/plan-order/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
      body: JSON.stringify({ plan: plan.id }),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
    const order = (await response.json()) as TPlanOrderReply;
    await visit(page, new URL(order.order_url).pathname);
    await page.getByLabel('Номер карты').fill(successCard());
    await page.getByLabel('Срок действия').fill('1239');
    await page.getByLabel('CVC/CVV').fill('123');
    await page.getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/payment\/return\?order=/);
    await page.getByText('Оплата прошла успешно').waitFor();
    expectNothingBlocked();
  });

  it('the API docs (Swagger UI), with one operation opened', async () => {
    const { page } = watched;
    await visit(page, '/api/docs');
    await page.locator('.swagger-ui .opblock-summary').first().click();
    await page.locator('.swagger-ui .opblock-body').first().waitFor();
    expectNothingBlocked();
  });

  it('refuses to be framed by another page', async () => {
    const { page, close } = await openWatchedPage();
    try {
      await visit(page, '/');
      const framed = await page.evaluate(async (url) => {
        const frame = document.createElement('iframe');
        frame.src = url;
        document.body.append(frame);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        // A refused frame holds the browser's error page, of another origin: no document of ours to read.
        return Boolean(frame.contentDocument?.querySelector('#root'));
      }, `${baseUrl}/search`);
      expect(framed).toBe(false);
    } finally {
      await close();
    }
  });
});
