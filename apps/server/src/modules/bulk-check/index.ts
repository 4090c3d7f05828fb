export { declareBulkCheckJobs, processCheck, resumeStalledChecks } from './bulk-check.job.ts';
export { bulkCheckRoutes } from './bulk-check.routes.ts';
export { BULK_CHECK_JOB, type TBulkCheckDeps } from './bulk-check.service.ts';
