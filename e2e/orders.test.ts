import type { TBasket, TOrder, TOrdersPage, TProduct } from '@sverka/shared';
import { SANDBOX_TEST_CARDS } from '@sverka/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAccount, type TAccount } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';
import {
  bearer,
  readMailFolder,
  setUpOrdersWorld,
  signInAs,
  type TOrdersProduct,
  type TOrdersWorld,
  waitForMail,
} from './orders-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

const cardOf = (outcome: 'success' | 'decline') =>
  SANDBOX_TEST_CARDS.find((card) => card.outcome === outcome)?.number ?? '';

let world: TOrdersWorld & { word: string };
/** The first buyer's two paid orders, one per seller, in the order of `world.sellers`. */
let paidOrders: [TOrder, TOrder];

beforeAll(async () => {
  world = await setUpOrdersWorld(baseUrl, dataDir);
});

async function getJson<T>(account: TAccount | null, url: string): Promise<T> {
  const headers = account ? await bearer(baseUrl, account) : {};
  const response = await fetch(`${baseUrl}${url}`, { headers });
  const text = await response.text();
  expect(response.status, `${url}: ${text}`).toBe(200);
  return JSON.parse(text) as T;
}

const buyerOrders = (account: TAccount) => getJson<TOrdersPage>(account, '/api/v1/products-order/');
const productOf = (id: number) => getJson<TProduct>(null, `/api/v1/products/${id}/`);

/** Page width that does not overflow the viewport: nothing scrolls sideways. */
async function expectNoSideScroll(page: Page, width: number, where: string) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(width);
}

/** «Добавить в корзину» on the product's page; the button says «В корзине» right after. */
async function addFromProductPage(page: Page, product: TOrdersProduct) {
  await page.goto(`${baseUrl}/marketplace/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
  await page.getByRole('button', { name: 'В корзине' }).waitFor();
}

/** The address form of the basket, then the sandbox payment page with `card`; resolves on the return page. */
async function checkoutWith(
  page: Page,
  card: string,
  { phone = '+7 (912) 345-67-89', onPaymentPage }: { phone?: string; onPaymentPage?: () => Promise<void> } = {},
) {
  const form = page.getByTestId('buyer-form');
  await form.getByLabel('Адрес доставки').fill('г. Казань, ул. Баумана, д. 12, офис 4');
  await form.getByLabel('Индекс').fill('420111');
  await form.getByLabel('Телефон').fill(phone);
  await form.getByRole('button', { name: 'Перейти к оплате' }).click();
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByText('ТЕСТОВЫЙ ПЛАТЁЖ').waitFor();
  await onPaymentPage?.();
  await page.getByLabel('Номер карты').fill(card);
  await page.getByLabel('Срок действия').fill('12/39');
  await page.getByLabel('CVC/CVV').fill('123');
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await page.waitForURL(/\/payment\/return\?checkout=/);
}

/** The card of order `id` on the orders page. */
const orderCard = (page: Page, id: number) => page.locator(`[data-testid="order-card"][data-order="${id}"]`);

/** Presses the card's action and waits for the status badge to read `status`. */
async function pressAction(page: Page, id: number, action: string, status: string) {
  const card = orderCard(page, id);
  await card.getByRole('group', { name: 'Действия с заказом' }).getByRole('button', { name: action }).click();
  await card.locator(`[data-status="${status}"]`).waitFor();
}

describe('orders: basket, payment, the sellers, a review', () => {
  it('a buyer fills the basket from two sellers, changes a quantity, pays with the success card', async () => {
    const { page, problems, close } = await browser.openPage();
    const [first, second] = world.products;
    try {
      await signInAs(page, baseUrl, world.buyer, `/marketplace/${first.id}`);
      await addFromProductPage(page, first);
      await addFromProductPage(page, second);

      await page.goto(`${baseUrl}/profile/basket`);
      await page.getByTestId('basket').waitFor();
      const groups = page.getByTestId('basket-seller');
      expect(await groups.count()).toBe(2);
      for (const seller of world.sellers) await page.getByRole('region', { name: seller.name }).waitFor();
      expect(await page.getByLabel('Выбрать все', { exact: true }).isChecked()).toBe(true);

      // The quantity is saved a moment after typing; a reload reads it back from the server.
      const quantity = page.getByLabel(`Количество: ${second.name}`);
      const saved = page.waitForResponse(
        (response) =>
          response.request().method() === 'PATCH' &&
          /\/api\/v1\/basket\/\d+\/$/.test(new URL(response.url()).pathname) &&
          response.ok(),
      );
      await quantity.fill('3');
      await saved;
      await page.reload();
      await expect.poll(() => page.getByLabel(`Количество: ${second.name}`).inputValue()).toBe('3');
      const basket = await getJson<TBasket>(world.buyer, '/api/v1/basket/');
      expect(basket.baskets.map((item) => [item.product.id, item.quantity]).sort()).toEqual(
        [
          [first.id, 1],
          [second.id, 3],
        ].sort(),
      );
      expect(await page.getByTestId('basket-selected-total').innerText()).toMatch(/2\s?690/);

      await checkoutWith(page, cardOf('success'));
      // The return page brings the buyer to their orders, which say the payment went through.
      await page.waitForURL(/\/profile\/orders\?paid=1/);
      await page.getByTestId('paid-notice').waitFor();
      const cards = page.getByTestId('order-card');
      await expect.poll(() => cards.count()).toBe(2);
      await expect.poll(() => page.locator('[data-testid="order-card"] [data-paid="true"]').count()).toBe(2);
      for (const badge of await page.locator('[data-testid="order-card"] [data-paid="true"]').all())
        expect(await badge.textContent()).toBe('Оплачено');
      expect(await page.locator('[data-testid="order-card"] [data-status="paid"]').count()).toBe(2);

      const orders = (await buyerOrders(world.buyer)).result;
      const bySeller = world.sellers.map((seller) => orders.find((order) => order.company === seller.sellerId));
      const [ofFirst, ofSecond] = bySeller;
      if (!ofFirst || !ofSecond) throw new Error('no order for one of the sellers');
      paidOrders = [ofFirst, ofSecond];
      for (const order of paidOrders) {
        expect(order.paid).toBe(true);
        expect(order.phone_number).toBe('79123456789');
        expect(order.postal_code).toBe('420111');
      }
      expect(ofSecond.items.map((item) => item.quantity)).toEqual([3]);
      // The paid basket lines left the basket.
      expect((await getJson<TBasket>(world.buyer, '/api/v1/basket/')).baskets).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('each seller finds the order under «Продаю», ships it and completes it', async () => {
    expect(paidOrders).toBeDefined();
    for (const [index, seller] of world.sellers.entries()) {
      const order = paidOrders[index] as TOrder;
      const { page, problems, close } = await browser.openPage();
      try {
        await signInAs(page, baseUrl, seller.account);
        await page.goto(`${baseUrl}/profile/orders`);
        await page.getByText('Продаю', { exact: true }).click();
        await page.waitForURL(/mode=sell/);
        const card = orderCard(page, order.id);
        await card.locator('[data-status="paid"]').waitFor();
        // Only the order to this seller's company: the other seller's order is not here.
        expect(await page.getByTestId('order-card').count()).toBe(1);
        await card.getByText(`Покупатель: ${world.buyer.full_name}`).waitFor();
        // The seller was told of the paid order by mail, and the buyer got one receipt for both orders.
        await waitForMail(
          dataDir,
          seller.account.email,
          (mail) => mail.subject === `Новый оплаченный заказ № ${order.id}`,
        );
        if (index === 0) {
          const receipts = (await readMailFolder(dataDir, world.buyer.email)).filter((mail) =>
            mail.subject.startsWith('Оплата заказа №'),
          );
          expect(receipts).toHaveLength(1);
        }
        // The first seller accepts before shipping; the second ships at once (both are in the table).
        if (index === 0) await pressAction(page, order.id, 'Принять', 'pending');
        await pressAction(page, order.id, 'Отправить', 'in_progress');
        expect(await card.locator('[data-status="in_progress"]').textContent()).toBe('В пути');
        await pressAction(page, order.id, 'Выполнен', 'completed');
        expect(await card.locator('[data-status="completed"]').textContent()).toBe('Выполнен');
        // The new status is the server's: it outlives a reload.
        await page.reload();
        await orderCard(page, order.id).locator('[data-status="completed"]').waitFor();
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('the buyer reviews a received product, and its page shows the review and the new rating', async () => {
    expect(paidOrders).toBeDefined();
    const [order] = paidOrders;
    const product = world.products[0];
    const before = await productOf(product.id);
    expect(before.reviews_count).toBe(0);
    const { page, problems, close } = await browser.openPage();
    try {
      await signInAs(page, baseUrl, world.buyer, `/marketplace/${product.id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await page.getByLabel('Оценок пока нет').first().waitFor();
      await page.getByTestId('reviews-empty').waitFor();
      await page.goto(`${baseUrl}/profile/orders?mode=buy`);
      const card = orderCard(page, order.id);
      await card.locator('[data-status="completed"]').waitFor();
      await card.getByRole('button', { name: 'Оставить отзыв' }).click();
      const dialog = page.getByRole('dialog', { name: `Отзыв о товаре «${product.name}»` });
      await dialog.waitFor();
      const submit = dialog.getByRole('button', { name: 'Отправить отзыв' });
      expect(await submit.isDisabled()).toBe(true);
      const star = dialog.getByRole('radio', { name: '4', exact: true });
      await dialog.locator(`label[for="${await star.getAttribute('id')}"]`).click();
      expect(await star.isChecked()).toBe(true);
      // Stars alone are not enough: the text is required too.
      expect(await submit.isDisabled()).toBe(true);
      const text = 'Краска легла ровно в два слоя, документы пришли вместе с товаром.';
      await dialog.getByLabel('Текст отзыва').fill(text);
      expect(await submit.isDisabled()).toBe(false);
      await submit.click();
      await dialog.waitFor({ state: 'hidden' });
      await card.getByTestId('review-left').waitFor();

      await page.goto(`${baseUrl}/marketplace/${product.id}`);
      await page.getByTestId('product-review').filter({ hasText: text }).waitFor();
      await page.getByLabel('Оценка 4.0 из 5').first().waitFor();
      await page.getByText('Отзывов: 1').first().waitFor();
      const after = await productOf(product.id);
      expect(after.reviews_count).toBe(1);
      expect(after.rating).toBe(4);

      // The buyer's own reviews page lists it with the star summary.
      await page.goto(`${baseUrl}/profile/reviews`);
      const mine = page.getByTestId('my-review');
      await mine.filter({ hasText: text }).getByRole('link', { name: product.name }).waitFor();
      expect(await mine.count()).toBe(1);
      await mine.getByLabel('Оценка 4 из 5').waitFor();
      const bar = page.getByTestId('reviews-summary').locator('[data-stars="4"]');
      expect(await bar.getAttribute('data-count')).toBe('1');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the seller answers the review once from the product page', async () => {
    const product = world.products[0];
    const [seller] = world.sellers;
    const { page, problems, close } = await browser.openPage();
    try {
      await signInAs(page, baseUrl, seller.account, `/marketplace/${product.id}`);
      const review = page.getByTestId('product-review').first();
      await review.waitFor();
      await page.getByTestId('seller-reply-open').click();
      const form = page.getByTestId('seller-reply-form');
      const send = form.getByRole('button', { name: 'Отправить ответ' });
      expect(await send.isDisabled()).toBe(true);
      const answer = 'Спасибо за отзыв! Рады, что краска подошла.';
      await form.getByLabel('Ответ продавца').fill(answer);
      await send.click();
      await page.getByTestId('product-review').filter({ hasText: answer }).waitFor();
      // One answer per review: the offer to answer is gone.
      await page.getByTestId('seller-reply-open').waitFor({ state: 'detached' });
      const comments = (await productOf(product.id)).comments;
      expect(comments.filter((comment) => comment.parent !== null).map((comment) => comment.content)).toEqual([answer]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('orders: a declined card', () => {
  it('leaves the order «Не оплачен» and the stock reserved', async () => {
    const buyer = await registerAccount(baseUrl, 'orders-decliner', 'Денис Отказов');
    const product = world.products[1];
    const stockBefore = (await productOf(product.id)).in_stock;
    const { page, problems, close } = await browser.openPage();
    try {
      await signInAs(page, baseUrl, buyer, `/marketplace/${product.id}`);
      await addFromProductPage(page, product);
      await page.goto(`${baseUrl}/profile/basket`);
      await page.getByTestId('basket').waitFor();
      await checkoutWith(page, cardOf('decline'), { phone: '8 912 000 11 22' });
      await page.getByText(/Банк отклонил платёж/).waitFor();
      await page.getByRole('link', { name: 'Перейти к заказам' }).click();
      await page.waitForURL(/\/profile\/orders/);
      const card = page.getByTestId('order-card');
      await expect.poll(() => card.count()).toBe(1);
      expect(await card.locator('[data-status="not_paid"]').textContent()).toBe('Не оплачен');
      expect(await card.locator('[data-paid="false"]').textContent()).toBe('Не оплачено');
      // The buyer may pay the order again from its card.
      await card.getByRole('button', { name: 'Оплатить' }).waitFor();

      const [order, ...others] = (await buyerOrders(buyer)).result;
      expect(others).toEqual([]);
      expect(order?.status).toBe('not_paid');
      expect(order?.paid).toBe(false);
      expect(order?.stock_released).toBe(false);
      expect(order?.phone_number).toBe('89120001122');
      // The unit stays reserved for the unpaid order until its reserve is released.
      expect((await productOf(product.id)).in_stock).toBe(stockBefore - 1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('orders on a 360 px wide screen', () => {
  it('adds, pays and lists the orders with nothing scrolling sideways', async () => {
    const width = 360;
    const buyer = await registerAccount(baseUrl, 'orders-phone', 'Пётр Мобильный');
    const [first, second] = world.products;
    const { page, problems, close } = await browser.openPage({ width });
    try {
      await signInAs(page, baseUrl, buyer, `/marketplace/${first.id}`);
      await addFromProductPage(page, first);
      await expectNoSideScroll(page, width, 'the product page');
      await addFromProductPage(page, second);

      await page.goto(`${baseUrl}/profile/basket`);
      await page.getByTestId('basket').waitFor();
      expect(await page.getByTestId('basket-seller').count()).toBe(2);
      expect(await page.getByLabel('Выбрать все', { exact: true }).isChecked()).toBe(true);
      await expectNoSideScroll(page, width, 'the basket');

      await checkoutWith(page, cardOf('success'), {
        onPaymentPage: () => expectNoSideScroll(page, width, 'the payment page'),
      });
      await page.waitForURL(/\/profile\/orders\?paid=1/);
      await page.getByTestId('paid-notice').waitFor();
      await expect.poll(() => page.locator('[data-testid="order-card"] [data-paid="true"]').count()).toBe(2);
      await expectNoSideScroll(page, width, 'the orders page');
      // An order's delivery and history, opened, fit as well.
      const details = page.getByTestId('order-card').first().getByRole('button', { name: 'Доставка и история' });
      await details.click();
      await page.getByText('История заказа').first().waitFor();
      await expectNoSideScroll(page, width, 'the order details');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
