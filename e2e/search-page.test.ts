import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';
import {
  lower,
  nameWords,
  pickSubjects,
  searchFromLanding,
  searchOnPage,
  surnameWithInitials,
  type TShownResult,
  type TSubjects,
  withTypo,
} from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let s: TSubjects;

beforeAll(async () => {
  s = await pickSubjects(baseUrl);
});

const hrefOf = (inn: string) => `/counter-parties/${inn}`;
const longestWord = (name: string) => nameWords(name).sort((a, b) => b.length - a.length)[0] as string;

type TCase = {
  title: string;
  query: () => string;
  check: (results: TShownResult[], page: Page) => Promise<void> | void;
};

const includes = (results: TShownResult[], inn: string) =>
  expect(
    results.map((result) => result.href),
    `results: ${results.map((r) => r.name).join(', ')}`,
  ).toContain(hrefOf(inn));

/** Each way of finding a counterparty the issue lists, with what the answer must show. */
const cases: TCase[] = [
  {
    title: 'ИНН',
    query: () => s.company.inn,
    check: (results) => {
      includes(results, s.company.inn);
      expect(results[0]?.marks).toContain(s.company.inn);
    },
  },
  {
    title: 'ОГРН',
    query: () => s.company.ogrn,
    check: (results) => {
      includes(results, s.company.inn);
      expect(results[0]?.marks).toContain(s.company.ogrn);
    },
  },
  {
    title: 'ОГРНИП',
    query: () => s.entrepreneur.ogrn,
    check: (results) => {
      includes(results, s.entrepreneur.inn);
      expect(results[0]?.text).toContain('ОГРНИП');
    },
  },
  {
    title: 'a word of the name',
    query: () => longestWord(s.company.name),
    check: (results) => {
      const stem = lower(longestWord(s.company.name)).slice(0, 5);
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) expect(lower(result.text), result.name).toContain(stem);
      expect(results[0]?.marks.some((mark) => lower(mark).startsWith(stem))).toBe(true);
    },
  },
  {
    title: 'the beginning of a name word',
    query: () => longestWord(s.company.name).slice(0, 5),
    check: (results) => {
      const prefix = lower(longestWord(s.company.name).slice(0, 5));
      expect(results.length).toBeGreaterThan(0);
      expect(lower(results[0]?.name ?? '')).toContain(prefix);
      expect(results[0]?.marks.some((mark) => lower(mark).startsWith(prefix))).toBe(true);
    },
  },
  {
    title: 'a two-word name',
    query: () => nameWords(s.twoWordCompany.name).join(' '),
    check: (results) => {
      includes(results, s.twoWordCompany.inn);
      const [first, second] = nameWords(s.twoWordCompany.name).map(lower);
      expect(lower(results[0]?.name ?? '')).toContain(first);
      expect(lower(results[0]?.name ?? '')).toContain(second);
    },
  },
  {
    title: 'the director’s full name',
    query: () => s.directorFio,
    check: (results) => {
      includes(results, s.company.inn);
      const surname = s.directorFio.split(' ')[0] as string;
      const target = results.find((result) => result.href === hrefOf(s.company.inn));
      expect(target?.marks).toContain(surname);
    },
  },
  {
    title: 'a founder’s full name',
    query: () => s.founderFio,
    check: (results) => {
      includes(results, s.founderCompany.inn);
      const target = results.find((result) => result.href === hrefOf(s.founderCompany.inn));
      expect(target?.text).toContain(`Учредитель: ${s.founderFio}`);
    },
  },
  {
    title: 'a surname with initials («Иванов И.И.»)',
    query: () => surnameWithInitials(s.directorFio),
    check: (results) => {
      includes(results, s.company.inn);
      const surname = s.directorFio.split(' ')[0] as string;
      expect(results[0]?.marks.some((mark) => mark.startsWith(surname))).toBe(true);
    },
  },
  {
    title: 'an ОКВЭД code',
    query: () => s.okvedCompany.okved.code,
    check: (results) => {
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) expect(result.text, result.name).toContain(s.okvedCompany.okved.code);
    },
  },
  {
    title: 'ОКВЭД words',
    query: () =>
      s.okvedCompany.okved.name
        .split(/\s+/)
        .filter((word) => word.length >= 5)
        .slice(0, 2)
        .join(' '),
    check: (results) => {
      const [first] = s.okvedCompany.okved.name.split(/\s+/).filter((word) => word.length >= 5);
      expect(results.length).toBeGreaterThan(0);
      expect(results[0]?.text).toMatch(/ОКВЭД/);
      expect(results[0]?.marks.some((mark) => lower(mark).startsWith(lower(first as string).slice(0, 5)))).toBe(true);
    },
  },
  {
    title: 'a name word with a typo',
    query: () => withTypo(longestWord(s.company.name)),
    check: async (results, page) => {
      const word = lower(longestWord(s.company.name));
      expect(results.length).toBeGreaterThan(0);
      expect(results.some((result) => lower(result.name).includes(word))).toBe(true);
      await expect.poll(() => page.locator('main').innerText()).toContain('показаны похожие написания');
    },
  },
];

describe('full search results from /search', () => {
  it.each(cases)('finds by $title', async ({ query, check }) => {
    const { page, problems, close } = await browser.openPage();
    const results = await searchOnPage(page, baseUrl, query());
    await check(results, page);
    expect(new URL(page.url()).searchParams.get('q')).toBe(query());
    expect(problems).toEqual([]);
    await close();
  });
});

describe('full search results from the landing dropdown', () => {
  it.each(cases)('finds by $title', async ({ query, check }) => {
    const { page, problems, close } = await browser.openPage();
    const results = await searchFromLanding(page, baseUrl, query());
    await check(results, page);
    expect(problems).toEqual([]);
    await close();
  });

  it('goes to /search on Enter when no single hit is obvious', async () => {
    const { page, close } = await browser.openPage();
    await page.goto(baseUrl);
    const word = longestWord(s.company.name);
    const input = page.getByRole('combobox', { name: 'Поиск контрагента' });
    await input.fill(word);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === word);
    await expect.poll(() => page.getByRole('searchbox', { name: 'Поисковый запрос' }).inputValue()).toBe(word);
    await close();
  });

  it('still opens the card on Enter for a valid ИНН', async () => {
    const { page, close } = await browser.openPage();
    await page.goto(baseUrl);
    const input = page.getByRole('combobox', { name: 'Поиск контрагента' });
    await input.fill(s.company.inn);
    await input.press('Enter');
    await page.waitForURL(`**${hrefOf(s.company.inn)}`);
    await close();
  });

  it('offers «Все результаты» in the light header search too', async () => {
    const { page, close } = await browser.openPage();
    await page.goto(`${baseUrl}${hrefOf(s.company.inn)}`);
    await page.getByRole('combobox', { name: 'Поиск контрагента' }).fill(s.founderFio);
    await page.getByRole('link', { name: /Все результаты/ }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === s.founderFio);
    await close();
  });
});
