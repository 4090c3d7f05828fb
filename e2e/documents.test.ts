import type { TCheckoutReply, TDocumentsPage, TOrder } from '@sverka/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAccount, type TAccount } from './auth-helpers.ts';
import { buyPlanThroughApi, sandboxPaymentId, successCard } from './billing-helpers.ts';
import { useBrowser } from './browser.ts';
import { documentIn, documentOf, openDocument } from './document-helpers.ts';
import { bearer, setUpOrdersWorld, signInAs, type TOrdersWorld, waitForMail } from './orders-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

let world: TOrdersWorld & { word: string };
let order: TOrder;

async function api<T>(account: TAccount | null, path: string, init: RequestInit = {}, status = 200): Promise<T> {
  const headers: Record<string, string> = init.body ? { 'content-type': 'application/json' } : {};
  if (account) Object.assign(headers, await bearer(baseUrl, account));
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers });
  const text = await response.text();
  expect(response.status, `${init.method ?? 'GET'} ${path}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** The buyer buys the first seller's product through the API and pays with the sandbox card that succeeds. */
async function paidOrder(): Promise<TOrder> {
  const product = world.products[0];
  await api(world.buyer, `/api/v1/products/${product.id}/add-to-basket/?quantity=2`, { method: 'POST' });
  const reply = await api<TCheckoutReply>(
    world.buyer,
    '/api/v1/user-info/',
    {
      method: 'POST',
      body: JSON.stringify({
        address: 'г. Казань, ул. Баумана, д. 12',
        postal_code: '420111',
        phone_number: '79123456789',
      }),
    },
    201,
  );
  await api(null, `/api/v1/sandbox/payments/${sandboxPaymentId(reply.order_url)}/pay/`, {
    method: 'POST',
    body: JSON.stringify({ card_number: successCard(), expiry: '12/39', cvc: '123' }),
  });
  const id = reply.orders[0] as number;
  // The sandbox's webhook is handled right after the payment's reply, not inside it.
  const deadline = Date.now() + 15_000;
  while (!(await api<TOrder>(world.buyer, `/api/v1/orders/${id}/`)).paid && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return api<TOrder>(world.buyer, `/api/v1/orders/${id}/`);
}

beforeAll(async () => {
  world = await setUpOrdersWorld(baseUrl, dataDir);
  await buyPlanThroughApi(baseUrl, world.sellers[0].account, 'scale');
  order = await paidOrder();
});

/** The order's card on the orders page with its details (and so its documents block) open. */
async function openOrderDocuments(page: Page, mode: 'buy' | 'sell') {
  await page.goto(`${baseUrl}/profile/orders?mode=${mode}`);
  const card = page.locator(`[data-testid="order-card"][data-order="${order.id}"]`);
  await card.getByRole('button', { name: 'Доставка и история' }).click();
  const block = card.getByTestId('deal-documents');
  await block.waitFor();
  return block;
}

describe('document flow', () => {
  it('the seller sends an invoice and an act, the buyer opens and signs them, both see «Подписан»', async () => {
    const seller = world.sellers[0].account;
    const sellerPage = await browser.openPage();
    try {
      await signInAs(sellerPage.page, baseUrl, seller);
      const block = await openOrderDocuments(sellerPage.page, 'sell');
      await block.getByTestId('deal-documents-empty').waitFor();
      for (const [kind, label] of [
        ['invoice', 'Счёт на оплату'],
        ['act', 'Акт'],
      ] as const) {
        await block.getByTestId('document-create').click();
        await sellerPage.page.getByRole('menuitem', { name: label, exact: true }).click();
        await documentIn(block, kind, 'sent');
      }
      expect(await documentOf(block, 'invoice').getByText('Ждёт подписи другой стороны').count()).toBe(1);
      await waitForMail(dataDir, world.buyer.email, (mail) => mail.subject.startsWith('Новый документ'));
      expect(sellerPage.problems).toEqual([]);
    } finally {
      await sellerPage.close();
    }

    const buyerPage = await browser.openPage();
    try {
      const { page } = buyerPage;
      await signInAs(page, baseUrl, world.buyer);
      const block = await openOrderDocuments(page, 'buy');
      // The buyer has no plan: sending is offered as an upgrade, receiving and signing are not.
      await block.getByTestId('documents-upgrade').getByText('Масштабирование', { exact: false }).waitFor();
      for (const kind of ['invoice', 'act']) {
        const item = documentOf(block, kind);
        await documentIn(block, kind, 'sent');
        await openDocument(page, block, kind);
        expect(
          await item.getByText('Это подтверждение в сервисе, а не квалифицированная электронная подпись').count(),
        ).toBe(1);
        await item.getByRole('button', { name: 'Подписать' }).click();
        await documentIn(block, kind, 'signed');
        expect(await item.getByTestId('document-status').textContent()).toBe('Подписан');
        expect(await item.getByRole('button', { name: 'Подписать' }).count()).toBe(0);
      }
      await page.goto(`${baseUrl}/profile/documents?direction=in`);
      await expect.poll(() => page.locator('[data-testid="document-item"][data-status="signed"]').count()).toBe(2);
      expect(buyerPage.problems).toEqual([]);
    } finally {
      await buyerPage.close();
    }

    await waitForMail(dataDir, seller.email, (mail) => mail.subject.startsWith('Документ подписан'));
    const sellerAgain = await browser.openPage({ width: 360 });
    try {
      const { page } = sellerAgain;
      await signInAs(page, baseUrl, seller);
      await page.goto(`${baseUrl}/profile/documents`);
      const items = page.getByTestId('document-item');
      await expect.poll(() => items.count()).toBe(2);
      for (const status of await page.getByTestId('document-status').allTextContents()) expect(status).toBe('Подписан');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
      expect(sellerAgain.problems).toEqual([]);
    } finally {
      await sellerAgain.close();
    }
    const listed = await api<TDocumentsPage>(seller, `/api/v1/documents/?order=${order.id}`);
    expect(listed.result.map((item) => [item.kind, item.status]).sort()).toEqual([
      ['act', 'signed'],
      ['invoice', 'signed'],
    ]);
  });

  it('a user on «Старт» sees the offer of the cheapest plan with document flow', async () => {
    const starter = await registerAccount(baseUrl, 'documents-start', 'Стас Стартов');
    await buyPlanThroughApi(baseUrl, starter, 'start');
    const { page, problems, close } = await browser.openPage();
    try {
      await signInAs(page, baseUrl, starter);
      await page.goto(`${baseUrl}/profile/documents`);
      const offer = page.getByTestId('documents-upgrade');
      await offer.waitFor();
      expect(await offer.getAttribute('data-plan')).toBe('scale');
      expect(await offer.textContent()).toContain('Масштабирование');
      await page.getByTestId('documents-empty').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
