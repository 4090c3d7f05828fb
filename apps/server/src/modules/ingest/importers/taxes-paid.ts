import { isRejection } from '../importer.ts';
import { attr, childrenNamed } from '../xml-units.ts';
import { amountOf, fnsSetImporter, reportedYear } from './fns-sets.ts';

type TTaxPayment = { inn: string; year: number; tax_name: string; amount: number; source: string; as_of: string };

/**
 * ФНС «Сведения об уплаченных организацией … суммах налогов и сборов» (paytax):
 * one `tax_payments` row per `СвУплСумНал` (tax name, rubles paid). The year
 * follows `reportedYear`: the set covers the previous calendar year, dated
 * either 31.12 of it or 01.01 of the next. A document with any unreadable
 * amount is refused whole, so a company's year is never stored half.
 */
export const taxesPaidImporter = fnsSetImporter<TTaxPayment>({
  source: 'taxes-paid',
  description: 'ФНС: уплаченные налоги и сборы (paytax), XML или zip',
  table: 'tax_payments',
  key: ['inn', 'year', 'tax_name'],
  map(doc) {
    const items = childrenNamed(doc.document, 'СвУплСумНал');
    if (!items.length) return { reject: 'Нет сведений об уплаченных налогах (СвУплСумНал)' };
    const year = reportedYear(doc.asOf);
    const rows: TTaxPayment[] = [];
    for (const [i, item] of items.entries()) {
      const where = `СвУплСумНал[${i + 1}]`;
      const taxName = attr(item, 'НаимНалог');
      if (!taxName) return { reject: `Нет наименования налога ${where}/@НаимНалог` };
      const amount = amountOf(item, 'СумУплНал', where);
      if (isRejection(amount)) return amount;
      rows.push({ inn: doc.inn, year, tax_name: taxName, amount, source: 'taxes-paid', as_of: doc.asOf });
    }
    return rows;
  },
});
