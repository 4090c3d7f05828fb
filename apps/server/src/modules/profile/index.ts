export { avatarUrl } from './profile.presenter.ts';
export { profileRoutes } from './profile.routes.ts';
