import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sverka-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, tempDir());
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.join(cwd, 'data'),
      databaseUrl: undefined,
    });
    expect(config.demo).toEqual({ mode: 'auto', companies: 20_000, entrepreneurs: 10_000 });
    expect(config.accounts.passwordHashing).toEqual({ memoryKib: 19_456, passes: 2 });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }, tempDir())).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('generates the JWT secret once and keeps it in DATA_DIR, private', () => {
    const cwd = tempDir();
    const first = loadConfig({}, cwd).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, cwd).jwtSecret).toBe(first);
    const file = path.join(cwd, 'data', 'secrets', 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('uses a given JWT secret instead of generating one', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ JWT_SECRET: secret }, tempDir()).jwtSecret).toBe(secret);
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root@localhost/db',
      JWT_SECRET: 'short',
      SMTP_URL: 'http://mail',
      REDIS_URL: 'nope',
      DEMO_DATA: 'sometimes',
    });
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'REDIS_URL', 'DEMO_DATA']) {
      expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    }
  });

  it('takes a replica URL beside DATABASE_URL, checked the same way, and refuses one without a primary', () => {
    const primary = 'postgres://sverka@db.example.org:5432/sverka?sslmode=require';
    const replica = 'postgresql://sverka@replica.example.org:5432/sverka?sslmode=require';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }, tempDir())).toMatchObject({
      databaseUrl: primary,
      databaseReplicaUrl: replica,
    });
    expect(loadConfig({ DATABASE_URL: primary }, tempDir()).databaseReplicaUrl).toBeUndefined();
    expect(problemsOf({ DATABASE_URL: primary, DATABASE_REPLICA_URL: 'mysql://replica/db' })).toEqual([
      expect.stringMatching(/^DATABASE_REPLICA_URL: must be a postgres/),
    ]);
    expect(problemsOf({ DATABASE_REPLICA_URL: replica })).toEqual([
      expect.stringMatching(/^DATABASE_REPLICA_URL: needs DATABASE_URL/),
    ]);
  });

  it('accepts the URLs it documents', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
        SMTP_URL: 'smtps://user:pass@smtp.example.org:465',
        REDIS_URL: 'redis://127.0.0.1:6379',
        PORT: '8080',
      },
      tempDir(),
    );
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it('has SimpleJWT lifetimes and account limits by default, and reads them from the environment', () => {
    const defaults = loadConfig({}, tempDir()).accounts;
    expect(defaults).toMatchObject({
      accessTokenSeconds: 300,
      refreshTokenSeconds: 86_400,
      resetTokenSeconds: 86_400,
      rateLimits: {
        login: { max: 20, windowSeconds: 900 },
        register: { max: 10, windowSeconds: 3600 },
        reset: { max: 5, windowSeconds: 3600 },
      },
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
    });
    const custom = loadConfig(
      {
        ACCESS_TOKEN_LIFETIME: '60',
        RATE_LIMIT_LOGIN: '3/30s',
        RATE_LIMIT_RESET: '0/1m',
        PUBLIC_URL: 'https://sverka.example/',
        HOST: '0.0.0.0',
      },
      tempDir(),
    ).accounts;
    expect(custom).toMatchObject({
      accessTokenSeconds: 60,
      rateLimits: { login: { max: 3, windowSeconds: 30 }, reset: { max: 0, windowSeconds: 60 } },
      publicUrl: 'https://sverka.example',
    });
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(loadConfig({}, tempDir()).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, tempDir()).trustProxy).toBe(true);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }, tempDir()).trustProxy as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }, tempDir()).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('names a malformed rate limit', () => {
    expect(problemsOf({ RATE_LIMIT_LOGIN: 'twenty' })).toEqual([
      'RATE_LIMIT_LOGIN: must look like 20/15m (count/window with s, m or h)',
    ]);
  });

  it('lets the offline payment sandbox run on this machine, not on a production site', () => {
    const sandboxRefusal = /sandbox takes no real money/;
    // `npm start` on one's own computer: production mode on localhost.
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toEqual([expect.stringMatching(sandboxRefusal)]);
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://sverka.example' })).toEqual([
      expect.stringMatching(sandboxRefusal),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', HOST: '0.0.0.0', ALLOW_SANDBOX_PAYMENTS: '1' })).toEqual([]);
    expect(problemsOf({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toEqual([]);
    expect(
      problemsOf({ NODE_ENV: 'production', HOST: '0.0.0.0', PAYMENTS_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '1' }),
    ).toEqual(['PAYMENTS_PROVIDER: yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY']);
  });
});
