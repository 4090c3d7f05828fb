import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { bigintNumber, innColumn, isoDate, timestamptz } from './columns.ts';

/**
 * The reliability rating of a ЮЛ or ИП as last computed: the card reads one
 * row instead of re-running every rule. A row is recomputed when its ruleset
 * version is not the current one, when `valid_until` has passed, or after an
 * import deleted it because data under it changed.
 */
export const companyReliability = pgTable(
  'company_reliability',
  {
    inn: innColumn('inn').notNull(),
    /** company | entrepreneur */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** `companies.id` or `entrepreneurs.id` of the record rated (an ИНН may have several over time). */
    subjectId: bigintNumber('subject_id').notNull(),
    version: integer('version').notNull(),
    score: smallint('score').notNull(),
    /** low | medium | high risk */
    zone: varchar('zone', { length: 6 }).notNull(),
    stop: boolean('stop').notNull(),
    gauge: smallint('gauge').notNull(),
    positive: smallint('positive').notNull(),
    negative: smallint('negative').notNull(),
    attention: smallint('attention').notNull(),
    checked: smallint('checked').notNull(),
    notChecked: smallint('not_checked').notNull(),
    /** Fired factors with evidence and not-checked ones with the reason; clear factors are not stored. */
    factors: jsonb('factors').notNull(),
    computedAt: timestamptz('computed_at').notNull().defaultNow(),
    validUntil: isoDate('valid_until').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.inn, t.kind] }),
    // Risk lists and counts by zone (monitoring, bulk checks) without reading the jsonb.
    index('company_reliability_zone_idx').on(t.zone, t.score).where(sql`${t.kind} = 'company'`),
  ],
);
