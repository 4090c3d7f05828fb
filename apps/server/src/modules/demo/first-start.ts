import { cancelOnAbort, type TSql } from '../../db/client.ts';
import type { TStorage } from '../../lib/storage.ts';
import { hasRegistryRows } from '../dataset/index.ts';
import { rateAhead } from '../reliability/index.ts';
import { indexesDeferred, restorePendingIndexes } from './bulk-indexes.ts';
import { clearDemoTables, DEFAULT_REFERENCE_DATE, DEFAULT_SEED, loadDemoDataset } from './load-demo.ts';
import { hasDemoMarketplace, loadDemoMarketplace } from './marketplace.ts';

export type TSeedOutcome =
  | { seeded: false; reason: 'has-data' | 'disabled' }
  | { seeded: true; companies: number; entrepreneurs: number; rated: boolean; ms: number }
  | { seeded: 'marketplace'; products: number; ms: number };

/** Set in `app_meta` while a first-start demo load runs: found on a later start, the load was cut short. */
const LOAD_MARK = 'demo_first_start_load';
/**
 * Session advisory lock held by the instance deciding on and running the first-start load: another instance
 * started meanwhile waits for it (then finds the data), instead of taking its mark for a load cut short.
 */
const LOAD_LOCK_KEY = 7_372_633_501;

/**
 * Whether the first-start load will fill the register: it is empty, or holds what a load cut short (the
 * process killed or stopped mid-load) left behind.
 */
export async function demoRegisterLoadPending(sql: TSql, enabled: boolean): Promise<boolean> {
  if (!enabled) return false;
  const [mark] = await sql`select 1 from app_meta where key = ${LOAD_MARK}`;
  return Boolean(mark) || !(await hasRegistryRows(sql));
}

/**
 * First start only: when both registry tables are empty, load the demo dataset
 * (with the marketplace when `storage` is given). Any existing row (demo or
 * imported) means the data is kept as it is — except that a demo register
 * loaded before the marketplace existed gets its demo marketplace once, and
 * that a demo load cut short is cleared and done again.
 */
export async function seedDemoDataIfEmpty(
  sql: TSql,
  options: {
    enabled: boolean;
    companies: number;
    entrepreneurs: number;
    /** Where the demo products' pictures go: the uploads storage the server serves them from. */
    storage?: TStorage;
    onProgress?: (progress: { phase: string; done: number; total: number }) => void;
    /** A server shutting down: the wait for another instance's load and the load itself stop (see loadDemoDataset). */
    signal?: AbortSignal;
  },
): Promise<TSeedOutcome> {
  if (!options.enabled) return { seeded: false, reason: 'disabled' };
  const lock = await sql.reserve();
  try {
    await cancelOnAbort(lock`select pg_advisory_lock(${LOAD_LOCK_KEY})`, options.signal);
    options.signal?.throwIfAborted();
    return await seedUnderLock(sql, options);
  } finally {
    await lock`select pg_advisory_unlock(${LOAD_LOCK_KEY})`.catch(() => undefined);
    lock.release();
  }
}

async function seedUnderLock(sql: TSql, options: Parameters<typeof seedDemoDataIfEmpty>[1]): Promise<TSeedOutcome> {
  const [cutShort] = await sql`select 1 from app_meta where key = ${LOAD_MARK}`;
  if (cutShort) {
    // Emptied first, so the indexes the load had parked are rebuilt over empty tables, not over its rows.
    await clearDemoTables(sql);
    await restorePendingIndexes(sql);
  } else if (await hasRegistryRows(sql)) {
    if (options.storage && (await needsDemoMarketplace(sql))) {
      options.signal?.throwIfAborted();
      const started = performance.now();
      const [meta] = await sql<{ seed: number | null }[]>`
        select (value->>'seed')::int as seed from app_meta where key = 'dataset'`;
      const result = await loadDemoMarketplace(sql, {
        storage: options.storage,
        seed: meta?.seed ?? DEFAULT_SEED,
        referenceDate: DEFAULT_REFERENCE_DATE,
      });
      return {
        seeded: 'marketplace',
        products: result.rows.products ?? 0,
        ms: Math.round(performance.now() - started),
      };
    }
    return { seeded: false, reason: 'has-data' };
  }
  await sql`insert into app_meta (key, value) values (${LOAD_MARK}, '{}'::jsonb) on conflict (key) do nothing`;
  const result = await loadDemoDataset(sql, {
    companies: options.companies,
    entrepreneurs: options.entrepreneurs,
    onProgress: options.onProgress,
    marketplace: options.storage ? { storage: options.storage } : undefined,
    signal: options.signal,
  });
  await sql`delete from app_meta where key = ${LOAD_MARK}`;
  return {
    seeded: true,
    companies: result.companies,
    entrepreneurs: result.entrepreneurs,
    rated: result.reliability === 'eager',
    ms: result.ms,
  };
}

/**
 * Subjects a rating pass ahead takes at a time: each batch holds the event loop for its scoring (about 30 ms),
 * so the requests served meanwhile wait no longer than that.
 */
const FIRST_START_RATING_BATCH = 250;

/** Whether a first start's load left its register unrated (the load rates only small registers itself). */
export function needsRatingAhead(outcome: TSeedOutcome): boolean {
  return outcome.seeded === true && !outcome.rated;
}

/**
 * Rates every subject of a register just loaded, while the server serves it: one batch at a time, so requests
 * keep a core. Without it a search shows its hits' marks only from the second time they are listed (a list never
 * waits for a rating). A stop (`signal`) keeps what is rated and rejects; the rest are rated ahead in the
 * background later (the reliability module's recurring pass) or when first shown. A background pass running
 * meanwhile (another instance's) is waited for, and what it left is rated here.
 */
export async function rateDemoRegisterAhead(sql: TSql, signal?: AbortSignal): Promise<{ rated: number; ms: number }> {
  const started = performance.now();
  const outcome = await rateAhead(sql, { batchSize: FIRST_START_RATING_BATCH, signal, waitForLock: true });
  return { rated: outcome?.rated ?? 0, ms: Math.round(performance.now() - started) };
}

/**
 * Whether a demo load is under way or was cut short with the register half built: a first start's load, or a
 * bulk load (`npm run data:demo`) with the indexes down. Background work on the register waits for its end.
 */
export async function demoLoadUnderway(sql: TSql): Promise<boolean> {
  const [mark] = await sql`select 1 from app_meta where key = ${LOAD_MARK}`;
  return Boolean(mark) || (await indexesDeferred(sql));
}

/** A demo register without the demo marketplace and without any goods at all (so nobody's catalogue is touched). */
async function needsDemoMarketplace(sql: TSql): Promise<boolean> {
  const [row] = await sql<{ demo: boolean; products: boolean }[]>`
    select coalesce((select value->>'kind' = 'demo' from app_meta where key = 'dataset'), false) as demo,
           exists(select 1 from products) as products`;
  return Boolean(row?.demo) && !row?.products && !(await hasDemoMarketplace(sql));
}
