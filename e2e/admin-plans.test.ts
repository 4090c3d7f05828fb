import { randomUUID } from 'node:crypto';
import type { TAdminCategory, TCategory, TPlan } from '@sverka/shared';
import { describe, expect, inject, it } from 'vitest';
import { apiTokens, makeAdmin, registerAccount, signInThroughDialog } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';
import { api } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

describe('back office: plans and categories', () => {
  it('an admin creates a plan, archives it and it leaves the landing at once', async () => {
    const admin = await registerAccount(baseUrl, 'plans-admin', 'Павел Тарифов');
    await makeAdmin(dataDir, admin);
    const suffix = randomUUID().slice(0, 6);
    const name = `Проверочный ${suffix}`;
    const { page, problems, close } = await browser.openPage({ width: 1440 });
    try {
      await page.goto(baseUrl);
      await signInThroughDialog(page, admin.email, admin.password);
      await page.goto(`${baseUrl}/admin/plans`);
      await page.getByRole('button', { name: 'Добавить тариф' }).click();

      // An empty form stays open with the fields' messages.
      const form = page.getByTestId('plan-form');
      await form.getByRole('button', { name: 'Сохранить' }).click();
      await form.getByText('Укажите название тарифа').waitFor();

      // A fresh monthly tier, last on the page and granting nothing, so the demo plans and prompts stay as they are.
      await form.getByLabel('Код').fill(`e2e_${suffix}`);
      await form.getByLabel('Название').fill(name);
      await form.getByLabel('Цена за период, ₽').fill('1234,50');
      await form.getByRole('textbox', { name: 'Порядок на странице' }).fill('9999');
      await form.getByLabel('Описание (HTML)').fill('<ul><li>Проверка</li></ul><script>window.hacked = 1</script>');
      await form.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText(`Тариф «${name}» сохранён`).waitFor();

      const created = (await api<TPlan[]>(baseUrl, '/api/v1/plans/')).find((plan) => plan.name === name);
      expect(created).toMatchObject({ price: 1234.5, type: 'monthly', description: '<ul><li>Проверка</li></ul>' });

      const card = page.locator('#pricing-section [data-testid="plan-card"]').filter({ hasText: name });
      await page.goto(`${baseUrl}/#pricing-section`);
      await card.waitFor();

      await page.goto(`${baseUrl}/admin/plans`);
      const row = page.getByTestId('admin-plan-row').filter({ hasText: name });
      await row.getByRole('button', { name: 'Снять с продажи' }).click();
      await page.getByRole('dialog').getByTestId('plan-sale-confirm').click();
      await row.getByText('В архиве').waitFor();

      // The landing, loaded anew, no longer offers it; the server answers the same.
      await page.goto(`${baseUrl}/#pricing-section`);
      await page.locator('#pricing-section [data-testid="plan-card"]').first().waitFor();
      expect(await card.count()).toBe(0);
      expect((await api<TPlan[]>(baseUrl, '/api/v1/plans/')).some((plan) => plan.name === name)).toBe(false);

      // Both actions are in the audit log, under this admin, with the plan's state before and after.
      await page.goto(`${baseUrl}/admin/audit`);
      await page.getByLabel('Сотрудник (id)').fill(String(admin.id));
      await page.getByLabel('Действие').fill('plan.');
      const rows = page.getByTestId('audit-table').getByRole('row');
      await rows.filter({ hasText: 'plan.archive' }).waitFor();
      await rows.filter({ hasText: 'plan.create' }).waitFor();
      expect(await rows.filter({ hasText: 'plan.archive' }).textContent()).toContain(admin.email);
      // Each action is named in words; its code stays beside, as the filter takes it.
      expect(await rows.filter({ hasText: 'plan.archive' }).textContent()).toContain('Тариф снят с продажи');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a category created in the back office appears in the marketplace category menu', async () => {
    const admin = await registerAccount(baseUrl, 'categories-admin', 'Карина Разделова');
    await makeAdmin(dataDir, admin);
    const name = `Раздел проверки ${randomUUID().slice(0, 6)}`;
    const { page, problems, close } = await browser.openPage({ width: 1440 });
    try {
      await page.goto(baseUrl);
      await signInThroughDialog(page, admin.email, admin.password);
      await page.goto(`${baseUrl}/admin/categories`);
      await page.getByTestId('admin-category-tree').waitFor();
      await page.getByRole('button', { name: 'Добавить категорию' }).click();
      const form = page.getByTestId('category-form');
      await form.getByLabel('Название').fill(name);
      await form.getByRole('button', { name: 'Сохранить' }).click();
      const row = page.getByTestId('admin-category-row').filter({ hasText: name });
      await row.waitFor();
      // Unused: deleting it is allowed, merging too (it has no children).
      expect(await row.getByRole('button', { name: `Удалить категорию «${name}»` }).isEnabled()).toBe(true);

      await page.goto(`${baseUrl}/marketplace`);
      await page.getByTestId('category-menu').click();
      await page.getByRole('menuitem', { name, exact: true }).waitFor();
      expect((await api<TCategory[]>(baseUrl, '/api/v1/categories/')).some((root) => root.name === name)).toBe(true);
      expect(problems).toEqual([]);

      // Leave the shared app's tree as the other files expect it.
      const { access } = await apiTokens(baseUrl, admin.email, admin.password);
      const auth = { authorization: `Bearer ${access}` };
      const rows = (await (
        await fetch(`${baseUrl}/api/v1/admin/categories/`, { headers: auth })
      ).json()) as TAdminCategory[];
      const created = rows.find((item) => item.name === name);
      const removed = await fetch(`${baseUrl}/api/v1/admin/categories/${created?.id}/`, {
        method: 'DELETE',
        headers: auth,
      });
      expect(removed.status).toBe(204);
    } finally {
      await close();
    }
  });
});
