import type { enforcementProceedings } from '../../../db/schema/litigation.ts';
import { ENFORCEMENT_CAPTURE } from '../../monitoring/index.ts';
import type { TCsvRow } from '../csv-rows.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection, type TCsvImporter } from '../importer.ts';
import {
  optionalAmount,
  optionalDate,
  optionalInn,
  parseAnyDate,
  squash,
  writeAndInvalidate,
} from './registers-common.ts';

type TProceeding = TImportRow<typeof enforcementProceedings, never, 'amount' | 'remaining'>;

type TField =
  | 'debtorName'
  | 'debtorAddress'
  | 'number'
  | 'startedOn'
  | 'documentType'
  | 'documentDate'
  | 'documentNumber'
  | 'documentObject'
  | 'subject'
  | 'amount'
  | 'remaining'
  | 'completion'
  | 'department'
  | 'debtorInn';

/**
 * Header words that identify each column (open-data-formats.md §4): only some
 * header texts are confirmed, so a column is found by the words of its
 * normalised header, English or Russian; checked in this order, so the more
 * specific patterns come first.
 */
const COLUMN_PATTERNS: [TField, RegExp][] = [
  ['debtorInn', /(debtor.*(taxpayer|inn))|(инн.*должник)/],
  ['debtorAddress', /^(address of debtor|адрес организации-должника|адрес должника)/],
  ['debtorName', /(name of the debtor)|(наименование.*(должник|юридического))/],
  ['number', /^(the )?number of enforcement proceeding|^номер исполнительного производства/],
  ['startedOn', /(institution of proceeding)|(дата возбуждения)/],
  ['documentType', /(executive document type)|(тип исполнительного документа)/],
  ['documentDate', /(date of the executive document)|(дата исполнительного документа)/],
  ['documentNumber', /(number of executive document)|(номер исполнительного документа)/],
  ['documentObject', /(object of executive documents)|(требования исполнительного документа)/],
  ['subject', /(object of the execution)|(предмет исполнения)/],
  ['amount', /^(amount due)|(сумма долга)/],
  ['remaining', /(remaining balance)|(остаток)/],
  ['completion', /(complete ip reason)|(причина окончания)/],
  ['department', /^(departments? of bailiffs?)|(наименование отдела)/],
];

/**
 * Column positions of the iplegallist file (§4 table), used when a header is
 * not recognised. The complete set replaces amount/remaining by one
 * completion column, so positions after it shift; headers settle that case.
 */
const POSITIONS: Partial<Record<TField, number>> = {
  debtorName: 0,
  debtorAddress: 1,
  number: 3,
  startedOn: 4,
  documentType: 6,
  documentDate: 7,
  documentNumber: 8,
  documentObject: 9,
  subject: 10,
};

const normalise = (header: string) => header.toLowerCase().replace(/\s+/g, ' ').trim();

/** Which column holds each field, resolved once per header. */
function resolveColumns(headers: string[]): Partial<Record<TField, string>> {
  const found: Partial<Record<TField, string>> = {};
  const used = new Set<string>();
  for (const [field, pattern] of COLUMN_PATTERNS) {
    const header = headers.find((h) => !used.has(h) && pattern.test(normalise(h)));
    if (header === undefined) continue;
    found[field] = header;
    used.add(header);
  }
  for (const [field, position] of Object.entries(POSITIONS) as [TField, number][]) {
    const header = headers[position];
    if (!found[field] && header !== undefined && !used.has(header)) found[field] = header;
  }
  return found;
}

let cachedHeaderKey = '';
let cachedColumns: Partial<Record<TField, string>> = {};

function fieldsOf(row: TCsvRow): (field: TField) => string | undefined {
  const headers = Object.keys(row.values);
  const key = headers.join('\u0001');
  if (key !== cachedHeaderKey) {
    cachedHeaderKey = key;
    cachedColumns = resolveColumns(headers);
  }
  const columns = cachedColumns;
  return (field) => {
    const header = columns[field];
    return header === undefined ? undefined : squash(row.values[header]);
  };
}

/** «15.05.2024, ст. 46 ч. 1 п. 3» → the date and the reason, in either order. */
function splitCompletion(text: string | undefined): { endedOn: string | null; reason: string | null } {
  if (!text) return { endedOn: null, reason: null };
  const date = /\d{2}\.\d{2}\.\d{4}|\d{4}-\d{2}-\d{2}/.exec(text);
  const endedOn = date ? (parseAnyDate(date[0]) ?? null) : null;
  const reason = squash(date ? text.replace(date[0], '').replace(/^[\s,;]+|[\s,;]+$/g, '') : text) ?? null;
  return { endedOn, reason };
}

/**
 * ФССП open data: enforcement proceedings against legal entities, in progress
 * (`iplegallist`) or ended for lack of assets (`iplegallistcomplete`): one
 * big CSV, comma, UTF-8. Keyed by the proceeding number.
 */
export const fsspImporter: TCsvImporter<TProceeding> = {
  source: 'fssp',
  description: 'ФССП: исполнительные производства в отношении юрлиц (iplegallist, iplegallistcomplete), CSV или zip',
  format: 'csv',
  csv: { delimiter: ',', encoding: 'utf-8' },
  // The structure-*.csv description shipped next to the data is not data.
  accepts: (name) => {
    const base = name.toLowerCase().split(/[/!]/).at(-1) ?? '';
    return base.endsWith('.csv') && !base.startsWith('structure');
  },
  parse(row) {
    const get = fieldsOf(row);
    const number = get('number');
    if (!number) return { reject: 'Нет номера исполнительного производства' };
    const debtorName = get('debtorName');
    if (!debtorName) return { reject: 'Нет наименования должника' };
    const debtorInn = optionalInn(get('debtorInn'), 'должника');
    if (isRejection(debtorInn)) return debtorInn;
    const startedOn = optionalDate(get('startedOn'), 'дата возбуждения');
    if (isRejection(startedOn)) return startedOn;
    const documentDate = optionalDate(get('documentDate'), 'дата исполнительного документа');
    if (isRejection(documentDate)) return documentDate;
    const amount = optionalAmount(get('amount'), 'сумма долга');
    if (isRejection(amount)) return amount;
    const remaining = optionalAmount(get('remaining'), 'остаток задолженности');
    if (isRejection(remaining)) return remaining;
    const { endedOn, reason } = splitCompletion(get('completion'));
    return {
      number,
      started_on: startedOn,
      debtor_name: debtorName,
      debtor_inn: debtorInn,
      debtor_address: get('debtorAddress') ?? null,
      document_type: get('documentType') ?? null,
      document_number: get('documentNumber') ?? null,
      document_date: documentDate,
      // The execution subject is the short wording the card shows; the document's demands are the fallback.
      subject: get('subject') ?? get('documentObject') ?? null,
      amount,
      remaining,
      department: get('department') ?? null,
      ended_on: endedOn,
      end_reason: reason,
      source: 'fssp',
      as_of: null,
    };
  },
  write: (tx, records, run) =>
    writeAndInvalidate(tx, 'enforcement_proceedings', records, ['number'], (r) => [r.debtor_inn], undefined, {
      capture: ENFORCEMENT_CAPTURE,
      run,
    }),
};
