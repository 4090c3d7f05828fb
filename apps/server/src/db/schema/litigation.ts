import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const provenance = { source: text('source').notNull(), asOf: date('as_of', { mode: 'string' }) };
const money = <TName extends string>(name: TName) => numeric(name, { precision: 20, scale: 2, mode: 'number' });

/** Arbitration cases (картотека арбитражных дел). */
export const arbitrationCases = pgTable(
  'arbitration_cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseNumber: text('case_number').notNull(),
    court: text('court'),
    category: text('category'),
    startedOn: date('started_on', { mode: 'string' }),
    endedOn: date('ended_on', { mode: 'string' }),
    /** open | closed | suspended */
    status: varchar('status', { length: 10 }),
    /** Claim granted, partly granted, denied, settled … as the court words it. */
    outcome: text('outcome'),
    claimAmount: money('claim_amount'),
    link: text('link'),
    ...provenance,
  },
  (t) => [uniqueIndex('arbitration_cases_number_key').on(t.caseNumber)],
);

/** Who takes part in a case and how: plaintiff, defendant, third party, other. */
export const arbitrationParticipants = pgTable(
  'arbitration_participants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => arbitrationCases.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).notNull(),
    name: text('name').notNull(),
    inn: varchar('inn', { length: 12 }),
    ogrn: varchar('ogrn', { length: 15 }),
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: text('number').notNull(),
    startedOn: date('started_on', { mode: 'string' }),
    debtorName: text('debtor_name').notNull(),
    debtorInn: varchar('debtor_inn', { length: 12 }),
    debtorAddress: text('debtor_address'),
    documentType: text('document_type'),
    documentNumber: text('document_number'),
    documentDate: date('document_date', { mode: 'string' }),
    subject: text('subject'),
    amount: money('amount'),
    remaining: money('remaining'),
    department: text('department'),
    endedOn: date('ended_on', { mode: 'string' }),
    endReason: text('end_reason'),
    ...provenance,
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull(),
    inn: varchar('inn', { length: 12 }),
    ogrn: varchar('ogrn', { length: 15 }),
    subjectName: text('subject_name'),
    messageType: text('message_type').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    caseNumber: text('case_number'),
    text: text('text'),
    ...provenance,
  },
  (t) => [uniqueIndex('bankruptcy_messages_id_key').on(t.messageId), index('bankruptcy_messages_inn_idx').on(t.inn)],
);

/** Федресурс messages on pledges of movable property and on leasing contracts. */
export const pledgeMessages = pgTable(
  'pledge_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull(),
    /** pledge | leasing */
    kind: varchar('kind', { length: 8 }).notNull(),
    messageType: text('message_type'),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    contractNumber: text('contract_number'),
    contractDate: date('contract_date', { mode: 'string' }),
    /** Parties with their roles: [{ role: pledgor|pledgee|lessor|lessee, name, inn, ogrn }]. */
    parties: jsonb('parties')
      .$type<{ role: string; name: string; inn: string | null; ogrn: string | null }[]>()
      .notNull(),
    /** ИНН of every party, for lookups by company. */
    partyInns: varchar('party_inns', { length: 12 }).array().notNull(),
    subject: text('subject'),
    ...provenance,
  },
  (t) => [
    uniqueIndex('pledge_messages_id_key').on(t.messageId),
    index('pledge_messages_party_inns_idx').using('gin', t.partyInns),
  ],
);
