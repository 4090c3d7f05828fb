import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TCategory, TProduct, TSeller } from '@sverka/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  apiTokens,
  makeAdmin,
  makePng,
  PDF_BYTES,
  registerAccount,
  signInThroughDialog,
  type TAccount,
} from './auth-helpers.ts';

/**
 * Set-up for the orders tests, through the HTTP API the web app uses: sellers
 * approved by an admin, each with a published product in stock, a buyer, and
 * the mail the server writes under DATA_DIR/mail (no SMTP_URL).
 */

export type TOrdersSeller = { account: TAccount; sellerId: number; name: string; inn: string };
export type TOrdersProduct = { id: number; name: string; priceRubles: number; inStock: number; sellerId: number };
export type TOrdersWorld = {
  admin: TAccount;
  buyer: TAccount;
  sellers: [TOrdersSeller, TOrdersSeller];
  /** One product of each seller, in the order of `sellers`. */
  products: [TOrdersProduct, TOrdersProduct];
};

/** A made-up Cyrillic word only this run's goods have: the catalogue search finds them and nothing else. */
export const uniqueWord = (prefix = 'Орталин') =>
  `${prefix}${[...randomUUID().replace(/-/g, '').slice(0, 5)]
    .map((digit) => 'абвгдежзиклмнопр'[Number.parseInt(digit, 16)])
    .join('')}`;

export async function bearer(baseUrl: string, account: TAccount): Promise<{ authorization: string }> {
  const { access } = await apiTokens(baseUrl, account.email, account.password);
  return { authorization: `Bearer ${access}` };
}

async function json<T>(response: Response, status: number, what: string): Promise<T> {
  const text = await response.text();
  expect(response.status, `${what}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** Demo companies nobody represents yet, from a page of the register other test files do not pick from. */
async function freeCompanies(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/v1/companies/?page=7&page_size=50`);
  const page = await json<{ result: { inn: string; kind: string; representative?: number | null }[] }>(
    response,
    200,
    'companies',
  );
  return page.result
    .filter((row) => row.kind === 'company' && row.inn.length === 10 && !row.representative)
    .map((row) => row.inn);
}

/**
 * Makes `account` the representative of a free demo company: the application
 * with the three documents, approved by `admin`. Resolves with the seller
 * (sellers.id is the `company` of its products).
 */
export async function makeApprovedSeller(
  baseUrl: string,
  account: TAccount,
  admin: TAccount,
  taken: ReadonlySet<string> = new Set(),
): Promise<TOrdersSeller> {
  // Another file of the run may bind the same company at the same moment: its approval then answers 409, and
  // the next free company is tried.
  let inn: string | undefined;
  for (const candidate of (await freeCompanies(baseUrl)).filter((row) => !taken.has(row))) {
    const form = new FormData();
    form.append('inn', candidate);
    for (const name of ['passport', 'contract', 'document'])
      form.append(name, new Blob([PDF_BYTES], { type: 'application/pdf' }), `${name}.pdf`);
    const filed = await fetch(`${baseUrl}/api/v1/ticket-company-binding/`, {
      method: 'POST',
      headers: await bearer(baseUrl, account),
      body: form,
    });
    if (filed.status === 409) continue;
    const { id } = await json<{ id: number }>(filed, 201, 'binding application');
    const approved = await fetch(`${baseUrl}/api/v1/admin/company-bindings/${id}/approve/`, {
      method: 'POST',
      headers: await bearer(baseUrl, admin),
    });
    if (approved.status === 409) continue;
    await json(approved, 200, 'binding approval');
    inn = candidate;
    break;
  }
  if (!inn) throw new Error('the demo register has no free company to bind');
  const sellers = await json<TSeller[]>(
    await fetch(`${baseUrl}/api/v1/sellers/?representative__in=${account.id}`),
    200,
    'sellers',
  );
  const seller = sellers.find((row) => row.inn === inn);
  if (!seller) throw new Error(`${account.email} does not represent ${inn} after the approval`);
  return { account, sellerId: seller.id, name: seller.name, inn };
}

/** A leaf of the seeded category tree (the first root's first child unless told). */
export async function leafCategory(baseUrl: string, index = 0): Promise<{ id: number; name: string }> {
  const tree = await json<TCategory[]>(await fetch(`${baseUrl}/api/v1/categories/`), 200, 'categories');
  const leaves = tree.flatMap((root) => root.childrens);
  const leaf = leaves[index % Math.max(1, leaves.length)];
  if (!leaf) throw new Error('the category tree has no second level');
  return { id: leaf.id, name: leaf.name };
}

/**
 * Places a product for `seller` with one picture and `inStock` units, and has
 * `admin` approve it, so it is on sale at once.
 */
export async function createPublishedProduct(
  baseUrl: string,
  seller: TOrdersSeller,
  admin: TAccount,
  product: { name: string; priceRubles: number; inStock: number; categoryId: number },
): Promise<TOrdersProduct> {
  const form = new FormData();
  form.append('name', product.name);
  form.append('description', `${product.name}: поставка со склада продавца, документы для бухгалтерии прилагаются.`);
  form.append('price', String(product.priceRubles));
  form.append('category', String(product.categoryId));
  form.append('company', String(seller.sellerId));
  form.append('in_stock', String(product.inStock));
  form.append('images', new Blob([new Uint8Array(makePng(800, 600))], { type: 'image/png' }), 'product.png');
  const created = await json<TProduct>(
    await fetch(`${baseUrl}/api/v1/products/`, {
      method: 'POST',
      headers: await bearer(baseUrl, seller.account),
      body: form,
    }),
    201,
    'product',
  );
  await json(
    await fetch(`${baseUrl}/api/v1/admin/products/${created.id}/approve/`, {
      method: 'POST',
      headers: await bearer(baseUrl, admin),
    }),
    200,
    'product approval',
  );
  return {
    id: created.id,
    name: product.name,
    priceRubles: product.priceRubles,
    inStock: product.inStock,
    sellerId: seller.sellerId,
  };
}

/**
 * Two approved sellers with one published product each (in stock, distinct
 * names with `word` in them so a search finds exactly these two), an admin,
 * and a buyer with no orders yet.
 */
export async function setUpOrdersWorld(
  baseUrl: string,
  dataDir: string,
  options: { word?: string; inStock?: number } = {},
): Promise<TOrdersWorld & { word: string }> {
  const word = options.word ?? uniqueWord();
  const admin = await registerAccount(baseUrl, 'orders-admin', 'Олег Модераторов');
  await makeAdmin(dataDir, admin);
  const first = await makeApprovedSeller(
    baseUrl,
    await registerAccount(baseUrl, 'orders-seller-a', 'Вера Поставщикова'),
    admin,
  );
  const second = await makeApprovedSeller(
    baseUrl,
    await registerAccount(baseUrl, 'orders-seller-b', 'Глеб Оптовиков'),
    admin,
    new Set([first.inn]),
  );
  const category = await leafCategory(baseUrl);
  const inStock = options.inStock ?? 50;
  const products: [TOrdersProduct, TOrdersProduct] = [
    await createPublishedProduct(baseUrl, first, admin, {
      name: `Краска ${word} фасадная`,
      priceRubles: 1250,
      inStock,
      categoryId: category.id,
    }),
    await createPublishedProduct(baseUrl, second, admin, {
      name: `Грунтовка ${word} глубокая`,
      priceRubles: 480,
      inStock,
      categoryId: category.id,
    }),
  ];
  const buyer = await registerAccount(baseUrl, 'orders-buyer', 'Инга Закупкина');
  return { word, admin, buyer, sellers: [first, second], products };
}

/** Opens the app and signs `account` in through the header's dialog (the way a person does). */
export async function signInAs(page: Page, baseUrl: string, account: TAccount, startPath = '/'): Promise<void> {
  await page.goto(`${baseUrl}${startPath}`);
  await signInThroughDialog(page, account.email, account.password);
}

export type TMailMessage = { file: string; to: string; subject: string; text: string };

/** `=?UTF-8?B?…?=` words of a header back to text. */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_m, base64: string) =>
    Buffer.from(base64, 'base64').toString('utf8'),
  );
}

/** Undoes quoted-printable soft breaks and `=XX` escapes (a body the mailer did not write as 8 bit). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function parseEml(file: string, raw: string): TMailMessage {
  const split = raw.indexOf('\r\n\r\n') >= 0 ? raw.indexOf('\r\n\r\n') : raw.indexOf('\n\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split).trim() : '';
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  const quoted = /^Content-Transfer-Encoding: quoted-printable/im.test(head);
  return {
    file,
    to: header('To'),
    subject: decodeHeader(header('Subject')),
    text: quoted ? decodeQuotedPrintable(body) : body,
  };
}

/** Every message the server wrote to DATA_DIR/mail, newest first; only those to `to` when given. */
export async function readMailFolder(dataDir: string, to?: string): Promise<TMailMessage[]> {
  const dir = path.join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const messages: TMailMessage[] = [];
  for (const name of names.sort().reverse()) {
    const message = parseEml(name, await readFile(path.join(dir, name), 'utf8'));
    if (to === undefined || message.to.toLowerCase() === to.toLowerCase()) messages.push(message);
  }
  return messages;
}

/**
 * Waits up to `timeoutMs` for a message to `to` that `match` accepts (letters
 * are sent after the commit, so they may arrive a moment after the reply).
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  match: (message: TMailMessage) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<TMailMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readMailFolder(dataDir, to)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail to ${to} in ${path.join(dataDir, 'mail')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
