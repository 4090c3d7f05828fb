export {
  declareReliabilityJobs,
  listRatings,
  RATE_LISTED_SUBJECTS_JOB,
  rateListedSubjects,
  storedScoresOf,
  type TListRatingsDeps,
  type TListScore,
  type TListSubject,
} from './list-ratings.service.ts';
export {
  declareRatingAheadJob,
  RATE_AHEAD_JOB,
  rateAhead,
  type TRateAheadOptions,
  type TRateAheadOutcome,
} from './rating-ahead.ts';
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
