import { boolean, index, integer, jsonb, pgTable, text, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { innColumn, isoDate, money, ogrnColumn, provenance, serialId } from './columns.ts';

/** State contracts under 44-ФЗ (and 223-ФЗ), from the ЕИС contract register. */
export const stateContracts = pgTable(
  'state_contracts',
  {
    id: serialId(),
    registerNumber: text('register_number').notNull(),
    /** 44 | 223 */
    law: varchar('law', { length: 3 }).notNull(),
    signedOn: isoDate('signed_on'),
    price: money('price'),
    currency: varchar('currency', { length: 3 }).notNull().default('RUB'),
    customerInn: innColumn('customer_inn'),
    customerName: text('customer_name'),
    suppliers: jsonb('suppliers').$type<{ name: string; inn: string | null }[]>().notNull(),
    supplierInns: innColumn('supplier_inns').array().notNull(),
    objects: jsonb('objects').$type<{ name: string; okpd2: string | null }[]>().notNull(),
    /** Исполнение, исполнение завершено, исполнение прекращено … */
    status: text('status'),
    ...provenance(),
  },
  (t) => [
    uniqueIndex('state_contracts_number_key').on(t.registerNumber),
    index('state_contracts_customer_idx').on(t.customerInn),
    index('state_contracts_supplier_inns_idx').using('gin', t.supplierInns),
  ],
);

/** Реестр недобросовестных поставщиков (РНП). */
export const unfairSuppliers = pgTable(
  'unfair_suppliers',
  {
    id: serialId(),
    registryNumber: text('registry_number').notNull(),
    supplierInn: innColumn('supplier_inn'),
    supplierName: text('supplier_name').notNull(),
    publishedOn: isoDate('published_on'),
    approvedOn: isoDate('approved_on'),
    excludedOn: isoDate('excluded_on'),
    customerInn: innColumn('customer_inn'),
    customerName: text('customer_name'),
    purchaseNumber: text('purchase_number'),
    contractPrice: money('contract_price'),
    reason: text('reason'),
    ...provenance(),
  },
  (t) => [
    uniqueIndex('unfair_suppliers_number_key').on(t.registryNumber),
    index('unfair_suppliers_inn_idx').on(t.supplierInn),
  ],
);

/** Control and supervision events (ЕРКНМ). */
export const inspections = pgTable(
  'inspections',
  {
    id: serialId(),
    erknmNumber: text('erknm_number').notNull(),
    inn: innColumn('inn'),
    ogrn: ogrnColumn('ogrn'),
    subjectName: text('subject_name'),
    controlBody: text('control_body'),
    /** Документарная, Выездная, Профилактический визит, Объявление предостережения … */
    kind: text('kind'),
    /** Завершено, Предостережение объявлено, В процессе … */
    status: text('status'),
    startsOn: isoDate('starts_on'),
    endsOn: isoDate('ends_on'),
    objects: jsonb('objects').$type<{ address: string }[]>().notNull(),
    basis: text('basis'),
    result: text('result'),
    violationsFound: boolean('violations_found'),
    ...provenance(),
  },
  (t) => [
    uniqueIndex('inspections_number_key').on(t.erknmNumber),
    index('inspections_inn_idx').on(t.inn),
    index('inspections_ogrn_idx').on(t.ogrn),
  ],
);

/** Trademarks from the Роспатент open register. */
export const trademarks = pgTable(
  'trademarks',
  {
    id: serialId(),
    registrationNumber: text('registration_number').notNull(),
    holderName: text('holder_name'),
    holderInn: innColumn('holder_inn'),
    holderOgrn: ogrnColumn('holder_ogrn'),
    registeredOn: isoDate('registered_on'),
    priorityOn: isoDate('priority_on'),
    expiresOn: isoDate('expires_on'),
    /** МКТУ classes. */
    classes: integer('classes').array().notNull(),
    imageUrl: text('image_url'),
    /** Verbal part of the mark when the register gives it. */
    verbal: text('verbal'),
    status: text('status'),
    ...provenance(),
  },
  (t) => [
    uniqueIndex('trademarks_number_key').on(t.registrationNumber),
    index('trademarks_holder_inn_idx').on(t.holderInn),
    index('trademarks_holder_ogrn_idx').on(t.holderOgrn),
  ],
);

/** Licences of ЮЛ and ИП (from ЕГРЮЛ/ЕГРИП and the МСП register). */
export const licenses = pgTable(
  'licenses',
  {
    id: serialId(),
    /** ОГРН or ОГРНИП of the holder. */
    subjectOgrn: ogrnColumn('subject_ogrn').notNull(),
    number: text('number'),
    issuedOn: isoDate('issued_on'),
    startsOn: isoDate('starts_on'),
    endsOn: isoDate('ends_on'),
    issuer: text('issuer'),
    activities: text('activities').array().notNull(),
    suspended: boolean('suspended').notNull().default(false),
    ...provenance(),
  },
  (t) => [
    index('licenses_subject_idx').on(t.subjectOgrn),
    unique('licenses_dedupe_key').on(t.subjectOgrn, t.number, t.issuedOn).nullsNotDistinct(),
  ],
);
