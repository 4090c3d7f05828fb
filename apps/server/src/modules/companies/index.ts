export { companiesRoutes } from './companies.routes.ts';
export { getCompanyByIdentifier, searchCompanies } from './companies.service.ts';
