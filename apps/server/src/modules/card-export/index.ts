export { cardExportRoutes } from './card-export.routes.ts';
