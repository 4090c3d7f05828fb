import { companyRecordTags } from '../../../card-documents/index.ts';
import { registryExtractImporter } from '../registry-extract.ts';
import { readCompany } from './read-company.ts';
import type { TEgrulRecord } from './types.ts';
import { writeCompanies } from './write-company.ts';

/**
 * ЕГРЮЛ extracts (`VO_RUGF…` XML, windows-1251, usually zipped), format
 * versions 4.06, 4.07 and 4.08 detected from `Файл/@ВерсФорм`: one
 * `Документ/СвЮЛ` is one company with its directors, founders, branches,
 * licences and registry records.
 */
export const egrulImporter = registryExtractImporter<TEgrulRecord>({
  source: 'egrul',
  description: 'ФНС: выписки ЕГРЮЛ (XML версий 4.06–4.08), файл, папка или zip',
  parse: readCompany,
  write: writeCompanies,
  innOf: (record) => record.company.inn,
  documentTagsOf: companyRecordTags,
});
