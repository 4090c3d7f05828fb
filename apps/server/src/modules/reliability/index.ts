export { presentReliability } from './reliability.presenter.ts';
export { reliabilityRoutes } from './reliability.routes.ts';
export {
  getReliability,
  invalidateAllReliability,
  invalidateLinkedReliability,
  invalidateReliability,
  invalidateReliabilityByOgrns,
  invalidateReliabilityLists,
  invalidateSubjectsReliability,
  ratingsOf,
  recomputeAllReliability,
  recomputeReliability,
  type TRating,
} from './reliability.service.ts';
