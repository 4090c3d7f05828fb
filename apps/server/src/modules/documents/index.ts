export { documentsRoutes } from './documents.routes.ts';
export type { TDocumentsDeps } from './documents.service.ts';
