/** Status classes of spec §4: used for badges and the connections filter. */
export type TCompanyStatusClass = 'active' | 'inactive' | 'liquidated';

export const STATUS_ACTIVE = 'Действует';
export const STATUS_INACTIVE = 'Не действует';

// Russian has no locale-specific case rules, so plain lower-casing is the same mapping as the 'ru-RU' one, and
// about a hundred times cheaper (the locale form costs microseconds a call; this runs for every hit and link shown).
const ACTIVE_LOWER = STATUS_ACTIVE.toLowerCase();
const INACTIVE_LOWER = STATUS_INACTIVE.toLowerCase();

/**
 * 'Действует' → active, 'Не действует' → inactive, anything else (ликвидировано,
 * в процессе ликвидации, прекратил деятельность …) → liquidated. Comparison
 * ignores case and surrounding spaces because registry texts vary in both.
 */
export function companyStatusClass(statusName: string | null | undefined): TCompanyStatusClass {
  if (statusName === STATUS_ACTIVE) return 'active';
  const normalized = (statusName ?? '').trim().toLowerCase();
  if (normalized === ACTIVE_LOWER) return 'active';
  if (normalized === INACTIVE_LOWER) return 'inactive';
  return 'liquidated';
}
