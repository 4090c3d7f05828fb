export { reliabilityRoutes } from './reliability.routes.ts';
export {
  invalidateAllReliability,
  invalidateLinkedReliability,
  invalidateReliability,
  invalidateReliabilityByOgrns,
  invalidateReliabilityLists,
  invalidateSubjectsReliability,
  recomputeAllReliability,
  recomputeReliability,
} from './reliability.service.ts';
