import type { TDocumentsPage, TQuote, TTender } from '@sverka/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TAccount } from './auth-helpers.ts';
import { buyPlanThroughApi } from './billing-helpers.ts';
import { useBrowser } from './browser.ts';
import { documentIn, documentOf, openDocument } from './document-helpers.ts';
import { bearer, leafCategory, signInAs, type TOrdersSeller, uniqueWord, waitForMail } from './orders-helpers.ts';
import { tenderParties } from './tender-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

let buyer: TOrdersSeller;
let winner: TOrdersSeller;
let loser: TOrdersSeller;
let tender: TTender;
const word = uniqueWord('Тендердок');

async function api<T>(account: TAccount, path: string, body?: object, status = 200): Promise<T> {
  const headers: Record<string, string> = { ...(await bearer(baseUrl, account)) };
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  expect(response.status, `${path}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The buyer publishes a tender, two suppliers quote, the buyer picks the first supplier's quote on the page. */
beforeAll(async () => {
  ({ buyer, first: winner, second: loser } = await tenderParties(baseUrl, dataDir, 'tdocs'));
  await buyPlanThroughApi(baseUrl, winner.account, 'scale');
  const [region] = await api<{ code: string; name: string }[]>(buyer.account, '/api/v1/tenders/regions/');
  tender = await api<TTender>(
    buyer.account,
    '/api/v1/tenders/',
    {
      title: `Щебень ${word} гранитный`,
      quantity: 40,
      unit: 'т',
      region: region?.code,
      category: (await leafCategory(baseUrl, 2)).id,
      deadline: inDays(10),
    },
    201,
  );
  for (const [supplier, price] of [
    [winner, 120_000],
    [loser, 130_000],
  ] as const) {
    await api<TQuote>(
      supplier.account,
      `/api/v1/tenders/${tender.id}/quotes/`,
      { price, terms: 'Доставка за 3 дня' },
      201,
    );
  }
});

describe('documents of a won tender', () => {
  it('the winner sends an invoice and an act from the tender page, the buyer opens and signs them', async () => {
    const buyerPicks = await browser.openPage();
    try {
      const { page, problems } = buyerPicks;
      await signInAs(page, baseUrl, buyer.account, `/tenders/${tender.id}`);
      const row = page.getByTestId('tender-quote-row').filter({ hasText: winner.name });
      await row.getByTestId('tender-choose').click();
      await page.getByTestId('tender-choose-confirm').click();
      await page.getByTestId('tender-winner').waitFor();
      // Once the winner is chosen the customer's page carries the deal's documents.
      await page.getByTestId('deal-documents').getByTestId('deal-documents-empty').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await buyerPicks.close();
    }

    const winnerPage = await browser.openPage();
    try {
      const { page, problems } = winnerPage;
      await signInAs(page, baseUrl, winner.account, `/tenders/${tender.id}`);
      const block = page.getByTestId('deal-documents');
      await block.getByText('По тендеру документов пока нет').waitFor();
      for (const [kind, label] of [
        ['invoice', 'Счёт на оплату'],
        ['act', 'Акт'],
      ] as const) {
        await block.getByTestId('document-create').click();
        await page.getByRole('menuitem', { name: label, exact: true }).click();
        await documentIn(block, kind, 'sent');
      }
      expect(problems).toEqual([]);
    } finally {
      await winnerPage.close();
    }
    await waitForMail(dataDir, buyer.account.email, (mail) => mail.subject.startsWith('Новый документ'));

    // The losing supplier sees no documents block, and the API does not show it the tender's documents.
    const loserPage = await browser.openPage();
    try {
      const { page, problems } = loserPage;
      await signInAs(page, baseUrl, loser.account, `/tenders/${tender.id}`);
      await page.locator('[data-testid="tender-result"][data-result="lost"]').waitFor();
      expect(await page.getByTestId('deal-documents').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await loserPage.close();
    }
    await api(loser.account, `/api/v1/documents/?tender=${tender.id}`, undefined, 404);

    const signing = await browser.openPage({ width: 360 });
    try {
      const { page, problems } = signing;
      await signInAs(page, baseUrl, buyer.account, `/tenders/${tender.id}`);
      const block = page.getByTestId('deal-documents');
      for (const kind of ['invoice', 'act']) {
        const item = documentOf(block, kind);
        await documentIn(block, kind, 'sent');
        await openDocument(page, block, kind);
        await item.getByRole('button', { name: 'Подписать' }).click();
        await documentIn(block, kind, 'signed');
        expect(await item.getByTestId('document-status').textContent()).toBe('Подписан');
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      expect(problems).toEqual([]);
    } finally {
      await signing.close();
    }

    await waitForMail(dataDir, winner.account.email, (mail) => mail.subject.startsWith('Документ подписан'));
    const winnerList = await browser.openPage();
    try {
      const { page, problems } = winnerList;
      await signInAs(page, baseUrl, winner.account);
      await page.goto(`${baseUrl}/profile/documents?tender=${tender.id}`);
      await page.getByTestId('documents-deal-filter').getByText(`Тендер № ${tender.id}`).waitFor();
      const items = page.getByTestId('document-item');
      await expect.poll(() => items.count()).toBe(2);
      for (const status of await page.getByTestId('document-status').allTextContents()) expect(status).toBe('Подписан');
      expect(await items.getByTestId('document-deal').allTextContents()).toEqual([
        `Тендер № ${tender.id}`,
        `Тендер № ${tender.id}`,
      ]);
      expect(problems).toEqual([]);
    } finally {
      await winnerList.close();
    }
    const listed = await api<TDocumentsPage>(buyer.account, `/api/v1/documents/?tender=${tender.id}`);
    expect(listed.result.map((item) => [item.kind, item.status]).sort()).toEqual([
      ['act', 'signed'],
      ['invoice', 'signed'],
    ]);
  });
});
