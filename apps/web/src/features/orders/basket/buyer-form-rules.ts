import { type TBuyerInfoBody, ZBuyerInfoBody } from '@sverka/shared';
import { isApiError } from '../../../lib/api-client.ts';
import type { TMessage } from '../../../lib/form-errors.ts';
import { orderErrorMessage, orderMessage } from './order-messages.ts';

/** The address form as typed (spec §3 Buyer info). */
export interface TBuyerFormValues {
  address: string;
  postal_code: string;
  phone_number: string;
}

export const BUYER_FIELDS = ['address', 'postal_code', 'phone_number'] as const;
export type TBuyerField = (typeof BUYER_FIELDS)[number];

export interface TBuyerFormErrors {
  fields: Partial<Record<TBuyerField, TMessage>>;
  /** What is not about one field (nothing ticked, a refused checkout). */
  alert: TMessage | null;
}

export type TBuyerFormCheck = { ok: true; body: TBuyerInfoBody } | { ok: false; errors: TBuyerFormErrors };

const isBuyerField = (field: unknown): field is TBuyerField => BUYER_FIELDS.includes(field as TBuyerField);

/**
 * Spec §5 with the shared contract's own rules and messages: an address, a six-digit postal code, a phone of
 * 10–15 digits sent as digits only, and at least one ticked item.
 */
export function checkBuyerForm(values: TBuyerFormValues, itemIds: readonly number[]): TBuyerFormCheck {
  const parsed = ZBuyerInfoBody.safeParse({ ...values, items: [...itemIds] });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: TBuyerFormErrors = { fields: {}, alert: null };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isBuyerField(field)) errors.fields[field] ??= orderMessage(issue.message);
    else errors.alert ??= orderMessage(issue.message);
  }
  return { ok: false, errors };
}

/** The server's refusal: its field messages under the fields, anything else above the button. */
export function buyerFormServerErrors(error: unknown): TBuyerFormErrors {
  const errors: TBuyerFormErrors = { fields: {}, alert: null };
  if (isApiError(error) && error.status === 400) {
    for (const [field, messages] of Object.entries(error.fields)) {
      const first = messages[0];
      if (!first) continue;
      if (isBuyerField(field)) errors.fields[field] ??= orderMessage(first);
      else errors.alert ??= orderMessage(first);
    }
    if (Object.keys(errors.fields).length > 0 || errors.alert) return errors;
  }
  errors.alert = orderErrorMessage(error);
  return errors;
}
