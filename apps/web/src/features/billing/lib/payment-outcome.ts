/**
 * Why a payment was canceled, as YooKassa and the sandbox name it, turned
 * into the i18n key of an explanation; unknown reasons get a general one.
 */
const KNOWN_REASONS = [
  'card_declined',
  'insufficient_funds',
  'canceled_by_user',
  'canceled_by_merchant',
  'general_decline',
  'expired_on_confirmation',
  '3d_secure_failed',
  'card_expired',
  'invalid_card_number',
  'invalid_csc',
] as const;

type TKnownReason = (typeof KNOWN_REASONS)[number];

export function cancellationReasonKey(
  reason: string | null | undefined,
): `billing.reasons.${TKnownReason}` | 'billing.reasons.other' {
  const known = KNOWN_REASONS.find((item) => item === reason);
  return known ? `billing.reasons.${known}` : 'billing.reasons.other';
}

/**
 * Whole calendar days from today to the day a membership ends, in the
 * viewer's time zone like the DD.MM.YYYY date shown beside it; never negative.
 * `endDate` is an ISO timestamp (or a bare YYYY-MM-DD, read as a local date).
 */
export function daysLeft(endDate: string, now: Date = new Date()): number {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(endDate);
  const end = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(endDate);
  if (Number.isNaN(end.getTime())) return 0;
  const calendarDay = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.max(0, Math.round((calendarDay(end) - calendarDay(now)) / 86_400_000));
}

/**
 * Where to send the browser back to: only an http(s) address (our own return
 * page, normally), never a `javascript:` one; anything else goes home.
 */
export function safeReturnUrl(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/**
 * The membership a paid order created or extended: an active one of the same
 * plan, else of the same tier, else any active one (newest first, as served).
 */
export function membershipForPlan<T extends { is_active: boolean; plan: { id: number; code: string } }>(
  memberships: readonly T[],
  plan: { id: number; code: string },
): T | undefined {
  const active = memberships.filter((membership) => membership.is_active);
  return (
    active.find((membership) => membership.plan.id === plan.id) ??
    active.find((membership) => membership.plan.code === plan.code) ??
    active[0]
  );
}

/**
 * The plan the subscription page leads with (the active membership that runs
 * longest) and every other membership, newest first, as the history below it.
 */
export function splitMemberships<T extends { id: number; is_active: boolean; end_date: string }>(
  memberships: readonly T[],
): { current: T | undefined; earlier: T[] } {
  const current = memberships
    .filter((membership) => membership.is_active)
    .reduce<T | undefined>(
      (best, membership) => (!best || membership.end_date > best.end_date ? membership : best),
      undefined,
    );
  return { current, earlier: memberships.filter((membership) => membership !== current) };
}
