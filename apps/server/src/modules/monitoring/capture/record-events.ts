import { presentSource } from '../../../lib/fact-source.ts';
import { day, joined, rubles, type TCapturedEvent, todayIso } from './event.ts';
import { importanceOf } from './importance.ts';

/**
 * Events about one record of a register (a proceeding, a case, a contract …): what a new record says
 * and what its closing changed. Each builder takes the record as the register's table holds it (column
 * names), so an import batch and the demo seeding build the same event from the same row. A record
 * naming no subject gives no event (null).
 */

type TAmount = number | string | null;

export type TProceedingRow = {
  number: string;
  started_on: string | null;
  debtor_inn: string | null;
  subject: string | null;
  amount: TAmount;
  ended_on: string | null;
  end_reason: string | null;
  source: string;
};

const ended = (row: { ended_on: string | null; end_reason: string | null }) =>
  joined([`Окончено${row.ended_on ? ` ${day(row.ended_on)}` : ''}`, row.end_reason], ': ');

/** A new enforcement proceeding against the subject (one first seen already ended says so). */
export function proceedingOpened(row: TProceedingRow): TCapturedEvent | null {
  if (!row.debtor_inn) return null;
  const opened = joined([
    `Возбуждено${row.started_on ? ` ${day(row.started_on)}` : ''}`,
    row.subject,
    rubles(row.amount),
  ]);
  return {
    inn: row.debtor_inn,
    kind: 'enforcement',
    importance: importanceOf('enforcement', 'opened'),
    occurredOn: row.started_on ?? todayIso(),
    source: row.source,
    before: null,
    after: row.ended_on || row.end_reason ? `${opened}. ${ended(row)}` : opened,
    ref: row.number,
    link: null,
    dedupeKey: `opened:${row.number}`,
  };
}

/** A proceeding the source now says is over. */
export function proceedingClosed(row: TProceedingRow): TCapturedEvent | null {
  if (!row.debtor_inn) return null;
  return {
    inn: row.debtor_inn,
    kind: 'enforcement',
    importance: importanceOf('enforcement', 'closed'),
    occurredOn: row.ended_on ?? todayIso(),
    source: row.source,
    before: joined(['Ведётся', rubles(row.amount)]),
    after: ended(row),
    ref: row.number,
    link: null,
    dedupeKey: `closed:${row.number}`,
  };
}

export type TBankruptcyRow = {
  message_id: string;
  inn: string | null;
  ogrn: string | null;
  message_type: string;
  published_on: string;
  case_number: string | null;
  source: string;
};

/** A ЕФРСБ message about the subject: stop-factor news whatever its type. */
export function bankruptcyMessage(row: TBankruptcyRow): TCapturedEvent | null {
  if (!row.inn && !row.ogrn) return null;
  return {
    inn: row.inn,
    ogrn: row.ogrn,
    kind: 'bankruptcy',
    importance: importanceOf('bankruptcy', 'message'),
    occurredOn: row.published_on,
    source: row.source,
    before: null,
    after: joined([row.message_type, row.case_number && `дело № ${row.case_number}`]),
    ref: row.case_number ?? row.message_id,
    link: null,
    dedupeKey: `message:${row.message_id}`,
  };
}

export type TInspectionRow = {
  erknm_number: string;
  inn: string | null;
  ogrn: string | null;
  control_body: string | null;
  kind: string | null;
  status: string | null;
  starts_on: string | null;
  result: string | null;
  violations_found: boolean | null;
  source: string;
};

/** A control event in ЕРКНМ; one that found violations is a risk sign. */
export function inspectionHeld(row: TInspectionRow): TCapturedEvent | null {
  if (!row.inn && !row.ogrn) return null;
  return {
    inn: row.inn,
    ogrn: row.ogrn,
    kind: 'inspection',
    importance: importanceOf('inspection', row.violations_found ? 'violations' : 'held'),
    occurredOn: row.starts_on ?? todayIso(),
    source: row.source,
    before: null,
    after: joined([
      joined([row.kind ?? 'Проверка', row.control_body], ': '),
      row.status,
      row.violations_found ? 'выявлены нарушения' : null,
    ]),
    ref: row.erknm_number,
    link: null,
    dedupeKey: `inspection:${row.erknm_number}`,
  };
}

export type TContractRow = {
  register_number: string;
  signed_on: string | null;
  price: TAmount;
  customer_name: string | null;
  supplier_inns: string[];
  source: string;
};

/** The contract's page in the ЕИС register (44-ФЗ register numbers are 19 digits); none for demo data. */
const contractLink = (row: TContractRow) =>
  row.source !== 'demo' && /^\d{19}$/.test(row.register_number)
    ? `https://zakupki.gov.ru/epz/contract/contractCard/common-info.html?reestrNumber=${row.register_number}`
    : null;

/** A state contract won: one event per supplier. */
export function contractSigned(row: TContractRow): TCapturedEvent[] {
  return row.supplier_inns.map((inn) => ({
    inn,
    kind: 'contract',
    importance: importanceOf('contract', 'signed'),
    occurredOn: row.signed_on ?? todayIso(),
    source: row.source,
    before: null,
    after: joined([
      `Контракт${row.signed_on ? ` от ${day(row.signed_on)}` : ''}`,
      rubles(row.price),
      row.customer_name && `заказчик ${row.customer_name}`,
    ]),
    ref: row.register_number,
    link: contractLink(row),
    dedupeKey: `contract:${row.register_number}`,
  }));
}

export type TUnfairSupplierRow = {
  registry_number: string;
  supplier_inn: string | null;
  published_on: string | null;
  approved_on: string | null;
  excluded_on: string | null;
  reason: string | null;
  source: string;
};

const excludedText = (excludedOn: string) =>
  excludedOn > todayIso() ? `Исключение из реестра ${day(excludedOn)}` : `Исключён из реестра ${day(excludedOn)}`;

/** Inclusion in the РНП: a stop-factor, unless the entry is seen only once it was already excluded. */
export function unfairSupplierIncluded(row: TUnfairSupplierRow): TCapturedEvent | null {
  if (!row.supplier_inn) return null;
  const over = row.excluded_on !== null && row.excluded_on <= todayIso();
  return {
    inn: row.supplier_inn,
    kind: 'rnp',
    importance: importanceOf('rnp', over ? 'excluded' : 'included'),
    occurredOn: row.approved_on ?? row.published_on ?? todayIso(),
    source: row.source,
    before: null,
    after: joined([
      `Включён в реестр${row.approved_on ? ` ${day(row.approved_on)}` : ''}`,
      row.reason,
      row.excluded_on && excludedText(row.excluded_on),
    ]),
    ref: row.registry_number,
    link: null,
    dedupeKey: `included:${row.registry_number}`,
  };
}

/** The entry got its exclusion date. */
export function unfairSupplierExcluded(row: TUnfairSupplierRow): TCapturedEvent | null {
  if (!row.supplier_inn || !row.excluded_on) return null;
  return {
    inn: row.supplier_inn,
    kind: 'rnp',
    importance: importanceOf('rnp', 'excluded'),
    occurredOn: row.excluded_on > todayIso() ? todayIso() : row.excluded_on,
    source: row.source,
    before: 'В реестре',
    after: excludedText(row.excluded_on),
    ref: row.registry_number,
    link: null,
    dedupeKey: `excluded:${row.registry_number}`,
  };
}

export type TSanctionsRow = {
  list: string;
  entry_id: string;
  name: string;
  inn: string | null;
  ogrn: string | null;
  programs: string[];
  listed_on: string | null;
  source: string;
  as_of: string | null;
};

/** The list's readable name (the `sanctions-*` importer names of fact-source.ts). */
const listName = (list: string) => presentSource(`sanctions-${list}`, null).name;

/** An entry naming the subject appeared on a list (or came back to it). */
export function sanctionsListed(row: TSanctionsRow): TCapturedEvent | null {
  if (!row.inn && !row.ogrn) return null;
  return {
    inn: row.inn,
    ogrn: row.ogrn,
    kind: 'sanctions',
    importance: importanceOf('sanctions', 'listed'),
    occurredOn: row.listed_on ?? row.as_of ?? todayIso(),
    source: row.source,
    before: null,
    after: joined([`${listName(row.list)}: ${row.name}`, row.programs.join(', ')]),
    ref: row.entry_id,
    link: null,
    dedupeKey: `listed:${row.list}:${row.entry_id}:${row.as_of ?? ''}`,
  };
}

/** An entry a newer edition of its list no longer has. */
export function sanctionsDelisted(row: {
  list: string;
  entry_id: string;
  name: string;
  inn: string | null;
  ogrn: string | null;
  removed_on: string;
}): TCapturedEvent | null {
  if (!row.inn && !row.ogrn) return null;
  return {
    inn: row.inn,
    ogrn: row.ogrn,
    kind: 'sanctions',
    importance: importanceOf('sanctions', 'delisted'),
    occurredOn: row.removed_on,
    source: `sanctions-${row.list}`,
    before: `${listName(row.list)}: ${row.name}`,
    after: 'Исключён из списка',
    ref: row.entry_id,
    link: null,
    dedupeKey: `delisted:${row.list}:${row.entry_id}:${row.removed_on}`,
  };
}
