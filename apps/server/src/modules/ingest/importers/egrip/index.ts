import { identifierTags } from '../../../card-documents/index.ts';
import { registryExtractImporter } from '../registry-extract.ts';
import { readEntrepreneur, type TEgripRecord } from './read-entrepreneur.ts';
import { writeEntrepreneurs } from './write-entrepreneur.ts';

/**
 * ЕГРИП extracts (`VO_RIGF…` XML, windows-1251, usually zipped), format
 * versions 4.05, 4.06 and 4.07 detected from `Файл/@ВерсФорм`: one
 * `Документ/СвИП` is one sole trader or КФХ head with licences and records.
 */
export const egripImporter = registryExtractImporter<TEgripRecord>({
  source: 'egrip',
  description: 'ФНС: выписки ЕГРИП (XML версий 4.05–4.07), файл, папка или zip',
  parse: readEntrepreneur,
  write: writeEntrepreneurs,
  innOf: (record) => record.entrepreneur.inn,
  // A sole trader's card shows only its own rows: company cards list companies, never traders.
  documentTagsOf: ({ entrepreneur }) => identifierTags({ inns: [entrepreneur.inn], ogrns: [entrepreneur.ogrnip] }),
});
