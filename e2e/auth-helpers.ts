import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { runServerCli } from './server-cli.ts';

/** Passes the rules of spec §5: 8+ characters, a digit, a special character. */
export const PASSWORD = 'Sverka-2024';

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.ru`;

/** The `csrftoken` cookie the server hands out with every page, as a browser would get it. */
async function csrfCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/csrf/`);
  const match = /csrftoken=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('the server set no csrftoken cookie');
  return match[1];
}

async function postWithCsrf(baseUrl: string, url: string, body: unknown): Promise<Response> {
  const token = await csrfCookie(baseUrl);
  return fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${token}`, 'x-csrftoken': token },
    body: JSON.stringify(body),
  });
}

export type TAccount = { full_name: string; email: string; password: string; id: number };

/** Registers through the API: for users whose sign-up is not what a test is about. */
export async function registerAccount(baseUrl: string, label: string, fullName: string): Promise<TAccount> {
  const body = { full_name: fullName, email: uniqueEmail(label), password: PASSWORD };
  const response = await postWithCsrf(baseUrl, '/auth/users/', body);
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { ...body, id };
}

export async function apiTokens(baseUrl: string, email: string, password: string) {
  const response = await postWithCsrf(baseUrl, '/auth/jwt/create/', { email, password });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { access: string; refresh: string };
}

/**
 * Gives an existing account the admin role with the project's command
 * (`npm run admin:create`), run against the DATA_DIR of the running server:
 * it joins that server's embedded database.
 */
export async function makeAdmin(dataDir: string, account: TAccount): Promise<void> {
  const args = ['--email', account.email, '--password', account.password, '--name', account.full_name];
  await runServerCli(dataDir, ['apps/server/src/cli/create-admin.ts', ...args]);
}

/** Undoes quoted-printable soft breaks and `=3D`, so a link in an .eml reads whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The newest message the server wrote to `email` under DATA_DIR/mail (no SMTP_URL) whose decoded text matches
 * `pattern`, and the match, waiting up to 10 s for it to arrive.
 */
export async function readMail(
  dataDir: string,
  email: string,
  pattern: RegExp,
  what: string,
): Promise<{ text: string; match: RegExpExecArray }> {
  const dir = path.join(dataDir, 'mail');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse()) {
      const text = decodeQuotedPrintable(await readFile(path.join(dir, name), 'utf8'));
      if (!text.includes(`To: ${email}`)) continue;
      const match = pattern.exec(text);
      if (match) return { text, match };
    }
    if (Date.now() > deadline) throw new Error(`no ${what} mail for ${email} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first path matching `link` in the newest message to `email` that has one. */
async function readMailedLink(dataDir: string, email: string, link: RegExp, what: string): Promise<string> {
  return (await readMail(dataDir, email, link, what)).match[0];
}

/** The reset link mailed to `email`, as a path: `/reset-password/{uid}/{token}`. */
export function readResetLink(dataDir: string, email: string): Promise<string> {
  return readMailedLink(dataDir, email, /\/reset-password\/[^/\s"'<>]+\/[^/\s"'<>]+/, 'reset');
}

/** The `/confirm-email/{token}` path of the newest confirmation mailed to `email`. */
export function readConfirmEmailLink(dataDir: string, email: string): Promise<string> {
  return readMailedLink(dataDir, email, /\/confirm-email\/[^/\s"'<>]+/, 'confirmation');
}

/** A PNG of `width`×`height` in two colours, split vertically: enough for the crop to have something to frame. */
export function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const left = x < width / 2;
      row.set(left ? [30, 64, 175] : [245, 158, 11], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest PDF a document check accepts (the server sniffs the content). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Opens the authorization dialog from the header. */
export async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.waitFor();
  return dialog;
}

/** Signs in through the dialog; remember me stays as it is unless asked. */
export async function signInThroughDialog(page: Page, email: string, password: string, remember = false) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Электронная почта').fill(email);
  await dialog.getByLabel(/^Пароль/).fill(password);
  if (remember) await dialog.getByLabel('Запомнить меня').check();
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** What the tab keeps under the `user` key of each storage. */
export function storedSessions(page: Page) {
  return page.evaluate(() => ({
    local: window.localStorage.getItem('user'),
    session: window.sessionStorage.getItem('user'),
  }));
}
