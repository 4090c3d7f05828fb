import { isRejection } from '../importer.ts';
import { childrenNamed } from '../xml-units.ts';
import { amountOf, fnsSetImporter } from './fns-sets.ts';

type TTaxOffence = { inn: string; on_date: string; position: number; fine: number; source: string; as_of: string };

/**
 * ФНС «Сведения о налоговых правонарушениях и мерах ответственности»
 * (taxoffence): one `tax_offences` row per `СведНаруш`, numbered by its
 * place in the document (1, 2 …) so two equal fines stay two rows and a
 * re-import lands on the same keys.
 */
export const taxOffencesImporter = fnsSetImporter<TTaxOffence>({
  source: 'tax-offences',
  description: 'ФНС: налоговые правонарушения и штрафы (taxoffence), XML или zip',
  table: 'tax_offences',
  key: ['inn', 'on_date', 'position'],
  map(doc) {
    const items = childrenNamed(doc.document, 'СведНаруш');
    if (!items.length) return { reject: 'Нет сведений о правонарушениях (СведНаруш)' };
    const rows: TTaxOffence[] = [];
    for (const [i, item] of items.entries()) {
      const fine = amountOf(item, 'СумШтраф', `СведНаруш[${i + 1}]`);
      if (isRejection(fine)) return fine;
      rows.push({ inn: doc.inn, on_date: doc.asOf, position: i + 1, fine, source: 'tax-offences', as_of: doc.asOf });
    }
    return rows;
  },
});
