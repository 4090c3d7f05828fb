import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiTokens,
  makeAdmin,
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
let buyer: TAccount;
let admin: TAccount;
let company: { inn: string; name: string };

/**
 * A company nobody represents yet, from a page of the demo register no other file binds from (the sellers
 * made straight in the database take the first companies without one).
 */
async function pickCompany(): Promise<{ inn: string; name: string }> {
  const response = await fetch(`${baseUrl}/api/v1/companies/?page=13&page_size=50`);
  const page = (await response.json()) as {
    result: { inn: string; name: string; kind: string; representative?: number | null }[];
  };
  const hit = page.result.find(
    (row) => row.kind === 'company' && row.inn.length === 10 && row.name && !row.representative,
  );
  if (!hit) throw new Error('the demo register has no company to bind');
  return { inn: hit.inn, name: hit.name };
}

beforeAll(async () => {
  [seller, buyer, admin] = [
    await registerAccount(baseUrl, 'seller', 'Сергей Продавцов'),
    await registerAccount(baseUrl, 'buyer', 'Мария Покупателева'),
    await registerAccount(baseUrl, 'admin', 'Ольга Админова'),
  ];
  await makeAdmin(dataDir, admin);
  company = await pickCompany();
});

async function attach(page: Page, label: string, name: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByLabel(label).click()]);
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer: PDF_BYTES });
}

async function approveApplication(inn: string) {
  const { access } = await apiTokens(baseUrl, admin.email, admin.password);
  const headers = { authorization: `Bearer ${access}` };
  const list = await fetch(`${baseUrl}/api/v1/admin/company-bindings/?status=pending&search=${inn}`, { headers });
  expect(list.status).toBe(200);
  const { result: applications } = (await list.json()) as {
    result: { id: number; inn: string; user: { id: number } }[];
  };
  const application = applications.find((row) => row.inn === inn && row.user.id === seller.id);
  if (!application) throw new Error(`no pending application for ${inn}`);
  const approved = await fetch(`${baseUrl}/api/v1/admin/company-bindings/${application.id}/approve/`, {
    method: 'POST',
    headers,
  });
  expect(approved.status, await approved.text()).toBe(200);
}

describe('seller application, approval and friends', () => {
  it('files an application for a company with three documents', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/info`);
      await page.getByRole('link', { name: 'Добавить компанию' }).click();
      await page.waitForURL('**/profile/add-company');

      await page.getByRole('button', { name: 'Отправить заявку' }).click();
      await page.getByText('Заполните все поля').waitFor();

      // The company search of the form: by ИНН, results split into companies and ИП.
      await page.getByRole('main').getByRole('combobox', { name: 'Поиск контрагента' }).fill(company.inn);
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(company.inn) })
        .first()
        .click();
      await page.getByTestId('chosen-company').getByText(company.inn).waitFor();

      await attach(page, 'Паспорт', 'passport.pdf');
      await attach(page, 'Договор', 'contract.pdf');
      await attach(page, 'Документ, подтверждающий полномочия', 'document.pdf');
      await page.getByRole('button', { name: 'Отправить заявку' }).click();
      await page.getByText('Заявка отправлена. Мы проверим документы и сообщим о решении.').waitFor();
      await page.getByTestId('binding-application').getByText('На рассмотрении').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the approved company in the seller profile and no friend button on its own card', async () => {
    await approveApplication(company.inn);
    const { page, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/info`);
      await page.getByRole('region', { name: 'Мои компании' }).getByText(`ИНН ${company.inn}`).waitFor();
      await page.goto(`${baseUrl}/profile/add-company`);
      await page.getByTestId('binding-application').getByText('Одобрена').waitFor();

      await page.goto(`${baseUrl}/counter-parties/${company.inn}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Добавить в друзья' }).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('lets another user add the representative as a friend from the card, list and remove them', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      // A visitor sees no button.
      await page.goto(`${baseUrl}/counter-parties/${company.inn}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Добавить в друзья' }).count()).toBe(0);

      await signInThroughDialog(page, buyer.email, buyer.password);
      await page.getByRole('button', { name: 'Добавить в друзья' }).click();
      await page.getByText('Пользватель добавлен в друзья').waitFor();
      await page.getByText('Добавлен в друзья', { exact: true }).waitFor();

      await page.reload();
      await page.getByTestId('friend-added').waitFor();
      expect(await page.getByRole('button', { name: 'Добавить в друзья' }).count()).toBe(0);

      await page.goto(`${baseUrl}/profile/friends`);
      const row = page.getByTestId('friend-row');
      await row.getByText(seller.full_name).waitFor();
      expect(await row.textContent()).not.toContain(seller.email);
      await row.getByRole('button', { name: `Удалить из друзей: ${seller.full_name}` }).click();
      await page.getByText('Список друзей пуст').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends a support request from the profile', async () => {
    const { page, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, buyer.email, buyer.password);
      await page.goto(`${baseUrl}/profile/support`);
      await page.getByRole('button', { name: 'Написать в поддержку' }).click();
      const dialog = page.getByRole('dialog', { name: 'Обращение в поддержку' });
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      await dialog.getByText('Напишите сообщение').waitFor();
      await dialog.getByLabel('Сообщение').fill('Не вижу выписку по компании');
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Обращение в поддержку отправлено').waitFor();
    } finally {
      await close();
    }
  });

  it('puts the profile sections in a bottom bar on a phone, with sign-out', async () => {
    const { page, close } = await browser.openPage({ width: 390 });
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, buyer.email, buyer.password);
      await page.goto(`${baseUrl}/profile/info`);
      const bar = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
      // The profile's code loads on demand: wait for the page before counting its bars.
      await bar.first().waitFor();
      expect(await bar.count()).toBe(1);
      await bar.getByRole('link', { name: 'Друзья' }).click();
      await page.waitForURL('**/profile/friends');
      await page.getByText('Список друзей пуст').waitFor();
      await bar.getByRole('button', { name: 'Выйти' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Войти' }).waitFor();
    } finally {
      await close();
    }
  });
});
