import { isRejection, type TXmlImporter } from '../importer.ts';
import { child, childrenNamed, type TXmlElement } from '../xml-units.ts';
import { descendants, firstText, optionalDate, squash, textAt } from './registers-common.ts';
import { distinctAliases, fullListEditions, idsInText, pickIds, type TSanctionsEntry } from './sanctions-common.ts';

const editions = fullListEditions('uk');

/** `Name1 … Name5 Name6`: the UK list puts the surname (or an entity's whole name) in Name6. */
function nameOf(name: TXmlElement): string | undefined {
  const whole = textAt(name, 'Name');
  if (whole) return squash(whole);
  const parts = ['Name1', 'Name2', 'Name3', 'Name4', 'Name5', 'Name6'].map((part) => textAt(name, part) ?? '');
  return squash(parts.join(' '));
}

/**
 * Elements whose free text may carry Russian identifiers: the CSV's
 * «Business registration number (s)» column appears in the XML as an element
 * whose name contains `RegistrationNumber` (exact nesting unconfirmed, so any
 * depth), and the «Other information» text.
 */
const ID_TEXT = /RegistrationNumber|OtherInformation/i;

/**
 * UK Sanctions List (FCDO, `UK-Sanctions-List.xml`, open-data-formats.md
 * §10.3): one `Designation` per listed person, entity or ship, keyed by
 * `UniqueID` (e.g. RUS0123). The primary name is the `Name` whose `NameType`
 * says primary; all other names, Latin and non-Latin, are aliases. ИНН/ОГРН
 * are read from `INN: …` / `OGRN: …` texts. The CSV edition starts with a
 * report-date line before its header and is not read.
 */
export const sanctionsUkImporter: TXmlImporter<TSanctionsEntry> = {
  source: 'sanctions-uk',
  description: 'Великобритания: UK Sanctions List (FCDO, XML), XML или zip',
  format: 'xml',
  unit: 'Designation',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse(unit) {
    const designation = unit.element;
    const entryId = textAt(designation, 'UniqueID');
    if (!entryId) return { reject: 'Нет идентификатора записи (UniqueID)' };
    const names = childrenNamed(child(designation, 'Names'), 'Name');
    const primary = names.find((n) => /primary/i.test(textAt(n, 'NameType') ?? '')) ?? names[0];
    const name = primary ? nameOf(primary) : undefined;
    if (!name) return { reject: 'Нет наименования (Names/Name)' };
    const listedOn = optionalDate(textAt(designation, 'DateDesignated'), 'дата включения в список');
    if (isRejection(listedOn)) return listedOn;
    const lastUpdated = optionalDate(textAt(designation, 'LastUpdated'), 'дата изменения');
    if (isRejection(lastUpdated)) return lastUpdated;

    const all = [...descendants(designation)];
    const idTexts = all.filter((item) => ID_TEXT.test(item.name)).map((item) => item.text);
    const { inn, ogrn } = pickIds(idTexts.flatMap((text) => idsInText(text)));
    const nonLatin = all.filter((item) => item.name === 'NameNonLatinScript').map((item) => item.text);
    const country = all.filter((item) => item.name === 'AddressCountry').map((item) => squash(item.text))[0] ?? null;
    const regimes = all.filter((item) => item.name === 'RegimeName').flatMap((item) => squash(item.text) ?? []);
    return {
      list: 'uk',
      entry_id: entryId,
      name,
      aliases: distinctAliases([...names.map(nameOf), ...nonLatin], name),
      inn,
      ogrn,
      country,
      programs: [...new Set(regimes)],
      listed_on: listedOn,
      remarks: squash(firstText(designation, ['OtherInformation', 'UKStatementofReasons'])) ?? null,
      source: 'uk-fcdo',
      // The list gives no file-wide date per entry; the entry's own last change is the closest.
      as_of: lastUpdated,
    };
  },
  write: editions.write,
  finish: editions.finish,
};
