import type { TCompanyStatusClass, TCounterPartyCard } from '@sverka/shared';

export type TConnectedOrg = TCounterPartyCard['LPEC'][number];

/** Spec §2 «Connections filter»: All, Active, Liquidated, Inactive. */
export const CONNECTIONS_FILTERS = ['all', 'active', 'liquidated', 'inactive'] as const;
export type TConnectionsFilter = (typeof CONNECTIONS_FILTERS)[number];

/**
 * Spec §4: 'Действует' is active, 'Не действует' inactive and anything else
 * liquidated; the card already carries that class, so the filter reads it.
 */
export function filterConnections(orgs: readonly TConnectedOrg[], filter: TConnectionsFilter): TConnectedOrg[] {
  return filter === 'all' ? [...orgs] : orgs.filter((org) => org.status.class === filter);
}

/** How many organisations each filter value would show. */
export function countConnections(orgs: readonly TConnectedOrg[]): Record<TConnectionsFilter, number> {
  const counts: Record<TConnectionsFilter, number> = { all: orgs.length, active: 0, liquidated: 0, inactive: 0 };
  for (const org of orgs) counts[org.status.class satisfies TCompanyStatusClass] += 1;
  return counts;
}
