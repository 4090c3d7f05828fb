export { lockedFeature, planLimit, planLimitOfUser } from './entitlements.service.ts';
