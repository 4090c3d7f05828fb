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
let buyer: TAccount;
let admin: TAccount;
let entrepreneur: { inn: string; name: string };

/** An acting sole trader of the demo register that nobody represents yet, found by common surnames. */
async function pickEntrepreneur(): Promise<{ inn: string; name: string }> {
  for (const surname of ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров']) {
    const query = `q=${encodeURIComponent(surname)}&kind=entrepreneur&status=active&page_size=50`;
    const response = await fetch(`${baseUrl}/api/v1/search?${query}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as { results: { inn: string; kind: string }[] };
    for (const hit of page.results) {
      if (hit.kind !== 'entrepreneur' || hit.inn.length !== 12) continue;
      const card = (await (await fetch(`${baseUrl}/api/v1/entrepreneur/?query=${hit.inn}`)).json()) as {
        name: string;
        representative: number | null;
      };
      if (card.representative === null) return { inn: hit.inn, name: card.name };
    }
  }
  throw new Error('the demo register has no sole trader to bind');
}

beforeAll(async () => {
  [seller, buyer, admin] = [
    await registerAccount(baseUrl, 'ip-seller', 'Игорь Предприниматель'),
    await registerAccount(baseUrl, 'ip-buyer', 'Анна Закупщикова'),
    await registerAccount(baseUrl, 'ip-admin', 'Павел Админов'),
  ];
  await makeAdmin(dataDir, admin);
  entrepreneur = await pickEntrepreneur();
});

async function attach(page: Page, label: string, name: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByLabel(label).click()]);
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer: PDF_BYTES });
}

async function approveApplication(inn: string) {
  const { access } = await apiTokens(baseUrl, admin.email, admin.password);
  const headers = { authorization: `Bearer ${access}` };
  const list = await fetch(`${baseUrl}/api/v1/admin/company-bindings/?status=pending&search=${inn}`, { headers });
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

describe('a sole trader as a seller: application, logo, company page', () => {
  it('files an application for an ИП with a 12-digit ИНН', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/add-company`);
      await page.getByRole('main').getByRole('combobox', { name: 'Поиск контрагента' }).fill(entrepreneur.inn);
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(entrepreneur.inn) })
        .first()
        .click();
      await page.getByTestId('chosen-company').getByText(entrepreneur.inn).waitFor();
      await attach(page, 'Паспорт', 'passport.pdf');
      await attach(page, 'Договор', 'contract.pdf');
      await attach(page, 'Документ, подтверждающий полномочия', 'document.pdf');
      await page.getByRole('button', { name: 'Отправить заявку' }).click();
      await page.getByText('Заявка отправлена. Мы проверим документы и сообщим о решении.').waitFor();
      const application = page.getByTestId('binding-application');
      await application.getByText('Индивидуальный предприниматель').waitFor();
      await application.getByText('На рассмотрении').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets the approved representative upload a logo that the card and the company page show', async () => {
    await approveApplication(entrepreneur.inn);
    const { page, problems, close } = await browser.openPage({ width: 390 });
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, seller.email, seller.password);
      await page.goto(`${baseUrl}/profile/info`);
      const item = page.getByRole('region', { name: 'Мои компании' }).getByTestId('profile-seller');
      await item.getByText(`ИНН ${entrepreneur.inn}`).waitFor();
      await item.getByRole('button', { name: 'Логотип и обложка' }).click();
      const logo = item.getByRole('region', { name: 'Логотип' });
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        logo.getByRole('button', { name: 'Загрузить' }).click(),
      ]);
      await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(64, 64) });
      await logo.getByRole('img', { name: 'Предпросмотр новой картинки' }).waitFor();
      await logo.getByRole('button', { name: 'Сохранить' }).click();
      await logo.getByText('Картинка сохранена').waitFor();
      await logo.getByRole('button', { name: 'Удалить' }).waitFor();

      await page.goto(`${baseUrl}/counter-parties/${entrepreneur.inn}`);
      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await header.getByRole('img', { name: /^Логотип: / }).waitFor();
      await header.getByRole('link', { name: 'Страница компании на маркетплейсе' }).click();
      await page.waitForURL(/\/company\/\d+$/);
      await page.getByRole('heading', { level: 1, name: entrepreneur.name }).waitFor();
      await page.getByRole('img', { name: `Логотип: ${entrepreneur.name}` }).waitFor();
      expect(await page.getByText('ОГРНИП', { exact: true }).count()).toBe(1);
      await page.getByRole('link', { name: 'Отчёт о контрагенте' }).click();
      await page.waitForURL(`**/counter-parties/${entrepreneur.inn}`);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offers another user to add the ИП’s representative as a friend from its card', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, buyer.email, buyer.password);
      await page.goto(`${baseUrl}/counter-parties/${entrepreneur.inn}`);
      await page.getByRole('button', { name: 'Добавить в друзья' }).click();
      await page.getByText('Добавлен в друзья', { exact: true }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
