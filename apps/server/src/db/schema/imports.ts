import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { bigintNumber, ownedBy, serialId, timestamptz } from './columns.ts';

/** One run of `npm run import`: what it read and did, and where to resume after a crash. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serialId(),
    source: varchar('source', { length: 32 }).notNull(),
    /** Absolute path of the file, directory or zip given on the command line. */
    file: text('file').notNull(),
    /** Size and mtime identify the same file on a resume. */
    fileFingerprint: text('file_fingerprint').notNull(),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    /** running | done | failed */
    status: varchar('status', { length: 8 }).notNull(),
    read: bigintNumber('read').notNull().default(0),
    inserted: bigintNumber('inserted').notNull().default(0),
    updated: bigintNumber('updated').notNull().default(0),
    rejected: bigintNumber('rejected').notNull().default(0),
    /** Records older than what was stored for their subject: they only filled missing facts. */
    skippedOlder: bigintNumber('skipped_older').notNull().default(0),
    /** Last committed position: { entry, record } — written in the same transaction as the batch. */
    checkpoint: jsonb('checkpoint').$type<{ entry: string; record: number }>(),
    error: text('error'),
    pid: integer('pid'),
    /** The admin who started the run from the back office; null for the command line. */
    startedBy: bigintNumber('started_by'),
    /** Progress of a run over one file: its size and how much of it the committed batches have read. */
    bytesTotal: bigintNumber('bytes_total'),
    bytesDone: bigintNumber('bytes_done'),
  },
  (t) => [index('import_runs_source_idx').on(t.source, t.startedAt)],
);

/** A record an import refused, with where it was and why. */
export const importRejections = pgTable(
  'import_rejections',
  {
    id: serialId(),
    runId: ownedBy('run_id', () => importRuns.id),
    file: text('file').notNull(),
    /** Zip entry and record number, or line number for CSV. */
    position: text('position').notNull(),
    reason: text('reason').notNull(),
    excerpt: text('excerpt'),
  },
  (t) => [index('import_rejections_run_idx').on(t.runId)],
);
