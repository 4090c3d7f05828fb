import type { Column, Table } from 'drizzle-orm';

/**
 * What postgres.js hands back for a column: numerics arrive as text (exact
 * decimals; the driver has no number parser for them), everything else as the
 * schema's data type, and null where the column allows it.
 */
type TColumnValue<TColumn extends Column> = TColumn['_']['columnType'] extends 'PgNumericNumber' | 'PgNumeric'
  ? string
  : TColumn['_']['data'];

type TNullable<TColumn extends Column> = TColumn['_']['notNull'] extends true
  ? TColumnValue<TColumn>
  : TColumnValue<TColumn> | null;

/**
 * A table's row as raw SQL (`sql\`select * …\``) returns it: keyed by the
 * column names in the database (snake_case), typed from the Drizzle schema.
 * Repositories and importers take their row types from here, with `Pick` for
 * a subset and `&` for joined or computed columns, so a column changed in the
 * schema changes every row type that carries it.
 */
export type TRowOf<TTable extends Table> = {
  [K in keyof TTable['_']['columns'] as TTable['_']['columns'][K]['_']['name']]: TNullable<TTable['_']['columns'][K]>;
};
