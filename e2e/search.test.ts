import { innLegalCheckDigit, type TCompaniesPage, type TCompanyHit } from '@sverka/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let company: TCompanyHit;
let entrepreneur: TCompanyHit;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  const page = await api<TCompaniesPage>('/api/v1/companies/?page=3&page_size=50');
  company = page.result.find((hit) => hit.status.class === 'active' && hit.head) as TCompanyHit;
  // Any sole trader: search by the surname of a demo ИП found through the API.
  const byName = await api<[{ records: TCompanyHit[] }]>(
    `/api/v1/company-search?query=${encodeURIComponent('Иванов')}`,
  );
  entrepreneur = byName[0].records[0] as TCompanyHit;
});

/** The distinctive word of a company name: the first word inside its quotes. */
const nameWord = (name: string) => (/[«"]([^\s»"]+)/.exec(name)?.[1] ?? name).replace(/[^\p{L}\p{N}-]/gu, '');

describe('search → card in a real browser', () => {
  it('finds a company by ИНН from the landing page and opens its card', async () => {
    const { page, problems, close } = await browser.openPage();
    await page.goto(baseUrl);
    await expect.poll(() => page.locator('footer').innerText()).toMatch(/Демонстрационные данные/);
    const input = page.getByRole('combobox', { name: 'Поиск контрагента' });
    await input.fill(company.inn);
    const hit = page.locator(`a[href="/counter-parties/${company.inn}"]`).first();
    await hit.waitFor();
    expect(await hit.innerText()).toContain(company.ogrn);
    await hit.click();
    await page.waitForURL(`**/counter-parties/${company.inn}`);
    await expect.poll(() => page.locator('main').innerText()).toContain(company.inn);
    const main = await page.locator('main').innerText();
    expect(main).toContain(company.ogrn);
    expect(main).toContain(company.name);
    expect(problems).toEqual([]);
    await close();
  });

  it('finds a company by a word of its name', async () => {
    const { page, problems, close } = await browser.openPage();
    await page.goto(baseUrl);
    const word = nameWord(company.name);
    await page.getByRole('combobox', { name: 'Поиск контрагента' }).fill(word);
    const hit = page.locator(`a[href="/counter-parties/${company.inn}"]`).first();
    const anyHit = page.locator('a[href^="/counter-parties/"]').first();
    await anyHit.waitFor();
    // The company itself may rank below other holders of the word; any hit must carry the word.
    const target = (await hit.count()) ? hit : anyHit;
    expect((await target.innerText()).toLocaleLowerCase('ru-RU')).toContain(
      word.toLocaleLowerCase('ru-RU').slice(0, 4),
    );
    const href = (await target.getAttribute('href')) as string;
    await target.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.locator('main').innerText()).toContain(href.split('/').pop() as string);
    expect(problems).toEqual([]);
    await close();
  });

  it('opens a sole trader card through the entrepreneur fallback', async () => {
    const { page, problems, close } = await browser.openPage();
    await page.goto(`${baseUrl}/counter-parties/${entrepreneur.inn}`);
    await expect.poll(() => page.locator('main').innerText()).toContain(entrepreneur.ogrn);
    expect(await page.locator('main').innerText()).toContain(entrepreneur.fio as string);
    expect(problems).toEqual([]);
    await close();
  });

  it('shows a clear not-found state for an unknown company', async () => {
    const { page, close } = await browser.openPage();
    let unknownInn = '';
    for (let serial = 0; !unknownInn; serial++) {
      const first9 = `7799${String(serial).padStart(5, '0')}`;
      const candidate = first9 + innLegalCheckDigit(first9);
      if ((await fetch(`${baseUrl}/api/v1/company/?query=${candidate}`)).status === 404) unknownInn = candidate;
    }
    await page.goto(`${baseUrl}/counter-parties/${unknownInn}`);
    await expect.poll(() => page.locator('main').innerText()).toMatch(/не найден/i);
    await close();
  });

  it('says so when the ИНН has a wrong check digit', async () => {
    const { page, close } = await browser.openPage();
    await page.goto(baseUrl);
    const broken = company.inn.slice(0, 9) + ((Number(company.inn[9]) + 1) % 10);
    await page.getByRole('combobox', { name: 'Поиск контрагента' }).fill(broken);
    await expect.poll(() => page.locator('body').innerText()).toMatch(/контрольная цифра/);
    await close();
  });

  it('says a page past the last one is empty, not that nothing was found, and leads back to the first', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/search?q=${company.inn}&page=7`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: 'На странице 7 ничего нет' }).waitFor();
      await main.getByText('Всего страниц с результатами: 1.').waitFor();
      expect(await main.getByText('Ничего не найдено').count()).toBe(0);
      await main.getByRole('button', { name: 'К первой странице' }).click();
      await main.locator(`a[href="/counter-parties/${company.inn}"]`).first().waitFor();
      expect(new URL(page.url()).searchParams.get('page')).not.toBe('7');

      // The catalogue the same way.
      await page.goto(`${baseUrl}/marketplace?page=9999`);
      await main.getByRole('heading', { name: 'На странице 9999 товаров нет' }).waitFor();
      await main.getByRole('button', { name: 'К первой странице' }).click();
      await main.getByText(/^Найдено товаров: /).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('works on a 360 px wide screen', async () => {
    const { page, problems, close } = await browser.openPage({ width: 360 });
    await page.goto(baseUrl);
    await page.getByRole('combobox', { name: 'Поиск контрагента' }).fill(company.inn);
    await page.locator(`a[href="/counter-parties/${company.inn}"]`).first().click();
    await expect.poll(() => page.locator('main').innerText()).toContain(company.inn);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await close();
  });
});
