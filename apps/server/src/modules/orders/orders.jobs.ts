import type { TJobQueue } from '../../lib/jobs.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import { settlePendingRefunds } from './refunds.service.ts';

/** Queue names: pg-boss keeps them in its tables, so a rename leaves the old queue's rows behind. */
export const ORDER_REFUNDS_JOB = 'orders-refunds';

/**
 * The orders' recurring work, once per period across all instances
 * (lib/jobs.ts): refunds still waiting for the provider.
 */
export function scheduleOrderJobs(jobs: TJobQueue, deps: TOrdersDeps): void {
  const period = deps.payments.recheckIntervalSeconds;
  jobs.every(ORDER_REFUNDS_JOB, period, () => settlePendingRefunds(deps));
}
