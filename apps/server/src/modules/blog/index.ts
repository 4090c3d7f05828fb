export { blogRoutes } from './blog.routes.ts';
export { hasVisibleContent, sanitizeNewsHtml } from './news-html.ts';
