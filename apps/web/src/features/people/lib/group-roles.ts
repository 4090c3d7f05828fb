import type { TPersonCompanyRole } from '@sverka/shared';

/** One company with the person's roles there, in the order the server lists them. */
export type TCompanyRoles = { company: TPersonCompanyRole['company']; roles: TPersonCompanyRole[]; current: boolean };

/**
 * Roles grouped by company (a director is often a founder too), keeping the server's order: current roles
 * first. A company with any current role is «now», its former roles there shown beside; the rest are «before».
 */
export function groupRoles(roles: readonly TPersonCompanyRole[]): { current: TCompanyRoles[]; past: TCompanyRoles[] } {
  const groups = new Map<string, TCompanyRoles>();
  for (const role of roles) {
    const key = `${role.company.inn}|${role.company.ogrn}`;
    const group = groups.get(key) ?? { company: role.company, roles: [], current: false };
    group.roles.push(role);
    group.current ||= role.current;
    groups.set(key, group);
  }
  const all = [...groups.values()];
  return { current: all.filter((group) => group.current), past: all.filter((group) => !group.current) };
}

/** A post the register writes in capitals, as a sentence: «ГЕНЕРАЛЬНЫЙ ДИРЕКТОР» → «Генеральный директор». */
export function sentenceCase(text: string): string {
  if (text !== text.toLocaleUpperCase('ru-RU')) return text;
  const lower = text.toLocaleLowerCase('ru-RU');
  return lower.charAt(0).toLocaleUpperCase('ru-RU') + lower.slice(1);
}
