import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One run of `npm run import`: what it read and did, and where to resume after a crash. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: varchar('source', { length: 32 }).notNull(),
    /** Absolute path of the file, directory or zip given on the command line. */
    file: text('file').notNull(),
    /** Size and mtime identify the same file on a resume. */
    fileFingerprint: text('file_fingerprint').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** running | done | failed */
    status: varchar('status', { length: 8 }).notNull(),
    read: bigint('read', { mode: 'number' }).notNull().default(0),
    inserted: bigint('inserted', { mode: 'number' }).notNull().default(0),
    updated: bigint('updated', { mode: 'number' }).notNull().default(0),
    rejected: bigint('rejected', { mode: 'number' }).notNull().default(0),
    /** Records older than what was stored for their subject: they only filled missing facts. */
    skippedOlder: bigint('skipped_older', { mode: 'number' }).notNull().default(0),
    /** Last committed position: { entry, record } — written in the same transaction as the batch. */
    checkpoint: jsonb('checkpoint').$type<{ entry: string; record: number }>(),
    error: text('error'),
    pid: integer('pid'),
  },
  (t) => [index('import_runs_source_idx').on(t.source, t.startedAt)],
);

/** A record an import refused, with where it was and why. */
export const importRejections = pgTable(
  'import_rejections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    /** Zip entry and record number, or line number for CSV. */
    position: text('position').notNull(),
    reason: text('reason').notNull(),
    excerpt: text('excerpt'),
  },
  (t) => [index('import_rejections_run_idx').on(t.runId)],
);
