import type { FastifyPluginAsync } from 'fastify';
import type { TBillingDeps } from './billing.deps.ts';
import { plansRoutes } from './plans.routes.ts';
import { startRecheckJob } from './recheck.job.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { webhookRoutes } from './webhook.routes.ts';

export { createBillingDeps, type TBillingDeps, type TDispatch } from './billing.deps.ts';
export { activeFeaturesOf, countSubscribers } from './membership.service.ts';
export { cheapestTierByFeature } from './plans.service.ts';
export { recheckPendingOrders } from './recheck.job.ts';

/**
 * Plans, orders, memberships, the sandbox's payment page API and the
 * providers' webhooks. `recheck` starts the job that asks the provider about
 * stuck pending payments (off under tests unless asked).
 */
export const billingRoutes: FastifyPluginAsync<{ deps: TBillingDeps; recheck: boolean }> = async (
  app,
  { deps, recheck },
) => {
  await app.register(plansRoutes, { deps });
  await app.register(sandboxRoutes, { deps });
  await app.register(webhookRoutes, { deps });
  if (recheck) startRecheckJob(app, deps);
};
