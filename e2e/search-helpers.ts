import type { TCompaniesPage, TCompanyCard, TCompanyHit } from '@sverka/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Test subjects and page helpers of the search suites. Subjects are picked
 * from the running app's own demo data through its API, never hard-coded:
 * the generator may change its vocabulary without breaking the tests.
 */

export async function api<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

export const lower = (text: string) => text.toLocaleLowerCase('ru-RU');

/** The words inside the quotes of a company name: «Столичный Ветер» → [Столичный, Ветер], «Оптима-Монтаж» → [Оптима, Монтаж]. */
export const nameWords = (name: string) =>
  (/[«"]([^»"]+)[»"]/.exec(name)?.[1] ?? name).split(/[\s-]+/).filter((word) => /^\p{L}{3,}$/u.test(word));

/** "Николаев Матвей Егорович" → "Николаев М.Е." */
export const surnameWithInitials = (fio: string) => {
  const [surname, name, patronymic] = fio.split(/\s+/);
  return `${surname} ${name?.[0] ?? ''}.${patronymic ? `${patronymic[0]}.` : ''}`;
};

/** One letter inside the word replaced by a neighbour vowel/consonant: a realistic one-letter typo. */
export const withTypo = (word: string) => {
  const at = Math.floor(word.length / 2);
  const original = word[at] as string;
  const replacement = /[аеиоуыэюя]/i.test(original) ? (original === 'а' ? 'о' : 'а') : original === 'т' ? 'д' : 'т';
  return word.slice(0, at) + replacement + word.slice(at + 1);
};

export type TSubjects = {
  company: TCompanyHit;
  card: TCompanyCard;
  /** The company's (first) director. */
  directorFio: string;
  /** A company whose founder (a person) is not also its director, with that founder's name. */
  founderCompany: TCompanyHit;
  founderFio: string;
  /** A company with two words in quotes, «Столичный Ветер». */
  twoWordCompany: TCompanyHit;
  entrepreneur: TCompanyHit;
  /** A main ОКВЭД code of the shape NN.NN that some company has. */
  okvedCompany: TCompanyHit & { okved: { code: string; name: string } };
};

export async function pickSubjects(baseUrl: string): Promise<TSubjects> {
  const page = await api<TCompaniesPage>(baseUrl, '/api/v1/companies/?page=3&page_size=100');
  const active = page.result.filter((hit) => hit.status.class === 'active' && hit.head);
  // A word of 7+ letters: one wrong letter in a shorter word leaves too few trigrams in common to call it a typo.
  const company = active.find((hit) => nameWords(hit.name).some((word) => word.length >= 7)) as TCompanyHit;
  const card = await api<TCompanyCard>(baseUrl, `/api/v1/company/?query=${company.inn}`);

  let founderCompany: TCompanyHit | undefined;
  let founderFio = '';
  for (const hit of page.result) {
    const other = await api<TCompanyCard>(baseUrl, `/api/v1/company/?query=${hit.inn}`);
    const directors = new Set(other.directors.map((director) => director.fio));
    const founder = other.founders[0]?.PP.find((person) => person.fio && !directors.has(person.fio));
    if (founder?.fio) {
      founderCompany = hit;
      founderFio = founder.fio;
      break;
    }
  }
  if (!founderCompany) throw new Error('no company with a founder other than its director in the demo data');

  const quoted = (name: string) => /[«"]([^»"]+)[»"]/.exec(name)?.[1] ?? '';
  const twoWordCompany = page.result.find((hit) => /^\p{L}{3,} \p{L}{3,}$/u.test(quoted(hit.name))) as TCompanyHit;
  const okvedCompany = page.result.find((hit) => hit.okved && /^\d{2}\.\d{2}$/.test(hit.okved.code));
  const byName = await api<[{ records: TCompanyHit[] }]>(
    baseUrl,
    `/api/v1/company-search?query=${encodeURIComponent('Иванов')}`,
  );
  const entrepreneur = byName[0].records[0] as TCompanyHit;
  if (!company || !twoWordCompany || !okvedCompany || !entrepreneur) throw new Error('demo data lacks a subject');
  const directorFio = card.directors[0]?.fio;
  if (!directorFio) throw new Error(`${company.inn} has no director`);
  return {
    company,
    card,
    directorFio,
    founderCompany,
    founderFio,
    twoWordCompany,
    entrepreneur,
    okvedCompany: okvedCompany as TSubjects['okvedCompany'],
  };
}

/** What one result on the page shows, read from the DOM. */
export type TShownResult = {
  href: string;
  name: string;
  text: string;
  status: string;
  region: string;
  okved: string;
  registered: string;
  marks: string[];
};

/** Waits until the list (or an empty/error state) shows the answer for the current URL, then reads it. */
export async function shownResults(page: Page): Promise<TShownResult[]> {
  await page.locator('main ol:not([data-updating]), main [role="alert"], main [role="status"] h2').first().waitFor();
  return page.locator('main ol > li > article').evaluateAll((articles) =>
    articles.map((article) => {
      const field = (name: string) => article.querySelector(`[data-field="${name}"]`)?.textContent ?? '';
      const link = article.querySelector('a') as HTMLAnchorElement;
      return {
        href: link.getAttribute('href') ?? '',
        name: link.textContent ?? '',
        text: (article as HTMLElement).innerText,
        status: article.querySelector('[data-status]')?.getAttribute('data-status') ?? '',
        region: field('region'),
        okved: field('okved'),
        registered: field('registered'),
        marks: Array.from(article.querySelectorAll('mark'), (mark) => mark.textContent ?? ''),
      };
    }),
  );
}

/**
 * Runs `action` and waits for the search request it causes (told apart by its
 * parameters), so assertions read the new answer and not the previous one
 * still on screen.
 */
export async function afterSearch(
  page: Page,
  wanted: (params: URLSearchParams) => boolean,
  action: () => Promise<unknown>,
) {
  const response = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/v1/search' && wanted(url.searchParams);
  });
  await action();
  await response;
  return shownResults(page);
}

const forQuery = (query: string) => (params: URLSearchParams) => params.get('q') === query.trim();

/** Submits a query through the results page's own field. */
export async function searchOnPage(page: Page, baseUrl: string, query: string) {
  if (!page.url().includes('/search')) await page.goto(`${baseUrl}/search`);
  const input = page.getByRole('searchbox', { name: 'Поисковый запрос' });
  await input.fill(query);
  return afterSearch(page, forQuery(query), () => input.press('Enter'));
}

/** Types into the landing hero search and follows the dropdown's «Все результаты» row to /search. */
export async function searchFromLanding(page: Page, baseUrl: string, query: string) {
  await page.goto(baseUrl);
  await page.getByRole('combobox', { name: 'Поиск контрагента' }).fill(query);
  const allResults = page.getByRole('link', { name: /Все результаты/ });
  await allResults.waitFor();
  const results = await afterSearch(page, forQuery(query), () => allResults.click());
  expect(new URL(page.url()).searchParams.get('q')).toBe(query.trim());
  return results;
}
