import type { FastifyPluginAsync } from 'fastify';
import { basketRoutes } from './basket.routes.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import { ordersRoutes as orderListRoutes } from './orders.routes.ts';
import { reviewsRoutes } from './reviews.routes.ts';

export { goodsPaymentTarget } from './goods-payment.service.ts';
export { orderDealOf, type TOrderDeal } from './order-deal.service.ts';
export { createOrdersDeps, type TOrdersDeps } from './orders.deps.ts';
export { ORDER_REFUNDS_JOB, scheduleOrderJobs } from './orders.jobs.ts';

/**
 * Basket, checkout (orders per seller and one payment for them), the order
 * life cycle for buyer and seller, and reviews of bought goods.
 */
export const ordersRoutes: FastifyPluginAsync<{ deps: TOrdersDeps }> = async (app, { deps }) => {
  await app.register(basketRoutes, { deps });
  await app.register(checkoutRoutes, { deps });
  await app.register(orderListRoutes, { deps });
  await app.register(reviewsRoutes, { deps });
};
