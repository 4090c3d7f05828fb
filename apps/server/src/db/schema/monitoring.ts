import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, innColumn, isoDate, ownedBy, serialId, timestamptz, updatedAt } from './columns.ts';

/**
 * What happened to a company or sole trader, recorded by the import batch (or the demo load) that
 * brought the news: a new director, a new case, a change of reliability zone… `before`/`after` are the
 * values as text; `ref` names the record an event is about (a case number) and `link` its public page.
 * `dedupe_key` (with `inn` and `kind`) keeps a record's event from being written twice.
 */
export const subjectEvents = pgTable(
  'subject_events',
  {
    id: serialId(),
    inn: innColumn('inn').notNull(),
    subjectKind: varchar('subject_kind', { length: 12 }).notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    importance: varchar('importance', { length: 10 }).notNull(),
    occurredOn: isoDate('occurred_on').notNull(),
    recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
    source: text('source').notNull(),
    before: text('before'),
    after: text('after'),
    ref: text('ref'),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
  },
  (t) => [
    index('subject_events_inn_idx').on(t.inn, t.id.desc()),
    index('subject_events_recorded_idx').on(t.recordedAt),
    uniqueIndex('subject_events_dedupe_key').on(t.inn, t.kind, t.dedupeKey),
    check('subject_events_subject_kind_check', sql`${t.subjectKind} in ('company', 'entrepreneur')`),
    check('subject_events_importance_check', sql`${t.importance} in ('critical', 'warning', 'info')`),
  ],
);

/** A user's watch list: one row per watched ИНН. */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    userId: ownedBy('user_id', () => users.id),
    inn: innColumn('inn').notNull(),
    subjectKind: varchar('subject_kind', { length: 12 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.inn] }),
    index('watchlist_entries_inn_idx').on(t.inn),
    check('watchlist_entries_subject_kind_check', sql`${t.subjectKind} in ('company', 'entrepreneur')`),
  ],
);

/**
 * A watcher's mail settings and read marks. Every event with an id up to `read_up_to` is read;
 * `last_digest_event_id` / `last_instant_event_id` are how far the daily digest and the instant
 * stop-factor mail have told the user.
 */
export const monitoringSettings = pgTable('monitoring_settings', {
  userId: ownedBy('user_id', () => users.id).primaryKey(),
  dailyDigest: boolean('daily_digest').notNull().default(true),
  instantCritical: boolean('instant_critical').notNull().default(true),
  readUpTo: bigint('read_up_to', { mode: 'number' }).notNull().default(0),
  lastDigestEventId: bigint('last_digest_event_id', { mode: 'number' }).notNull().default(0),
  lastInstantEventId: bigint('last_instant_event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: updatedAt(),
});

/** Events read one by one above the user's `read_up_to`. */
export const monitoringReads = pgTable(
  'monitoring_reads',
  {
    userId: ownedBy('user_id', () => users.id),
    eventId: bigintNumber('event_id')
      .notNull()
      .references(() => subjectEvents.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);

/**
 * The reliability zone last seen for a watched subject: a rating landing in another zone is a `zone`
 * event. Kept apart from `company_reliability`, whose rows imports delete when the facts under them
 * change, and written by the triggers of migration 0030 (every writer of ratings is covered).
 */
export const subjectZones = pgTable(
  'subject_zones',
  {
    inn: innColumn('inn').notNull(),
    /** company | entrepreneur */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** low | medium | high */
    zone: varchar('zone', { length: 6 }).notNull(),
    score: smallint('score').notNull(),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inn, t.kind] })],
);
