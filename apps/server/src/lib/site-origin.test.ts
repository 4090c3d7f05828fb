import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type TConfig } from '../config.ts';
import { linkOrigin } from './site-origin.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-origin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 'x'.repeat(40);
const configOf = (env: Record<string, string>) => loadConfig({ JWT_SECRET: SECRET, ...env }, dataDir);

/** What linkOrigin answers for a request with these headers, through a real Fastify request. */
async function originFor(config: TConfig, headers: Record<string, string>): Promise<string> {
  const app = Fastify({ trustProxy: config.trustProxy });
  app.get('/', async (request) => linkOrigin(request, config.accounts));
  try {
    return (await app.inject({ method: 'GET', url: '/', headers })).body;
  } finally {
    await app.close();
  }
}

describe('linkOrigin', () => {
  it('keeps the loopback address and port the visitor opened, and PUBLIC_URL for hosts the server does not serve', async () => {
    const config = configOf({ PORT: '3000' });
    expect(await originFor(config, { host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(await originFor(config, { host: '[::1]:3000' })).toBe('http://[::1]:3000');
    expect(await originFor(config, { host: 'localhost:3000' })).toBe('http://localhost:3000');
    const forged = [
      'evil.example',
      'localhost@evil.example',
      'evil.example/x',
      '127.0.0.1.evil.example',
      'localhost:99999',
    ];
    for (const host of forged) {
      expect(await originFor(config, { host }), host).toBe('http://localhost:3000');
    }
  });

  it('believes X-Forwarded-Host and -Proto only from a trusted proxy, and only for allowed hosts', async () => {
    const forwarded = { host: '127.0.0.1:3000', 'x-forwarded-host': 'sverka.example', 'x-forwarded-proto': 'https' };
    const untrusted = configOf({ ALLOWED_HOSTS: 'sverka.example' });
    expect(await originFor(untrusted, forwarded)).toBe('http://127.0.0.1:3000');
    const trusted = configOf({ ALLOWED_HOSTS: 'www.sverka.example, Sverka.example', TRUST_PROXY: 'true' });
    expect(await originFor(trusted, forwarded)).toBe('https://sverka.example');
    expect(await originFor(trusted, { ...forwarded, 'x-forwarded-host': 'evil.example' })).toBe(
      'http://localhost:3000',
    );
    expect(await originFor(trusted, { ...forwarded, 'x-forwarded-proto': 'javascript' })).toBe('http://localhost:3000');
  });

  it('uses PUBLIC_URL for everything on a production site that sets it', async () => {
    const config = configOf({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://sverka.example/',
      PAYMENTS_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: '1',
      YOOKASSA_SECRET_KEY: 'secret-key',
    });
    expect(config.accounts.origins.pinned).toBe(true);
    expect(await originFor(config, { host: '127.0.0.1:3000' })).toBe('https://sverka.example');
    // PUBLIC_URL's own host is accepted without being listed when nothing pins it.
    const staging = configOf({ PUBLIC_URL: 'https://staging.sverka.example' });
    expect(await originFor(staging, { host: 'staging.sverka.example', 'x-forwarded-proto': 'https' })).toBe(
      'http://staging.sverka.example',
    );
  });
});
