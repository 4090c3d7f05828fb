import type { TSandboxPaymentStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { sandboxPayments } from '../../db/schema/billing.ts';

export type TSandboxPaymentRow = Omit<
  TRowOf<typeof sandboxPayments>,
  'status' | 'metadata' | 'created_at' | 'updated_at'
> & {
  status: TSandboxPaymentStatus;
  metadata: Record<string, string>;
};

/** A new payment, or the one made earlier with the same idempotence key (as a real provider answers). */
export async function upsertSandboxPayment(
  sql: TSql,
  payment: {
    idempotenceKey: string;
    amountKopecks: number;
    description: string;
    returnUrl: string;
    metadata: Record<string, string>;
  },
): Promise<TSandboxPaymentRow> {
  const [row] = await sql<TSandboxPaymentRow[]>`
    insert into sandbox_payments (idempotence_key, amount_kopecks, description, return_url, metadata)
    values (${payment.idempotenceKey}, ${payment.amountKopecks}, ${payment.description}, ${payment.returnUrl},
      ${JSON.stringify(payment.metadata)}::jsonb)
    on conflict (idempotence_key) do update set idempotence_key = excluded.idempotence_key
    returning *`;
  return row as TSandboxPaymentRow;
}

export async function findSandboxPayment(sql: TSql, id: string): Promise<TSandboxPaymentRow | undefined> {
  const [row] = await sql<TSandboxPaymentRow[]>`select * from sandbox_payments where id = ${id}`;
  return row;
}

/**
 * Moves a payment only out of one of the `from` states, so two clicks at once
 * cannot both act; undefined when it was not in any of them.
 */
export async function moveSandboxPayment(
  sql: TSql,
  id: string,
  from: TSandboxPaymentStatus[],
  to: {
    status: TSandboxPaymentStatus;
    cardLast4?: string;
    confirmationCode?: string | null;
    cancellationReason?: string | null;
  },
): Promise<TSandboxPaymentRow | undefined> {
  const [row] = await sql<TSandboxPaymentRow[]>`
    update sandbox_payments
    set status = ${to.status},
      card_last4 = coalesce(${to.cardLast4 ?? null}, card_last4),
      confirmation_code = ${to.confirmationCode ?? null},
      cancellation_reason = ${to.cancellationReason ?? null},
      updated_at = now()
    where id = ${id} and status in ${sql(from)}
    returning *`;
  return row;
}

export type TSandboxRefundRow = { id: string; payment_id: string; amount_kopecks: number; status: 'succeeded' };

/**
 * A refund of a succeeded sandbox payment, as a bank would make it: the
 * payment row is locked so two refunds at once cannot together give back more
 * than was paid; the same idempotence key returns the refund made before.
 * `refused` names why nothing was refunded.
 */
export async function refundSandboxPayment(
  sql: TSql,
  refund: { paymentId: string; amountKopecks: number; idempotenceKey: string; description: string },
): Promise<TSandboxRefundRow | { refused: 'payment_not_found' | 'payment_not_succeeded' | 'amount_exceeds_payment' }> {
  return sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const [earlier] = await tx<TSandboxRefundRow[]>`
      select id, payment_id, amount_kopecks, status from sandbox_refunds where idempotence_key = ${refund.idempotenceKey}`;
    if (earlier) return earlier;
    const [payment] = await tx<{ status: string; amount_kopecks: number }[]>`
      select status, amount_kopecks from sandbox_payments where id = ${refund.paymentId} for update`;
    if (!payment) return { refused: 'payment_not_found' as const };
    if (payment.status !== 'succeeded') return { refused: 'payment_not_succeeded' as const };
    const [{ refunded } = { refunded: 0 }] = await tx<{ refunded: number }[]>`
      select coalesce(sum(amount_kopecks), 0)::bigint as refunded from sandbox_refunds where payment_id = ${refund.paymentId}`;
    if (Number(refunded) + refund.amountKopecks > payment.amount_kopecks) {
      return { refused: 'amount_exceeds_payment' as const };
    }
    const [row] = await tx<TSandboxRefundRow[]>`
      insert into sandbox_refunds (idempotence_key, payment_id, amount_kopecks, description)
      values (${refund.idempotenceKey}, ${refund.paymentId}, ${refund.amountKopecks}, ${refund.description})
      returning id, payment_id, amount_kopecks, status`;
    return row as TSandboxRefundRow;
  });
}
