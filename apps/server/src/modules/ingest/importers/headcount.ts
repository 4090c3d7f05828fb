import { isRejection, type TXmlImporter } from '../importer.ts';
import { attr, child } from '../xml-units.ts';
import { readFnsDocument } from './fns-open-data.ts';
import { writeCompanyFacts } from './size-ranks.ts';

type THeadcount = { inn: string; year: number; employees: number; source: string; as_of: string };

/**
 * ФНС «Сведения о среднесписочной численности работников» (sshr2019):
 * `СведССЧР @КолРаб` for the year of `ДатаСост` (31.12 of the reported year).
 * Zero is a real value (a company with no staff), not a missing one.
 */
export const headcountImporter: TXmlImporter<THeadcount> = {
  source: 'headcount',
  description: 'ФНС: среднесписочная численность работников (sshr2019), XML или zip',
  format: 'xml',
  unit: 'Документ',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse(unit) {
    const doc = readFnsDocument(unit);
    if (isRejection(doc)) return doc;
    const raw = attr(child(doc.document, 'СведССЧР'), 'КолРаб');
    if (raw === undefined) return { reject: 'Нет сведений о численности (СведССЧР/@КолРаб)' };
    const employees = Number(raw);
    if (!Number.isInteger(employees) || employees < 0) return { reject: `Неверная численность: ${raw}` };
    return { inn: doc.inn, year: Number(doc.asOf.slice(0, 4)), employees, source: 'fns-sshr', as_of: doc.asOf };
  },
  write: (tx, records) => writeCompanyFacts(tx, 'tax_headcount', records, ['inn', 'year'], true),
};
