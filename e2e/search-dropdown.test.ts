import type { TCompaniesPage, TCompanyHit, TSearchReply } from '@sverka/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { api, nameWords, withTypo } from './search-helpers.ts';
import { recordTiming } from './timing-report.ts';

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

  it('searches a complete, valid identifier at once and text only after the 700 ms pause', async () => {
    const company = companies[0] as TCompanyHit;
    const word = nameWords(company.name).find((w) => w.length >= 5) as string;
    /** Whether the dropdown lists a card within `fakeMs` of the page's clock after `query` is typed on a fresh page. */
    const hitsWithin = async (query: string, fakeMs: number) => {
      const { page, problems, close } = await browser.openPage();
      // The page's clock moves only when the test moves it: what shows up within 400 ms of it did not wait 700.
      await page.clock.install();
      await page.goto(baseUrl);
      await page.clock.pauseAt(Date.now() + 60_000);
      await page.getByRole('combobox', { name: 'Поиск контрагента' }).fill(query);
      let found = false;
      for (let moved = 0; moved < fakeMs && !found; moved += 50) {
        await page.clock.runFor(50);
        // The answer itself travels in real time.
        await new Promise((resolve) => setTimeout(resolve, 50));
        found = (await page.locator('a[href^="/counter-parties/"]').count()) > 0;
      }
      expect(problems).toEqual([]);
      await close();
      return found;
    };

    expect(await hitsWithin(company.inn, 400)).toBe(true);
    expect(await hitsWithin(word, 400)).toBe(false);
    expect(await hitsWithin(word, 1_000)).toBe(true);
    // A complete ИНН with a wrong check digit is no identifier: it waits like text.
    const wrongCheckDigit = company.inn.slice(0, -1) + String((Number(company.inn.at(-1)) + 1) % 10);
    expect(await hitsWithin(wrongCheckDigit, 400)).toBe(false);
  });

  it('reports the time from the last digit of an ИНН to its hit in the dropdown', async () => {
    const { page, problems, close } = await browser.openPage();
    // A person types an ИНН once the page has settled, not while its lazy parts and fonts still arrive (the
    // test types nine digits in a tenth of a second).
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const input = page.getByRole('combobox', { name: 'Поиск контрагента' });
    for (const company of companies.slice(1, 6)) {
      await input.fill('');
      await input.pressSequentially(company.inn.slice(0, -1));
      // The page times it itself, from the key's event to the hit's link entering the document: what the user
      // waits for, without Playwright's own round trips to the browser (tens of milliseconds a step).
      const inPage = page.evaluate(
        (href) =>
          new Promise<number>((resolve) => {
            let pressed = 0;
            document.addEventListener('keydown', (event) => (pressed = event.timeStamp), { capture: true, once: true });
            const shown = () => document.querySelector(`a[href="${href}"]`) !== null;
            new MutationObserver((_records, observer) => {
              if (!pressed || !shown()) return;
              observer.disconnect();
              resolve(performance.now() - pressed);
            }).observe(document.body, { childList: true, subtree: true });
          }),
        `/counter-parties/${company.inn}`,
      );
      const started = performance.now();
      await input.press(company.inn.at(-1) as string);
      await page.locator(`a[href="/counter-parties/${company.inn}"]`).first().waitFor();
      recordTiming('dropdown: last digit of an ИНН → its hit, as Playwright sees it', performance.now() - started);
      recordTiming('dropdown: last digit of an ИНН → its hit, in the page', await inPage);
    }
    expect(problems).toEqual([]);
    await close();
  });
});
