import type { Page, Response as PageResponse } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeAdmin, makePng, PDF_BYTES, registerAccount, type TAccount } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';
import { bearer, signInAs, waitForMail } from './orders-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

let admin: TAccount;
let approvedApplicant: TAccount;
let rejectedApplicant: TAccount;
let newcomer: TAccount;
let companies: string[];

/** Demo companies nobody represents, from a page of the register no other file picks from. */
async function freeCompanies(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/v1/companies/?page=11&page_size=50`);
  expect(response.status).toBe(200);
  const page = (await response.json()) as { result: { inn: string; kind: string; representative?: number | null }[] };
  return page.result
    .filter((row) => row.kind === 'company' && row.inn.length === 10 && !row.representative)
    .map((row) => row.inn);
}

/** Files an application through the API, as the profile's form does: a PDF passport and two pictures. */
async function fileApplication(account: TAccount, inn: string): Promise<number> {
  const form = new FormData();
  form.append('inn', inn);
  form.append('passport', new Blob([PDF_BYTES], { type: 'application/pdf' }), 'паспорт.pdf');
  form.append('contract', new Blob([new Uint8Array(makePng(120, 80))], { type: 'image/png' }), 'договор.png');
  form.append('document', new Blob([new Uint8Array(makePng(80, 120))], { type: 'image/png' }), 'устав.png');
  const response = await fetch(`${baseUrl}/api/v1/ticket-company-binding/`, {
    method: 'POST',
    headers: await bearer(baseUrl, account),
    body: form,
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { id: number }).id;
}

beforeAll(async () => {
  admin = await registerAccount(baseUrl, 'applications-admin', 'Ольга Проверяющая');
  await makeAdmin(dataDir, admin);
  approvedApplicant = await registerAccount(baseUrl, 'applications-approved', 'Вера Заявителева');
  rejectedApplicant = await registerAccount(baseUrl, 'applications-rejected', 'Глеб Отказов');
  newcomer = await registerAccount(baseUrl, 'applications-newcomer', 'Инга Преемникова');
  companies = (await freeCompanies()).slice(0, 2);
  expect(companies).toHaveLength(2);
});

/** Opens the queue as the admin and finds one application by its ИНН. */
async function openApplication(page: Page, inn: string) {
  await page.goto(`${baseUrl}/admin/applications`);
  await page.getByRole('textbox', { name: 'Поиск заявок' }).fill(inn);
  await page.getByRole('button', { name: 'Найти' }).click();
  await page
    .getByTestId('binding-row')
    .filter({ hasText: `ИНН ${inn}` })
    .first()
    .click();
  await expect.poll(() => page.getByTestId('application-review').textContent()).toContain(`ИНН ${inn}`);
}

describe('company applications in the back office', () => {
  it('shows the documents inline and approves an application', async () => {
    const [inn] = companies as [string, string];
    await fileApplication(approvedApplicant, inn);
    const { page, problems, close } = await browser.openPage({ width: 1400 });
    const documents: PageResponse[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/documents/')) documents.push(response);
    });
    try {
      await signInAs(page, baseUrl, admin, '/admin/applications');
      await openApplication(page, inn);

      const frame = page.getByTestId('binding-document-passport').locator('iframe');
      await expect.poll(() => frame.getAttribute('src')).toMatch(/\/documents\/passport\/\?token=/);
      for (const file of ['contract', 'document']) {
        const image = page.getByTestId(`binding-document-${file}`).locator('img');
        // The picture really loaded (a refused or broken address leaves it 0 wide).
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
          .toBeGreaterThan(0);
      }
      await expect
        .poll(() => documents.map((response) => new URL(response.url()).pathname).sort())
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/\/documents\/contract\/$/),
            expect.stringMatching(/\/documents\/document\/$/),
            expect.stringMatching(/\/documents\/passport\/$/),
          ]),
        );
      // Every load answered 200; the PDF viewer loads the framed document once more inside itself, so the headers
      // are checked on each address's first answer (the frame's or the image's own).
      const firstAnswers = new Map<string, PageResponse>();
      for (const response of documents) {
        expect(response.status(), response.url()).toBe(200);
        const path = new URL(response.url()).pathname;
        if (!firstAnswers.has(path)) firstAnswers.set(path, response);
      }
      expect(firstAnswers.size).toBe(3);
      for (const response of firstAnswers.values()) {
        const headers = await response.allHeaders();
        expect(headers['content-disposition'], response.url()).toMatch(/^inline; /);
        expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      }
      const pdf = documents.find((response) => response.url().includes('/documents/passport/'));
      expect((await pdf?.allHeaders())?.['content-type']).toBe('application/pdf');

      await page.getByRole('button', { name: 'Одобрить' }).click();
      await expect.poll(() => page.getByText(/^Заявка одобрена: /).count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
    const letter = await waitForMail(dataDir, approvedApplicant.email, (mail) =>
      mail.subject.startsWith('Заявка одобрена'),
    );
    expect(letter.text).toContain('одобрена');
  });

  it('rejects another application with a reason the applicant then sees in their profile', async () => {
    const [, inn] = companies as [string, string];
    await fileApplication(rejectedApplicant, inn);
    const reason = 'Договор не подписан генеральным директором';
    const admins = await browser.openPage({ width: 1400 });
    try {
      await signInAs(admins.page, baseUrl, admin, '/admin/applications');
      await openApplication(admins.page, inn);
      await admins.page.getByRole('button', { name: 'Отклонить' }).click();
      const dialog = admins.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Отклонить' }).click();
      await expect.poll(() => dialog.getByText('Укажите причину отказа').count()).toBe(1);
      await dialog.getByLabel('Причина отказа').fill(reason);
      await dialog.getByRole('button', { name: 'Отклонить' }).click();
      await expect.poll(() => admins.page.getByText(/^Заявка отклонена: /).count()).toBe(1);
      expect(admins.problems).toEqual([]);
    } finally {
      await admins.close();
    }

    const applicants = await browser.openPage();
    try {
      await signInAs(applicants.page, baseUrl, rejectedApplicant);
      await applicants.page.goto(`${baseUrl}/profile/add-company`);
      const item = applicants.page.getByTestId('binding-application').filter({ hasText: `ИНН ${inn}` });
      await expect.poll(() => item.textContent()).toContain(`Причина: ${reason}`);
      expect(await item.textContent()).toContain('Отклонена');
      expect(applicants.problems).toEqual([]);
    } finally {
      await applicants.close();
    }
    const letter = await waitForMail(dataDir, rejectedApplicant.email, (mail) =>
      mail.subject.startsWith('Заявка отклонена'),
    );
    expect(letter.text).toContain(reason);
  });

  it('asks before taking a represented company from its representative, then transfers it', async () => {
    const [inn] = companies as [string, string];
    await fileApplication(newcomer, inn);
    const { page, problems, close } = await browser.openPage({ width: 1400 });
    try {
      await signInAs(page, baseUrl, admin, '/admin/applications');
      await openApplication(page, inn);
      await expect
        .poll(() => page.getByTestId('current-representative').textContent())
        .toContain(approvedApplicant.email);
      await page.getByRole('button', { name: 'Одобрить' }).click();
      const dialog = page.getByTestId('transfer-dialog');
      await expect.poll(() => dialog.textContent()).toContain('уже есть другой представитель');
      await dialog.getByRole('button', { name: 'Передать компанию этому пользователю' }).click();
      await expect.poll(() => page.getByText(/^Организация передана новому представителю: /).count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
    await waitForMail(dataDir, approvedApplicant.email, (mail) =>
      mail.subject.startsWith('Представительство передано'),
    );
    const mine = await fetch(`${baseUrl}/api/v1/ticket-company-binding/`, {
      headers: await bearer(baseUrl, approvedApplicant),
    });
    const applications = (await mine.json()) as { inn: string; status: string }[];
    expect(applications.find((row) => row.inn === inn)?.status).toBe('transferred');
  });
  it('finds the approval, the refusal and the transfer in the audit log under the admin who made them', async () => {
    const { page, problems, close } = await browser.openPage({ width: 1400 });
    try {
      await signInAs(page, baseUrl, admin);
      await page.goto(`${baseUrl}/admin/audit`);
      await page.getByLabel('Сотрудник (id)').fill(String(admin.id));
      await page.getByLabel('Действие').fill('company_binding.');
      const rows = page.getByTestId('audit-table').getByRole('row');
      for (const action of ['company_binding.approve', 'company_binding.reject', 'company_binding.transfer']) {
        await rows.filter({ hasText: action }).first().waitFor();
      }
      expect(await rows.filter({ hasText: 'company_binding.reject' }).first().textContent()).toContain(
        'Договор не подписан генеральным директором',
      );
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
