export { searchRoutes } from './search.routes.ts';
export { searchBothKinds, searchSubjects } from './search.service.ts';
