export { companiesRoutes } from './companies.routes.ts';
export { searchCompanies } from './companies.service.ts';
