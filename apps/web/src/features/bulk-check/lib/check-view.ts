import {
  BULK_CHECK_MAX_BYTES,
  BULK_CHECK_MAX_ITEMS,
  BULK_CHECK_MESSAGES,
  checkIdentifierItems,
  ENTITLEMENT_ERROR_CODE,
  MESSAGES,
  PLAN_LIMIT_ERROR_CODE,
  splitIdentifierList,
  type TBulkCheckSummary,
  type TBulkInvalidItem,
  type TLocked,
  type TLockedPlan,
  ZLocked,
  ZPlanLimitErrorBody,
} from '@sverka/shared';
import { isApiError } from '../../../lib/api-client.ts';

type TTranslate = (key: string, options?: Record<string, string>) => string;

/** A count as the interface language writes it; Russian groups thousands with a thin no-break space. */
export const formatCount = (value: number, language = 'ru') =>
  value.toLocaleString(language).replace(/\u00a0/g, '\u202f');

/** Share of the identifiers the job has checked, 0–100. */
export function checkPercent(check: Pick<TBulkCheckSummary, 'total' | 'done'>): number {
  if (check.total <= 0) return 0;
  return Math.min(100, Math.round((check.done / check.total) * 100));
}

/** A refusal about the plan: the feature is not in it, or the list is longer than it allows. */
export type TPlanRefusal =
  | { kind: 'locked'; locked: TLocked }
  | { kind: 'limit'; limit: number; plan: TLockedPlan | null };

export function planRefusalOf(error: unknown): TPlanRefusal | null {
  if (!isApiError(error)) return null;
  if (error.code === ENTITLEMENT_ERROR_CODE) {
    const parsed = ZLocked.safeParse(error.body);
    return { kind: 'locked', locked: parsed.success ? parsed.data : { feature: 'check.bulk_100', reason: 'upgrade' } };
  }
  if (error.code === PLAN_LIMIT_ERROR_CODE) {
    const parsed = ZPlanLimitErrorBody.safeParse(error.body);
    return parsed.success ? { kind: 'limit', limit: parsed.data.limit, plan: parsed.data.plan ?? null } : null;
  }
  return null;
}

/** What a pasted list holds, as the server will read it: identifiers to check and values it will refuse. */
export type TListPreview = { valid: number; invalid: TBulkInvalidItem[]; total: number };

export function previewList(text: string): TListPreview {
  const items = splitIdentifierList(text);
  const { valid, invalid } = checkIdentifierItems(items);
  return { valid: valid.length, invalid, total: items.length };
}

/** The form's own checks before anything is sent (i18n keys); the server checks the same and decides. */
export function checkListForm(
  source: { kind: 'text'; preview: TListPreview } | { kind: 'file'; file: File | null },
  limit: number,
): { key: string; limit?: number } | null {
  if (source.kind === 'file') {
    if (!source.file) return { key: 'bulk-check.form.fileRequired' };
    if (source.file.size > BULK_CHECK_MAX_BYTES) return { key: 'bulk-check.server.fileTooLarge' };
    return null;
  }
  const { preview } = source;
  if (preview.total === 0) return { key: 'bulk-check.server.empty' };
  if (preview.total > BULK_CHECK_MAX_ITEMS) {
    return { key: 'bulk-check.server.tooMany', limit: BULK_CHECK_MAX_ITEMS };
  }
  if (preview.valid > limit) {
    return { key: 'bulk-check.server.overPlan', limit };
  }
  return null;
}

const KEY_OF_TEXT = new Map<string, string>([
  ...Object.entries(BULK_CHECK_MESSAGES as Record<string, unknown>).flatMap(([key, text]) =>
    typeof text === 'string' ? [[text, `bulk-check.server.${key}`] as const] : [],
  ),
  [MESSAGES.identifierMalformed, 'bulk-check.server.identifierMalformed'],
  [MESSAGES.innChecksum, 'bulk-check.server.innChecksum'],
  [MESSAGES.ogrnChecksum, 'bulk-check.server.ogrnChecksum'],
  [MESSAGES.ogrnipChecksum, 'bulk-check.server.ogrnipChecksum'],
]);

/** The number inside a message the server builds around one (`overPlan(100)`), or null when it is not one. */
function numberInside(text: string, build: (limit: number) => string): string | null {
  const [before = '', after = ''] = build(0).split('0');
  if (!text.startsWith(before) || !text.endsWith(after)) return null;
  const inside = text.slice(before.length, text.length - after.length);
  return /^[\d\s\u00a0\u202f]+$/.test(inside) ? inside : null;
}

/**
 * A server text in the interface language: a known message by its key, a built one with its number;
 * anything else (a message newer than this build) as the server wrote it.
 */
export function checkServerText(t: TTranslate, text: string): string {
  const key = KEY_OF_TEXT.get(text);
  if (key) return t(key);
  const overPlan = numberInside(text, BULK_CHECK_MESSAGES.overPlan);
  if (overPlan !== null) return t('bulk-check.server.overPlan', { limit: overPlan });
  const tooMany = numberInside(text, BULK_CHECK_MESSAGES.tooMany);
  if (tooMany !== null) return t('bulk-check.server.tooMany', { limit: tooMany });
  return text;
}
