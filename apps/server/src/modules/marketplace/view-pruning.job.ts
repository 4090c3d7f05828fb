import type { TSql } from '../../db/client.ts';
import type { TJobQueue } from '../../lib/job-queue.ts';

export const PRODUCT_VIEWS_PRUNE_JOB = 'marketplace-product-views-prune';
/** Once a day: the marks only serve today's "once per viewer and day" check. */
const PRUNE_PERIOD_SECONDS = 24 * 3600;
/** Marks of today and the day before are kept, so a day boundary in any time zone never counts a view twice. */
export const PRODUCT_VIEWS_KEEP_DAYS = 2;
/** Rows per delete: short statements that never hold many locks or bloat one transaction. */
const PRUNE_BATCH_SIZE = 5_000;

/**
 * Deletes view marks older than `keepDays` days in batches; answers how many
 * went. `product_views` grows a row per viewer, product and day, while the
 * view counters live on the product rows, so old marks are of no further use.
 */
export async function pruneProductViews(
  sql: TSql,
  { keepDays = PRODUCT_VIEWS_KEEP_DAYS, batchSize = PRUNE_BATCH_SIZE } = {},
): Promise<number> {
  let pruned = 0;
  for (;;) {
    const deleted = await sql`
      delete from product_views where ctid = any(array(
        select ctid from product_views where day < current_date - ${keepDays}::int limit ${batchSize}
      ))`;
    pruned += deleted.count;
    if (deleted.count < batchSize) return pruned;
  }
}

/** The marketplace's recurring work, once per period across all instances. */
export function scheduleMarketplaceJobs(queue: Pick<TJobQueue, 'every'>, deps: { sql: TSql }): void {
  queue.every(PRODUCT_VIEWS_PRUNE_JOB, PRUNE_PERIOD_SECONDS, () => pruneProductViews(deps.sql), {
    expireInSeconds: 30 * 60,
  });
}
