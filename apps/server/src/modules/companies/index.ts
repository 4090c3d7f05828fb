export { presentCompanyCard, presentEntrepreneurCard } from './card.presenter.ts';
export { getCompanyCard, getEntrepreneurCard } from './card.service.ts';
export { companiesRoutes } from './companies.routes.ts';
export { presentFinances } from './finances.presenter.ts';
export { getFinances } from './finances.service.ts';
export {
  findCompaniesByIds,
  findEntrepreneurById,
  findSellerRepresentative,
  findSubjectByInnForBinding,
  isCompanyRepresentative,
  lockSubjectRepresentative,
  setSubjectRepresentative,
  type TRepresentedCompany,
  type TRepresentedSubject,
  type TSubjectKind,
} from './representatives.service.ts';
export { sellersRoutes } from './sellers.routes.ts';
export { getSubjectByIdentifier } from './subject.service.ts';
export { findSubjectsByIdentifiers, type TLookedUpSubject } from './subjects-lookup.service.ts';
