export { type TDealCompany, type TTenderDeal, tenderDealOf, tenderStandingOf } from './tender-deal.ts';
export { tendersRoutes } from './tenders.routes.ts';
