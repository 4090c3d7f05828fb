import { joined, rubles, type TCapturedEvent, todayIso } from './event.ts';
import { importanceOf } from './importance.ts';

/**
 * Arbitration cases come from the demo register (and from any importer of case files that writes
 * `arbitration_cases` with their participants): an event per subject taking part, named by the case
 * number and its public card when the data has one.
 */

export type TCaseRow = {
  case_number: string;
  court: string | null;
  category: string | null;
  started_on: string | null;
  ended_on: string | null;
  outcome: string | null;
  claim_amount: number | string | null;
  link: string | null;
  source: string;
};

/** plaintiff | defendant | third | other, as `arbitration_participants.role` holds it. */
export type TParticipantRow = { role: string; inn: string | null; ogrn: string | null };

const ROLE_NAMES: Record<string, string> = {
  plaintiff: 'Истец',
  defendant: 'Ответчик',
  third: 'Третье лицо',
  other: 'Иной участник',
};

/** A new case the subject takes part in; as a defendant it is a risk sign. */
export function caseOpened(row: TCaseRow, party: TParticipantRow): TCapturedEvent | null {
  if (!party.inn && !party.ogrn) return null;
  return {
    inn: party.inn,
    ogrn: party.ogrn,
    kind: 'arbitration',
    importance: importanceOf('arbitration', party.role === 'defendant' ? 'defendant' : 'party'),
    occurredOn: row.started_on ?? todayIso(),
    source: row.source,
    before: null,
    after: joined([ROLE_NAMES[party.role] ?? ROLE_NAMES.other, row.category, rubles(row.claim_amount), row.court]),
    ref: row.case_number,
    link: row.link,
    dedupeKey: `opened:${row.case_number}:${party.role}`,
  };
}

/** A case of the subject's that ended. */
export function caseClosed(row: TCaseRow, party: TParticipantRow): TCapturedEvent | null {
  if (!party.inn && !party.ogrn) return null;
  return {
    inn: party.inn,
    ogrn: party.ogrn,
    kind: 'arbitration',
    importance: importanceOf('arbitration', 'closed'),
    occurredOn: row.ended_on ?? todayIso(),
    source: row.source,
    before: 'Рассматривается',
    after: joined(['Завершено', row.outcome], ': '),
    ref: row.case_number,
    link: row.link,
    dedupeKey: `closed:${row.case_number}`,
  };
}
