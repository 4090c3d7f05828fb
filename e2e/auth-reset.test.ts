import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  openSignIn,
  readResetLink,
  registerAccount,
  signInThroughDialog,
  storedSessions,
  type TAccount,
} from './auth-helpers.ts';
import { useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
let account: TAccount;

beforeAll(async () => {
  account = await registerAccount(baseUrl, 'boris', 'Борис Орлов');
});

describe('password recovery', () => {
  it('mails a link that opens the new-password dialog, sets the password once, and the new one signs in', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      const signIn = await openSignIn(page);
      await signIn.getByRole('button', { name: 'Забыли пароль?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Восстановление пароля' });
      await forgot.getByRole('button', { name: 'Отправить ссылку' }).click();
      await forgot.getByText('Обязательное поле').waitFor();
      await forgot.getByLabel('Электронная почта').fill(account.email);
      await forgot.getByRole('button', { name: 'Отправить ссылку' }).click();
      // Spec §4: the message replaces the form.
      await forgot.getByText('Письмо со ссылкой на восстановление аккаунта отправлено Вам на почту').waitFor();
      expect(await forgot.getByLabel('Электронная почта').count()).toBe(0);

      // Hiding the dialog resets it to sign in.
      await page.keyboard.press('Escape');
      await forgot.waitFor({ state: 'hidden' });
      await openSignIn(page);
      await page.keyboard.press('Escape');

      // The emailed link: /reset-password/{uid}/{token} forwards to /?uid=…&token=….
      const link = await readResetLink(dataDir, account.email);
      const [, , uid, token] = link.split('/');
      await page.goto(`${baseUrl}${link}`);
      await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('uid') === uid);
      expect(new URL(page.url()).searchParams.get('token')).toBe(token);

      const dialog = page.getByRole('dialog', { name: 'Новый пароль' });
      await dialog.getByLabel(/^Новый пароль/).fill('Recovered-1');
      await dialog.getByLabel('Повторите пароль').fill('Recovered-2');
      await dialog.getByRole('button', { name: 'Сохранить пароль' }).click();
      await dialog.getByText('Пароли не совпадают').waitFor();
      await dialog.getByLabel('Повторите пароль').fill('Recovered-1');
      await dialog.getByRole('button', { name: 'Сохранить пароль' }).click();
      await dialog.getByText('Ваш пароль успешно обновлен').waitFor();

      // Straight to sign-in with the new password.
      await dialog.getByRole('button', { name: 'Войти с новым паролем' }).click();
      const signInAgain = page.getByRole('dialog', { name: 'Вход' });
      await signInAgain.getByLabel('Электронная почта').fill(account.email);
      await signInAgain.getByLabel(/^Пароль/).fill('Recovered-1');
      await signInAgain.getByRole('button', { name: 'Войти' }).click();
      await signInAgain.waitFor({ state: 'hidden' });
      await page.getByRole('banner').getByTestId('account-link').getByText(account.full_name).waitFor();
      expect((await storedSessions(page)).session).not.toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refuses a used link with the spec message and keeps the old password refused', async () => {
    const { page, close } = await browser.openPage();
    try {
      const link = await readResetLink(dataDir, account.email);
      await page.goto(`${baseUrl}${link}`);
      const dialog = page.getByRole('dialog', { name: 'Новый пароль' });
      await dialog.getByLabel(/^Новый пароль/).fill('Another-1');
      await dialog.getByLabel('Повторите пароль').fill('Another-1');
      await dialog.getByRole('button', { name: 'Сохранить пароль' }).click();
      await dialog.getByText('Не удалось обновить пароль').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // Closing the dialog drops the link's values from the address.
      expect(new URL(page.url()).search).toBe('');

      const signIn = await openSignIn(page);
      await signIn.getByLabel('Электронная почта').fill(account.email);
      await signIn.getByLabel(/^Пароль/).fill(account.password);
      await signIn.getByRole('button', { name: 'Войти' }).click();
      await signIn.getByText('Неверный логин или пароль').waitFor();
      await page.keyboard.press('Escape');
      await signInThroughDialog(page, account.email, 'Recovered-1');
    } finally {
      await close();
    }
  });
});
