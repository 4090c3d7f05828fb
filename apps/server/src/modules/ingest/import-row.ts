import type { Table } from 'drizzle-orm';
import type { TRowOf } from '../../db/row.ts';

/** Columns the database fills by itself wherever a table has them. */
type TFilledByDatabase = 'id' | 'updated_at';

/**
 * The row an importer writes into a table, typed from the Drizzle schema: every
 * column but `id`, `updated_at` and those in `TLeftOut`. `TRowOf` types a numeric
 * as the text postgres.js reads back; the columns in `TNumbers` are handed over
 * as numbers instead.
 */
export type TImportRow<TTable extends Table, TLeftOut extends string = never, TNumbers extends string = never> = Omit<
  TRowOf<TTable>,
  TFilledByDatabase | TLeftOut | TNumbers
> & {
  [K in TNumbers & keyof TRowOf<TTable>]: null extends TRowOf<TTable>[K] ? number | null : number;
};
