export { caseClosed, caseOpened, type TCaseRow, type TParticipantRow } from './capture/arbitration-events.ts';
export { recordEvents } from './capture/capture.service.ts';
export { DEMO_EVENT_MONTHS, seedDemoEvents } from './capture/demo-seed.service.ts';
export type { TCapturedEvent } from './capture/event.ts';
export { EVENT_IMPORTANCE, importanceOf } from './capture/importance.ts';
export { licenseIssued, licenseSuspension, type TLicenseRow } from './capture/license-events.ts';
export {
  BANKRUPTCY_CAPTURE,
  CONTRACT_CAPTURE,
  ENFORCEMENT_CAPTURE,
  INSPECTION_CAPTURE,
  isFirstLoad,
  recordSanctionsRemovals,
  SANCTIONS_CAPTURE,
  type TRegisterCapture,
  type TRegisterChanges,
  UNFAIR_SUPPLIER_CAPTURE,
} from './capture/registers.ts';
export {
  entrepreneurChanges,
  registryChange,
  type TUnreliableMarks,
  unreliableChange,
} from './capture/registry-events.ts';
export { MONITORING_RERATE_JOB, rerateWatched, scheduleCaptureJobs } from './capture/rerate.service.ts';
export { DISQUALIFIED_CAPTURE, MASS_ADDRESS_CAPTURE, MASS_PERSON_CAPTURE } from './capture/watched-lists.ts';
export { monitoringEventsRoutes } from './events.routes.ts';
export { scheduleMonitoringJobs } from './monitoring.jobs.ts';
export { DIGEST_HOUR_MSK, sendDailyDigests, sendInstantAlerts } from './monitoring-mail.service.ts';
export { watchlistRoutes } from './watchlist.routes.ts';
export { addToWatchlist, type TWatchOutcome, type TWatchSubject, watchedInns } from './watchlist.service.ts';
