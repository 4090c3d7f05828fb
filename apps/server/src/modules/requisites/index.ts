export { requisitesRoutes } from './requisites.routes.ts';
