import type { TIdentifierKind } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { findCompaniesBy, findEntrepreneursBy, type TLookedUpSubject } from './subjects-lookup.repository.ts';

export type { TLookedUpSubject };

/**
 * Many subjects by checked identifiers at once (a bulk check's batch): at most four indexed reads, one per
 * kind of identifier present. The answer maps each identifier found to its subject; absent ones are unknown.
 */
export async function findSubjectsByIdentifiers(
  sql: TSql,
  identifiers: readonly { id: string; kind: TIdentifierKind }[],
): Promise<Map<string, TLookedUpSubject>> {
  const of = (kind: TIdentifierKind) => [...new Set(identifiers.filter((i) => i.kind === kind).map((i) => i.id))];
  const [byInn, byOgrn, byPersonInn, byOgrnip] = await Promise.all([
    findCompaniesBy(sql, 'inn', of('inn_legal')),
    findCompaniesBy(sql, 'ogrn', of('ogrn')),
    findEntrepreneursBy(sql, 'inn', of('inn_person')),
    findEntrepreneursBy(sql, 'ogrnip', of('ogrnip')),
  ]);
  const found = new Map<string, TLookedUpSubject>();
  for (const row of [...byInn, ...byPersonInn]) found.set(row.inn, row);
  for (const row of [...byOgrn, ...byOgrnip]) found.set(row.ogrn, row);
  return found;
}
