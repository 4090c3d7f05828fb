import type { TGoodsPaymentTarget } from '../billing/index.ts';
import type { TOrdersDeps } from './orders.deps.ts';

/** How a goods payment settles its checkout's orders (billing's pipeline calls it; see registerGoodsPayments). */
export function goodsPaymentTarget(_deps: TOrdersDeps): TGoodsPaymentTarget {
  return {
    async apply() {
      return 'mismatch';
    },
    async afterCommit() {},
  };
}
