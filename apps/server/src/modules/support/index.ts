export { supportRoutes } from './support.routes.ts';
export { supportAdminRoutes } from './support-admin.routes.ts';
