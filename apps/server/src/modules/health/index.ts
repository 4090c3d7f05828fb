export { HEALTH_PATH, healthRoutes, registerDatabaseGuard } from './health.routes.ts';
