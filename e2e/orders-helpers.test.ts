import type { TProductsPage } from '@sverka/shared';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiTokens, storedSessions } from './auth-helpers.ts';
import { useBrowser } from './browser.ts';
import { readMailFolder, setUpOrdersWorld, signInAs, type TOrdersWorld, waitForMail } from './orders-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const browser = useBrowser();
let world: TOrdersWorld & { word: string };

beforeAll(async () => {
  world = await setUpOrdersWorld(baseUrl, dataDir);
});

describe('orders set-up helpers', () => {
  it('give two approved sellers, each with one published product in stock that the catalogue finds', async () => {
    const [first, second] = world.sellers;
    expect(first.sellerId).not.toBe(second.sellerId);
    const response = await fetch(`${baseUrl}/api/v1/products/?search=${encodeURIComponent(world.word)}`);
    const page = (await response.json()) as TProductsPage;
    const found = page.result.map((row) => ({ id: row.id, status: row.status, company: row.company }));
    expect(found.sort((a, b) => a.id - b.id)).toEqual(
      world.products
        .map((product) => ({ id: product.id, status: 'published', company: product.sellerId }))
        .sort((a, b) => a.id - b.id),
    );
    expect(world.products.every((product) => product.inStock > 0)).toBe(true);
  });

  it('give a buyer who signs in through the dialog, and read the mail folder', async () => {
    expect((await apiTokens(baseUrl, world.buyer.email, world.buyer.password)).access).toBeTruthy();
    const { page, problems, close } = await browser.openPage();
    try {
      await signInAs(page, baseUrl, world.buyer);
      expect((await storedSessions(page)).session).toContain(world.buyer.email);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
    // A password reset mails a link: the folder reader finds the letter and decodes its subject.
    const csrf = /csrftoken=([^;]+)/.exec((await fetch(`${baseUrl}/auth/csrf/`)).headers.get('set-cookie') ?? '')?.[1];
    const asked = await fetch(`${baseUrl}/auth/users/reset_password/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf ?? '' },
      body: JSON.stringify({ email: world.buyer.email }),
    });
    expect(asked.status).toBeLessThan(300);
    const letter = await waitForMail(dataDir, world.buyer.email, (mail) => mail.text.includes('/reset-password/'));
    expect(letter.subject).toBe('Восстановление пароля — Сверка');
    expect((await readMailFolder(dataDir)).length).toBeGreaterThan(0);
  });
});
