import type { TSql } from '../../../db/client.ts';
import { invalidateCardDocuments } from '../../card-documents/index.ts';
import { invalidateReliability } from '../../reliability/index.ts';
import type { TRejection, TWriteResult, TXmlImporter } from '../importer.ts';
import type { TXmlUnit } from '../xml-units.ts';

/**
 * An importer of ФНС registry extracts (ЕГРЮЛ, ЕГРИП): the `.xml` files of a
 * zip or folder, one `Документ` per subject, written in batches of 2,000; the
 * ratings of the subjects written are computed again on their next read, and
 * the card documents built on them (`documentTagsOf`) are deleted.
 */
export function registryExtractImporter<TRecord>(spec: {
  source: string;
  description: string;
  parse: (unit: TXmlUnit) => TRecord | TRejection;
  write: (tx: TSql, records: TRecord[]) => Promise<TWriteResult>;
  innOf: (record: TRecord) => string;
  documentTagsOf: (record: TRecord) => string[];
}): TXmlImporter<TRecord> {
  return {
    source: spec.source,
    description: spec.description,
    format: 'xml',
    unit: 'Документ',
    accepts: (name) => name.toLowerCase().endsWith('.xml'),
    parse: spec.parse,
    async write(tx, records) {
      const result = await spec.write(tx, records);
      await invalidateReliability(tx, records.map(spec.innOf));
      await invalidateCardDocuments(tx, records.flatMap(spec.documentTagsOf));
      return result;
    },
    batchSize: 2_000,
  };
}
