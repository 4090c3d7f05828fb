export { blogRoutes } from './blog.routes.ts';
