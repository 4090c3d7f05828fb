import type { TXmlImporter } from '../importer.ts';
import { isRejection } from '../importer.ts';
import { attr, childrenNamed } from '../xml-units.ts';
import { optionalDate, parseAnyDate, squash } from './registers-common.ts';
import {
  closeRemovedEntries,
  distinctAliases,
  idFromTyped,
  idsInText,
  pickIds,
  type TSanctionsEntry,
  writeSanctions,
} from './sanctions-common.ts';

/**
 * EU consolidated financial sanctions list (FSF XML, open-data-formats.md
 * §10.2): `export/sanctionEntity` with `nameAlias`, `regulation @programme`,
 * `identification @identificationTypeCode @number` (`regnumber` → ОГРН,
 * `taxid`/`fiscalcode` → ИНН) and `remark`. The main name is the first
 * strong alias, the rest are aliases. The root's `@generationDate` is the
 * as-of date.
 */
export const sanctionsEuImporter: TXmlImporter<TSanctionsEntry> = {
  source: 'sanctions-eu',
  description: 'ЕС: сводный санкционный список (FSF XML), XML или zip',
  format: 'xml',
  unit: 'sanctionEntity',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse(unit) {
    const entity = unit.element;
    const entryId = attr(entity, 'logicalId') ?? attr(entity, 'euReferenceNumber');
    if (!entryId) return { reject: 'Нет идентификатора записи (@logicalId)' };
    const aliases = childrenNamed(entity, 'nameAlias');
    const strong = aliases.find((alias) => attr(alias, 'strong') !== 'false') ?? aliases[0];
    const name = squash(attr(strong, 'wholeName'));
    if (!name) return { reject: 'Нет наименования (nameAlias/@wholeName)' };
    const listedOn = optionalDate(attr(entity, 'designationDate'), 'дата включения в список');
    if (isRejection(listedOn)) return listedOn;
    const identifications = childrenNamed(entity, 'identification');
    const remarks =
      squash(
        childrenNamed(entity, 'remark')
          .map((r) => r.text)
          .join(' '),
      ) ?? null;
    const { inn, ogrn } = pickIds([
      ...identifications.flatMap(
        (id) =>
          idFromTyped(
            attr(id, 'identificationTypeCode') ?? '',
            attr(id, 'number') ?? attr(id, 'latinNumber'),
            attr(id, 'countryIso2Code'),
          ) ?? [],
      ),
      ...idsInText(remarks ?? undefined),
    ]);
    const addresses = childrenNamed(entity, 'address');
    const citizenships = childrenNamed(entity, 'citizenship');
    const country =
      [...addresses, ...citizenships, ...identifications]
        .map((item) => attr(item, 'countryDescription'))
        .find(Boolean) ?? null;
    const programs = childrenNamed(entity, 'regulation').flatMap((r) => attr(r, 'programme') ?? []);
    return {
      list: 'eu',
      entry_id: entryId,
      name,
      aliases: distinctAliases(
        aliases.map((alias) => attr(alias, 'wholeName')),
        name,
      ),
      inn,
      ogrn,
      country,
      programs: [...new Set(programs)],
      listed_on: listedOn,
      remarks,
      source: 'eu-fsf',
      as_of: parseAnyDate(unit.root.generationDate) ?? null,
    };
  },
  write: writeSanctions,
  // Every entry carries the edition's date, so the entries an edition no longer lists are known.
  finish: closeRemovedEntries('eu'),
};
