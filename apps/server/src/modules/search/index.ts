export { NO_HIT_RATINGS, type THitRatings, type THitSubject } from './hit-ratings.ts';
export { presentHit } from './search.presenter.ts';
export { searchRoutes } from './search.routes.ts';
export { listCompanyHits, searchBothKinds, searchSubjects } from './search.service.ts';
