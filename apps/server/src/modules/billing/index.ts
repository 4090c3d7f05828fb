import type { FastifyPluginAsync } from 'fastify';
import type { TBillingDeps } from './billing.deps.ts';
import { plansRoutes } from './plans.routes.ts';
import { plansAdminRoutes } from './plans-admin.routes.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { webhookRoutes } from './webhook.routes.ts';

export { createBillingDeps, type TBillingDeps, type TDispatch } from './billing.deps.ts';
export { activeFeaturesOf, countSubscribers } from './membership.service.ts';
export {
  applyPaymentSnapshot,
  registerGoodsPayments,
  type TApplyOutcome,
  type TGoodsPaymentTarget,
} from './payment-pipeline.service.ts';
export { cheapestTierByFeature } from './plans.service.ts';
export {
  PaymentProviderError,
  type TPaymentSnapshot,
  type TReceiptLine,
  type TRefundSnapshot,
} from './providers/provider.ts';
export { recheckPendingOrders, scheduleBillingJobs } from './recheck.job.ts';

/**
 * Plans, orders, memberships, the sandbox's payment page API and the
 * providers' webhooks. The payment re-check and the plan reminders are jobs:
 * `scheduleBillingJobs`.
 */
export const billingRoutes: FastifyPluginAsync<{ deps: TBillingDeps }> = async (app, { deps }) => {
  await app.register(plansRoutes, { deps });
  await app.register(plansAdminRoutes, { deps });
  await app.register(sandboxRoutes, { deps });
  await app.register(webhookRoutes, { deps });
};
