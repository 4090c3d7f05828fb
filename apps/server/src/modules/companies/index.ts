export { companiesRoutes } from './companies.routes.ts';
export {
  findCompaniesByIds,
  findCompanyByInnForBinding,
  isCompanyRepresentative,
  setCompanyRepresentative,
  type TRepresentedCompany,
} from './representatives.repository.ts';
