import { createHash } from 'node:crypto';
import { formatDate, formatRubles, type TMonitoringEventKind, type TMonitoringImportance } from '@sverka/shared';

/**
 * One change about to be written to `subject_events`. The subject is named by ИНН, or by ОГРН/ОГРНИП
 * when the source gives no ИНН (an inspection, a sanctions entry, a licence): the writer finds the ИНН
 * and drops an event whose subject is not in the register. `source` is the fact's source code (as in
 * every register table: `egrul`, `fssp`, `demo` …), shown by its readable name like any fact's source.
 * The reason line is not stored: it follows from the kind (MONITORING_EVENT_TEXTS).
 */
export type TCapturedEvent = {
  inn: string | null;
  ogrn?: string | null;
  kind: TMonitoringEventKind;
  importance: TMonitoringImportance;
  /** The date the source gives the change (YYYY-MM-DD). */
  occurredOn: string;
  source: string;
  before: string | null;
  after: string | null;
  ref: string | null;
  link: string | null;
  /**
   * Names the change within its subject and kind (a case number, a record's date and value): the same
   * news read again — a re-import, an overlapping file, the demo seeding run twice — is not written twice.
   */
  dedupeKey: string;
};

/** Today (UTC), the date of a change whose source does not date it. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/** A short, stable fingerprint of a value for a dedupe key (values can be long: a list of founders). */
export const fingerprint = (value: string | null | undefined): string =>
  createHash('sha1')
    .update(value ?? '')
    .digest('base64url')
    .slice(0, 16);

/** «1 234 567 ₽», or null. */
export const rubles = (amount: number | string | null | undefined): string | null => formatRubles(amount) || null;

/** «05.03.2026», or null. */
export const day = (value: string | null | undefined): string | null => formatDate(value) || null;

/** Joins the present parts of a text. */
export const joined = (parts: (string | null | undefined | false)[], separator = ', '): string =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(separator);

/** A date as stored (a `date` column may come back as a Date from a raw query) → YYYY-MM-DD. */
export function isoDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}
