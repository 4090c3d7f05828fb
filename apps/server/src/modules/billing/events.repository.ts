import type { TSql } from '../../db/client.ts';

/**
 * Stores a provider event once. Undefined when the same provider and event id
 * is already stored: the caller then changes nothing.
 */
export async function insertPaymentEvent(
  tx: TSql,
  event: { provider: string; eventId: string; planOrderId: string | null; payload: unknown },
): Promise<number | undefined> {
  const [row] = await tx<{ id: number }[]>`
    insert into payment_events (provider, event_id, plan_order_id, payload)
    values (${event.provider}, ${event.eventId}, ${event.planOrderId}, ${JSON.stringify(event.payload)}::jsonb)
    on conflict (provider, event_id) do nothing
    returning id`;
  return row?.id;
}

export async function markPaymentEventProcessed(tx: TSql, id: number): Promise<void> {
  await tx`update payment_events set processed_at = now() where id = ${id}`;
}
