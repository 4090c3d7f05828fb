import { z } from 'zod';
import { DEFAULT_REDIS_PREFIX } from './lib/redis.ts';

/** At most `max` requests per `windowSeconds` from one client address; max 0 means no limit. */
export type TRateLimit = { max: number; windowSeconds: number };

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
 * Environment read once at boot (`loadConfig` in config.ts turns it into the settings). Every variable is optional
 * on a developer machine; a bad value stops the process with a message naming the variable, before anything else
 * starts.
 */
export const ZEnv = z.object({
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

export type TEnv = z.infer<typeof ZEnv>;
