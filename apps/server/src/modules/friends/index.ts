export { friendsRoutes } from './friends.routes.ts';
export { isOnFriendListEitherWay } from './friends.service.ts';
