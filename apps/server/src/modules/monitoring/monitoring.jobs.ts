import type { TJobQueue } from '../../lib/job-queue.ts';
import { sendDailyDigests, sendInstantAlerts, type TMonitoringMailDeps } from './monitoring-mail.service.ts';

/** Queue names: pg-boss keeps them in its tables, so a rename leaves the old queue's rows behind. */
export const MONITORING_DIGEST_JOB = 'monitoring-daily-digest';
export const MONITORING_INSTANT_JOB = 'monitoring-instant-alerts';

/** The digest job looks every ten minutes whether a day's digest is due (it is once a day, after 9:00 MSK). */
const DIGEST_PERIOD_SECONDS = 600;
const INSTANT_PERIOD_SECONDS = 60;

/** The watch lists' mail, once per period across all instances (lib/jobs.ts). */
export function scheduleMonitoringJobs(jobs: TJobQueue, deps: TMonitoringMailDeps): void {
  jobs.every(MONITORING_DIGEST_JOB, DIGEST_PERIOD_SECONDS, () => sendDailyDigests(deps));
  jobs.every(MONITORING_INSTANT_JOB, INSTANT_PERIOD_SECONDS, () => sendInstantAlerts(deps));
}
