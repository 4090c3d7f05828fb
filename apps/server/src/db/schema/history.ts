import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { isoDate, ogrnColumn, serialId, timestamptz } from './columns.ts';

/**
 * Every ЕГРЮЛ/ЕГРИП record about a subject (СвЗапЕГРЮЛ / СвЗапЕГРИП): ГРН,
 * date, kind. `subject_ogrn` is the ОГРН (13) or ОГРНИП (15).
 */
export const registryRecords = pgTable(
  'registry_records',
  {
    id: serialId(),
    subjectOgrn: ogrnColumn('subject_ogrn').notNull(),
    grn: varchar('grn', { length: 15 }).notNull(),
    recordDate: isoDate('record_date').notNull(),
    kindCode: varchar('kind_code', { length: 5 }),
    kindName: text('kind_name').notNull(),
    taxOfficeCode: varchar('tax_office_code', { length: 4 }),
    taxOfficeName: text('tax_office_name'),
    /** Documents filed with the record: [{ name, number, date }]. */
    documents: jsonb('documents').$type<{ name: string; number: string | null; date: string | null }[]>(),
    /** The record was later declared invalid or corrected (СвСтатусЗап). */
    invalid: boolean('invalid').notNull().default(false),
    source: text('source').notNull(),
  },
  (t) => [
    uniqueIndex('registry_records_grn_key').on(t.subjectOgrn, t.grn),
    index('registry_records_subject_idx').on(t.subjectOgrn, t.recordDate),
  ],
);

/**
 * What changed between two snapshots of a subject: written by an import (or
 * the demo generator) when a newer extract differs from the stored one, so
 * the History tab shows the change itself, not only that a record exists.
 */
export const registryChanges = pgTable(
  'registry_changes',
  {
    id: serialId(),
    subjectOgrn: ogrnColumn('subject_ogrn').notNull(),
    /** The record that made the change, when known. */
    grn: varchar('grn', { length: 15 }),
    changeDate: isoDate('change_date').notNull(),
    /** name | status | address | director | founders | capital | okved | kpp */
    field: varchar('field', { length: 16 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    source: text('source').notNull(),
    detectedAt: timestamptz('detected_at').notNull().defaultNow(),
  },
  (t) => [
    index('registry_changes_subject_idx').on(t.subjectOgrn, t.changeDate),
    uniqueIndex('registry_changes_dedupe_key').on(
      t.subjectOgrn,
      t.field,
      t.changeDate,
      sql`coalesce(${t.newValue}, '')`,
    ),
  ],
);
