import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiTokens,
  makeAdmin,
  makePng,
  PDF_BYTES,
  registerAccount,
  signInThroughDialog,
  type TAccount,
} from './auth-helpers.ts';
import { useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

let seller: TAccount;
let admin: TAccount;
let buyer: TAccount;
/** A category of the seeded tree (a child of a root) the product is placed in. */
let category: { id: number; name: string; root: string };
/** A made-up word only this run's product has in its name: the catalogue search finds it and nothing else. */
const word = `Вельтарин${[...randomUUID().replace(/-/g, '').slice(0, 5)]
  .map((digit) => 'абвгдежзиклмнопр'[Number.parseInt(digit, 16)])
  .join('')}`;
const productName = `Плитка ${word} глазурованная`;
let productId: number;

type TCategoryNode = { id: number; name: string; childrens: TCategoryNode[] };

async function authorized(account: TAccount) {
  const { access } = await apiTokens(baseUrl, account.email, account.password);
  return { authorization: `Bearer ${access}` };
}

/** A company of the demo register nobody represents yet. */
async function pickFreeCompany(): Promise<{ inn: string }> {
  const response = await fetch(`${baseUrl}/api/v1/companies/?page=3&page_size=50`);
  const page = (await response.json()) as { result: { inn: string; kind: string; representative?: number | null }[] };
  const hit = page.result.find((row) => row.kind === 'company' && row.inn.length === 10 && !row.representative);
  if (!hit) throw new Error('the demo register has no free company to bind');
  return { inn: hit.inn };
}

/** The seller files an application with the three documents and the admin approves it, all through the API. */
async function makeSeller(account: TAccount) {
  const { inn } = await pickFreeCompany();
  const form = new FormData();
  form.append('inn', inn);
  for (const name of ['passport', 'contract', 'document'])
    form.append(name, new Blob([PDF_BYTES], { type: 'application/pdf' }), `${name}.pdf`);
  const filed = await fetch(`${baseUrl}/api/v1/ticket-company-binding/`, {
    method: 'POST',
    headers: await authorized(account),
    body: form,
  });
  expect(filed.status, await filed.clone().text()).toBe(201);
  const { id } = (await filed.json()) as { id: number };
  const approved = await fetch(`${baseUrl}/api/v1/admin/company-bindings/${id}/approve/`, {
    method: 'POST',
    headers: await authorized(admin),
  });
  expect(approved.status, await approved.text()).toBe(200);
}

beforeAll(async () => {
  [seller, admin, buyer] = [
    await registerAccount(baseUrl, 'seller', 'Пётр Плиточников'),
    await registerAccount(baseUrl, 'moderator', 'Анна Модераторова'),
    await registerAccount(baseUrl, 'buyer', 'Инна Покупателева'),
  ];
  await makeAdmin(dataDir, admin);
  await makeSeller(seller);
  const tree = (await (await fetch(`${baseUrl}/api/v1/categories/`)).json()) as TCategoryNode[];
  const root = tree.find((node) => node.childrens.length > 0);
  const child = root?.childrens[0];
  if (!root || !child) throw new Error('the category tree has no second level');
  category = { id: child.id, name: child.name, root: root.name };
});

async function pickImages(page: Page, count: number) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Добавить фотографии' }).click();
  await (await chooser).setFiles(
    Array.from({ length: count }, (_, index) => ({
      name: `tile-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: makePng(400 + index * 40, 300),
    })),
  );
}

/** The queue's last page, when it has more than one (the demo catalogue keeps some products waiting). */
async function openLastQueuePage(page: Page) {
  await page.getByText(/Ждут проверки: \d+/).waitFor();
  const last = page.getByRole('button', { name: 'Последняя страница' });
  if ((await last.count()) === 0 || (await last.isDisabled())) return;
  await last.click();
  await expect.poll(() => last.isDisabled()).toBe(true);
}

describe('marketplace: a product from the seller form to the buyer favorites', () => {
  it('a seller places a product with three pictures and sees it on moderation', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/products`);
      await page
        .getByRole('navigation', { name: 'Разделы личного кабинета' })
        .first()
        .getByRole('link', { name: 'Карточка товара' })
        .waitFor();
      await page.getByTestId('my-products-empty').waitFor();
      await page.getByRole('link', { name: 'Создать карточку' }).click();
      await page.waitForURL('**/profile/products/add');

      // Nothing filled: the spec's message, and the form stays.
      await page.getByRole('button', { name: 'Разместить' }).click();
      await page.getByText('Заполните все поля').waitFor();

      await page.getByLabel('Название').first().fill(productName);
      await page.getByLabel('Описание').fill('Керамическая плитка для пола и стен, морозостойкая.');
      await page.getByRole('combobox', { name: /^Категория/ }).click();
      await page.getByRole('option', { name: category.name, exact: true }).click();
      await page.getByRole('textbox', { name: /^Цена, ₽/ }).fill('1500,50');
      await page.getByLabel('Скидочная цена, ₽').fill('1600');
      await page.getByLabel('В наличии, шт.').fill('120');

      // Enter in the tag input adds the tag and does not submit the form.
      const tagInput = page.getByLabel('Теги');
      await tagInput.fill('  плитка  ');
      await tagInput.press('Enter');
      await tagInput.fill('керамика');
      await tagInput.press('Enter');
      await page.getByTestId('product-tags').getByText('плитка', { exact: true }).waitFor();
      await page.getByTestId('product-tags').getByText('керамика', { exact: true }).waitFor();
      expect(page.url()).toMatch(/\/profile\/products\/add$/);

      await page.getByRole('button', { name: 'Добавить характеристику' }).click();
      await page.getByLabel('Характеристика', { exact: true }).fill('Размер');
      await page.getByLabel('Значение').fill('60×60');
      await page.getByLabel('Ед. изм.').fill('см');

      await pickImages(page, 3);
      await expect.poll(() => page.getByTestId('product-images').locator('img').count()).toBe(3);

      await page.getByRole('button', { name: 'Разместить' }).click();
      await page.getByText('Скидочная цена не может быть выше изначальной').waitFor();
      // Nothing typed was lost.
      expect(await page.getByLabel('Название').first().inputValue()).toBe(productName);
      expect(await page.getByTestId('product-images').locator('img').count()).toBe(3);

      await page.getByLabel('Скидочная цена, ₽').fill('1200');
      await page.getByRole('button', { name: 'Разместить' }).click();
      await page.waitForURL('**/profile/products');
      await page.getByText(`Товар «${productName}» отправлен на модерацию`).waitFor();
      const card = page.getByTestId('my-product').filter({ hasText: productName });
      await card.getByText('На модерации').waitFor();
      // A product on moderation waits for the decision: it cannot be edited.
      expect(await card.getByRole('link', { name: 'Редактировать' }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('an admin approves it in the moderation queue', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, admin.email, admin.password);
      await page.goto(`${baseUrl}/profile/info`);
      // The profile's admin block leads into the back office; its menu leads to the moderation queue.
      await page.getByRole('link', { name: 'Открыть администрирование' }).click();
      await page.waitForURL('**/admin');
      await page.getByRole('navigation', { name: 'Администрирование' }).getByRole('link', { name: 'Товары' }).click();
      await page.waitForURL('**/admin/products');
      // The longest waiting come first: a product placed just now is on the last page of the queue.
      await openLastQueuePage(page);
      const item = page.getByTestId('admin-product').filter({ hasText: productName });
      await item.waitFor();
      expect(await item.locator('img').count()).toBe(3);
      await item.getByText('Размер').waitFor();
      await item.getByRole('button', { name: 'Одобрить' }).click();
      await page.getByText(`Товар «${productName}» опубликован`).waitFor();
      await item.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    } finally {
      await close();
    }

    const list = await fetch(`${baseUrl}/api/v1/products/?search=${encodeURIComponent(word)}`);
    const found = (await list.json()) as { result: { id: number; name: string; status: string }[] };
    const product = found.result.find((row) => row.name === productName);
    expect(product?.status).toBe('published');
    productId = product?.id ?? 0;
  });

  it('an anonymous visitor finds it by a word of its name and by its category, and turns its gallery', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      // The seller's pages are for signed-in users, the queue for admins.
      for (const path of ['/profile/products', '/profile/products/add', `/profile/products/edit/${productId}`]) {
        await page.goto(`${baseUrl}${path}`);
        await page.waitForURL(`${baseUrl}/`);
      }

      await page.goto(`${baseUrl}/marketplace`);
      await page.getByRole('searchbox', { name: 'Поиск товаров' }).fill(word.toLowerCase());
      await page.getByRole('button', { name: 'Найти' }).click();
      const tiles = page.getByTestId('product-tile');
      await tiles.filter({ hasText: productName }).waitFor();
      expect(await tiles.count()).toBe(1);

      // By its category: the root's tile, then the category's own, newest first.
      await page.goto(`${baseUrl}/marketplace`);
      await page.getByTestId('category-tile').filter({ hasText: category.root }).click();
      await page.getByTestId('category-tile').filter({ hasText: category.name }).click();
      await page.waitForURL(new RegExp(`category=${category.id}`));
      await page.getByTestId('catalogue-sort').click();
      await page.getByRole('option', { name: 'Сначала новые' }).click();
      const tile = tiles.filter({ hasText: productName });
      await tile.waitFor();

      await tile.getByRole('link', { name: productName }).click();
      await page.waitForURL(`**/marketplace/${productId}`);
      await page.getByRole('heading', { level: 1, name: productName }).waitFor();
      const gallery = page.getByTestId('product-gallery');
      await gallery.waitFor();
      const thumbs = gallery.getByTestId('gallery-thumb');
      expect(await thumbs.count()).toBe(3);

      // The slide in view is the one whose picture starts at the viewport's left edge (embla moves the strip).
      const viewport = gallery.locator(':scope > div').first();
      const shownSlide = async () => {
        const box = await viewport.boundingBox();
        const lefts = await viewport
          .locator('img')
          .evaluateAll((images) => images.map((image) => image.getBoundingClientRect()));
        return lefts.findIndex((slide) => box !== null && Math.abs(slide.left - box.x) < slide.width / 2);
      };
      const before = await shownSlide();
      expect(before).toBeGreaterThanOrEqual(0);
      const target = before === 2 ? 0 : 2;
      await thumbs.nth(target).click();
      await expect.poll(shownSlide, { timeout: 10_000 }).toBe(target);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a signed-in buyer likes it, finds it in favorites and unlikes it there', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/marketplace/${productId}`);
      await page.getByRole('heading', { level: 1, name: productName }).waitFor();
      await signInThroughDialog(page, buyer.email, buyer.password);
      await page.getByRole('main').getByRole('button', { name: 'В избранное' }).click();
      await page.getByRole('main').getByRole('button', { name: 'В избранном' }).waitFor();

      await page.goto(`${baseUrl}/profile/info`);
      await page
        .getByRole('navigation', { name: 'Разделы личного кабинета' })
        .first()
        .getByRole('link', { name: 'Избранное' })
        .click();
      await page.waitForURL('**/profile/favorites');
      const favorite = page.getByTestId('product-tile').filter({ hasText: productName });
      await favorite.waitFor();
      await favorite.getByRole('button', { name: 'Убрать из избранного' }).click();
      await favorite.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByTestId('favorites-empty').getByText('Список избранных пуст').waitFor();
      expect(await page.getByTestId('product-tile').count()).toBe(0);

      // A signed-in user who is not an admin does not learn the queue exists.
      await page.goto(`${baseUrl}/admin/products`);
      await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
      // Nor can they place a product without representing a company.
      await page.goto(`${baseUrl}/profile/products`);
      await page.getByTestId('no-company').getByRole('link', { name: 'Добавить компанию' }).waitFor();
      expect(await page.getByRole('link', { name: 'Создать карточку' }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the seller edits the published product; the queue shows what changed and a rejection reaches the seller', async () => {
    const seen = await browser.openPage();
    try {
      const { page } = seen;
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/products`);
      const card = page.getByTestId('my-product').filter({ hasText: productName });
      await card.getByText('Опубликован').waitFor();
      await card.getByRole('link', { name: 'Редактировать' }).click();
      await page.waitForURL(`**/profile/products/edit/${productId}`);

      // The form holds the product as saved, the price with a decimal comma.
      const price = page.getByRole('textbox', { name: /^Цена, ₽/ });
      await expect.poll(() => price.inputValue()).toBe('1500,5');
      expect(await page.getByLabel('Название').first().inputValue()).toBe(productName);
      await page.getByTestId('product-tags').getByText('керамика', { exact: true }).waitFor();
      expect(await page.getByTestId('product-images').locator('img').count()).toBe(3);

      await price.fill('1450');
      await page.getByRole('button', { name: 'Удалить: Фотография 1' }).click();
      await pickImages(page, 1);
      await expect.poll(() => page.getByTestId('product-images').locator('img').count()).toBe(3);
      await page.getByRole('button', { name: 'Разместить' }).click();
      await page.waitForURL('**/profile/products');
      await card.getByText('На модерации').waitFor();
      expect(seen.problems).toEqual([]);
    } finally {
      await seen.close();
    }

    const moderator = await browser.openPage();
    try {
      const { page } = moderator;
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, admin.email, admin.password);
      await page.goto(`${baseUrl}/admin/products`);
      await openLastQueuePage(page);
      const item = page.getByTestId('admin-product').filter({ hasText: productName });
      const changes = item.getByTestId('product-changes');
      await changes.getByRole('row', { name: /Цена\s*1500\.5\s*1450/ }).waitFor();
      await changes.getByRole('row', { name: /Фотографии/ }).waitFor();

      await item.getByRole('button', { name: 'Отклонить' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Отклонить' }).click();
      await dialog.getByText('Укажите причину отказа').waitFor();
      await dialog.getByLabel('Причина отказа').fill('На фото не видно глазури');
      await dialog.getByRole('button', { name: 'Отклонить' }).click();
      await page.getByText(`Товар «${productName}» отклонён`).waitFor();
      expect(moderator.problems).toEqual([]);
    } finally {
      await moderator.close();
    }

    const back = await browser.openPage();
    try {
      const { page } = back;
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/products`);
      const card = page.getByTestId('my-product').filter({ hasText: productName });
      await card.getByText('Отклонён').waitFor();
      await card.getByText('Причина отказа: На фото не видно глазури').waitFor();
      // A rejected product is fixed and sent to moderation again.
      await card.getByText('после сохранения он снова уйдёт на модерацию').waitFor();
      await card.getByRole('link', { name: 'Редактировать' }).waitFor();
      expect(back.problems).toEqual([]);
    } finally {
      await back.close();
    }
    const product = (await (
      await fetch(`${baseUrl}/api/v1/products/${productId}/`, { headers: await authorized(seller) })
    ).json()) as { price: number; images: unknown[] };
    expect(product.price).toBe(1450);
    expect(product.images).toHaveLength(3);
  });

  it('the seller deletes the product after confirming, and its page answers 404', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/products`);
      const card = page.getByTestId('my-product').filter({ hasText: productName });
      await card.getByRole('button', { name: `Удалить товар «${productName}»` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(`Удалить товар «${productName}»? Это действие нельзя отменить.`).waitFor();
      await dialog.getByRole('button', { name: 'Удалить' }).click();
      await page.getByText(`Товар «${productName}» удалён.`).waitFor();
      await expect.poll(() => card.count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
    const gone = await fetch(`${baseUrl}/api/v1/products/${productId}/`, { headers: await authorized(seller) });
    expect(gone.status).toBe(404);
    expect((await fetch(`${baseUrl}/marketplace/${productId}`)).status).toBe(404);
  });
});
