import type { TCompaniesPage, TCompanyCard, TPerson } from '@sverka/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { api } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let card: TCompanyCard;
let director: { fio: string; inn: string };

/** A demo company whose current director the register names with an ИНН, picked through the API. */
beforeAll(async () => {
  const page = await api<TCompaniesPage>(baseUrl, '/api/v1/companies/?page_size=40');
  for (const hit of page.result) {
    if (hit.kind !== 'company' || hit.status.class !== 'active') continue;
    const candidate = await api<TCompanyCard>(baseUrl, `/api/v1/company/?query=${hit.inn}`);
    const found = candidate.directors.find((d) => d.inn);
    if (found?.inn) {
      card = candidate;
      director = { fio: found.fio, inn: found.inn };
      break;
    }
  }
  if (!director) throw new Error('the demo register lacks a company whose director has an ИНН');
}, 60_000);

describe('a person’s page', () => {
  it('opens from the director on the card and lists the company among the person’s roles', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/counter-parties/${card.inn}`);
      const link = page.locator(`[data-testid="director-link"][href="/person/${director.inn}"]`);
      await link.click();
      await page.waitForURL(`${baseUrl}/person/${director.inn}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(director.fio);
      await expect.poll(() => page.getByTestId('person-inn').textContent()).toBe(director.inn);
      const company = page.locator(`[data-testid="person-company"]:has(a[href="/counter-parties/${card.inn}"])`);
      await company.waitFor();
      expect(await company.locator('[data-role="director"]').count()).toBeGreaterThan(0);
      const person = await api<TPerson>(baseUrl, `/api/v1/people/${director.inn}/`);
      await expect
        .poll(() => page.locator('[data-count="companies"] dd').textContent())
        .toBe(String(person.counts.companies));
      expect(await page.title()).toContain(director.fio);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is served with the person in its head, and 404 with noindex for an unknown ИНН', async () => {
    const known = await fetch(`${baseUrl}/person/${director.inn}`);
    expect(known.status).toBe(200);
    const html = await known.text();
    expect(html).toContain(`/person/${director.inn}" />`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/person/${director.inn}" />`));
    expect(html).toContain(`ИНН ${director.inn}`);
    // Valid check digits (0, 0), and no register gives anyone this ИНН.
    const unknown = await fetch(`${baseUrl}/person/000000000000`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('fits a 360 px screen', async () => {
    const { page, problems, close } = await browser.openPage({ width: 360 });
    try {
      await page.goto(`${baseUrl}/person/${director.inn}`);
      await page.locator('[data-testid="person-company"]').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
