export { companyBindingRoutes } from './company-binding.routes.ts';
export { companyBindingAdminRoutes } from './company-binding-admin.routes.ts';
