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
