import type { taxArrears } from '../../../db/schema/finances.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection } from '../importer.ts';
import { attr, childrenNamed } from '../xml-units.ts';
import { amountOf, fnsSetImporter } from './fns-sets.ts';

type TArrears = TImportRow<typeof taxArrears, never, 'arrears' | 'penalties' | 'fines' | 'total'>;

/**
 * ФНС «Сведения о суммах недоимки и задолженности по пеням и штрафам» (debtam):
 * one `tax_arrears` row per `СведНедоим`, dated by ДатаСост. Arrears,
 * penalties and fines are required; the total, when a file leaves it out, is
 * their sum (that is what ОбщСумНедоим holds in every file seen).
 */
export const arrearsImporter = fnsSetImporter<TArrears>({
  source: 'arrears',
  description: 'ФНС: недоимки, пени и штрафы (debtam), XML или zip',
  table: 'tax_arrears',
  key: ['inn', 'on_date', 'tax_name'],
  map(doc) {
    const items = childrenNamed(doc.document, 'СведНедоим');
    if (!items.length) return { reject: 'Нет сведений о недоимке (СведНедоим)' };
    const rows: TArrears[] = [];
    for (const [i, item] of items.entries()) {
      const where = `СведНедоим[${i + 1}]`;
      const taxName = attr(item, 'НаимНалог');
      if (!taxName) return { reject: `Нет наименования налога ${where}/@НаимНалог` };
      const arrears = amountOf(item, 'СумНедНалог', where);
      if (isRejection(arrears)) return arrears;
      const penalties = amountOf(item, 'СумПени', where);
      if (isRejection(penalties)) return penalties;
      const fines = amountOf(item, 'СумШтраф', where);
      if (isRejection(fines)) return fines;
      const total =
        attr(item, 'ОбщСумНедоим') === undefined
          ? Math.round((arrears + penalties + fines) * 100) / 100
          : amountOf(item, 'ОбщСумНедоим', where);
      if (isRejection(total)) return total;
      rows.push({
        inn: doc.inn,
        on_date: doc.asOf,
        tax_name: taxName,
        arrears,
        penalties,
        fines,
        total,
        source: 'arrears',
        as_of: doc.asOf,
      });
    }
    return rows;
  },
});
