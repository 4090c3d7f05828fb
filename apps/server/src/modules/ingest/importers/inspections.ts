import type { inspections } from '../../../db/schema/procurement.ts';
import { INSPECTION_CAPTURE } from '../../monitoring/index.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection, type TXmlImporter } from '../importer.ts';
import { attr, child } from '../xml-units.ts';
import {
  descendants,
  optionalDate,
  optionalInn,
  optionalOgrn,
  squash,
  writeAndInvalidate,
} from './registers-common.ts';

type TInspection = TImportRow<typeof inspections>;

/** ЕРКНМ masks the ИНН of persons and sole traders (`******766***`): that is no ИНН, not a bad one. */
const isMasked = (value: string | undefined) => value?.includes('*') ?? false;

/**
 * ЕРКНМ open data (proverki.gov.ru, open-data-formats.md §8): monthly zips
 * with one large XML, `INSPECTIONS/INSPECTION` with the event in attributes
 * and the controlled subject in `SUBJECT @INN @OGRN @NAME`. Only the fields
 * seen in real-data parsers are mapped; the full XSD was not available, so
 * anything else is ignored. Keyed by the ЕРКНМ number (`@ERPID`).
 */
export const inspectionsImporter: TXmlImporter<TInspection> = {
  source: 'inspections',
  description: 'ЕРКНМ: контрольные (надзорные) мероприятия (proverki.gov.ru), XML или zip',
  format: 'xml',
  unit: 'INSPECTION',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse(unit) {
    const event = unit.element;
    const number = attr(event, 'ERPID');
    if (!number) return { reject: 'Нет номера мероприятия в ЕРКНМ (@ERPID)' };
    const subject = child(event, 'SUBJECT');
    const innText = attr(subject, 'INN');
    const inn = isMasked(innText) ? null : optionalInn(innText, 'проверяемого лица');
    if (isRejection(inn)) return inn;
    const ogrnText = attr(subject, 'OGRN');
    const ogrn = isMasked(ogrnText) ? null : optionalOgrn(ogrnText, 'проверяемого лица');
    if (isRejection(ogrn)) return ogrn;
    const startsOn = optionalDate(attr(event, 'START_DATE'), 'дата начала');
    if (isRejection(startsOn)) return startsOn;
    const endsOn = optionalDate(attr(event, 'END_DATE'), 'дата окончания');
    if (isRejection(endsOn)) return endsOn;

    const addresses = new Set<string>();
    for (const item of descendants(event)) {
      if (item.name !== 'OBJECT_ADDRESS' && item.name !== 'ADDRESS') continue;
      const address = squash(attr(item, 'VALUE') ?? item.text);
      if (address) addresses.add(address);
    }
    const warning = squash(child(event, 'WARNING_CONTENT')?.text ?? attr(child(event, 'WARNING_CONTENT'), 'VALUE'));
    return {
      erknm_number: number,
      inn,
      ogrn,
      subject_name: squash(attr(subject, 'NAME')) ?? null,
      // The kind of control names the supervising authority's function (пожарный надзор → МЧС).
      control_body: squash(attr(child(event, 'KIND_CONTROL'), 'VALUE')) ?? null,
      kind: squash(attr(event, 'TYPE_NAME')) ?? null,
      status: squash(attr(event, 'STATUS')) ?? null,
      starts_on: startsOn,
      ends_on: endsOn,
      objects: [...addresses].map((address) => ({ address })),
      basis: null,
      result: warning ?? null,
      violations_found: null,
      source: 'erknm',
      as_of: null,
    };
  },
  write: (tx, records, run) =>
    writeAndInvalidate(
      tx,
      'inspections',
      records,
      ['erknm_number'],
      (r) => [r.inn],
      (r) => ({
        ...r,
        objects: JSON.stringify(r.objects),
      }),
      { capture: INSPECTION_CAPTURE, run },
    ),
};
