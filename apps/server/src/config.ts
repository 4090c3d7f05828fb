import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { PRODUCT_IMAGE_MAX_BYTES } from '@sverka/shared';
import { z } from 'zod';
import { OWASP_PASSWORD_HASHING, type TPasswordHashing } from './lib/passwords.ts';
import { SIGN_IN_THROTTLE, type TSignInThrottlePolicy } from './lib/rate-limit.ts';
import { DEFAULT_REDIS_PREFIX } from './lib/redis.ts';

const RATE_UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;

/** `20/15m` → at most 20 requests per 15 minutes. */
const ZRateLimit = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, 'must look like 20/15m (count/window with s, m or h)')
  .transform((value): TRateLimit => {
    const [max, window] = value.split('/') as [string, string];
    const unit = window.slice(-1) as keyof typeof RATE_UNIT_SECONDS;
    return { max: Number(max), windowSeconds: Number(window.slice(0, -1)) * RATE_UNIT_SECONDS[unit] };
  });

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
  /** A streaming replica of DATABASE_URL: public search and card reads go there; everything else stays on the primary. */
  DATABASE_REPLICA_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** What every Redis key and channel of this site starts with: sites sharing one Redis each need their own. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
    .default(DEFAULT_REDIS_PREFIX),
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
  /** Token lifetimes in seconds; SimpleJWT's defaults (5 minutes, 1 day). */
  ACCESS_TOKEN_LIFETIME: z.coerce.number().int().min(10).max(86_400).default(300),
  REFRESH_TOKEN_LIFETIME: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 86_400)
    .default(86_400),
  /** How long a password reset link works, in seconds. */
  PASSWORD_RESET_TIMEOUT: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(86_400),
  /** Attempts per client address and window, as `N/15m` (s, m or h); `0/1m` turns the limit off. */
  RATE_LIMIT_LOGIN: ZRateLimit.prefault('20/15m'),
  RATE_LIMIT_REGISTER: ZRateLimit.prefault('10/1h'),
  RATE_LIMIT_RESET: ZRateLimit.prefault('5/1h'),
  /** New products per signed-in user and window; a seller placing by hand never needs more. */
  RATE_LIMIT_PRODUCT_CREATE: ZRateLimit.prefault('60/1h'),
  /** Where people open the site; links in emails start with it. Defaults to http://HOST:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Sverka <no-reply@sverka.local>'),
  /**
   * Behind a reverse proxy: `true` trusts X-Forwarded-For from any hop, a number that many hops, otherwise
   * a comma list of proxy addresses. Without it every client looks like the proxy to the rate limits.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * Host names (comma list, no ports) whose requests may start the links the API hands the browser (payment
   * and return pages), besides loopback, HOST and PUBLIC_URL's host. Any other Host gets PUBLIC_URL.
   */
  ALLOWED_HOSTS: z.string().optional(),
  /**
   * Seconds a company card reply is served from memory; 0 turns the cache off. Any change to the
   * registry data (an import, the demo loader, another server) drops it within about a second anyway.
   */
  RESPONSE_CACHE_TTL: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Memory the cached replies may take, in MB. */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  /**
   * 1: replies of the card's endpoints are kept in the database as card documents, one read each, until a
   * writer changes what they show (modules/card-documents); 0 runs their queries on every request.
   */
  CARD_DOCUMENTS: z.enum(['0', '1']).default('1'),
  /** Who takes card payments: the built-in offline sandbox (default) or YooKassa. */
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'yookassa']).default('sandbox'),
  /** The sandbox refuses to run in production unless this is 1 (a staging site, for example). */
  ALLOW_SANDBOX_PAYMENTS: z.enum(['0', '1']).default('0'),
  /** 1: bulk uploads may name pictures on loopback and private addresses (a local test server). Never in production. */
  PICTURE_FETCH_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  PICTURE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  YOOKASSA_SHOP_ID: z.string().min(1).optional(),
  YOOKASSA_SECRET_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  YOOKASSA_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.yookassa.ru/v3'),
  /** 54-ФЗ receipt VAT code of the plans (YooKassa vat_code: 1 = без НДС). */
  YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
  /** A payment still pending this many seconds after creation is asked about again by the re-check job. */
  PAYMENT_RECHECK_AFTER: z.coerce.number().int().min(10).max(86_400).default(600),
  PAYMENT_RECHECK_INTERVAL: z.coerce.number().int().min(5).max(86_400).default(300),
  /** Goods of an order not paid within this many minutes go back on sale; the order stays «Не оплачен». */
  ORDER_RESERVE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** The service provider's legal and bank details shown in the footer and on receipts. */
  REQUISITES_NAME: z.string().min(1).default('ООО «Сверка»'),
  REQUISITES_INN: z
    .string()
    .regex(/^\d{10}$|^\d{12}$/, 'must be 10 or 12 digits')
    .optional(),
  REQUISITES_KPP: z
    .string()
    .regex(/^\d{9}$/, 'must be 9 digits')
    .optional(),
  REQUISITES_OGRN: z
    .string()
    .regex(/^\d{13}$|^\d{15}$/, 'must be 13 or 15 digits')
    .optional(),
  REQUISITES_ADDRESS: z.string().min(1).optional(),
  REQUISITES_BANK: z.string().min(1).optional(),
  REQUISITES_BIK: z
    .string()
    .regex(/^\d{9}$/, 'must be 9 digits')
    .optional(),
  REQUISITES_ACCOUNT: z
    .string()
    .regex(/^\d{20}$/, 'must be 20 digits')
    .optional(),
  REQUISITES_CORRESPONDENT_ACCOUNT: z
    .string()
    .regex(/^\d{20}$/, 'must be 20 digits')
    .optional(),
  REQUISITES_EMAIL: z.email().default('support@sverka.local'),
  REQUISITES_PHONE: z.string().min(5).optional(),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica of databaseUrl for public registry reads (see lib/registry-reads.ts). */
  databaseReplicaUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  /** Start of this site's Redis keys and channels (chat `<prefix>chat:`, rate limits `<prefix>rate:`). */
  redisPrefix: string;
  logLevel: string;
  demo: { mode: 'auto' | 'off'; companies: number; entrepreneurs: number };
  webDist: string | undefined;
  /** Live provider settings; undefined when no key is configured, and then nothing calls out. */
  checko: TCheckoConfig | undefined;
  accounts: TAccountsConfig;
  /** Fastify's trustProxy: which X-Forwarded-For hops to believe for the client address. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  payments: TPaymentsConfig;
  requisites: TRequisitesConfig;
  /** Replies of card routes kept in memory; undefined when turned off. */
  responseCache: TResponseCacheConfig | undefined;
  /** Replies of card routes kept in the database as card documents. */
  cardDocuments: boolean;
  /** How pictures named by URL in a bulk upload of goods are fetched. */
  pictureFetch: TPictureFetchConfig;
};

/** Bulk uploads' picture fetching: addresses allowed, time and size limits. */
export type TPictureFetchConfig = {
  /** Loopback and private addresses too: for a test or local server only; off by default (SSRF). */
  allowPrivateAddresses: boolean;
  timeoutMs: number;
  maxBytes: number;
};

export type TResponseCacheConfig = {
  ttlMs: number;
  maxBytes: number;
  /** How often the registry data version is read (ms); 1 s by default. */
  versionPollMs?: number;
  /** How long after a seen data change nothing is kept (ms); 5 s by default. */
  settleMs?: number;
};

/** Card payments of plans. `sandboxSecret` signs the sandbox's webhooks to our own route. */
export type TPaymentsConfig = {
  provider: 'sandbox' | 'yookassa';
  yookassa: { shopId: string; secretKey: string; apiUrl: string; vatCode: number } | undefined;
  sandboxSecret: string;
  /** False on a production site without ALLOW_SANDBOX_PAYMENTS=1: the provider factory refuses the sandbox too. */
  sandboxAllowed: boolean;
  recheckAfterSeconds: number;
  recheckIntervalSeconds: number;
  /** ORDER_RESERVE_MINUTES: how long an unpaid goods order holds its stock. */
  orderReserveMinutes: number;
};

/**
 * The provider's legal and bank details (footer, receipts). Only the name and
 * email have defaults: an installation shows no made-up tax or bank numbers.
 */
export type TRequisitesConfig = {
  name: string;
  inn: string | undefined;
  kpp: string | undefined;
  ogrn: string | undefined;
  address: string | undefined;
  bank: string | undefined;
  bik: string | undefined;
  account: string | undefined;
  correspondentAccount: string | undefined;
  email: string;
  phone: string | undefined;
};

/** At most `max` requests per `windowSeconds` from one client address; max 0 means no limit. */
export type TRateLimit = { max: number; windowSeconds: number };

/** Sign-in, tokens, mail and uploads. */
export type TAccountsConfig = {
  jwtSecret: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  resetTokenSeconds: number;
  rateLimits: { login: TRateLimit; register: TRateLimit; reset: TRateLimit };
  /** New products per user (not per address) and window. */
  productCreateLimit: TRateLimit;
  signInThrottle: TSignInThrottlePolicy;
  /** Origin of the site as people open it, without a trailing slash; email links start with it. */
  publicUrl: string;
  /** Which request origins may start links sent back to the same browser (see lib/site-origin.ts). */
  origins: TSiteOrigins;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Uploads go to `<dataDir>/uploads`, unsent mail to `<dataDir>/mail`. */
  dataDir: string;
  /**
   * The cost of new password hashes: OWASP's baseline on every server, not an environment setting. Only the
   * API tests lower it, for the thousand accounts they make (`testAccountsConfig` in test/accounts.ts).
   */
  passwordHashing: TPasswordHashing;
};

/**
 * A page's links follow the address the visitor opened (its session lives in that origin's storage), but only
 * for hosts this server answers to: a forged Host header must not steer anyone elsewhere.
 */
export type TSiteOrigins = {
  /** PUBLIC_URL set on a production site: every link starts with it, whatever the request names. */
  pinned: boolean;
  /** Lower-case host names (no port, IPv6 without brackets) accepted besides loopback. */
  allowedHosts: string[];
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

/** Settings for an app built without a loaded config (tests, benchmarks): sandbox payments, default requisites. */
export function defaultPaymentsConfig(): TPaymentsConfig {
  return paymentsConfig(ZEnv.parse({}), randomBytes(32).toString('base64url'));
}

/** Picture fetching for an app built without a loaded config: private addresses refused, as in production. */
export function defaultPictureFetchConfig(): TPictureFetchConfig {
  return pictureFetchConfig(ZEnv.parse({}));
}

function pictureFetchConfig(e: z.infer<typeof ZEnv>): TPictureFetchConfig {
  return {
    allowPrivateAddresses: e.PICTURE_FETCH_ALLOW_PRIVATE === '1',
    timeoutMs: e.PICTURE_FETCH_TIMEOUT_MS,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  };
}

export function defaultRequisitesConfig(): TRequisitesConfig {
  return requisitesConfig(ZEnv.parse({}));
}

/** The response cache as `npm start` runs it with no variables set (benchmarks measure this). */
export function defaultResponseCacheConfig(): TResponseCacheConfig {
  return responseCacheConfig(ZEnv.parse({})) as TResponseCacheConfig;
}

function responseCacheConfig(e: z.infer<typeof ZEnv>): TResponseCacheConfig | undefined {
  if (e.RESPONSE_CACHE_TTL === 0) return undefined;
  return { ttlMs: e.RESPONSE_CACHE_TTL * 1000, maxBytes: e.RESPONSE_CACHE_MB * 1024 * 1024 };
}

function paymentsConfig(e: z.infer<typeof ZEnv>, sandboxSecret: string): TPaymentsConfig {
  return {
    provider: e.PAYMENTS_PROVIDER,
    yookassa:
      e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY
        ? {
            shopId: e.YOOKASSA_SHOP_ID,
            secretKey: e.YOOKASSA_SECRET_KEY,
            apiUrl: e.YOOKASSA_API_URL.replace(/\/+$/, ''),
            vatCode: e.YOOKASSA_VAT_CODE,
          }
        : undefined,
    sandboxSecret,
    sandboxAllowed: !servesThePublic(e) || e.ALLOW_SANDBOX_PAYMENTS === '1',
    recheckAfterSeconds: e.PAYMENT_RECHECK_AFTER,
    recheckIntervalSeconds: e.PAYMENT_RECHECK_INTERVAL,
    orderReserveMinutes: e.ORDER_RESERVE_MINUTES,
  };
}

function requisitesConfig(e: z.infer<typeof ZEnv>): TRequisitesConfig {
  return {
    name: e.REQUISITES_NAME,
    inn: e.REQUISITES_INN,
    kpp: e.REQUISITES_KPP,
    ogrn: e.REQUISITES_OGRN,
    address: e.REQUISITES_ADDRESS,
    bank: e.REQUISITES_BANK,
    bik: e.REQUISITES_BIK,
    account: e.REQUISITES_ACCOUNT,
    correspondentAccount: e.REQUISITES_CORRESPONDENT_ACCOUNT,
    email: e.REQUISITES_EMAIL,
    phone: e.REQUISITES_PHONE,
  };
}

/** Payment settings that cannot work together, named the way loadConfig names problems. */
function paymentProblems(e: z.infer<typeof ZEnv>): string[] {
  const problems: string[] = [];
  if (e.PAYMENTS_PROVIDER === 'yookassa' && !(e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY)) {
    problems.push('PAYMENTS_PROVIDER: yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY');
  }
  if (e.PAYMENTS_PROVIDER === 'sandbox' && servesThePublic(e) && e.ALLOW_SANDBOX_PAYMENTS !== '1') {
    problems.push(
      'PAYMENTS_PROVIDER: the sandbox takes no real money and refuses to run on a production site (NODE_ENV=production with a public address in HOST or PUBLIC_URL); set PAYMENTS_PROVIDER=yookassa (or ALLOW_SANDBOX_PAYMENTS=1 on a staging site)',
    );
  }
  return problems;
}

/**
 * A production site is one that others can reach: NODE_ENV=production and either a listen address
 * beyond loopback or a public URL that is not on this machine. `npm start` on one's own computer runs
 * in production mode on localhost, and there the offline sandbox is the right way to pay.
 */
function servesThePublic(e: z.infer<typeof ZEnv>): boolean {
  if (e.NODE_ENV !== 'production') return false;
  const publicHostname = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).hostname : e.HOST;
  return !isLoopback(e.HOST) || !isLoopback(publicHostname);
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1, with or without IPv6 brackets. */
export function isLoopback(host: string): boolean {
  const bare = bareHost(host);
  return bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** `[::1]` → `::1`, `Example.RU` → `example.ru`: the form host names are compared in. */
export function bareHost(host: string): string {
  return host.replace(/^\[|\]$/g, '').toLowerCase();
}

/**
 * Hosts a request may name: the listen address (every interface address of this machine for a wildcard one),
 * PUBLIC_URL's host and ALLOWED_HOSTS.
 */
function siteOrigins(e: z.infer<typeof ZEnv>): TSiteOrigins {
  const listening = ['0.0.0.0', '::'].includes(e.HOST)
    ? Object.values(networkInterfaces()).flatMap((addresses) => (addresses ?? []).map((a) => a.address))
    : [e.HOST];
  const configured = (e.ALLOWED_HOSTS ?? '').split(',').map((host) => host.trim());
  const publicHostname = e.PUBLIC_URL ? [new URL(e.PUBLIC_URL).hostname] : [];
  return {
    pinned: e.PUBLIC_URL !== undefined && servesThePublic(e),
    allowedHosts: [...new Set([...listening, ...publicHostname, ...configured].filter(Boolean).map(bareHost))],
  };
}

function parseTrustProxy(value: string | undefined): TConfig['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** A wildcard listen address is no address to put in a link. */
function publicHost(host: string): string {
  return ['0.0.0.0', '::'].includes(host) ? 'localhost' : host;
}

/**
 * Accounts settings for an app built without a loaded config (tests,
 * benchmarks): a random secret, short-lived files in a temporary folder,
 * limits as in production.
 */
export function ephemeralAccountsConfig(dataDir: string): TAccountsConfig {
  return accountsConfig(ZEnv.parse({}), dataDir, randomBytes(48).toString('base64url'));
}

function accountsConfig(e: z.infer<typeof ZEnv>, dataDir: string, jwtSecret: string): TAccountsConfig {
  return {
    jwtSecret,
    accessTokenSeconds: e.ACCESS_TOKEN_LIFETIME,
    refreshTokenSeconds: e.REFRESH_TOKEN_LIFETIME,
    resetTokenSeconds: e.PASSWORD_RESET_TIMEOUT,
    rateLimits: { login: e.RATE_LIMIT_LOGIN, register: e.RATE_LIMIT_REGISTER, reset: e.RATE_LIMIT_RESET },
    productCreateLimit: e.RATE_LIMIT_PRODUCT_CREATE,
    signInThrottle: SIGN_IN_THROTTLE,
    publicUrl: (e.PUBLIC_URL ?? `http://${publicHost(e.HOST)}:${e.PORT}`).replace(/\/+$/, ''),
    origins: siteOrigins(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    dataDir,
    passwordHashing: OWASP_PASSWORD_HASHING,
  };
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
  const problems = paymentProblems(e);
  if (e.NODE_ENV === 'production' && e.PICTURE_FETCH_ALLOW_PRIVATE === '1') {
    problems.push('PICTURE_FETCH_ALLOW_PRIVATE: a production site never fetches pictures from private addresses');
  }
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) {
    problems.push('DATABASE_REPLICA_URL: needs DATABASE_URL, the primary server the replica follows');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = e.JWT_SECRET ?? loadOrCreateSecret(dataDir);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    jwtSecret,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    demo: { mode: e.DEMO_DATA, companies: e.DEMO_COMPANIES, entrepreneurs: e.DEMO_ENTREPRENEURS },
    webDist: e.WEB_DIST === undefined ? undefined : path.resolve(cwd, e.WEB_DIST),
    accounts: accountsConfig(e, dataDir, jwtSecret),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    checko: e.CHECKO_API_KEY
      ? { apiKey: e.CHECKO_API_KEY, baseUrl: e.CHECKO_BASE_URL, timeoutMs: e.CHECKO_TIMEOUT_MS }
      : undefined,
    // The sandbox signs its webhooks with a key derived from the JWT secret, so it survives restarts.
    payments: paymentsConfig(e, createHash('sha256').update(`sandbox-webhook:${jwtSecret}`).digest('base64url')),
    requisites: requisitesConfig(e),
    responseCache: responseCacheConfig(e),
    cardDocuments: e.CARD_DOCUMENTS === '1',
    pictureFetch: pictureFetchConfig(e),
  };
}
