export { presentCompanyCard, presentEntrepreneurCard } from './card.presenter.ts';
export { getCompanyCard, getEntrepreneurCard } from './card.service.ts';
export { companiesRoutes } from './companies.routes.ts';
export { presentFinances } from './finances.presenter.ts';
export { getFinances } from './finances.service.ts';
export {
  findCompaniesByIds,
  findCompanyByInnForBinding,
  isCompanyRepresentative,
  setCompanyRepresentative,
  type TRepresentedCompany,
} from './representatives.service.ts';
export { getSubjectByIdentifier } from './subject.service.ts';
