import {
  CASE_ROLES,
  type TBankruptcyPage,
  type TEnforcementsPage,
  type TLegalCaseStatistics,
  type TLegalCasesPage,
  type TLocked,
  type TPledgesPage,
} from '@sverka/shared';
import { presentSource } from '../../lib/fact-source.ts';
import type {
  TBankruptcyRow,
  TCaseRow,
  TCaseStatisticsRow,
  TEnforcementRow,
  TParticipantRow,
  TPledgeRow,
} from './litigation.repository.ts';
import { presentCountedPage, type TCountedPage, withholdPage } from './paging.ts';
import type { TSubjectRow } from './subject.repository.ts';

type TPaged<T> = { subject: TSubjectRow; counted: TCountedPage<T> };

/** A list with the register it comes from, so even an empty or locked list says what was checked and when. */
type TRegisterPaged<T> = TPaged<T> & { register: { source: string; as_of: string | null } | null };

const presentRegister = (register: TRegisterPaged<unknown>['register']) =>
  register ? presentSource(register.source, register.as_of) : null;

const participant = (p: TParticipantRow) => ({
  name: p.name,
  inn: p.inn,
  ogrn: p.ogrn,
  address: p.address,
  role: p.role,
});

function presentCase(row: TCaseRow) {
  const others = row.participants.filter((p) => p.role !== 'plaintiff' && p.role !== 'defendant');
  return {
    id: row.id,
    number: row.case_number,
    date: row.started_on,
    start_date: row.started_on,
    end_date: row.ended_on,
    court: row.court,
    category: row.category,
    status: row.status,
    outcome: row.outcome,
    amount_claim: row.claim_amount,
    link_on_card: row.link,
    plaints: row.participants.filter((p) => p.role === 'plaintiff').map(participant),
    responders: row.participants.filter((p) => p.role === 'defendant').map(participant),
    third_parties: others.map(participant),
    roles: row.roles,
    source: presentSource(row.source, row.as_of),
  };
}

export function presentLegalCases({ subject, counted }: TPaged<TCaseRow>): TLegalCasesPage {
  return {
    ...presentCountedPage(counted, presentCase),
    company: subject,
    total_claim: counted.totals?.total_claim ?? 0,
  };
}

const isCaseRole = (role: string): role is (typeof CASE_ROLES)[number] =>
  (CASE_ROLES as readonly string[]).includes(role);

/** A paid block: without the feature only the number of cases leaves the server. */
export function presentLegalCaseStatistics(
  { subject, statistics }: { subject: TSubjectRow; statistics: TCaseStatisticsRow },
  locked: TLocked | null,
): TLegalCaseStatistics {
  const source = statistics.source ? presentSource(statistics.source, statistics.as_of) : null;
  if (locked) {
    return {
      company: subject,
      total: { count: statistics.total_count, claim_sum: null },
      by_role: [],
      by_year: [],
      by_status: [],
      by_outcome: [],
      source,
      locked,
    };
  }
  return {
    company: subject,
    total: { count: statistics.total_count, claim_sum: statistics.total_claim },
    by_role: statistics.by_role.flatMap(({ role, count, claim_sum }) =>
      isCaseRole(role) ? [{ role, count, claim_sum }] : [],
    ),
    by_year: statistics.by_year,
    by_status: statistics.by_status,
    by_outcome: statistics.by_outcome,
    source,
    locked: null,
  };
}

const presentEnforcement = (row: TEnforcementRow) => ({
  id: row.id,
  number: row.number,
  start_date: row.started_on,
  end_date: row.ended_on,
  end_reason: row.end_reason,
  debtor: { name: row.debtor_name, inn: row.debtor_inn, address: row.debtor_address },
  document: { type: row.document_type, number: row.document_number, date: row.document_date },
  subject: row.subject,
  amount: row.amount,
  remaining: row.remaining,
  department: row.department,
  source: presentSource(row.source, row.as_of),
});

export function presentEnforcements(
  { subject, counted, register }: TRegisterPaged<TEnforcementRow>,
  locked: TLocked | null,
): TEnforcementsPage {
  return withholdPage(
    {
      ...presentCountedPage(counted, presentEnforcement),
      company: subject,
      source: presentRegister(register),
      total_amount: locked ? null : (counted.totals?.total_amount ?? 0),
      total_remaining: locked ? null : (counted.totals?.total_remaining ?? 0),
    },
    locked,
  );
}

const presentBankruptcyMessage = (row: TBankruptcyRow) => ({
  id: row.id,
  message_id: row.message_id,
  type: row.message_type,
  date: row.published_on,
  case_number: row.case_number,
  subject_name: row.subject_name,
  text: row.text,
  source: presentSource(row.source, row.as_of),
});

export function presentBankruptcy({ subject, counted, register }: TRegisterPaged<TBankruptcyRow>): TBankruptcyPage {
  return {
    ...presentCountedPage(counted, presentBankruptcyMessage),
    company: subject,
    source: presentRegister(register),
  };
}

const presentPledge = (row: TPledgeRow) => ({
  id: row.id,
  message_id: row.message_id,
  kind: row.kind,
  type: row.message_type,
  date: row.published_on,
  contract: { number: row.contract_number, date: row.contract_date },
  parties: row.parties,
  subject: row.subject,
  source: presentSource(row.source, row.as_of),
});

export function presentPledges(
  { subject, counted, register }: TRegisterPaged<TPledgeRow>,
  locked: TLocked | null,
): TPledgesPage {
  return withholdPage(
    { ...presentCountedPage(counted, presentPledge), company: subject, source: presentRegister(register) },
    locked,
  );
}
