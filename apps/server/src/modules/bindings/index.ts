export { bindingsAdminRoutes, bindingsRoutes } from './bindings.routes.ts';
