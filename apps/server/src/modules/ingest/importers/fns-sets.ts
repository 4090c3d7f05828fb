import { isRejection, type TRejection, type TXmlImporter } from '../importer.ts';
import { attr, type TXmlElement } from '../xml-units.ts';
import { parseAmount, readFnsDocument, type TFnsDocument } from './fns-open-data.ts';
import { writeCompanyFacts } from './size-ranks.ts';

/**
 * The year a yearly ФНС set (paytax, revexp) reports on, from its ДатаСост.
 * These sets describe a finished calendar year (open-data-formats.md §2.1:
 * "суммы уплаченных налогов … (previous year)"), and ФНС stamps that state in
 * one of two ways: as the last day of the year itself (31.12.2024, the way
 * sshr2019 does) or as the first day of the next one (01.01.2025, "the state
 * at the start of the release year"). So 01.01.Y means year Y−1; any other
 * date names its own year.
 */
export function reportedYear(asOf: string): number {
  const year = Number(asOf.slice(0, 4));
  return asOf.endsWith('-01-01') ? year - 1 : year;
}

/** A required money attribute, or why it can't be read (`where` names the element for the message). */
export function amountOf(element: TXmlElement, name: string, where: string): number | TRejection {
  const raw = attr(element, name);
  if (raw === undefined) return { reject: `Нет суммы ${where}/@${name}` };
  const value = parseAmount(raw);
  return value === undefined ? { reject: `Неверная сумма ${where}/@${name}: ${raw}` } : value;
}

/** A `0`/`1` flag attribute; absent means 0 (older and newer releases carry different flags). */
export function flagOf(element: TXmlElement, name: string): boolean | TRejection {
  const raw = attr(element, name);
  if (raw === undefined || raw === '0') return false;
  if (raw === '1') return true;
  return { reject: `Неверный признак ${element.name}/@${name}: ${raw} (ожидается 0 или 1)` };
}

/** The first rejection among values read one after another, if any. */
export const firstRejection = (values: unknown[]): TRejection | undefined =>
  values.find((value): value is TRejection => isRejection(value));

type TFnsSetSpec<TRow extends Record<string, unknown> & { inn: string }> = {
  source: string;
  description: string;
  table: string;
  /** The set feeds the size that search ranks by (see size-ranks.ts). */
  sizeFact?: boolean;
  /** The table's natural key: a second import of the same rows writes nothing. */
  key: (keyof TRow & string)[];
  /** Maps one envelope (already checked: ИНН with a valid check digit, ДатаСост) to rows. */
  map: (doc: TFnsDocument) => TRow | TRow[] | TRejection;
};

/**
 * An importer of one ФНС open-data XML set in the common envelope (§2.1):
 * every `Документ` of every `.xml` member (a zip holds many), encoding taken
 * from each member's prolog, rows upserted by the table's natural key.
 */
export function fnsSetImporter<TRow extends Record<string, unknown> & { inn: string }>(
  spec: TFnsSetSpec<TRow>,
): TXmlImporter<TRow> {
  return {
    source: spec.source,
    description: spec.description,
    format: 'xml',
    unit: 'Документ',
    accepts: (name) => name.toLowerCase().endsWith('.xml'),
    parse(unit) {
      const doc = readFnsDocument(unit);
      return isRejection(doc) ? doc : spec.map(doc);
    },
    write: (tx, records) => writeCompanyFacts(tx, spec.table, records, spec.key, Boolean(spec.sizeFact)),
  };
}
