import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { PRODUCT_IMAGE_MAX_BYTES } from '@sverka/shared';
import { type TEnv, type TRateLimit, ZEnv } from './config-env.ts';
import { OWASP_PASSWORD_HASHING, type TPasswordHashing } from './lib/passwords.ts';
import { SIGN_IN_THROTTLE, type TSignInThrottlePolicy } from './lib/rate-limit.ts';

export type { TRateLimit } from './config-env.ts';

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

function pictureFetchConfig(e: TEnv): TPictureFetchConfig {
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

function responseCacheConfig(e: TEnv): TResponseCacheConfig | undefined {
  if (e.RESPONSE_CACHE_TTL === 0) return undefined;
  return { ttlMs: e.RESPONSE_CACHE_TTL * 1000, maxBytes: e.RESPONSE_CACHE_MB * 1024 * 1024 };
}

function paymentsConfig(e: TEnv, sandboxSecret: string): TPaymentsConfig {
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

function requisitesConfig(e: TEnv): TRequisitesConfig {
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
function paymentProblems(e: TEnv): string[] {
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
function servesThePublic(e: TEnv): boolean {
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
function siteOrigins(e: TEnv): TSiteOrigins {
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

function accountsConfig(e: TEnv, dataDir: string, jwtSecret: string): TAccountsConfig {
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
