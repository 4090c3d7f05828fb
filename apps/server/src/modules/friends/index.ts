export { friendsRoutes } from './friends.routes.ts';
