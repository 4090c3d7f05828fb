/** Status classes of spec §4: used for badges and the connections filter. */
export type TCompanyStatusClass = 'active' | 'inactive' | 'liquidated';

export const STATUS_ACTIVE = 'Действует';
export const STATUS_INACTIVE = 'Не действует';

/**
 * 'Действует' → active, 'Не действует' → inactive, anything else (ликвидировано,
 * в процессе ликвидации, прекратил деятельность …) → liquidated. Comparison
 * ignores case and surrounding spaces because registry texts vary in both.
 */
export function companyStatusClass(statusName: string | null | undefined): TCompanyStatusClass {
  const normalized = (statusName ?? '').trim().toLocaleLowerCase('ru-RU');
  if (normalized === STATUS_ACTIVE.toLocaleLowerCase('ru-RU')) return 'active';
  if (normalized === STATUS_INACTIVE.toLocaleLowerCase('ru-RU')) return 'inactive';
  return 'liquidated';
}
