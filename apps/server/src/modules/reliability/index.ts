export { reliabilityRoutes } from './reliability.routes.ts';
export {
  invalidateAllReliability,
  invalidateLinkedReliability,
  invalidateReliability,
  invalidateReliabilityByAddressKeys,
  invalidateReliabilityByDirectorNames,
  invalidateReliabilityByOgrns,
  recomputeAllReliability,
  recomputeReliability,
} from './reliability.service.ts';
