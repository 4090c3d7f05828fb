import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughDialog } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';
import {
  addFriendThroughApi,
  headerMessagesLabel,
  messageInput,
  messagesWith,
  roomRow,
  sendWithEnter,
  setUpChatWorld,
  shownMessages,
  type TChatWorld,
} from './chat-helpers.ts';
import { signInAs, uniqueWord } from './orders-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();

let world: TChatWorld;

beforeAll(async () => {
  world = await setUpChatWorld(baseUrl, dataDir);
});

/** Both sides signed in, each in a browser context of its own. */
async function buyerAndSeller(options: { width?: number } = {}) {
  const buyer = await browser.openPage(options);
  const seller = await browser.openPage();
  await signInAs(buyer.page, baseUrl, world.buyer);
  await signInAs(seller.page, baseUrl, world.seller.account);
  return {
    buyer,
    seller,
    problems: () => [...buyer.problems, ...seller.problems],
    close: async () => {
      await buyer.close();
      await seller.close();
    },
  };
}

describe('chat between a buyer and a seller', () => {
  it('asks a visitor to sign in before writing to a seller', async () => {
    const { page, problems, close } = await browser.openPage();
    try {
      await page.goto(`${baseUrl}/marketplace/${world.product.id}`);
      await page.getByRole('button', { name: 'Написать продавцу' }).click();
      await page.getByRole('dialog', { name: 'Вход' }).getByText('Войдите, чтобы написать продавцу').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets the buyer write from the product page; the seller sees it live with a badge that clears', async () => {
    const both = await buyerAndSeller();
    const { buyer, seller } = both;
    try {
      await seller.page.goto(`${baseUrl}/profile/messages`);
      await seller.page.getByText('Диалогов пока нет').waitFor();
      expect(await headerMessagesLabel(seller.page)).toBe('Сообщения');

      await buyer.page.goto(`${baseUrl}/marketplace/${world.product.id}`);
      await buyer.page.getByRole('button', { name: 'Написать продавцу' }).click();
      await buyer.page.waitForURL(/\/profile\/messages\?room=/);
      await buyer.page.getByRole('heading', { name: world.seller.account.full_name }).waitFor();
      await buyer.page
        .getByRole('link', { name: new RegExp(world.product.name) })
        .first()
        .waitFor();
      // A new room: «Нет сообщений» in the room itself (its row in the list may say it too).
      await buyer.page.getByTestId('chat-history').getByText('Нет сообщений').waitFor();

      const question = `Здравствуйте! Есть ли ${uniqueWord()} в наличии?`;
      await sendWithEnter(buyer.page, question);
      await messagesWith(buyer.page, question).waitFor();

      // The seller's list and header learn of it over the inbox socket, without a reload.
      const row = roomRow(seller.page, world.buyer.full_name);
      await row.getByText(question).waitFor();
      await row.getByText(world.product.name, { exact: false }).waitFor();
      await expect.poll(() => headerMessagesLabel(seller.page)).toBe('Сообщения, непрочитанных: 1');
      await seller.page.getByTestId('profile-messages-unread').first().waitFor();

      await row.click();
      await messagesWith(seller.page, question).waitFor();
      await expect.poll(() => headerMessagesLabel(seller.page)).toBe('Сообщения');
      expect(await seller.page.getByTestId('profile-messages-unread').count()).toBe(0);

      // Shift+Enter starts a new line; Enter sends both lines as one message.
      const answer = `Да, ${uniqueWord()} есть`;
      await messageInput(seller.page).fill(answer);
      await messageInput(seller.page).press('Shift+Enter');
      await messageInput(seller.page).pressSequentially('Отгрузим завтра');
      await messageInput(seller.page).press('Enter');
      await messagesWith(buyer.page, answer).waitFor();
      expect(await messagesWith(buyer.page, answer).locator('p').textContent()).toBe(`${answer}\nОтгрузим завтра`);
      expect(both.problems()).toEqual([]);
    } finally {
      await both.close();
    }
  });

  it('delivers what was sent while the seller was cut off once and in order after the reconnect', async () => {
    const both = await buyerAndSeller();
    const { buyer, seller } = both;
    try {
      await buyer.page.goto(`${baseUrl}/marketplace/${world.product.id}`);
      await buyer.page.getByRole('button', { name: 'Написать продавцу' }).click();
      await buyer.page.waitForURL(/\/profile\/messages\?room=/);
      const roomUrl = buyer.page.url();
      const slug = new URL(roomUrl).searchParams.get('room');
      await seller.page.goto(`${baseUrl}/profile/messages?room=${slug}`);
      // The room already holds the first test's messages: once they show, its history has loaded.
      await seller.page.getByTestId('chat-message').first().waitFor();
      const before = await shownMessages(seller.page);

      await seller.page.context().setOffline(true);
      await seller.page.getByText('Соединение потеряно. Переподключаемся…').waitFor();
      const word = uniqueWord();
      const meanwhile = [1, 2, 3].map((n) => `${word}: сообщение ${n} из 3`);
      for (const text of meanwhile) {
        await sendWithEnter(buyer.page, text);
        await messagesWith(buyer.page, text).waitFor();
      }
      // The seller writes while cut off: it waits in the outbox.
      const offlineReply = `${word}: ответ без связи`;
      await sendWithEnter(seller.page, offlineReply);
      await seller.page.getByTestId('chat-pending-message').filter({ hasText: offlineReply }).waitFor();

      await seller.page.context().setOffline(false);
      await seller.page.getByText('Соединение потеряно. Переподключаемся…').waitFor({ state: 'hidden' });
      await messagesWith(seller.page, meanwhile[2] as string).waitFor();
      await messagesWith(seller.page, offlineReply).waitFor();
      await messagesWith(buyer.page, offlineReply).waitFor();

      const after = (await shownMessages(seller.page)).slice(before.length);
      expect(after).toEqual([...meanwhile, offlineReply]);
      expect(await messagesWith(buyer.page, offlineReply).count()).toBe(1);
      expect(await seller.page.getByTestId('chat-pending-message').count()).toBe(0);
      expect(both.problems()).toEqual([]);
    } finally {
      await both.close();
    }
  });
});

describe('chat between friends', () => {
  it('opens the room from «Написать» on the friends list and the friend reads it live', async () => {
    await addFriendThroughApi(baseUrl, world.buyer, world.seller.account);
    const both = await buyerAndSeller();
    const { buyer, seller } = both;
    try {
      await seller.page.goto(`${baseUrl}/profile/messages`);
      await seller.page.getByTestId('chat-page').waitFor();

      await buyer.page.goto(`${baseUrl}/profile/friends`);
      await buyer.page.getByRole('button', { name: `Написать: ${world.seller.account.full_name}` }).click();
      await buyer.page.waitForURL(/\/profile\/messages\?room=/);
      await buyer.page.getByRole('heading', { name: world.seller.account.full_name }).waitFor();
      const hello = `Привет от друга, ${uniqueWord()}`;
      await sendWithEnter(buyer.page, hello);
      await messagesWith(buyer.page, hello).waitFor();

      // The friend room is a row of its own, without a product.
      const row = roomRow(seller.page, hello);
      await row.waitFor();
      expect(await row.textContent()).toContain(world.buyer.full_name);
      expect(await row.textContent()).not.toContain('Товар');
      await row.click();
      await messagesWith(seller.page, hello).waitFor();
      const reply = `И тебе привет, ${uniqueWord()}`;
      await sendWithEnter(seller.page, reply);
      await messagesWith(buyer.page, reply).waitFor();
      expect(both.problems()).toEqual([]);
    } finally {
      await both.close();
    }
  });
});

describe('messages on a 360 px screen', () => {
  it('shows the list and the room as two steps with a way back, nothing wider than the screen', async () => {
    const { page, problems, close } = await browser.openPage({ width: 360 });
    try {
      await page.goto(`${baseUrl}/`);
      await signInThroughDialog(page, world.buyer.email, world.buyer.password);
      await page.goto(`${baseUrl}/profile/messages`);
      const row = page.getByTestId('chat-room-row').first();
      await row.waitFor();
      expect(await messageInput(page).count()).toBe(0);
      const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(await fits()).toBe(true);

      await row.click();
      await messageInput(page).waitFor();
      expect(await page.getByTestId('chat-room-row').first().isVisible()).toBe(false);
      await page.getByTestId('chat-message').first().waitFor();
      expect(await fits()).toBe(true);
      const box = await messageInput(page).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);

      await page.getByRole('link', { name: 'К списку диалогов' }).click();
      await page.waitForURL(/\/profile\/messages$/);
      await page.getByTestId('chat-room-row').first().waitFor();
      expect(await messageInput(page).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
