import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES } from '@sverka/shared';
import { describe, expect, inject, it } from 'vitest';
import { apiTokens, makeAdmin, openSignIn, registerAccount, signInThroughDialog } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

const bearer = (access: string) => ({ authorization: `Bearer ${access}`, 'content-type': 'application/json' });

describe('back office: users', () => {
  it('an admin blocks a signed-in user: their next request signs them out, sign-in says why, the audit log has it', async () => {
    const tag = randomUUID().slice(0, 6);
    const admin = await registerAccount(baseUrl, 'users-admin', `Анна Админова ${tag}`);
    await makeAdmin(dataDir, admin);
    const target = await registerAccount(baseUrl, 'blocked', `Борис Блокируемый ${tag}`);

    const victim = await browser.openPage();
    const staff = await browser.openPage();
    try {
      await victim.page.goto(baseUrl);
      await signInThroughDialog(victim.page, target.email, target.password);
      await victim.page.goto(`${baseUrl}/profile/info`);
      await victim.page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();

      await staff.page.goto(baseUrl);
      await signInThroughDialog(staff.page, admin.email, admin.password);
      await staff.page.goto(`${baseUrl}/admin/users`);
      await staff.page.getByPlaceholder('Email или имя').fill(target.email);
      await staff.page.getByRole('button', { name: target.full_name }).click();
      const card = staff.page.getByTestId('admin-user-view');
      await card.getByText(target.email).waitFor();
      await card.getByRole('button', { name: 'Заблокировать' }).click();
      const dialog = staff.page.getByRole('dialog');
      await dialog.getByLabel('Причина').fill('Рассылка спама');
      await dialog.getByRole('button', { name: 'Заблокировать' }).click();
      await card.getByText('Пользователь заблокирован').waitFor();

      // The blocked user's next request finds the session over: the app is back to the signed-out state.
      await victim.page.reload();
      await victim.page.getByRole('banner').getByRole('button', { name: 'Войти' }).waitFor();
      const signIn = await openSignIn(victim.page);
      await signIn.getByLabel('Электронная почта').fill(target.email);
      await signIn.getByLabel(/^Пароль/).fill(target.password);
      await signIn.getByRole('button', { name: 'Войти' }).click();
      await signIn.getByText(ADMIN_MESSAGES.userBlocked).waitFor();

      await staff.page.goto(`${baseUrl}/admin/audit`);
      await staff.page.getByLabel('Действие').fill('user.block');
      const row = staff.page
        .getByTestId('audit-table')
        .getByRole('row')
        .filter({ hasText: `user #${target.id}` });
      await row.waitFor();
      expect(await row.textContent()).toContain('Рассылка спама');
      expect(await row.textContent()).toContain(admin.email);
      expect([...victim.problems, ...staff.problems]).toEqual([]);
    } finally {
      await victim.close();
      await staff.close();
    }
  });

  it('a moderator cannot open users or plans, and the API refuses them the users list', async () => {
    const tag = randomUUID().slice(0, 6);
    const admin = await registerAccount(baseUrl, 'roles-admin', `Вера Админова ${tag}`);
    await makeAdmin(dataDir, admin);
    const moderator = await registerAccount(baseUrl, 'moderator', `Максим Модераторов ${tag}`);
    const adminTokens = await apiTokens(baseUrl, admin.email, admin.password);
    const promoted = await fetch(`${baseUrl}/api/v1/admin/users/${moderator.id}/`, {
      method: 'PATCH',
      headers: bearer(adminTokens.access),
      body: JSON.stringify({ role: 'moderator' }),
    });
    expect(promoted.status, await promoted.clone().text()).toBe(200);

    const moderatorTokens = await apiTokens(baseUrl, moderator.email, moderator.password);
    const list = await fetch(`${baseUrl}/api/v1/admin/users/`, { headers: bearer(moderatorTokens.access) });
    expect(list.status).toBe(403);

    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(baseUrl);
      await signInThroughDialog(page, moderator.email, moderator.password);
      // The overview is theirs, without the admin-only sections in the menu.
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole('heading', { level: 1, name: 'Обзор' }).waitFor();
      expect(await page.getByRole('link', { name: 'Пользователи' }).count()).toBe(0);
      for (const path of ['/admin/users', '/admin/plans']) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByText('Страница не найдена').first().waitFor();
      }
      expect(await page.getByTestId('admin-users-table').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
