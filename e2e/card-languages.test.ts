import type { TCompaniesPage, TCompanyHit, TReliabilityReply } from '@sverka/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAccount, signInThroughDialog } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';
import { api } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
let company: TCompanyHit;
let reliability: TReliabilityReply;
let entrepreneur: TCompanyHit;

const CYRILLIC = /[А-Яа-яЁё]/;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/;

/**
 * A demo company whose rating has fired factors with evidence, and a sole trader: picked through the API
 * among the first subjects of the register, never hard-coded.
 */
beforeAll(async () => {
  const page = await api<TCompaniesPage>(baseUrl, '/api/v1/companies/?page_size=60');
  let best = -1;
  for (const hit of page.result) {
    if (hit.kind === 'entrepreneur') {
      entrepreneur ??= hit;
      continue;
    }
    const reply = await api<TReliabilityReply>(baseUrl, `/api/v1/reliability/?query=${hit.inn}`);
    const withEvidence = reply.factors.filter((factor) => factor.evidence.length).length;
    const dated = reply.factors.some((factor) => factor.evidence.some((item) => item.date));
    if (dated && withEvidence > best) {
      best = withEvidence;
      company = hit;
      reliability = reply;
    }
  }
  if (!entrepreneur) {
    const byName = await api<[{ records: TCompanyHit[] }]>(
      baseUrl,
      `/api/v1/company-search?query=${encodeURIComponent('Иванов')}`,
    );
    entrepreneur = byName[0].records[0] as TCompanyHit;
  }
  if (!company || !entrepreneur) throw new Error('the demo register lacks a rated company or a sole trader');
}, 120_000);

async function openReliability(page: Page, inn: string) {
  await page.goto(`${baseUrl}/counter-parties/${inn}?tab=reliability`);
  await page.locator('[role="tabpanel"][data-tab="reliability"] [data-factor]').first().waitFor();
}

/** The interface's own words in the rating block: headings, factor names, rules, evidence labels, sources. */
function ratingInterfaceText(page: Page) {
  return page.locator('[role="tabpanel"][data-tab="reliability"]').evaluate((panel) => {
    const texts: string[] = [];
    for (const heading of Array.from(panel.querySelectorAll('h2, h3'))) texts.push(heading.textContent ?? '');
    for (const factor of Array.from(panel.querySelectorAll('[data-factor]'))) {
      texts.push(factor.firstElementChild?.textContent ?? '');
      for (const paragraph of Array.from(factor.querySelectorAll(':scope > p')))
        texts.push(paragraph.textContent ?? '');
      // A label that is a record's own wording (an enforcement subject, an authority) is data, marked lang="ru".
      for (const term of Array.from(factor.querySelectorAll('dt:not([lang="ru"])'))) texts.push(term.textContent ?? '');
    }
    return texts.join('\n');
  });
}

describe('the card in English and Chinese', () => {
  it.each([
    ['en', 'Reliability rating'],
    ['zh-CN', '可靠性评估'],
  ])(
    'has no Russian in the rating block, its sources or the status read to screen readers (%s)',
    async (language, title) => {
      const { page, problems, close } = await browser.openPage();
      try {
        await page.addInitScript((code) => window.localStorage.setItem('i18nextLng', code), language);
        await openReliability(page, company.inn);
        await page.getByRole('heading', { name: title }).first().waitFor();
        const text = await ratingInterfaceText(page);
        expect(text.length).toBeGreaterThan(100);
        expect(text.split('\n').filter((line) => CYRILLIC.test(line))).toEqual([]);
        expect(await page.locator('[data-factor]').count()).toBeGreaterThanOrEqual(reliability.factors.length);

        // The status badge: its text and every attribute a screen reader reads.
        const badge = await page
          .locator('header [data-status]')
          .first()
          .evaluate((element) => element.outerHTML);
        expect(badge).not.toMatch(CYRILLIC);

        // The summary's source lines name the demo register in the interface language.
        await page.goto(`${baseUrl}/counter-parties/${company.inn}`);
        await page.locator('section[aria-labelledby="main-info-title"]').waitFor();
        const sources = await page.locator('section[aria-labelledby="main-info-title"] p').last().innerText();
        expect(sources).not.toMatch(CYRILLIC);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

describe('the card in Russian', () => {
  it('prints an evidence date once, formatted, never as 2008-12-02', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await openReliability(page, company.inn);
      const evidence = await page.locator('[data-factor] dl').allInnerTexts();
      expect(evidence.length).toBeGreaterThan(0);
      expect(evidence.join('\n')).not.toMatch(ISO_DATE);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('gives a sole trader no Founders tab', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/counter-parties/${entrepreneur.inn}`);
      const tabs = page.getByRole('tablist', { name: 'Разделы карточки' });
      await tabs.getByRole('tab', { name: 'Сводка', exact: true }).waitFor();
      expect(await tabs.getByRole('tab', { name: 'Учредители', exact: true }).count()).toBe(0);
      const more = page.getByTestId('card-tabs-more');
      if (await more.count()) {
        await more.click();
        await page.getByRole('menu').waitFor();
        expect(await page.getByRole('menuitem', { name: 'Учредители', exact: true }).count()).toBe(0);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the footer', () => {
  it('lists a full demo set of the provider’s details and says it is one', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      const requisites = page.locator('#footer-section');
      await requisites.getByTestId('requisites-demo').waitFor();
      const text = await requisites.innerText();
      expect(text).toContain('Демонстрационные реквизиты');
      for (const label of ['ИНН', 'КПП', 'ОГРН', 'Адрес', 'Банк', 'БИК', 'Р/с', 'К/с', 'Email', 'Телефон']) {
        expect(text).toContain(label);
      }
      expect(text).toMatch(/ИНН\s*\d{10}/);
      expect(text).toMatch(/БИК\s*\d{9}/);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('search and the account on a phone', () => {
  it('lets the region filter be typed into and narrows it to what was typed', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/search?q=${encodeURIComponent('ООО')}`);
      const region = page.getByRole('combobox', { name: 'Регион', exact: true });
      await region.click();
      await region.pressSequentially('татарст');
      await page.getByRole('option', { name: 'Республика Татарстан (Татарстан)' }).waitFor();
      expect(await page.getByRole('option').count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps the footer’s last line above the account’s bottom bar on a 360 px screen', async () => {
    const account = await registerAccount(baseUrl, 'phonebar', 'Фёдор Телефонов');
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, account.email, account.password);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${baseUrl}/profile/info`);
      const bar = page.getByRole('navigation', { name: 'Разделы личного кабинета' }).last();
      await bar.waitFor();
      await page.locator('footer').waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() =>
          page.evaluate(() => {
            const footer = document.querySelector('footer')?.getBoundingClientRect();
            const navs = Array.from(document.querySelectorAll('nav')).filter(
              (nav) => getComputedStyle(nav).position === 'fixed',
            );
            const barTop = navs[0]?.getBoundingClientRect().top;
            window.scrollTo(0, document.documentElement.scrollHeight);
            return footer && barTop !== undefined ? Math.round(barTop - footer.bottom) : null;
          }),
        )
        .toBeGreaterThanOrEqual(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
