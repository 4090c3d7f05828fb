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
  recomputeAllReliability,
  recomputeReliability,
} from './reliability.service.ts';
