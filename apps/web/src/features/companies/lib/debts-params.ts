import type { TQueryString, ZEnforcementsQuery, ZPledgesQuery } from '@sverka/shared';

/**
 * Filters of the Debts and Leasing tabs mapped onto the list endpoints'
 * query strings (`/enforcements/?active=`, `/pledges/?kind=`); the «all»
 * choice sends no filter at all so the server's default applies.
 */

export const ENFORCEMENT_FILTERS = ['all', 'active'] as const;
export type TEnforcementFilter = (typeof ENFORCEMENT_FILTERS)[number];

export const PLEDGE_FILTERS = ['all', 'pledge', 'leasing'] as const;
export type TPledgeFilter = (typeof PLEDGE_FILTERS)[number];

export function enforcementParams(
  inn: string,
  page: number,
  filter: TEnforcementFilter,
): TQueryString<typeof ZEnforcementsQuery> {
  const params: TQueryString<typeof ZEnforcementsQuery> = { inn, page: String(page) };
  if (filter === 'active') params.active = 'true';
  return params;
}

export function pledgeParams(inn: string, page: number, filter: TPledgeFilter): TQueryString<typeof ZPledgesQuery> {
  const params: TQueryString<typeof ZPledgesQuery> = { inn, page: String(page) };
  if (filter !== 'all') params.kind = filter;
  return params;
}

export const isEnforcementFilter = (value: string): value is TEnforcementFilter =>
  (ENFORCEMENT_FILTERS as readonly string[]).includes(value);

export const isPledgeFilter = (value: string): value is TPledgeFilter =>
  (PLEDGE_FILTERS as readonly string[]).includes(value);
