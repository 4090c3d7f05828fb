import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  makePng,
  openSignIn,
  PASSWORD,
  readConfirmEmailLink,
  registerAccount,
  signInThroughDialog,
  storedSessions,
  uniqueEmail,
} from './auth-helpers.ts';
import { useBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

const accountLink = (page: Page) => page.getByRole('banner').getByTestId('account-link');

describe('an account from registration to sign-out', () => {
  const email = uniqueEmail('anna');
  const fullName = 'Анна Смирнова';
  const newPassword = 'Sverka-2025!';

  it('registers, signs in for the tab only, edits the profile, sets an avatar, changes the password, signs out', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);

      // Registration view with the checks of spec §5.
      const signIn = await openSignIn(page);
      await signIn.getByRole('button', { name: 'Зарегистрироваться' }).click();
      const register = page.getByRole('dialog', { name: 'Регистрация' });
      await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await register.getByText('Пожалуйста, заполните все поля и примите условия.').waitFor();

      await register.getByLabel('Имя и фамилия').fill(fullName);
      await register.getByLabel('Электронная почта').fill(email);
      await register.getByLabel(/^Пароль/).fill('short');
      await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await register.getByText('Пароль должен содержать минимум 8 символов.').waitFor();
      await register.getByText('Пароль должен содержать хотя бы одну цифру.').waitFor();
      await register.getByText('Пароль должен содержать хотя бы один специальный символ.').waitFor();
      await register.getByText('Пожалуйста, примите условия.').waitFor();

      await register.getByLabel(/^Пароль/).fill(PASSWORD);
      await register.getByRole('checkbox').check();
      await register.getByRole('button', { name: 'Зарегистрироваться' }).click();

      // Spec §4: registration leaves the user signed out, with the success message.
      const afterRegister = page.getByRole('dialog', { name: 'Вход' });
      await afterRegister.getByText('Вы успешно зарегистрировались').waitFor();
      expect(await afterRegister.getByLabel('Электронная почта').inputValue()).toBe(email);
      const submit = afterRegister.getByRole('button', { name: 'Войти' });
      expect(await submit.isDisabled()).toBe(true);

      // A wrong password: the spec's single message.
      await afterRegister.getByLabel(/^Пароль/).fill('Wrong-password-1');
      await submit.click();
      await afterRegister.getByText('Неверный логин или пароль').waitFor();

      // Sign in with remember me off: the tokens live in session storage only.
      expect(await afterRegister.getByLabel('Запомнить меня').isChecked()).toBe(false);
      await afterRegister.getByLabel(/^Пароль/).fill(PASSWORD);
      await submit.click();
      await afterRegister.waitFor({ state: 'hidden' });
      await accountLink(page).getByText(fullName).waitFor();
      const stored = await storedSessions(page);
      expect(stored.local).toBeNull();
      expect(JSON.parse(stored.session ?? '{}')).toMatchObject({
        access: expect.any(String),
        refresh: expect.any(String),
      });

      // A reload keeps the session for the tab.
      await page.reload();
      await accountLink(page).getByText(fullName).waitFor();

      // Profile: read-only until the edit toggle; saving turns editing off.
      await accountLink(page).click();
      await page.waitForURL('**/profile/info');
      const mainData = page.getByRole('region', { name: 'Основные данные' });
      expect(await mainData.getByRole('textbox').count()).toBe(0);
      await mainData.getByRole('button', { name: 'Редактировать' }).click();
      await mainData.getByLabel('Телефон').fill('не телефон');
      await mainData.getByRole('button', { name: 'Сохранить' }).click();
      await mainData.getByText('Введите номер телефона, например +7 999 123-45-67').waitFor();
      await mainData.getByLabel('Телефон').fill('+7 999 123-45-67');
      await mainData.getByLabel('Должность').fill('Коммерческий директор');
      await mainData.getByLabel('Имя и фамилия').fill('Анна Кузнецова');
      await mainData.getByLabel('Дата рождения').fill('1990-05-17');
      await mainData.getByRole('button', { name: 'Сохранить' }).click();
      await mainData.getByText('Данные сохранены').waitFor();
      expect(await mainData.getByRole('textbox').count()).toBe(0);
      expect(await mainData.locator('[data-field="position"]').innerText()).toBe('Коммерческий директор');
      expect(await mainData.locator('[data-field="birth_date"]').innerText()).toBe('17.05.1990');
      await accountLink(page).getByText('Анна Кузнецова').waitFor();

      // Companies block: the empty state until an application is approved.
      await page.getByText('Вы пока не представляете ни одну компанию').waitFor();

      // Avatar: a non-square picture, cropped to a 300×300 PNG.
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: 'Изменить фото' }).click(),
      ]);
      await chooser.setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(640, 400) });
      const crop = page.getByRole('dialog', { name: 'Фото профиля' });
      await crop.getByTestId('avatar-crop-area').locator('img').waitFor();
      await crop.getByRole('button', { name: 'Сохранить фото' }).click();
      await crop.waitFor({ state: 'hidden' });
      const avatar = accountLink(page).locator('img');
      await avatar.waitFor();
      const size = await avatar.evaluate(async (image: HTMLImageElement) => {
        await image.decode();
        const response = await fetch(image.src);
        return { width: image.naturalWidth, height: image.naturalHeight, type: response.headers.get('content-type') };
      });
      expect(size).toEqual({ width: 300, height: 300, type: 'image/png' });

      // Password change: both fields required, wrong current password, then success.
      await page.getByRole('button', { name: 'Сменить пароль' }).click();
      const passwordDialog = page.getByRole('dialog', { name: 'Смена пароля' });
      await passwordDialog.getByRole('button', { name: 'Сменить пароль' }).click();
      await passwordDialog.getByText('Заполните все поля').waitFor();
      await passwordDialog.getByLabel('Текущий пароль').fill('Not-my-password-1');
      await passwordDialog.getByLabel('Новый пароль').fill(newPassword);
      await passwordDialog.getByRole('button', { name: 'Сменить пароль' }).click();
      await passwordDialog.getByText('Неправильный текущий пароль').waitFor();
      await passwordDialog.getByLabel('Текущий пароль').fill(PASSWORD);
      await passwordDialog.getByRole('button', { name: 'Сменить пароль' }).click();
      await passwordDialog.getByText('Ваш пароль успешно обновлен').waitFor();
      await passwordDialog.getByRole('button', { name: 'Закрыть' }).first().click();
      await passwordDialog.waitFor({ state: 'hidden' });
      // The change ended every other session; this tab carries on with the pair the server gave back.
      await page.reload();
      await page.getByRole('region', { name: 'Основные данные' }).waitFor();
      await accountLink(page).getByText('Анна Кузнецова').waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile/info');

      // Sign out from the sidebar: back to the main page, nothing stored.
      await page
        .getByRole('navigation', { name: 'Разделы личного кабинета' })
        .first()
        .getByRole('button', { name: 'Выйти' })
        .click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Войти' }).waitFor();
      expect(await storedSessions(page)).toEqual({ local: null, session: null });

      // The profile is for signed-in users only.
      await page.goto(`${baseUrl}/profile/info`);
      await page.waitForURL(`${baseUrl}/`);

      // The new password works; remember me keeps the session in local storage.
      await signInThroughDialog(page, email, newPassword, true);
      await accountLink(page).getByText('Анна Кузнецова').waitFor();
      const remembered = await storedSessions(page);
      expect(remembered.session).toBeNull();
      expect(remembered.local).not.toBeNull();

      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('drops a session whose refresh token the server refuses and goes to the main page', async () => {
    const { page, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, email, newPassword);
      await page.goto(`${baseUrl}/profile/friends`);
      await page.getByText('Список друзей пуст').waitFor();
      // Spoil both tokens: the next call gets 401, the refresh is refused, the tab signs out.
      await page.evaluate(() => {
        const stored = JSON.parse(window.sessionStorage.getItem('user') ?? '{}');
        window.sessionStorage.setItem('user', JSON.stringify({ ...stored, access: 'x.y.z', refresh: 'x.y.z' }));
      });
      await page.reload();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Войти' }).waitFor();
      expect(await storedSessions(page)).toEqual({ local: null, session: null });
    } finally {
      await close();
    }
  });
});

describe('a remembered sign-in in several tabs', () => {
  it('stays signed in when tabs opened at once all find the access token expired', async () => {
    const account = await registerAccount(baseUrl, 'tabs', 'Ирина Вкладкина');
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, account.email, account.password, true);
      await accountLink(page).waitFor();
      // An access token past its five minutes: every tab's first call gets 401 and refreshes with the same token.
      await page.evaluate(() => {
        const stored = JSON.parse(window.localStorage.getItem('user') ?? '{}');
        window.localStorage.setItem('user', JSON.stringify({ ...stored, access: 'x.y.z' }));
      });
      const context = page.context();
      const refreshes: number[] = [];
      context.on('response', (response) => {
        if (response.url().includes('/auth/jwt/refresh')) refreshes.push(response.status());
      });
      // Both tabs' refreshes are held until both have been asked for: the race, every time.
      const held: Route[] = [];
      const release = () => {
        for (const route of held.splice(0)) void route.continue();
      };
      await context.route('**/auth/jwt/refresh/', (route) => {
        held.push(route);
        if (held.length >= 2) release();
        else setTimeout(release, 5_000);
      });
      const second = await context.newPage();
      await Promise.all([page.goto(`${baseUrl}/profile/friends`), second.goto(`${baseUrl}/profile/favorites`)]);
      await page.getByText('Список друзей пуст').waitFor();
      await second.getByText('Список избранных пуст').waitFor();
      expect(refreshes).toEqual([200, 200]);
      await context.unroute('**/auth/jwt/refresh/');

      // And later, in any of them, the sign-in is still there.
      await second.reload();
      await second.getByText('Список избранных пуст').waitFor();
      await accountLink(second).waitFor();
      expect(JSON.parse((await storedSessions(second)).local ?? '{}').refresh).toBeTruthy();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('changing the email', () => {
  it('asks for the current password and changes the email only when the link mailed to it is opened', async () => {
    const account = await registerAccount(baseUrl, 'vera', 'Вера Лебедева');
    const newEmail = uniqueEmail('vera-new');
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, account.email, account.password);
      await page.goto(`${baseUrl}/profile/info`);
      const mainData = page.getByRole('region', { name: 'Основные данные' });
      await mainData.getByRole('button', { name: 'Редактировать' }).click();
      expect(await mainData.getByLabel('Текущий пароль').count()).toBe(0);
      await mainData.getByLabel('Электронная почта').fill(newEmail);
      await mainData.getByRole('button', { name: 'Сохранить' }).click();
      await mainData.getByText('Введите текущий пароль, чтобы сменить почту').waitFor();
      await mainData.getByLabel('Текущий пароль').fill('Not-my-password-1');
      await mainData.getByRole('button', { name: 'Сохранить' }).click();
      await mainData.getByText('Неправильный текущий пароль').waitFor();
      await mainData.getByLabel('Текущий пароль').fill(account.password);
      await mainData.getByRole('button', { name: 'Сохранить' }).click();
      await mainData.getByTestId('pending-email').getByText(newEmail, { exact: false }).waitFor();
      expect(await mainData.locator('[data-field="email"]').innerText()).toBe(account.email);

      const link = await readConfirmEmailLink(dataDir, newEmail);
      await page.goto(`${baseUrl}${link}`);
      await page.getByText('Почта подтверждена. Теперь входите с новой почтой.').waitFor();
      await page.getByRole('link', { name: 'Перейти в профиль' }).click();
      await page.waitForURL('**/profile/info');
      await page.locator('[data-field="email"]').getByText(newEmail).waitFor();
      expect(await page.getByTestId('pending-email').count()).toBe(0);

      // The link works once.
      await page.goto(`${baseUrl}${link}`);
      await page.getByText('Ссылка недействительна или устарела. Запросите смену почты ещё раз в профиле.').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
