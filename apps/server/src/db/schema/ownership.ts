import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { innColumn, isoDate, ogrnColumn, ownedBy, serialId } from './columns.ts';
import { companies } from './companies.ts';

/**
 * Founders (участники) of a legal entity, every kind ЕГРЮЛ knows: persons,
 * Russian and foreign organisations, the state (РФ, a subject, a
 * municipality), mutual funds and investment partnerships.
 */
export const companyFounders = pgTable(
  'company_founders',
  {
    id: serialId(),
    companyId: ownedBy('company_id', () => companies.id),
    /** person | ru_org | foreign_org | state | fund | partnership */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** ФИО for a person, full name for an organisation or the state body. */
    name: text('name').notNull(),
    inn: innColumn('inn'),
    ogrn: ogrnColumn('ogrn'),
    country: text('country'),
    foreignRegNumber: text('foreign_reg_number'),
    /** Nominal value of the share in rubles. */
    shareNominal: numeric('share_nominal', { precision: 18, scale: 2, mode: 'number' }),
    /** Share in percent, 0–100 (converted from decimal or simple fractions). */
    sharePercent: numeric('share_percent', { precision: 9, scale: 6, mode: 'number' }),
    sinceDate: isoDate('since_date'),
    endedDate: isoDate('ended_date'),
    grn: varchar('grn', { length: 15 }),
    unreliable: boolean('unreliable').notNull().default(false),
    unreliableText: text('unreliable_text'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('company_founders_company_idx').on(t.companyId),
    index('company_founders_inn_idx').on(t.inn).where(sql`${t.inn} is not null`),
    index('company_founders_ogrn_idx').on(t.ogrn).where(sql`${t.ogrn} is not null`),
    // Person search over current founders who are people, as for directors.
    index('company_founders_name_search_idx')
      .on(sql`translate(lower(${t.name}), 'ё', 'е') text_pattern_ops`)
      .where(sql`${t.kind} = 'person' and ${t.endedDate} is null`),
  ],
);

/** Pledges, arrests and other encumbrances of a founder's share (СвОбрем). */
export const shareEncumbrances = pgTable(
  'share_encumbrances',
  {
    id: serialId(),
    founderId: ownedBy('founder_id', () => companyFounders.id),
    /** ЗАЛОГ, АРЕСТ, ИНОЕ ОБРЕМЕНЕНИЕ … as the registry words it. */
    kind: text('kind').notNull(),
    holderName: text('holder_name'),
    holderInn: innColumn('holder_inn'),
    holderOgrn: ogrnColumn('holder_ogrn'),
    /** Term or court decision text when the registry gives one. */
    details: text('details'),
    recordDate: isoDate('record_date'),
    grn: varchar('grn', { length: 15 }),
  },
  (t) => [index('share_encumbrances_founder_idx').on(t.founderId)],
);

/** Branches (филиалы) and representative offices (представительства). */
export const companyBranches = pgTable(
  'company_branches',
  {
    id: serialId(),
    companyId: ownedBy('company_id', () => companies.id),
    /** branch | representative */
    kind: varchar('kind', { length: 14 }).notNull(),
    name: text('name'),
    kpp: char('kpp', { length: 9 }),
    address: text('address'),
    country: text('country'),
    sinceDate: isoDate('since_date'),
    grn: varchar('grn', { length: 15 }),
  },
  (t) => [index('company_branches_company_idx').on(t.companyId)],
);
