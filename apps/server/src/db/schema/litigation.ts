import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { innColumn, isoDate, money, ogrnColumn, ownedBy, provenance, serialId } from './columns.ts';

/** Arbitration cases (картотека арбитражных дел). */
export const arbitrationCases = pgTable(
  'arbitration_cases',
  {
    id: serialId(),
    caseNumber: text('case_number').notNull(),
    court: text('court'),
    category: text('category'),
    startedOn: isoDate('started_on'),
    endedOn: isoDate('ended_on'),
    /** open | closed | suspended */
    status: varchar('status', { length: 10 }),
    /** Claim granted, partly granted, denied, settled … as the court words it. */
    outcome: text('outcome'),
    claimAmount: money('claim_amount'),
    link: text('link'),
    ...provenance(),
  },
  (t) => [uniqueIndex('arbitration_cases_number_key').on(t.caseNumber)],
);

/** Who takes part in a case and how: plaintiff, defendant, third party, other. */
export const arbitrationParticipants = pgTable(
  'arbitration_participants',
  {
    id: serialId(),
    caseId: ownedBy('case_id', () => arbitrationCases.id),
    role: varchar('role', { length: 10 }).notNull(),
    name: text('name').notNull(),
    inn: innColumn('inn'),
    ogrn: ogrnColumn('ogrn'),
    address: text('address'),
  },
  (t) => [
    index('arbitration_participants_case_idx').on(t.caseId),
    index('arbitration_participants_inn_idx').on(t.inn).where(sql`${t.inn} is not null`),
    uniqueIndex('arbitration_participants_dedupe_key').on(t.caseId, t.role, t.name, sql`coalesce(${t.inn}, '')`),
  ],
);

/** ФССП enforcement proceedings against a debtor organisation. */
export const enforcementProceedings = pgTable(
  'enforcement_proceedings',
  {
    id: serialId(),
    number: text('number').notNull(),
    startedOn: isoDate('started_on'),
    debtorName: text('debtor_name').notNull(),
    debtorInn: innColumn('debtor_inn'),
    debtorAddress: text('debtor_address'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    documentDate: isoDate('document_date'),
    subject: text('subject'),
    amount: money('amount'),
    remaining: money('remaining'),
    department: text('department'),
    endedOn: isoDate('ended_on'),
    endReason: text('end_reason'),
    ...provenance(),
  },
  (t) => [
    uniqueIndex('enforcement_proceedings_number_key').on(t.number),
    index('enforcement_proceedings_debtor_idx').on(t.debtorInn),
  ],
);

/** ЕФРСБ bankruptcy messages. */
export const bankruptcyMessages = pgTable(
  'bankruptcy_messages',
  {
    id: serialId(),
    messageId: text('message_id').notNull(),
    inn: innColumn('inn'),
    ogrn: ogrnColumn('ogrn'),
    subjectName: text('subject_name'),
    messageType: text('message_type').notNull(),
    publishedOn: isoDate('published_on').notNull(),
    caseNumber: text('case_number'),
    text: text('text'),
    ...provenance(),
  },
  (t) => [uniqueIndex('bankruptcy_messages_id_key').on(t.messageId), index('bankruptcy_messages_inn_idx').on(t.inn)],
);

/** Федресурс messages on pledges of movable property and on leasing contracts. */
export const pledgeMessages = pgTable(
  'pledge_messages',
  {
    id: serialId(),
    messageId: text('message_id').notNull(),
    /** pledge | leasing */
    kind: varchar('kind', { length: 8 }).notNull(),
    messageType: text('message_type'),
    publishedOn: isoDate('published_on').notNull(),
    contractNumber: text('contract_number'),
    contractDate: isoDate('contract_date'),
    /** Parties with their roles: [{ role: pledgor|pledgee|lessor|lessee, name, inn, ogrn }]. */
    parties: jsonb('parties')
      .$type<{ role: string; name: string; inn: string | null; ogrn: string | null }[]>()
      .notNull(),
    /** ИНН of every party, for lookups by company. */
    partyInns: innColumn('party_inns').array().notNull(),
    subject: text('subject'),
    ...provenance(),
  },
  (t) => [
    uniqueIndex('pledge_messages_id_key').on(t.messageId),
    index('pledge_messages_party_inns_idx').using('gin', t.partyInns),
  ],
);
