export { monitoringEventsRoutes } from './events.routes.ts';
export { scheduleMonitoringJobs } from './monitoring.jobs.ts';
export { sendDailyDigests, sendInstantAlerts } from './monitoring-mail.service.ts';
export { watchlistRoutes } from './watchlist.routes.ts';
export { addToWatchlist, type TWatchOutcome, type TWatchSubject } from './watchlist.service.ts';
