import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { makeAdmin, registerAccount, type TAccount } from './auth-helpers.ts';
import {
  bearer,
  createPublishedProduct,
  leafCategory,
  makeApprovedSeller,
  type TOrdersProduct,
  type TOrdersSeller,
  uniqueWord,
} from './orders-helpers.ts';

/**
 * Set-up and page helpers of the chat tests: an approved seller with a
 * published product and a buyer, made through the API; the messages page as
 * a person sees it.
 */

export type TChatWorld = { seller: TOrdersSeller; product: TOrdersProduct; buyer: TAccount };

export async function setUpChatWorld(baseUrl: string, dataDir: string): Promise<TChatWorld> {
  const admin = await registerAccount(baseUrl, 'chat-admin', 'Олег Модераторов');
  await makeAdmin(dataDir, admin);
  const seller = await makeApprovedSeller(
    baseUrl,
    await registerAccount(baseUrl, 'chat-seller', 'Вера Поставщикова'),
    admin,
  );
  const category = await leafCategory(baseUrl);
  const product = await createPublishedProduct(baseUrl, seller, admin, {
    name: `Краска ${uniqueWord('Чатовин')} фасадная`,
    priceRubles: 1250,
    inStock: 20,
    categoryId: category.id,
  });
  const buyer = await registerAccount(baseUrl, 'chat-buyer', 'Инга Закупкина');
  return { seller, product, buyer };
}

/** `who` adds `friend` (a company's representative) to their friends list through the API. */
export async function addFriendThroughApi(baseUrl: string, who: TAccount, friend: TAccount): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/friends/`, {
    method: 'POST',
    headers: { ...(await bearer(baseUrl, who)), 'content-type': 'application/json' },
    body: JSON.stringify({ friend: friend.id }),
  });
  expect([200, 201], await response.clone().text()).toContain(response.status);
}

/** The message input of the open room. */
export const messageInput = (page: Page) => page.getByRole('textbox', { name: 'Сообщение' });

/** Types a message into the open room and sends it with Enter. */
export async function sendWithEnter(page: Page, text: string): Promise<void> {
  const input = messageInput(page);
  await input.fill(text);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe('');
}

/** The stored messages of the open room that contain `text`. */
export const messagesWith = (page: Page, text: string): Locator =>
  page.getByTestId('chat-history').getByTestId('chat-message').filter({ hasText: text });

/** The room list's row that names `name`. */
export const roomRow = (page: Page, name: string): Locator =>
  page.getByTestId('chat-room-row').filter({ hasText: name });

/** The accessible name of the header's messages link: «Сообщения» or «Сообщения, непрочитанных: N». */
export const headerMessagesLabel = (page: Page) =>
  page.getByRole('banner').getByTestId('messages-link').getAttribute('aria-label');

/** The texts of the open room's stored messages, in the order shown. */
export const shownMessages = (page: Page) =>
  page.getByTestId('chat-history').getByTestId('chat-message').locator('p').allTextContents();
