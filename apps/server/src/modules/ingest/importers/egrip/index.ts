import type { TSql } from '../../../../db/client.ts';
import { invalidateReliability } from '../../../reliability/index.ts';
import type { TXmlImporter } from '../../importer.ts';
import { readEntrepreneur, type TEgripRecord } from './read-entrepreneur.ts';
import { writeEntrepreneurs } from './write-entrepreneur.ts';

/**
 * ЕГРИП extracts (`VO_RIGF…` XML, windows-1251, usually zipped), format
 * versions 4.05, 4.06 and 4.07 detected from `Файл/@ВерсФорм`: one
 * `Документ/СвИП` is one sole trader or КФХ head with licences and records.
 */
export const egripImporter: TXmlImporter<TEgripRecord> = {
  source: 'egrip',
  description: 'ФНС: выписки ЕГРИП (XML версий 4.05–4.07), файл, папка или zip',
  format: 'xml',
  unit: 'Документ',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse: readEntrepreneur,
  async write(tx: TSql, records) {
    const result = await writeEntrepreneurs(tx, records);
    await invalidateReliability(
      tx,
      records.map((r) => r.entrepreneur.inn),
    );
    return result;
  },
  batchSize: 2_000,
};
