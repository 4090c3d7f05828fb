import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Environment read once at boot. Every variable is optional on a developer
 * machine; a bad value stops the process with a message naming the variable,
 * before anything else starts.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: load demo data on the first start when the registry tables are empty. */
  DEMO_DATA: z.enum(['auto', 'off']).default('auto'),
  DEMO_COMPANIES: z.coerce.number().int().min(0).max(10_000_000).default(20_000),
  DEMO_ENTREPRENEURS: z.coerce.number().int().min(0).max(10_000_000).default(10_000),
  /** Where the built web app lives; defaults to apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /** Checko API key: when set, companies missing locally are fetched live. Stays on the server. */
  CHECKO_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  CHECKO_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.checko.ru/v2'),
  CHECKO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  demo: { mode: 'auto' | 'off'; companies: number; entrepreneurs: number };
  webDist: string | undefined;
  /** Live provider settings; undefined when no key is configured, and then nothing calls out. */
  checko: TCheckoConfig | undefined;
};

export type TCheckoConfig = { apiKey: string; baseUrl: string; timeoutMs: number };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Blank variables count as unset, so `PORT= npm start` means "default". */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  );
}

/**
 * The JWT secret must survive restarts (or every session would be signed out),
 * so when none is given one is generated once and kept in DATA_DIR, readable by
 * the owner only.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secrets', 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Validates the environment and resolves paths; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): TConfig {
  const parsed = ZEnv.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    demo: { mode: e.DEMO_DATA, companies: e.DEMO_COMPANIES, entrepreneurs: e.DEMO_ENTREPRENEURS },
    webDist: e.WEB_DIST === undefined ? undefined : path.resolve(cwd, e.WEB_DIST),
    checko: e.CHECKO_API_KEY
      ? { apiKey: e.CHECKO_API_KEY, baseUrl: e.CHECKO_BASE_URL, timeoutMs: e.CHECKO_TIMEOUT_MS }
      : undefined,
  };
}
