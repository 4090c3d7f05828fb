import type { TSql } from '../../db/client.ts';
import * as checkouts from './checkout.repository.ts';
import { moveOrder } from './order-lifecycle.service.ts';
import { sendOrderMoveLetter } from './order-mail.ts';
import type { TOrdersDeps } from './orders.deps.ts';
import * as orders from './orders.repository.ts';

const BATCH = 100;
/** One run stops after this many batches; the next period continues. */
const MAX_BATCHES = 20;

/**
 * Unpaid orders hold their units for `reserveMinutes` from their latest
 * checkout; after that the units go back on sale (`release`: the order stays
 * «Не оплачен» and can still be paid, re-taking them). Each order is released
 * in its own transaction under its row lock, after the condition is checked
 * again, so a payment arriving at the same moment is applied before or after,
 * never in between. Answers the released orders.
 */
export async function releaseExpiredReserves(deps: TOrdersDeps): Promise<number[]> {
  const released: number[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = await checkouts.findOrdersToRelease(deps.sql, deps.reserveMinutes, BATCH);
    for (const id of due) {
      const done = await deps.sql.begin(async (transaction) => {
        const tx = transaction as unknown as TSql;
        const order = await orders.lockOrder(tx, id);
        if (!order || !(await checkouts.isReserveOver(tx, id, deps.reserveMinutes))) return false;
        await moveOrder(tx, order, 'release', { role: 'system', userId: null });
        return true;
      });
      if (!done) continue;
      released.push(id);
      await sendOrderMoveLetter(deps, {
        orderId: id,
        event: 'release',
        from: 'not_paid',
        to: 'not_paid',
        actor: 'system',
        comment: null,
      });
    }
    if (due.length < BATCH) break;
  }
  return released;
}
