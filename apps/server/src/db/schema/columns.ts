import { type AnyPgColumn, bigint, bigserial, date, numeric, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// Column shapes that many tables share, so each is written (and changed) once. Every helper takes the
// column's SQL name as a literal type: `TRowOf` keys raw rows by it. Not exported from the schema's
// index: these are builders, not tables.

/** The surrogate key: `id bigserial primary key`, read as a JS number (ids stay far below 2^53). */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A bigint read as a JS number: another table's id, or a count. */
export const bigintNumber = <TName extends string>(name: TName) => bigint(name, { mode: 'number' });

/** A required reference to a row whose deletion takes this row with it (a user's tokens, a company's directors). */
export const ownedBy = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  bigintNumber(name).notNull().references(target, { onDelete: 'cascade' });

/** A calendar date as its ISO text `YYYY-MM-DD`, so no time zone can shift it. */
export const isoDate = <TName extends string>(name: TName) => date(name, { mode: 'string' });

/** A moment in time. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When the row was written; the database sets it. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row was last changed; the database sets it on insert, writers on update. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** An amount in rubles with kopecks, as open data states it. */
export const money = <TName extends string>(name: TName) => numeric(name, { precision: 20, scale: 2, mode: 'number' });

/** An ИНН of either kind: 10 digits for an organisation, 12 for a person. */
export const innColumn = <TName extends string>(name: TName) => varchar(name, { length: 12 });

/** An ОГРН (13 digits) or ОГРНИП (15). */
export const ogrnColumn = <TName extends string>(name: TName) => varchar(name, { length: 15 });

/**
 * Where an open-data fact came from and the date its source says it holds
 * for, so every block of a card can show its source (design.md "Data").
 */
export const provenance = () => ({
  source: text('source').notNull(),
  asOf: isoDate('as_of'),
});
