export { siteRoutes } from './requisites.routes.ts';
