import type { TCompaniesPage, TCompanyHit, TSearchReply } from '@sverka/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { api, nameWords, withTypo } from './search-helpers.ts';

/**
 * The landing dropdown searches as the results page does: typos and people
 * in any word order find there what /search finds.
 */

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let companies: TCompanyHit[];

beforeAll(async () => {
  companies = (await api<TCompaniesPage>(baseUrl, '/api/v1/companies/?page=2&page_size=100')).result;
});

const searchPage = (q: string) =>
  api<TSearchReply>(baseUrl, `/api/v1/search?kind=company&page_size=20&q=${encodeURIComponent(q)}`);

/** Types into the hero search and returns the card links the dropdown lists. */
async function dropdownInns(page: Page, query: string): Promise<string[]> {
  await page.goto(baseUrl);
  await page.getByRole('combobox', { name: 'Поиск контрагента' }).fill(query);
  await page.locator('a[href^="/counter-parties/"]').first().waitFor();
  const hrefs = await page
    .locator('a[href^="/counter-parties/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.split('/').pop() as string);
}

describe('landing dropdown', () => {
  it('shows the companies /search finds for a misspelt name, instead of «Ничего не найдено»', async () => {
    // A misspelt word that still finds its company on the results page, and only by similar spelling.
    let typo = '';
    let expected: string[] = [];
    for (const company of companies) {
      const word = nameWords(company.name).find((w) => w.length >= 7);
      if (!word) continue;
      const reply = await searchPage(withTypo(word));
      if (reply.fuzzy && reply.results.some((hit) => hit.inn === company.inn)) {
        typo = withTypo(word);
        expected = reply.results.map((hit) => hit.inn);
        break;
      }
    }
    expect(typo, 'a misspelt company word in the demo data').not.toBe('');
    const { page, problems, close } = await browser.openPage();
    const shown = await dropdownInns(page, typo);
    expect(shown).toEqual(expect.arrayContaining(expected));
    expect(await page.getByText('Ничего не найдено').count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('finds a director typed first name first and names them in the row', async () => {
    const company = companies.find((hit) => hit.head && hit.head.split(' ').length === 3) as TCompanyHit;
    const [surname, name, patronymic] = (company.head as string).split(' ') as [string, string, string];
    const { page, problems, close } = await browser.openPage();
    const shown = await dropdownInns(page, `${name} ${patronymic} ${surname}`);
    expect(shown).toContain(company.inn);
    const row = page.locator(`a[href="/counter-parties/${company.inn}"]`).first();
    expect(await row.innerText()).toContain(`Руководитель: ${company.head}`);
    expect(problems).toEqual([]);
    await close();
  });
});
