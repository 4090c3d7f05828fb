import type { TJobQueue } from '../../lib/job-queue.ts';
import { recheckPendingCheckouts } from './checkout.recheck.job.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import { settlePendingRefunds } from './refunds.service.ts';
import { releaseExpiredReserves } from './reservation.job.ts';

/** Queue names: pg-boss keeps them in its tables, so a rename leaves the old queue's rows behind. */
export const ORDER_REFUNDS_JOB = 'orders-refunds';
export const ORDER_RESERVES_JOB = 'orders-release-reserves';
export const GOODS_PAYMENT_RECHECK_JOB = 'orders-payment-recheck';

/**
 * The orders' recurring work, once per period across all instances
 * (lib/jobs.ts): refunds still waiting for the provider, reserves of unpaid
 * orders that ran out, goods payments whose webhook never came.
 */
export function scheduleOrderJobs(jobs: TJobQueue, deps: TOrdersDeps): void {
  const period = deps.payments.recheckIntervalSeconds;
  jobs.every(ORDER_REFUNDS_JOB, period, () => settlePendingRefunds(deps));
  jobs.every(ORDER_RESERVES_JOB, period, () => releaseExpiredReserves(deps));
  jobs.every(GOODS_PAYMENT_RECHECK_JOB, period, () => recheckPendingCheckouts(deps));
}
