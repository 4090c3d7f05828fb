import type { TMembership, TPlan, TPlanOrder, TSandboxPayment } from '@sverka/shared';
import type { TMembershipRow } from './memberships.repository.ts';
import type { TOrderWithPlan } from './orders.repository.ts';
import type { TPlanRow } from './plans.repository.ts';
import type { TSandboxPaymentRow } from './sandbox.repository.ts';

const rubles = (kopecks: number) => kopecks / 100;

/** Dates travel as ISO 8601 timestamps: the web app formats them as DD.MM.YYYY in the viewer's time. */
const iso = (value: Date | string) => new Date(value).toISOString();

export function presentPlan(row: TPlanRow): TPlan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    price: rubles(row.price_kopecks),
    description: row.description_html,
    type: row.type,
    features: row.features,
  };
}

/** The owner's order: the amount is the one frozen when it was placed, not today's plan price. */
export function presentOrder(row: TOrderWithPlan): TPlanOrder {
  return {
    id: row.id,
    plan: presentPlan(row.plan),
    amount: rubles(row.amount_kopecks),
    status: row.status,
    created_at: iso(row.created_at),
    paid_at: row.paid_at ? iso(row.paid_at) : null,
  };
}

export function presentMembership(row: TMembershipRow): TMembership {
  return {
    id: row.id,
    plan: presentPlan(row.plan),
    start_date: iso(row.starts_at),
    end_date: iso(row.ends_at),
    is_active: row.is_active,
  };
}

/** The code is the sandbox's stand-in for an SMS: shown only while the payment waits for it. */
export function presentSandboxPayment(row: TSandboxPaymentRow): TSandboxPayment {
  return {
    id: row.id,
    amount: rubles(row.amount_kopecks),
    description: row.description,
    status: row.status,
    return_url: row.return_url,
    cancellation_reason: row.status === 'canceled' ? row.cancellation_reason : null,
    confirmation_code: row.status === 'waiting_for_confirmation' ? row.confirmation_code : null,
    card_last4: row.card_last4,
  };
}
