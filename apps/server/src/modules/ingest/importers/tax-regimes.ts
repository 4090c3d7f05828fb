import type { taxRegimes } from '../../../db/schema/finances.ts';
import type { TImportRow } from '../import-row.ts';
import { child } from '../xml-units.ts';
import { firstRejection, flagOf, fnsSetImporter } from './fns-sets.ts';

type TTaxRegimes = TImportRow<typeof taxRegimes>;

/**
 * ФНС «Сведения о специальных налоговых режимах» (snr): one `tax_regimes` row
 * per company and ДатаСост with the УСН, ЕСХН, АУСН, СРП and ЕНВД flags. Older
 * releases carry ПризнЕНВД and no ПризнАУСН, newer ones the reverse; a flag a
 * release doesn't carry is stored as false.
 */
export const taxRegimesImporter = fnsSetImporter<TTaxRegimes>({
  source: 'tax-regimes',
  description: 'ФНС: специальные налоговые режимы (snr), XML или zip',
  table: 'tax_regimes',
  key: ['inn', 'on_date'],
  map(doc) {
    const block = child(doc.document, 'СведСНР');
    if (!block) return { reject: 'Нет сведений о налоговых режимах (СведСНР)' };
    const flags = ['ПризнУСН', 'ПризнЕСХН', 'ПризнАУСН', 'ПризнСРП', 'ПризнЕНВД'].map((name) => flagOf(block, name));
    const bad = firstRejection(flags);
    if (bad) return bad;
    const [usn, eshn, ausn, srp, envd] = flags as boolean[];
    return {
      inn: doc.inn,
      on_date: doc.asOf,
      usn: usn ?? false,
      eshn: eshn ?? false,
      ausn: ausn ?? false,
      srp: srp ?? false,
      envd: envd ?? false,
      source: 'tax-regimes',
      as_of: doc.asOf,
    };
  },
});
