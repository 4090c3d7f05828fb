import { index, integer, jsonb, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { innColumn, isoDate, ogrnColumn, provenance, serialId } from './columns.ts';

/** Реестр дисквалифицированных лиц (ФНС). */
export const disqualifiedPersons = pgTable(
  'disqualified_persons',
  {
    id: serialId(),
    fio: text('fio').notNull(),
    birthDate: isoDate('birth_date'),
    birthPlace: text('birth_place'),
    orgName: text('org_name'),
    orgInn: innColumn('org_inn'),
    post: text('post'),
    article: text('article'),
    authority: text('authority'),
    startsOn: isoDate('starts_on').notNull(),
    endsOn: isoDate('ends_on'),
    ...provenance(),
  },
  (t) => [
    unique('disqualified_persons_dedupe_key').on(t.fio, t.birthDate, t.orgInn, t.startsOn).nullsNotDistinct(),
    index('disqualified_persons_fio_idx').on(t.fio),
  ],
);

/** Addresses where many legal entities are registered (ФНС «массовые адреса»). */
export const massAddresses = pgTable('mass_addresses', {
  /** Address normalised for matching: lower case, one space, no punctuation noise. */
  addressKey: text('address_key').primaryKey(),
  address: text('address').notNull(),
  regionCode: varchar('region_code', { length: 2 }),
  companies: integer('companies').notNull(),
  ...provenance(),
});

/** Persons who head or found many legal entities (ФНС «массовые руководители/учредители»). */
export const massPersons = pgTable(
  'mass_persons',
  {
    inn: innColumn('inn').notNull(),
    /** leader | founder */
    role: varchar('role', { length: 7 }).notNull(),
    fio: text('fio').notNull(),
    companies: integer('companies').notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.inn, t.role] })],
);

/** Entries of sanctions lists (OFAC SDN, EU FSF, UK), matched to companies by ИНН/ОГРН. */
export const sanctionsEntries = pgTable(
  'sanctions_entries',
  {
    /** ofac | eu | uk */
    list: varchar('list', { length: 4 }).notNull(),
    entryId: text('entry_id').notNull(),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull(),
    inn: innColumn('inn'),
    ogrn: ogrnColumn('ogrn'),
    country: text('country'),
    programs: text('programs').array().notNull(),
    listedOn: isoDate('listed_on'),
    remarks: text('remarks'),
    ...provenance(),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.entryId] }),
    index('sanctions_entries_inn_idx').on(t.inn),
    index('sanctions_entries_ogrn_idx').on(t.ogrn),
  ],
);

/**
 * Entries a newer edition of their list no longer has: removed from sanctions_entries and
 * remembered here, so that importing an older edition afterwards does not bring them back.
 */
export const sanctionsRemovals = pgTable(
  'sanctions_removals',
  {
    list: varchar('list', { length: 4 }).notNull(),
    entryId: text('entry_id').notNull(),
    name: text('name').notNull(),
    /** The date of the first edition of the list without the entry. */
    removedOn: isoDate('removed_on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.entryId] })],
);

/** Live-provider answers (Checko) cached with the date they were fetched. */
export const providerCache = pgTable('provider_cache', {
  key: text('key').primaryKey(),
  payload: jsonb('payload').notNull(),
  fetchedAt: isoDate('fetched_at').notNull(),
});
