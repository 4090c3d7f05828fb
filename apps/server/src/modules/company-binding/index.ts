export { companyBindingAdminRoutes, companyBindingRoutes } from './company-binding.routes.ts';
