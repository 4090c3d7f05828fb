export { seoPageChecks, seoRoutes } from './seo.routes.ts';
