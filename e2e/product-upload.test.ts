import { beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAccount, signInThroughDialog, type TAccount } from './auth-helpers.ts';
import { buyPlanThroughApi } from './billing-helpers.ts';
import { useBrowser } from './browser.ts';
import { makeSellerInDatabase } from './seller-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
let withoutPlan: TAccount;
let seller: TAccount;

beforeAll(async () => {
  withoutPlan = await registerAccount(baseUrl, 'noplan', 'Ирина Бесплатная');
  seller = await registerAccount(baseUrl, 'uploader', 'Пётр Загрузкин');
  await buyPlanThroughApi(baseUrl, seller, 'optimal_plus');
  await makeSellerInDatabase(dataDir, seller);
});

const CSV = [
  'offer_id;name;category;price;old_price;stock',
  'E2E-1;Перчатки нитриловые;Средства защиты;99,50;120;10',
  'E2E-2;Каска;Нет такой категории;500;;',
  'E2E-3;;Средства защиты;100;;',
].join('\n');

describe('bulk upload of goods', () => {
  it('shows what the feature is and the way to the plans to a user without it', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, withoutPlan.email, withoutPlan.password);
      await page.goto(`${baseUrl}/profile/products/upload`);
      const locked = page.getByTestId('bulk-upload-locked');
      await locked.getByText('Оптимальный плюс', { exact: false }).waitFor();
      expect(await locked.getByRole('link', { name: 'Выбрать тариф' }).getAttribute('href')).toBe('/#pricing-section');
      expect(await page.locator('input[type="file"]').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('uploads a CSV on a 360 px screen and shows the job’s report, filtered by outcome', async () => {
    const { page, problems, close } = await browser.openPage({ width: 360 });
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/products/upload`);
      await page.getByRole('heading', { name: 'Загрузка товаров файлом' }).waitFor();

      await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
      await page.getByText('Выберите файл').waitFor();

      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByLabel('Файл').click()]);
      await chooser.setFiles({ name: 'goods.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
      await page.waitForURL(/\/profile\/products\/upload\?upload=\d+/);

      const status = page.getByTestId('upload-status');
      await status.and(page.locator('[data-status="done"]')).waitFor({ timeout: 30_000 });
      await status.getByText('Создано: 1').waitFor();
      await status.getByText('Отклонено: 2').waitFor();
      const report = page.getByTestId('upload-report');
      await report.getByText('Неизвестная категория').waitFor();
      await report.getByText('Не указано название').waitFor();
      expect(await report.locator('[data-outcome]').count()).toBe(3);

      await report.getByText('Отклонены (2)').click();
      await expect.poll(() => report.locator('[data-outcome]').count()).toBe(2);
      expect(await report.locator('[data-outcome="created"]').count()).toBe(0);

      await page.getByTestId('uploads-history').getByText('goods.csv').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('template-xlsx').click()]);
      expect(download.suggestedFilename()).toBe('products-template.xlsx');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
