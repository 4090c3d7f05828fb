export { lockedFeature } from './entitlements.service.ts';
