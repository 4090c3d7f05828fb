import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Facts common to ЮЛ and ИП records: where they came from and as of when, so
 * every block of a card can show its source (design.md "Data").
 */
const provenance = {
  source: text('source').notNull(),
  asOf: date('as_of', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Legal entities (ЮЛ) as ЕГРЮЛ describes them. */
export const companies = pgTable(
  'companies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ogrn: char('ogrn', { length: 13 }).notNull(),
    inn: char('inn', { length: 10 }).notNull(),
    kpp: char('kpp', { length: 9 }),
    nameShort: text('name_short').notNull(),
    nameFull: text('name_full').notNull(),
    opfCode: varchar('opf_code', { length: 5 }),
    opfName: text('opf_name'),
    statusName: text('status_name').notNull(),
    registrationDate: date('registration_date', { mode: 'string' }),
    ogrnDate: date('ogrn_date', { mode: 'string' }),
    liquidationDate: date('liquidation_date', { mode: 'string' }),
    /** Уставный капитал in rubles (kopecks allowed). */
    shareCapital: numeric('share_capital', { precision: 18, scale: 2, mode: 'number' }),
    legalAddress: text('legal_address'),
    city: text('city'),
    regionCode: varchar('region_code', { length: 2 }),
    okvedCode: varchar('okved_code', { length: 8 }),
    okvedAdditional: text('okved_additional').array().notNull().default(sql`'{}'::text[]`),
    /** User id of the approved representative (seller); no FK until accounts exist. */
    representativeId: bigint('representative_id', { mode: 'number' }),
    ...provenance,
  },
  (t) => [
    uniqueIndex('companies_ogrn_key').on(t.ogrn),
    index('companies_inn_idx').on(t.inn),
    index('companies_region_idx').on(t.regionCode),
    index('companies_okved_idx').on(t.okvedCode),
    index('companies_name_tsv_idx').using('gin', sql`to_tsvector('russian', ${t.nameShort} || ' ' || ${t.nameFull})`),
    index('companies_name_trgm_idx').using('gin', sql`lower(${t.nameShort}) gin_trgm_ops`),
  ],
);

/** Directors (руководители) of a legal entity; one row per person and post. */
export const companyDirectors = pgTable(
  'company_directors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fio: text('fio').notNull(),
    inn: char('inn', { length: 12 }),
    post: text('post'),
    sinceDate: date('since_date', { mode: 'string' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('company_directors_company_idx').on(t.companyId), index('company_directors_inn_idx').on(t.inn)],
);

/** Sole traders (ИП, главы КФХ) as ЕГРИП describes them. */
export const entrepreneurs = pgTable(
  'entrepreneurs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ogrnip: char('ogrnip', { length: 15 }).notNull(),
    inn: char('inn', { length: 12 }).notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    /** Вид предпринимателя: «Индивидуальный предприниматель» or «Глава крестьянского (фермерского) хозяйства». */
    kindName: text('kind_name').notNull(),
    statusName: text('status_name').notNull(),
    registrationDate: date('registration_date', { mode: 'string' }),
    ogrnipDate: date('ogrnip_date', { mode: 'string' }),
    terminationDate: date('termination_date', { mode: 'string' }),
    city: text('city'),
    regionCode: varchar('region_code', { length: 2 }),
    okvedCode: varchar('okved_code', { length: 8 }),
    okvedAdditional: text('okved_additional').array().notNull().default(sql`'{}'::text[]`),
    ...provenance,
  },
  (t) => [
    uniqueIndex('entrepreneurs_ogrnip_key').on(t.ogrnip),
    index('entrepreneurs_inn_idx').on(t.inn),
    index('entrepreneurs_fio_tsv_idx').using(
      'gin',
      sql`to_tsvector('russian', ${t.lastName} || ' ' || ${t.firstName} || ' ' || coalesce(${t.middleName}, ''))`,
    ),
  ],
);
