import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * Debian's Chromium; no test tool downloads a browser of its own. Its headless shell (the package
 * `chromium-headless-shell`: the same engine, without the browser's own window) when installed: headless, the
 * full browser still renders its toolbar in a renderer of its own, which took nearly as much of this two-core
 * machine's CPU as the pages under test, and a page opened in a fresh context took twice as long.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Flags that keep Chromium quiet on a machine with no internet (design.md "Tests and CI"). */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  // playwright-core launches with a fresh temporary profile (user data dir) each time.
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/** A page whose console errors and failed API calls are collected for assertions. */
export async function openPage(browser: Browser, options: { width?: number } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: 'ru-RU',
  });
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  return { page, problems, close: () => context.close() };
}

export type TTestBrowser = { openPage: (options?: { width?: number }) => ReturnType<typeof openPage> };

/**
 * One browser for a test file: launched before its tests and closed after
 * them. Every test opens its pages in a context of its own.
 */
export function useBrowser(): TTestBrowser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    openPage: (options) => {
      if (!browser) throw new Error('the browser is not running: open pages inside tests');
      return openPage(browser, options);
    },
  };
}
