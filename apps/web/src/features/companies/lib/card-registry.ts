import type { TCounterPartyCard } from '@sverka/shared';

type TLicense = TCounterPartyCard['licenses'][number];
type TTrademark = TCounterPartyCard['trademarks'][number];
type TCode = { code: string; name: string };

export type TLicenseState = 'active' | 'expired' | 'suspended';

/**
 * A licence is suspended when the register says so, expired once its end date
 * has passed, and active otherwise — most licences since 2011 have no end date
 * at all. `today` is YYYY-MM-DD, so plain string comparison orders the dates.
 */
export function licenseState(license: Pick<TLicense, 'suspended' | 'end_date'>, today: string): TLicenseState {
  if (license.suspended) return 'suspended';
  if (license.end_date && license.end_date < today) return 'expired';
  return 'active';
}

const STATE_ORDER: Record<TLicenseState, number> = { active: 0, suspended: 1, expired: 2 };

/** Active licences first, then suspended, then expired; the newest first within each group. */
export function sortLicenses<T extends Pick<TLicense, 'suspended' | 'end_date' | 'date' | 'start_date'>>(
  licenses: readonly T[],
  today: string,
): T[] {
  const issued = (license: T) => license.date ?? license.start_date ?? '';
  return [...licenses].sort(
    (a, b) =>
      STATE_ORDER[licenseState(a, today)] - STATE_ORDER[licenseState(b, today)] || issued(b).localeCompare(issued(a)),
  );
}

/** Today as YYYY-MM-DD in the viewer's time zone, the calendar the register dates are read in. */
export function todayIso(now: Date = new Date()): string {
  const pad2 = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}

// People type «№ 890 695» or «890-695»: only letters and digits of a number matter.
const normalizeNumber = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Trademarks whose registration number contains what was typed; an empty query keeps them all. */
export function filterTrademarksByNumber<T extends Pick<TTrademark, 'trademark_id'>>(
  trademarks: readonly T[],
  query: string,
): T[] {
  const needle = normalizeNumber(query);
  if (!needle) return [...trademarks];
  return trademarks.filter((trademark) => normalizeNumber(trademark.trademark_id).includes(needle));
}

export interface TActivityRow extends TCode {
  main: boolean;
}

/** The main activity first, then the additional ones; a code repeated as additional is listed once. */
export function activityRows(main: TCode | null, additional: readonly TCode[]): TActivityRow[] {
  const rows: TActivityRow[] = main ? [{ ...main, main: true }] : [];
  const seen = new Set(rows.map((row) => row.code));
  for (const item of additional) {
    if (seen.has(item.code)) continue;
    seen.add(item.code);
    rows.push({ ...item, main: false });
  }
  return rows;
}
