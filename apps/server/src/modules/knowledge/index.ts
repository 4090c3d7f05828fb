export { earlyAccessAllowed, earlyAccessLock, earlyAccessRefusal } from './early-access.service.ts';
export { knowledgeRoutes } from './knowledge.routes.ts';
export { isKnowledgeArticlePage } from './knowledge.service.ts';
export { knowledgeAdminRoutes } from './knowledge-admin.routes.ts';
