export { landingRoutes } from './landing.routes.ts';
