import type { TXmlImporter } from '../importer.ts';
import { child, childrenNamed, type TXmlElement } from '../xml-units.ts';
import { squash, textAt } from './registers-common.ts';
import {
  closeRemovedEntries,
  distinctAliases,
  idFromTyped,
  idsInText,
  pickIds,
  type TSanctionsEntry,
  writeSanctions,
} from './sanctions-common.ts';

/** OFAC's `publshInformation/Publish_Date` is written MM/DD/YYYY. */
function publishDate(text: string | undefined): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const iso = `${match[3]}-${match[1]}-${match[2]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** `firstName lastName` as OFAC splits names (an entity's name is all in lastName). */
const fullName = (element: TXmlElement) =>
  squash(`${textAt(element, 'firstName') ?? ''} ${textAt(element, 'lastName') ?? ''}`);

/**
 * OFAC SDN list (`sdn.xml`, open-data-formats.md §10.1): `sdnList/sdnEntry`
 * with the programmes, aliases, addresses and typed ids of each entry.
 * Russian ИНН/ОГРН come as `idType` «Tax ID No.» / «Registration Number» with
 * `idCountry` Russia, and in older entries only inside `remarks`.
 * The file's publish date is an element before the entries, not an
 * attribute of the root, so entries carry no as-of date.
 */
export const sanctionsOfacImporter: TXmlImporter<TSanctionsEntry> = {
  source: 'sanctions-ofac',
  description: 'OFAC: санкционный список SDN (sdn.xml), XML или zip',
  format: 'xml',
  unit: 'sdnEntry',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse(unit) {
    const entry = unit.element;
    const entryId = textAt(entry, 'uid');
    if (!entryId) return { reject: 'Нет идентификатора записи (uid)' };
    const name = fullName(entry);
    if (!name) return { reject: 'Нет наименования (lastName)' };
    const ids = childrenNamed(child(entry, 'idList'), 'id');
    const remarks = squash(textAt(entry, 'remarks')) ?? null;
    const { inn, ogrn } = pickIds([
      ...ids.flatMap(
        (id) => idFromTyped(textAt(id, 'idType') ?? '', textAt(id, 'idNumber'), textAt(id, 'idCountry')) ?? [],
      ),
      ...idsInText(remarks ?? undefined),
    ]);
    const addresses = childrenNamed(child(entry, 'addressList'), 'address');
    const countries = [
      ...addresses.map((address) => textAt(address, 'country')),
      ...ids.map((id) => textAt(id, 'idCountry')),
    ].filter(Boolean);
    return {
      list: 'ofac',
      entry_id: entryId,
      name,
      aliases: distinctAliases(childrenNamed(child(entry, 'akaList'), 'aka').map(fullName), name),
      inn,
      ogrn,
      country: countries[0] ?? null,
      programs: [
        ...new Set(childrenNamed(child(entry, 'programList'), 'program').flatMap((p) => squash(p.text) ?? [])),
      ],
      listed_on: null,
      remarks,
      source: 'ofac-sdn',
      // The edition's publication date: every entry of one file carries it, so removals are known.
      as_of: publishDate(unit.root.Publish_Date),
    };
  },
  header: ['Publish_Date'],
  write: writeSanctions,
  finish: closeRemovedEntries('ofac'),
};
