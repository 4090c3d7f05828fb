import { REQUISITES_FIELDS, type TRequisites, type TRequisitesField } from '@sverka/shared';

export type TRequisitesRow = {
  field: TRequisitesField;
  value: string;
  /** A link for the contacts: `mailto:` or `tel:`; null for the rest. */
  href: string | null;
};

/** The details to print, in an invoice's order, leaving out the ones the provider has not set. */
export function requisitesRows(requisites: TRequisites): TRequisitesRow[] {
  return REQUISITES_FIELDS.flatMap((field) => {
    const value = requisites[field]?.trim();
    if (!value) return [];
    return [{ field, value, href: contactHref(field, value) }];
  });
}

function contactHref(field: TRequisitesField, value: string): string | null {
  if (field === 'email') return `mailto:${value}`;
  if (field === 'phone') {
    // A phone is dialable only as digits with an optional leading plus.
    const digits = value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
    return digits.replace('+', '').length >= 5 ? `tel:${digits}` : null;
  }
  return null;
}
