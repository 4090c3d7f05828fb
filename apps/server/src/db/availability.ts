import { connectPostgres, databaseUrlOf, type TSql } from './client.ts';

/** The `application_name` of the connection that probes whether the database answers. */
export const HEALTH_APPLICATION_NAME = 'sverka-health';

/**
 * Error codes that mean "the database cannot be reached or refuses work right
 * now", not "this request is wrong": socket errors, postgres.js connection
 * states, and PostgreSQL's admin shutdown, crash shutdown, cannot-connect-now,
 * too-many-connections and statement-timeout codes. Class 08 (connection
 * exception) is matched as a whole.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

/** Refusals that leave no doubt the database is not there, as opposed to a probe that was merely slow. */
const DEFINITE_CODES =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|CONNECTION_CLOSED|CONNECTION_DESTROYED|57P0[123]|08[0-9A-Z]{3})$/;

/**
 * The code of a connection error, reading a Unix socket that is not there (a cluster that stopped removes its
 * socket) as the refusal it is; any other missing file is not about the database.
 */
function connectionCodeOf(error: object): unknown {
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  return code === 'ENOENT' && syscall === 'connect' ? 'ECONNREFUSED' : code;
}

/** Whether an error (or one it wraps, as drizzle's query errors do) says the database is unavailable. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = connectionCodeOf(current);
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type TDatabaseMonitor = {
  /** False from the first failed probe until one succeeds again. */
  readonly available: boolean;
  /** A request met a connection error: probe now rather than at the next tick. */
  reportFailure(): void;
  /** Probes once and returns the new state. */
  check(): Promise<boolean>;
  close(): Promise<void>;
};

export type TDatabaseMonitorOptions = {
  /** Between probes while the database answers. */
  healthyIntervalMs?: number;
  /** Between probes while it does not: how soon recovery is noticed. */
  outageIntervalMs?: number;
  /** A probe that takes longer counts as failed. */
  probeTimeoutMs?: number;
  onChange?: (available: boolean) => void;
};

/**
 * Watches whether the database answers, so requests can be refused at once
 * while it is down instead of queueing behind reconnect attempts. Probes run
 * on a connection of their own (when the pool was made by createSql), so a
 * pool saturated by slow but healthy work is not mistaken for an outage.
 */
export function createDatabaseMonitor(sql: TSql, options: TDatabaseMonitorOptions = {}): TDatabaseMonitor {
  const healthyIntervalMs = options.healthyIntervalMs ?? 2_000;
  const outageIntervalMs = options.outageIntervalMs ?? 500;
  const probeTimeoutMs = options.probeTimeoutMs ?? 3_000;
  const url = databaseUrlOf(sql);
  const probeSql = url
    ? connectPostgres(url, {
        max: 1,
        connect_timeout: Math.ceil(probeTimeoutMs / 1000),
        backoff: () => 0.1,
        idle_timeout: 0,
        onnotice: () => undefined,
        connection: { application_name: HEALTH_APPLICATION_NAME },
      })
    : sql;

  let available = true;
  let closed = false;
  let running: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let slowProbes = 0;

  /** 'ok', 'refused' (no doubt), or 'slow' (a timeout, which a busy machine can also cause). */
  const probe = async (): Promise<'ok' | 'refused' | 'slow'> => {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        probeSql`select 1`.execute(),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error('probe timed out')), probeTimeoutMs);
        }),
      ]);
      return 'ok';
    } catch (error) {
      const code = error && typeof error === 'object' ? connectionCodeOf(error) : undefined;
      return typeof code === 'string' && DEFINITE_CODES.test(code) ? 'refused' : 'slow';
    } finally {
      clearTimeout(timeout);
    }
  };

  const schedule = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => void check(), available ? healthyIntervalMs : outageIntervalMs);
    timer.unref();
  };

  const check = (): Promise<boolean> => {
    running ??= probe().then((outcome) => {
      running = undefined;
      slowProbes = outcome === 'slow' ? slowProbes + 1 : 0;
      // One slow probe may be a busy machine; two in a row, or a refusal, is an outage.
      const ok = outcome === 'ok' || (outcome === 'slow' && slowProbes < 2 && available);
      if (!closed && ok !== available) {
        available = ok;
        options.onChange?.(ok);
      }
      schedule();
      return available;
    });
    return running;
  };

  schedule();
  return {
    get available() {
      return available;
    },
    reportFailure: () => void check(),
    check,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      if (probeSql !== sql) await probeSql.end({ timeout: 1 });
    },
  };
}
