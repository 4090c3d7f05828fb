import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bigintNumber, createdAt, innColumn, ogrnColumn, ownedBy, serialId, timestamptz } from './columns.ts';

/**
 * A bulk check of a list of ИНН/ОГРН: `items` holds the valid identifiers with their positions in the
 * list as given (the job's input), `invalid` the refused ones with the reason; `done` counts the rows
 * written so far (the progress bar).
 */
export const bulkChecks = pgTable(
  'bulk_checks',
  {
    id: serialId(),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    items: jsonb('items').$type<{ position: number; query: string; id: string }[]>().notNull(),
    invalid: jsonb('invalid').$type<{ position: number; value: string; reason: string }[]>().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    index('bulk_checks_user_idx').on(t.userId, t.id.desc()),
    check('bulk_checks_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/** One checked identifier of a bulk check. */
export const bulkCheckRows = pgTable(
  'bulk_check_rows',
  {
    checkId: bigintNumber('check_id')
      .notNull()
      .references(() => bulkChecks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    query: text('query').notNull(),
    subjectKind: varchar('subject_kind', { length: 12 }),
    inn: innColumn('inn'),
    ogrn: ogrnColumn('ogrn'),
    name: text('name'),
    status: text('status'),
    statusClass: varchar('status_class', { length: 12 }),
    score: smallint('score'),
    zone: varchar('zone', { length: 8 }),
    stopFactor: boolean('stop_factor').notNull().default(false),
    factors: jsonb('factors')
      .$type<{ id: string; label: string; stop: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [primaryKey({ columns: [t.checkId, t.position] })],
);
