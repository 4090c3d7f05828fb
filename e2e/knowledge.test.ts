import { randomUUID } from 'node:crypto';
import {
  factorArticleSlug,
  type TCompaniesPage,
  type TKnowledgeArticle,
  type TKnowledgeArticlePage,
  type TReliabilityReply,
} from '@sverka/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { makeAdmin, registerAccount, signInThroughDialog } from './auth-helpers.ts';
import { buyPlanThroughApi } from './billing-helpers.ts';
import { useBrowser } from './browser.ts';
import { api } from './search-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

type TSubject = { inn: string; factorId: string; article: TKnowledgeArticle };

/** A demo company with a fired factor whose article is open to everyone: picked through the API. */
async function pickSubject(): Promise<TSubject> {
  const companies = await api<TCompaniesPage>(baseUrl, '/api/v1/companies/?page_size=50');
  for (const hit of companies.result) {
    const reliability = await api<TReliabilityReply>(baseUrl, `/api/v1/reliability/?query=${hit.inn}`);
    for (const factor of reliability.factors) {
      const slug = factorArticleSlug(factor.id);
      if (!slug) continue;
      const article = await api<TKnowledgeArticle>(baseUrl, `/api/v1/knowledge/articles/${slug}/`);
      if (!article.subscribers_only) return { inn: hit.inn, factorId: factor.id, article };
    }
  }
  throw new Error('no demo company with a fired factor among the first fifty');
}

let subject: TSubject;

beforeAll(async () => {
  subject = await pickSubject();
}, 120_000);

describe('knowledge base', () => {
  it('lets a visitor open the article of a factor from the reliability tab of a card', async () => {
    const { page, problems, close } = await browser.openPage({ width: 360 });
    try {
      await page.goto(`${baseUrl}/counter-parties/${subject.inn}?tab=reliability`);
      const link = page.locator(`[data-factor="${subject.factorId}"] a[data-article]`);
      await link.waitFor();
      expect(await link.textContent()).toBe('Что это значит');
      await link.click();
      await page.waitForURL(`${baseUrl}/knowledge/${subject.article.slug}`);
      await page.getByRole('heading', { level: 1, name: subject.article.title }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Откуда данные' }).waitFor();
      // A visitor without a plan sees the whole of an open article: no upgrade offer.
      expect(await page.getByTestId('locked-block').count()).toBe(0);
      // The footer links the knowledge base beside the blog.
      await page.getByRole('contentinfo').getByRole('link', { name: 'База знаний' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the articles on the card's factors to early access only", async () => {
    const early = await registerAccount(baseUrl, 'knowledge-early', 'Ева Ранняя');
    await buyPlanThroughApi(baseUrl, early, 'optimal_plus');
    const free = await registerAccount(baseUrl, 'knowledge-plain', 'Пётр Обычный');
    for (const [account, shown] of [
      [early, true],
      [free, false],
    ] as const) {
      const { page, problems, close } = await browser.openPage();
      try {
        await page.goto(baseUrl);
        await signInThroughDialog(page, account.email, account.password);
        const asked: string[] = [];
        page.on('request', (request) => asked.push(new URL(request.url()).pathname));
        const answered = page.waitForResponse((response) => response.url().includes('/api/v1/early-access/'));
        await page.goto(`${baseUrl}/counter-parties/${subject.inn}?tab=reliability`);
        await page.locator(`[data-factor="${subject.factorId}"] a[data-article]`).waitFor();
        const block = page.getByTestId('factor-articles');
        if (shown) {
          await block.getByRole('heading', { name: 'Статьи по факторам этой карточки' }).waitFor();
          await block.getByRole('link', { name: subject.article.title }).waitFor();
        } else {
          // Told it has no early access, the page never asks for the block nor shows it.
          await answered;
          expect(await block.count()).toBe(0);
          expect(asked).not.toContain('/api/v1/knowledge/factor-articles/');
        }
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    }
  });

  it('offers a free user the cheapest plan on a subscribers-only article, and opens it once bought', async () => {
    const reader = await registerAccount(baseUrl, 'knowledge-free', 'Фёдор Бесплатный');
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(baseUrl);
      await signInThroughDialog(page, reader.email, reader.password);
      await page.goto(`${baseUrl}/knowledge/factor-finances`);
      await page.getByRole('heading', { level: 1, name: /Финансовые показатели/ }).waitFor();
      const locked = page.getByTestId('locked-block');
      await locked.waitFor();
      await locked.getByText('Доступно в тарифе «Старт»').waitFor();
      await locked.getByRole('link', { name: 'Выбрать тариф' }).waitFor();
      expect(await page.getByText('Альтмана').count()).toBe(0);

      await buyPlanThroughApi(baseUrl, reader, 'start');
      await page.reload();
      await page
        .getByText(/Модель Альтмана объединяет/)
        .first()
        .waitFor();
      expect(await page.getByTestId('locked-block').count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('publishes what an admin writes in the back office: it appears in the list, its rubric and the search', async () => {
    const admin = await registerAccount(baseUrl, 'knowledge-admin', 'Анна Редакторова');
    await makeAdmin(dataDir, admin);
    const marker = randomUUID().slice(0, 6);
    const title = `Как проверить доверенность ${marker}`;
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(baseUrl);
      await signInThroughDialog(page, admin.email, admin.password);
      await page.goto(`${baseUrl}/admin/knowledge`);
      await page.getByRole('button', { name: 'Новая статья' }).click();
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText('Это поле не может быть пустым.').first().waitFor();

      await page.getByRole('textbox', { name: 'Заголовок', exact: true }).fill(title);
      await page.getByRole('textbox', { name: 'Адрес', exact: true }).fill(`check-power-of-attorney-${marker}`);
      await page
        .getByRole('textbox', { name: 'Вводный абзац', exact: true })
        .fill('Доверенность подтверждает полномочия подписанта.');
      await page
        .getByRole('textbox', { name: 'Текст (HTML)', exact: true })
        .fill('<p>Сверьте реестр нотариальных доверенностей.</p><script>window.hacked = 1</script>');
      await page.getByRole('combobox', { name: /^Рубрика/ }).click();
      await page.getByRole('option', { name: 'Как пользоваться Сверкой' }).click();
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await page.getByText(`Статья «${title}» сохранена`).waitFor();

      await page.goto(`${baseUrl}/knowledge`);
      await page.getByRole('link', { name: new RegExp(title) }).waitFor();
      await page
        .getByText(/Как пользоваться Сверкой/)
        .first()
        .click();
      await page.getByRole('link', { name: new RegExp(title) }).waitFor();

      await page.getByLabel('Поиск по базе знаний').fill('доверенности');
      await page.getByRole('button', { name: 'Найти' }).click();
      await page.waitForURL(/search=/);
      const first = page.getByTestId('knowledge-list').getByRole('link').first();
      await first.waitFor();
      expect(await first.textContent()).toContain(title);
      await first.click();
      await page.getByText('Сверьте реестр нотариальных доверенностей.').waitFor();
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

      const found = await api<TKnowledgeArticlePage>(baseUrl, `/api/v1/knowledge/articles/?search=${marker}`);
      expect(found.result.map((article) => article.title)).toEqual([title]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
