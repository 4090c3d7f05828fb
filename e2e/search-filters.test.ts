import type { TSearchReply } from '@sverka/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { afterSearch, api, pickSubjects, searchOnPage, shownResults, type TSubjects } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let s: TSubjects;
/** A broad query with many hits of both kinds: the first word of a common ОКВЭД name («Торговля» …). */
let broad: string;

beforeAll(async () => {
  s = await pickSubjects(baseUrl);
  broad = s.okvedCompany.okved.name.split(/\s+/)[0] as string;
});

const has = (name: string) => (params: URLSearchParams) => params.has(name);

/** Opens /search with the broad query and picks an option of a filter select. */
async function pick(page: Page, label: string, option: string, param: string, type?: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  return afterSearch(page, has(param), async () => {
    await select.click();
    if (type) await select.fill(type);
    await page.getByRole('option', { name: option, exact: true }).click();
  });
}

const yearOf = (ddmmyyyy: string) => Number(/(\d{2})\.(\d{2})\.(\d{4})/.exec(ddmmyyyy)?.[3]);

describe('filters on /search', () => {
  it('region: every result is in the chosen region, and the back button undoes it', async () => {
    const { page, problems, close } = await browser.openPage();
    await searchOnPage(page, baseUrl, broad);
    const region = s.company.region as { code: string; name: string };
    const results = await pick(page, 'Регион', region.name, 'region', region.name.slice(0, 5));
    expect(new URL(page.url()).searchParams.get('region')).toBe(region.code);
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.region, result.name).toBe(`Регион: ${region.name}`);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('region'));
    await expect.poll(() => page.getByRole('combobox', { name: 'Регион', exact: true }).inputValue()).toBe('');
    expect(problems).toEqual([]);
    await close();
  });

  it('status: the badges all show the chosen class', async () => {
    const { page, problems, close } = await browser.openPage();
    await searchOnPage(page, baseUrl, broad);
    for (const [option, statusClass] of [
      ['Ликвидированные', 'liquidated'],
      ['Действующие', 'active'],
    ] as const) {
      const select = page.getByRole('combobox', { name: 'Статус', exact: true });
      const results = await afterSearch(
        page,
        (params) => params.get('status') === statusClass,
        async () => {
          await select.click();
          await page.getByRole('option', { name: option, exact: true }).click();
        },
      );
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) expect(result.status, result.name).toBe(statusClass);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('ОКВЭД code: every main activity starts with it', async () => {
    const { page, problems, close } = await browser.openPage();
    await searchOnPage(page, baseUrl, broad);
    const prefix = s.okvedCompany.okved.code.slice(0, 2);
    const input = page.getByRole('textbox', { name: 'Код ОКВЭД' });
    await input.fill(prefix);
    const results = await afterSearch(page, has('okved'), () => input.press('Enter'));
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.text, result.name).toMatch(new RegExp(`ОКВЭД:? ${prefix}\\.`));
    expect(problems).toEqual([]);
    await close();
  });

  it('legal form: only companies of that form remain', async () => {
    const { page, problems, close } = await browser.openPage();
    await searchOnPage(page, baseUrl, broad);
    const results = await pick(page, 'Организационно-правовая форма', 'АО — Акционерное общество', 'opf');
    expect(new URL(page.url()).searchParams.get('opf')).toBe('12267');
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(result.name, result.name).toMatch(/^АО /);
    expect(problems).toEqual([]);
    await close();
  });

  it('registration dates: every result was registered inside the range', async () => {
    const { page, problems, close } = await browser.openPage();
    await searchOnPage(page, baseUrl, broad);
    await afterSearch(page, has('registered_from'), () => page.getByLabel('Дата регистрации с').fill('2010-01-01'));
    const results = await afterSearch(page, has('registered_to'), () =>
      page.getByLabel('Дата регистрации по').fill('2014-12-31'),
    );
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      const year = yearOf(result.registered);
      expect(year, result.name).toBeGreaterThanOrEqual(2010);
      expect(year, result.name).toBeLessThanOrEqual(2014);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('a shared link restores the filters and the same results', async () => {
    const { page, close } = await browser.openPage();
    const query = `q=${encodeURIComponent(broad)}&kind=company&status=active&region=${s.company.region?.code}`;
    const reply = await api<TSearchReply>(baseUrl, `/api/v1/search?${query}`);
    await page.goto(`${baseUrl}/search?${query}`);
    const results = await shownResults(page);
    expect(results.map((result) => result.href)).toEqual(reply.results.map((hit) => `/counter-parties/${hit.inn}`));
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Статус', exact: true }).inputValue())
      .toBe('Действующие');
    expect(await page.getByRole('tab', { selected: true }).innerText()).toMatch(/^Компании/);
    await close();
  });
});

describe('tabs and pages on /search', () => {
  it('the ИП tab lists sole traders only, with the count on the tab', async () => {
    const { page, close } = await browser.openPage();
    await searchOnPage(page, baseUrl, s.entrepreneur.fio?.split(' ')[0] as string);
    const tab = page.getByRole('tab', { name: /^ИП/ });
    await afterSearch(
      page,
      (params) => params.get('kind') === 'entrepreneur',
      () => tab.click(),
    );
    const kinds = await page
      .locator('main ol > li > article')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['entrepreneur']));
    expect(await tab.innerText()).toMatch(/ИП\s*(более )?[\d\s]+/);
    await close();
  });

  it('pagination goes to page 2 with the next results', async () => {
    const { page, problems, close } = await browser.openPage();
    const first = await searchOnPage(page, baseUrl, broad);
    expect(first).toHaveLength(20);
    const pager = page.getByRole('navigation', { name: 'Страницы результатов' });
    const second = await afterSearch(
      page,
      (params) => params.get('page') === '2',
      () => pager.getByRole('button', { name: '2', exact: true }).click(),
    );
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(second.length).toBeGreaterThan(0);
    const firstHrefs = new Set(first.map((result) => result.href));
    expect(second.some((result) => !firstHrefs.has(result.href))).toBe(true);
    expect(await page.locator('main ol').getAttribute('start')).toBe('21');
    expect(problems).toEqual([]);
    await close();
  });
});

describe('bad input on /search', () => {
  it('shows the server’s message for an ИНН with a wrong check digit', async () => {
    const { page, close } = await browser.openPage();
    const broken = s.company.inn.slice(0, 9) + ((Number(s.company.inn[9]) + 1) % 10);
    const reply = await api<TSearchReply>(baseUrl, `/api/v1/search?q=${broken}`);
    expect(reply.error).toBeTruthy();
    await searchOnPage(page, baseUrl, broken);
    await expect.poll(() => page.locator('main [role="alert"]').innerText()).toContain(reply.error as string);
    await close();
  });

  it('shows the server’s 400 message for a query over 200 characters', async () => {
    const { page, problems, close } = await browser.openPage();
    const long = 'а'.repeat(201);
    const response = await fetch(`${baseUrl}/api/v1/search?q=${encodeURIComponent(long)}`);
    expect(response.status).toBe(400);
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent(long)}`);
    await expect.poll(() => page.locator('main [role="alert"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.locator('main [role="alert"]').innerText()).toMatch(/\S/);
    expect(problems).toEqual([]);
    await close();
  });

  it('takes metacharacters literally', async () => {
    const { page, problems, close } = await browser.openPage();
    for (const query of ['%', '_', "'; --", 'a|b*(']) {
      const results = await searchOnPage(page, baseUrl, query);
      const body = await page.locator('main').innerText();
      expect(results.length > 0 || body.includes('Ничего не найдено'), query).toBe(true);
    }
    expect(problems).toEqual([]);
    await close();
  });

  it('asks for a query instead of searching for nothing', async () => {
    const { page, close } = await browser.openPage();
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/search')) requests += 1;
    });
    await page.goto(`${baseUrl}/search`);
    await expect.poll(() => page.locator('main').innerText()).toMatch(/Введите ИНН, ОГРН или ОГРНИП/);
    expect(requests).toBe(0);
    await close();
  });
});
