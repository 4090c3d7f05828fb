import { randomUUID } from 'node:crypto';
import type { TChatMessagePage, TSupportConversationPage } from '@sverka/shared';
import { describe, expect, inject, it } from 'vitest';
import { makeAdmin, registerAccount, signInThroughDialog } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';
import { messagesWith, roomRow, shownMessages } from './chat-helpers.ts';
import { bearer, waitForMail } from './orders-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

async function adminGet<T>(auth: { authorization: string }, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: auth });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('support as a conversation', () => {
  it('a user writes to support, an admin answers from the inbox, the user gets the answer by email and in the room', async () => {
    const mark = randomUUID().slice(0, 6);
    const user = await registerAccount(baseUrl, 'support-writer', `Ольга Вопросова ${mark}`);
    const admin = await registerAccount(baseUrl, 'support-agent', `Андрей Отвечалов ${mark}`);
    await makeAdmin(dataDir, admin);
    const question = `Не приходит выписка ${mark}`;
    const answer = `Выписка отправлена повторно ${mark}`;

    const userTab = await browser.openPage();
    const adminTab = await browser.openPage();
    try {
      // The user writes from the profile's support page and is told where the answer will come.
      const { page } = userTab;
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, user.email, user.password);
      await page.goto(`${baseUrl}/profile/support`);
      await page.getByRole('button', { name: 'Написать в поддержку' }).click();
      const dialog = page.getByRole('dialog', { name: 'Обращение в поддержку' });
      await dialog.getByLabel('Сообщение').fill(question);
      await dialog.getByRole('button', { name: 'Отправить' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText('Обращение в поддержку отправлено').waitFor();
      await page.getByText('Ответ придёт в «Сообщения» и на почту.').waitFor();
      expect(await page.getByRole('link', { name: 'Открыть «Сообщения»' }).getAttribute('href')).toBe(
        '/profile/messages',
      );

      // The admin comes to the inbox from the profile's admin block and the back office's menu.
      const inbox = adminTab.page;
      await inbox.goto(`${baseUrl}/`);
      await signInThroughDialog(inbox, admin.email, admin.password);
      await inbox.goto(`${baseUrl}/profile/info`);
      await inbox.getByRole('link', { name: 'Открыть администрирование' }).click();
      await inbox.waitForURL('**/admin');
      await inbox
        .getByRole('navigation', { name: 'Администрирование' })
        .getByRole('link', { name: 'Поддержка' })
        .click();
      await inbox.getByRole('heading', { level: 1, name: 'Обращения в поддержку' }).waitFor();
      const item = inbox.getByRole('button', { name: new RegExp(user.full_name) });
      await item.waitFor();
      await item.getByText(user.email).waitFor();
      await item.getByText(question).waitFor();
      await item.getByLabel('Непрочитанных сообщений: 1').waitFor();
      await item.click();
      const history = inbox.getByRole('list', { name: 'Переписка' });
      await history.getByText(question).waitFor();
      // Reading the conversation clears its unread mark in the list.
      await item.getByLabel('Непрочитанных сообщений: 1').waitFor({ state: 'detached' });

      await inbox.getByRole('button', { name: 'Взять себе' }).click();
      await inbox.getByText(`Отвечает: ${admin.full_name}`).waitFor();
      await inbox.getByRole('switch', { name: 'Мои' }).check({ force: true });
      await inbox.getByRole('button', { name: new RegExp(user.full_name) }).waitFor();

      await inbox.getByLabel('Ответ', { exact: true }).fill(answer);
      await inbox.getByRole('button', { name: 'Отправить' }).click();
      await history.getByText(answer).waitFor();
      const status = inbox.getByTestId('support-status');
      await status.filter({ hasText: 'Отвечено' }).waitFor();

      // The user writes again: the inbox shows it within its refresh period, without a reload.
      const userAuth = await bearer(baseUrl, user);
      const followUp = `И ещё вопрос ${mark}`;
      const sent = await fetch(`${baseUrl}/api/v1/support/`, {
        method: 'POST',
        headers: { ...userAuth, 'content-type': 'application/json' },
        body: JSON.stringify({ support: followUp }),
      });
      expect(sent.status).toBe(201);
      await history.getByText(followUp).waitFor({ timeout: 12_000 });
      await status.filter({ hasText: 'Ждёт ответа' }).waitFor({ timeout: 12_000 });

      await inbox.getByRole('button', { name: 'Закрыть', exact: true }).click();
      await inbox.getByRole('button', { name: 'Открыть снова' }).waitFor();
      await status.filter({ hasText: 'Закрыто' }).waitFor();

      // The answer reached the user by email, with the way to the conversation.
      const letter = await waitForMail(dataDir, user.email, (mail) => mail.text.includes(answer));
      expect(letter.subject).toBe('Ответ службы поддержки');
      expect(letter.text).toMatch(/\/profile\/messages\?room=[A-Za-z0-9_-]+/);

      // The answer is in the user's support room, as the team's, between the two questions.
      const adminAuth = await bearer(baseUrl, admin);
      const closed = await adminGet<TSupportConversationPage>(
        adminAuth,
        '/api/v1/admin/support/?status=closed&assigned=me',
      );
      const conversation = closed.results.find((candidate) => candidate.user.id === user.id);
      expect(conversation?.slug).toBe(/room=([A-Za-z0-9_-]+)/.exec(letter.text)?.[1]);
      const messages = await adminGet<TChatMessagePage>(
        adminAuth,
        `/api/v1/admin/support/${conversation?.id}/messages/`,
      );
      expect(messages.results.map((message) => [message.body, message.from_support])).toEqual([
        [question, false],
        [answer, true],
        [followUp, false],
      ]);
      expect(messages.results[1]?.user).toBe(admin.id);

      // The user reads the answer under «Сообщения», in the room with the support team.
      await userTab.page.goto(`${baseUrl}/profile/messages`);
      await roomRow(userTab.page, 'Служба поддержки').first().click();
      await messagesWith(userTab.page, answer).waitFor();
      expect(await shownMessages(userTab.page)).toEqual([question, answer, followUp]);
      expect([...userTab.problems, ...adminTab.problems]).toEqual([]);
    } finally {
      await userTab.close();
      await adminTab.close();
    }
  });
});
