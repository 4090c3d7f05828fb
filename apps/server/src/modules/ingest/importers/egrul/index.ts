import type { TSql } from '../../../../db/client.ts';
import { invalidateReliability } from '../../../reliability/index.ts';
import type { TXmlImporter } from '../../importer.ts';
import { readCompany } from './read-company.ts';
import type { TEgrulRecord } from './types.ts';
import { writeCompanies } from './write-company.ts';

/**
 * ЕГРЮЛ extracts (`VO_RUGF…` XML, windows-1251, usually zipped), format
 * versions 4.06, 4.07 and 4.08 detected from `Файл/@ВерсФорм`: one
 * `Документ/СвЮЛ` is one company with its directors, founders, branches,
 * licences and registry records.
 */
export const egrulImporter: TXmlImporter<TEgrulRecord> = {
  source: 'egrul',
  description: 'ФНС: выписки ЕГРЮЛ (XML версий 4.06–4.08), файл, папка или zip',
  format: 'xml',
  unit: 'Документ',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse: readCompany,
  async write(tx: TSql, records) {
    const result = await writeCompanies(tx, records);
    await invalidateReliability(
      tx,
      records.map((r) => r.company.inn),
    );
    return result;
  },
  batchSize: 2_000,
};
