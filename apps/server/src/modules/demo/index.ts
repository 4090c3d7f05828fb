export { MassAddresses, randomAddress } from './addresses.ts';
export {
  COMPANY_STATUSES,
  CompanyGenerator,
  type TDemoCompany,
  type TDemoDirector,
  TERMINAL_COMPANY_STATUSES,
  type TGeneratedCompany,
  type TGeneratorOptions,
} from './companies.ts';
export { randomBrand, type TBrandKind } from './company-names.ts';
export { copyChunks, copyField, copyLine, escapeCopyText, type TCopyValue } from './copy.ts';
export { createDemoLoadStatus, refuseReadsWhileDemoLoads, type TDemoLoadStatus } from './demo-load-status.ts';
export {
  ENTREPRENEUR_KINDS,
  ENTREPRENEUR_STATUSES,
  EntrepreneurGenerator,
  type TDemoEntrepreneur,
} from './entrepreneurs.ts';
export {
  demoLoadUnderway,
  demoRegisterLoadPending,
  needsRatingAhead,
  rateDemoRegisterAhead,
  seedDemoDataIfEmpty,
  type TSeedOutcome,
} from './first-start.ts';
export { headOfficeKpp, IdentifierAllocator, taxOfficesOf } from './identifiers.ts';
export {
  clearDemoTables,
  DEFAULT_REFERENCE_DATE,
  DEFAULT_SEED,
  loadDemoDataset,
  type TDemoProgress,
  type TLoadDemoOptions,
  type TLoadDemoResult,
} from './load-demo.ts';
export {
  clearDemoMarketplace,
  DEMO_PRODUCTS,
  loadDemoMarketplace,
  type TLoadMarketplaceOptions,
  type TLoadMarketplaceResult,
} from './marketplace.ts';
export { feminineSurname, fullName, randomPersonName, type TPersonName } from './names.ts';
export { OkvedPicker } from './okved-codes.ts';
export { Random, WeightedPicker } from './random.ts';
