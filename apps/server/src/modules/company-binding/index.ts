export { bindingsAdminRoutes, bindingsRoutes } from './company-binding.routes.ts';
