import { randomUUID } from 'node:crypto';
import type { TNewsPage } from '@sverka/shared';
import { describe, expect, inject, it } from 'vitest';
import { makeAdmin, makePng, registerAccount, signInThroughDialog } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';
import { api } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

describe('blog admin page', () => {
  it('lets an admin publish a post with a picture, edit it and delete it; hostile HTML never runs', async () => {
    const admin = await registerAccount(baseUrl, 'editor', 'Елена Редакторова');
    await makeAdmin(dataDir, admin);
    const title = `Новость проверки ${randomUUID().slice(0, 6)}`;
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(baseUrl);
      await signInThroughDialog(page, admin.email, admin.password);
      await page.goto(`${baseUrl}/admin/news`);
      await page.getByRole('button', { name: 'Добавить новость' }).click();

      // Saving an empty form keeps the visitor on it with the field's message.
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Это поле не может быть пустым.').first().waitFor();

      await page.getByLabel('Заголовок').fill(title);
      await page
        .getByLabel('Текст (HTML)')
        .fill(
          '<p>Первый абзац новости.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
        );
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Выбрать картинку' }).click();
      await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(320, 200) });
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText(`Новость «${title}» сохранена`).waitFor();

      const [post] = (await api<TNewsPage>(baseUrl, '/api/v1/news')).result;
      expect(post?.title).toBe(title);
      expect(post?.content).not.toMatch(/script|onerror|hacked/);
      expect(post?.image).toMatch(/\/api\/v1\/media\/news\//);

      // Readers see it first in the blog, with its picture, and nothing of the script.
      await page.goto(`${baseUrl}/blog`);
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText('Первый абзац новости.').waitFor();
      const picture = page.locator(`img[src*="/api/v1/media/news/"]`).first();
      await picture.waitFor();
      expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

      // Edit the title, then delete the post.
      await page.goto(`${baseUrl}/admin/news`);
      await page.getByRole('button', { name: `Изменить новость «${title}»` }).click();
      const edited = `${title} (уточнено)`;
      await page.getByLabel('Заголовок').fill(edited);
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText(`Новость «${edited}» сохранена`).waitFor();
      expect((await api<{ title: string }>(baseUrl, `/api/v1/news/${post?.id}/`)).title).toBe(edited);

      await page.getByRole('button', { name: `Удалить новость «${edited}»` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
      await page.getByRole('button', { name: `Изменить новость «${edited}»` }).waitFor({ state: 'detached' });
      expect((await fetch(`${baseUrl}/api/v1/news/${post?.id}/`)).status).toBe(404);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is not there for a user who is not an admin', async () => {
    const reader = await registerAccount(baseUrl, 'reader', 'Роман Читателев');
    const { page, close } = await browser.openPage();
    try {
      await page.goto(baseUrl);
      await signInThroughDialog(page, reader.email, reader.password);
      await page.goto(`${baseUrl}/admin/news`);
      await page.getByText('Страница не найдена').first().waitFor();
      expect(await page.getByRole('button', { name: 'Добавить новость' }).count()).toBe(0);
    } finally {
      await close();
    }
  });
});
