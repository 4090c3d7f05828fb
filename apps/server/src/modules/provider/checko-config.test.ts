import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const made: string[] = [];
const dir = () => {
  const created = mkdtempSync(path.join(tmpdir(), 'sverka-checko-'));
  made.push(created);
  return created;
};
afterAll(() => {
  for (const created of made) rmSync(created, { recursive: true, force: true });
});

describe('Checko settings', () => {
  it('leaves the provider off without a key', () => {
    expect(loadConfig({}, dir()).checko).toBeUndefined();
  });

  it('turns it on with a key, with the documented base URL by default', () => {
    expect(loadConfig({ CHECKO_API_KEY: 'abcdefgh12345678' }, dir()).checko).toEqual({
      apiKey: 'abcdefgh12345678',
      baseUrl: 'https://api.checko.ru/v2',
      timeoutMs: 10_000,
    });
  });

  it('rejects a non-http base URL, naming the variable', () => {
    expect(() => loadConfig({ CHECKO_API_KEY: 'abcdefgh12345678', CHECKO_BASE_URL: 'ftp://x' }, dir())).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ CHECKO_BASE_URL: 'ftp://x' }, dir());
    } catch (error) {
      expect((error as ConfigError).problems.join()).toMatch(/CHECKO_BASE_URL/);
    }
  });
});
