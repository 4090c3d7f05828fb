import type { TCompaniesPage, TCompanyHit, TReliabilityReply } from '@sverka/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { api } from './search-helpers.ts';

/**
 * The reliability verdict stands at the top of the card, next to the name, on a phone and on a desktop, for
 * a company and a sole trader; its link opens the «Надёжность» tab and scrolls to it; search hits carry the
 * zone's mark. Positions are asserted, never times.
 */

const baseUrl = inject('baseUrl');
const browser = useBrowser();

type TSubject = { hit: TCompanyHit; rating: TReliabilityReply };
let company: TSubject;
let entrepreneur: TSubject;

/** A company with a negative factor (so the header names one), and a sole trader: picked through the API. */
beforeAll(async () => {
  const page = await api<TCompaniesPage>(baseUrl, '/api/v1/companies/?page=4&page_size=60');
  for (const hit of page.result) {
    const rating = await api<TReliabilityReply>(baseUrl, `/api/v1/reliability/?query=${hit.inn}`);
    if (hit.kind === 'entrepreneur') entrepreneur ??= { hit, rating };
    else if (!company && rating.factors.some((factor) => factor.polarity === 'negative')) company = { hit, rating };
    if (company && entrepreneur) break;
  }
  if (!entrepreneur) {
    const [{ records }] = await api<[{ records: TCompanyHit[] }]>(
      baseUrl,
      `/api/v1/company-search?query=${encodeURIComponent('Иванов')}`,
    );
    const hit = records[0] as TCompanyHit;
    entrepreneur = { hit, rating: await api<TReliabilityReply>(baseUrl, `/api/v1/reliability/?query=${hit.inn}`) };
  }
  if (!company) throw new Error('no demo company with a negative factor among the register’s page');
}, 120_000);

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

type TBox = { top: number; bottom: number; left: number; right: number };

/** Where the name, the verdict and the tab list are on the page as first shown (page coordinates). */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null): TBox | null => {
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, left: r.left, right: r.right };
    };
    return {
      name: box(document.querySelector('main h1')),
      verdict: box(document.querySelector('[data-testid="reliability-verdict"]')),
      tabs: box(document.querySelector('[role="tablist"]')),
      screen: window.innerHeight,
      pageWidth: document.documentElement.scrollWidth,
    };
  });
}

async function openCard(page: Page, subject: TSubject) {
  await page.goto(`${baseUrl}/counter-parties/${subject.hit.inn}`);
  await page.locator('main h1').waitFor();
  await page.locator('[data-testid="reliability-verdict"][data-score]').waitFor();
}

describe('the verdict at the top of the card', () => {
  for (const viewport of VIEWPORTS) {
    for (const kind of ['company', 'entrepreneur'] as const) {
      it(`stands close under the name, above the tabs, within the first screen: ${kind}, ${viewport.name}`, async () => {
        const subject = kind === 'company' ? company : entrepreneur;
        const { page, problems, close } = await browser.openPage({ width: viewport.width });
        try {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await openCard(page, subject);
          const verdict = page.getByTestId('reliability-verdict');
          expect(await verdict.getAttribute('data-score')).toBe(String(subject.rating.score));
          expect(await verdict.getAttribute('data-zone')).toBe(subject.rating.zone);
          expect(await verdict.innerText()).toContain(`${subject.rating.score}/100`);

          const layout = await layoutOf(page);
          const { name, verdict: box, tabs } = layout;
          if (!name || !box || !tabs) throw new Error(`missing on the card: ${JSON.stringify(layout)}`);
          // All of it on the first screen, above the tabs, and nothing wider than the screen.
          expect(box.bottom).toBeLessThanOrEqual(layout.screen);
          expect(box.bottom).toBeLessThanOrEqual(tabs.top);
          expect(layout.pageWidth).toBeLessThanOrEqual(viewport.width);
          if (viewport.name === 'desktop') {
            // Beside the name: it starts no lower than the name's first line and to its right.
            expect(box.top).toBeLessThanOrEqual(name.top + 40);
            expect(box.left).toBeGreaterThanOrEqual(name.right);
          } else {
            // Right under the name (and the status badge that may wrap under it).
            expect(box.top).toBeGreaterThanOrEqual(name.bottom);
            expect(box.top - name.bottom).toBeLessThanOrEqual(80);
          }
          expect(problems).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }

  it('names the strongest negative factor first and opens the «Надёжность» tab, scrolled into view', async () => {
    const { page, problems, close } = await browser.openPage({ width: 360 });
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      await openCard(page, company);
      const strongest = company.rating.factors
        .filter((factor) => factor.polarity === 'negative')
        .sort((a, b) => Number(b.stop) - Number(a.stop) || b.weight - a.weight || a.id.localeCompare(b.id))[0];
      const first = page.locator('[data-testid="reliability-verdict"] [data-factor]').first();
      expect(await first.getAttribute('data-factor')).toBe(strongest?.id);

      await page.getByTestId('reliability-verdict-link').click();
      await page.locator('[role="tabpanel"][data-tab="reliability"] [data-testid="reliability-gauge"]').waitFor();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('reliability');
      expect(await page.getByRole('tab', { name: 'Надёжность', exact: true }).getAttribute('aria-selected')).toBe(
        'true',
      );
      // Scrolled: the tab list is near the top of the screen, not where it was below the header.
      await expect
        .poll(() => page.evaluate(() => document.getElementById('card-sections')?.getBoundingClientRect().top ?? -1))
        .toBeLessThanOrEqual(24);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('zone marks in search', () => {
  it('marks a rated hit with its zone on the results page and in the dropdown', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      // The company was rated when its card was read, so its rating is stored.
      await page.goto(`${baseUrl}/search?q=${company.hit.inn}`);
      const mark = page.locator(
        `article:has(a[href="/counter-parties/${company.hit.inn}"]) [data-testid="risk-zone-mark"]`,
      );
      await mark.waitFor();
      expect(await mark.getAttribute('data-zone')).toBe(company.rating.zone);
      expect(await mark.innerText()).toContain(String(company.rating.score));

      await page.goto(baseUrl);
      await page.getByRole('combobox', { name: 'Поиск контрагента' }).fill(company.hit.inn);
      const hit = page.locator(`a[href="/counter-parties/${company.hit.inn}"] [data-testid="risk-zone-mark"]`);
      await hit.waitFor();
      expect(await hit.getAttribute('aria-label')).toBe(
        `Надёжность ${company.rating.score} из 100: ${company.rating.zone_label}`,
      );
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
