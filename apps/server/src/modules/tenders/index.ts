export { type TDealCompany, type TTenderDeal, tenderDealOf } from './tender-deal.ts';
export { tendersRoutes } from './tenders.routes.ts';
