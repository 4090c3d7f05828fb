import { STATUS_ACTIVE, STATUS_INACTIVE, type TSearchQuery } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { loadOkved } from '../reference/index.ts';
import type { TSubjectKind } from './search.repository.ts';

/** The results page's filters, applied inside each search branch (see search-branches.repository.ts). */
export type TSearchFilters = Pick<
  TSearchQuery,
  'region' | 'status' | 'okved' | 'opf' | 'registered_from' | 'registered_to'
>;

/** ОКОПФ codes of sole traders: ИП and the head of a farm (КФХ). */
const ENTREPRENEUR_OPF: Record<string, string> = {
  '50102': 'Индивидуальный предприниматель',
  '50101': 'Глава крестьянского (фермерского) хозяйства',
};

/** Every ОКВЭД2 code equal to `prefix` or under it (`62` → 62, 62.0, 62.01 …), so an index can serve the filter. */
export function okvedCodesUnder(prefix: string): string[] {
  return loadOkved()
    .map((entry) => entry.code)
    .filter((code) => code === prefix || code.startsWith(`${prefix}.`));
}

/** The filters as a condition on the subject alias (`c` or `e`); `true` when none. */
export function filterCondition(sql: TSql, kind: TSubjectKind, filters: TSearchFilters) {
  const s = sql(kind === 'company' ? 'c' : 'e');
  const parts = [sql`true`];
  if (filters.region) parts.push(sql`${s}.region_code = ${filters.region}`);
  if (filters.status === 'active') parts.push(sql`${s}.status_name = ${STATUS_ACTIVE}`);
  if (filters.status === 'inactive') parts.push(sql`${s}.status_name = ${STATUS_INACTIVE}`);
  if (filters.status === 'liquidated') parts.push(sql`${s}.status_name not in (${STATUS_ACTIVE}, ${STATUS_INACTIVE})`);
  if (filters.okved) parts.push(sql`${s}.okved_code = any(${okvedCodesUnder(filters.okved)})`);
  if (filters.opf && kind === 'company') parts.push(sql`c.opf_code = ${filters.opf}`);
  if (filters.opf && kind === 'entrepreneur') {
    const kindName = ENTREPRENEUR_OPF[filters.opf];
    parts.push(kindName ? sql`e.kind_name = ${kindName}` : sql`false`);
  }
  if (filters.registered_from) parts.push(sql`${s}.registration_date >= ${filters.registered_from}`);
  if (filters.registered_to) parts.push(sql`${s}.registration_date <= ${filters.registered_to}`);
  return parts.reduce((all, part) => sql`${all} and ${part}`);
}

/** True when the results page narrows by anything: branches then read the subject rows the filters look at. */
export function hasFilters(filters: TSearchFilters): boolean {
  return Boolean(
    filters.region ||
      filters.status ||
      filters.okved ||
      filters.opf ||
      filters.registered_from ||
      filters.registered_to,
  );
}
