import type { TBillingDeps } from '../billing/index.ts';

/** What the orders module works with: billing's (accounts, the payment provider, the site's address) and its own settings. */
export type TOrdersDeps = TBillingDeps & {
  /** How long an unpaid order holds its goods (ORDER_RESERVE_MINUTES). */
  reserveMinutes: number;
};

export function createOrdersDeps(billing: TBillingDeps): TOrdersDeps {
  return Object.assign(billing, { reserveMinutes: billing.payments.orderReserveMinutes });
}
