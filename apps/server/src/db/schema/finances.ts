import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { innColumn, isoDate, money, ogrnColumn, provenance } from './columns.ts';

// Open data keyed by ИНН only (ФНС sets, ГИР БО): they name no ОГРН, and the card joins them through the
// company's ИНН. Every row keeps its source and the date the source says it is valid for (`provenance`).

/** A yearly figure's key: the subject's ИНН and the calendar year. */
const innAndYear = () => ({
  inn: innColumn('inn').notNull(),
  year: integer('year').notNull(),
});

/** The key of a list published as of a date: the subject's ИНН and that date. */
const innAndDate = () => ({
  inn: innColumn('inn').notNull(),
  onDate: isoDate('on_date').notNull(),
});

/**
 * Accounting statements (ГИР БО): one row per company and reporting year, the
 * filed lines as `{ "<line code>": rubles }` — e.g. `{"1600": 1250000, "2110":
 * 3400000}`. The form a line belongs to is the first digit of its code (Минфин
 * 66н: 1 balance, 2 financial results, 3 equity, 4 cash flows, 6 target use).
 * A year is read and replaced as a whole, as ГИР БО publishes it, and a
 * million companies take a few million rows instead of tens of millions.
 */
export const financialStatements = pgTable(
  'financial_statements',
  {
    ...innAndYear(),
    /** Rubles by line code (ГИР БО publishes thousands; the importer multiplies). */
    lines: jsonb('lines').$type<Record<string, number>>().notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.inn, t.year] })],
);

/** Average headcount (ССЧР) for a calendar year. */
export const taxHeadcount = pgTable(
  'tax_headcount',
  {
    ...innAndYear(),
    employees: integer('employees').notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.inn, t.year] })],
);

/** Taxes and fees paid in a year, per tax. */
export const taxPayments = pgTable(
  'tax_payments',
  {
    ...innAndYear(),
    taxName: text('tax_name').notNull(),
    amount: money('amount').notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.inn, t.year, t.taxName] })],
);

/** Arrears, penalties and fines owed on a date, per tax. */
export const taxArrears = pgTable(
  'tax_arrears',
  {
    ...innAndDate(),
    taxName: text('tax_name').notNull(),
    arrears: money('arrears').notNull(),
    penalties: money('penalties').notNull(),
    fines: money('fines').notNull(),
    total: money('total').notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.inn, t.onDate, t.taxName] })],
);

/** Tax offences: the fines imposed, as listed for a date. */
export const taxOffences = pgTable(
  'tax_offences',
  {
    ...innAndDate(),
    /** Order of the fine within the document, so repeated equal fines stay distinct. */
    position: integer('position').notNull(),
    fine: money('fine').notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.inn, t.onDate, t.position] })],
);

/** Special tax regimes applied (УСН, ЕСХН, АУСН, СРП, ЕНВД before 2021). */
export const taxRegimes = pgTable(
  'tax_regimes',
  {
    ...innAndDate(),
    usn: boolean('usn').notNull().default(false),
    eshn: boolean('eshn').notNull().default(false),
    ausn: boolean('ausn').notNull().default(false),
    srp: boolean('srp').notNull().default(false),
    envd: boolean('envd').notNull().default(false),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.inn, t.onDate] })],
);

/** Revenue and expenses per year from the accounting statements (ФНС revexp set). */
export const revenueExpenses = pgTable(
  'revenue_expenses',
  {
    ...innAndYear(),
    revenue: money('revenue').notNull(),
    expenses: money('expenses').notNull(),
    ...provenance(),
  },
  (t) => [primaryKey({ columns: [t.inn, t.year] })],
);

/** Единый реестр субъектов МСП: one current row per ЮЛ or ИП. */
export const smeRegister = pgTable(
  'sme_register',
  {
    inn: innColumn('inn').primaryKey(),
    ogrn: ogrnColumn('ogrn'),
    /** 1 ЮЛ, 2 ИП, 3 глава КФХ */
    subjectKind: integer('subject_kind').notNull(),
    /** 1 micro, 2 small, 3 medium */
    category: integer('category').notNull(),
    includedOn: isoDate('included_on'),
    isNew: boolean('is_new').notNull().default(false),
    isSocial: boolean('is_social').notNull().default(false),
    employees: integer('employees'),
    ...provenance(),
  },
  (t) => [index('sme_register_ogrn_idx').on(t.ogrn)],
);
