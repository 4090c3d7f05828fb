import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeAdmin, registerAccount, signInThroughDialog, type TAccount } from './auth-helpers.ts';
import { buyPlanThroughApi } from './billing-helpers.ts';
import { useBrowser } from './browser.ts';
import { makeSellerInDatabase } from './seller-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

/** A word no demo product has, so a search for it finds this file's product alone. */
const WORD = `Пенобетонит${randomUUID().slice(0, 4).replace(/\d/g, 'я')}`;
const PRODUCT = `${WORD} D500`;
const ANNOUNCEMENT = `Завезли ${WORD}: партия 40 поддонов, доставка по области`;

let seller: TAccount;
let starter: TAccount;
let admin: TAccount;

beforeAll(async () => {
  seller = await registerAccount(baseUrl, 'announcer', 'Олег Объявлялов');
  starter = await registerAccount(baseUrl, 'starter', 'Инна Стартова');
  admin = await registerAccount(baseUrl, 'moderator', 'Мария Модераторова');
  await buyPlanThroughApi(baseUrl, seller, 'optimal_plus');
  await buyPlanThroughApi(baseUrl, starter, 'start');
  await makeSellerInDatabase(dataDir, seller, PRODUCT);
  await makeSellerInDatabase(dataDir, starter);
  await makeAdmin(dataDir, admin);
});

describe('announcements and the «Реклама» block', () => {
  it('a seller on Оптимальный плюс posts an announcement; an admin publishes it; the marketplace shows it', async () => {
    const sellerTab = await browser.openPage({ width: 360 });
    try {
      const { page } = sellerTab;
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/products`);
      const section = page.getByTestId('my-announcements');
      await section.getByText('Осталось 30 из 30 в этом месяце').waitFor();
      const form = section.getByTestId('announcement-form');
      await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
      await form.getByText('Напишите текст объявления').waitFor();
      await form.getByLabel('О чём объявление').click();
      await page.getByRole('option', { name: 'Новые товары' }).click();
      await form.getByLabel('Текст', { exact: false }).first().fill(ANNOUNCEMENT);
      await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
      await section.getByText('Объявление отправлено на модерацию').waitFor();
      await section.getByText('Осталось 29 из 30 в этом месяце').waitFor();
      await section.getByTestId('announcement').filter({ hasText: ANNOUNCEMENT }).getByText('На модерации').waitFor();
      expect(sellerTab.problems).toEqual([]);
    } finally {
      await sellerTab.close();
    }

    const adminTab = await browser.openPage();
    try {
      const { page } = adminTab;
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, admin.email, admin.password);
      await page.goto(`${baseUrl}/admin/products`);
      await page.getByRole('tab', { name: 'Объявления' }).click();
      const queue = page.getByTestId('admin-announcements');
      const item = queue.getByTestId('announcement').filter({ hasText: ANNOUNCEMENT });
      await item.getByRole('button', { name: 'Опубликовать' }).click();
      await queue.getByText('Объявление опубликовано').waitFor();
      expect(adminTab.problems).toEqual([]);
    } finally {
      await adminTab.close();
    }

    const visitorTab = await browser.openPage({ width: 360 });
    try {
      const { page } = visitorTab;
      await page.goto(`${baseUrl}/marketplace`);
      const feed = page.getByRole('region', { name: 'Объявления' });
      await feed.getByText(ANNOUNCEMENT).waitFor();
      await feed.getByText('Новые товары').first().waitFor();
      expect(visitorTab.problems).toEqual([]);
    } finally {
      await visitorTab.close();
    }
  });

  it('the seller promotes a product that then heads a matching search, marked «Реклама»', async () => {
    const tab = await browser.openPage();
    try {
      const { page } = tab;
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/products`);
      await page.getByTestId('promotion-summary').getByText('Продвигается 0 из 10').waitFor();
      await page.getByRole('button', { name: `Продвигать «${PRODUCT}»` }).click();
      await page.getByTestId('promotion-summary').getByText('Продвигается 1 из 10').waitFor();

      await page.goto(`${baseUrl}/marketplace?search=${encodeURIComponent(WORD)}`);
      const block = page.getByTestId('promoted-block');
      const tile = block.getByTestId('promoted-tile').filter({ hasText: PRODUCT });
      await tile.getByText('Реклама', { exact: true }).waitFor();
      // The block comes before the organic results, and the product is not repeated below it.
      const order = await page.evaluate(() => {
        const blockNode = document.querySelector('[data-testid="promoted-block"]');
        const organic = document.querySelector('[data-testid="product-tile"]');
        return !organic || Boolean(blockNode && blockNode.compareDocumentPosition(organic) & 4);
      });
      expect(order).toBe(true);
      expect(await page.getByTestId('product-tile').filter({ hasText: PRODUCT }).count()).toBe(0);
      // A search the product does not match shows no block of it.
      await page.goto(`${baseUrl}/marketplace?search=${encodeURIComponent('кирпич')}`);
      await page.locator('[data-testid="products-empty"], [data-testid="product-tile"]').first().waitFor();
      expect(await page.getByTestId('promoted-tile').filter({ hasText: PRODUCT }).count()).toBe(0);
      expect(tab.problems).toEqual([]);
    } finally {
      await tab.close();
    }
  });

  it('a seller on Старт is offered both as an upgrade naming the cheapest plan, not a broken page', async () => {
    const tab = await browser.openPage({ width: 360 });
    try {
      const { page } = tab;
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, starter.email, starter.password);
      await page.goto(`${baseUrl}/profile/products`);
      const offer = page.getByTestId('promotion-offer');
      await offer.getByText('входит в тариф «Масштабирование»', { exact: false }).waitFor();
      expect(await offer.getByRole('link', { name: 'Выбрать тариф' }).getAttribute('href')).toBe('/#pricing-section');
      const announcements = page.getByTestId('my-announcements');
      const locked = announcements.getByTestId('locked-block');
      await locked.getByText('Масштабирование', { exact: false }).waitFor();
      expect(await announcements.getByTestId('announcement-form').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Продвигать/ }).count()).toBe(0);
      expect(tab.problems).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
