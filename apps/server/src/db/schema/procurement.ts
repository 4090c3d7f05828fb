import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const provenance = { source: text('source').notNull(), asOf: date('as_of', { mode: 'string' }) };
const money = <TName extends string>(name: TName) => numeric(name, { precision: 20, scale: 2, mode: 'number' });

/** State contracts under 44-ФЗ (and 223-ФЗ), from the ЕИС contract register. */
export const stateContracts = pgTable(
  'state_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registerNumber: text('register_number').notNull(),
    /** 44 | 223 */
    law: varchar('law', { length: 3 }).notNull(),
    signedOn: date('signed_on', { mode: 'string' }),
    price: money('price'),
    currency: varchar('currency', { length: 3 }).notNull().default('RUB'),
    customerInn: varchar('customer_inn', { length: 12 }),
    customerName: text('customer_name'),
    suppliers: jsonb('suppliers').$type<{ name: string; inn: string | null }[]>().notNull(),
    supplierInns: varchar('supplier_inns', { length: 12 }).array().notNull(),
    objects: jsonb('objects').$type<{ name: string; okpd2: string | null }[]>().notNull(),
    /** Исполнение, исполнение завершено, исполнение прекращено … */
    status: text('status'),
    ...provenance,
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registryNumber: text('registry_number').notNull(),
    supplierInn: varchar('supplier_inn', { length: 12 }),
    supplierName: text('supplier_name').notNull(),
    publishedOn: date('published_on', { mode: 'string' }),
    approvedOn: date('approved_on', { mode: 'string' }),
    excludedOn: date('excluded_on', { mode: 'string' }),
    customerInn: varchar('customer_inn', { length: 12 }),
    customerName: text('customer_name'),
    purchaseNumber: text('purchase_number'),
    contractPrice: money('contract_price'),
    reason: text('reason'),
    ...provenance,
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    erknmNumber: text('erknm_number').notNull(),
    inn: varchar('inn', { length: 12 }),
    ogrn: varchar('ogrn', { length: 15 }),
    subjectName: text('subject_name'),
    controlBody: text('control_body'),
    /** Документарная, Выездная, Профилактический визит, Объявление предостережения … */
    kind: text('kind'),
    /** Завершено, Предостережение объявлено, В процессе … */
    status: text('status'),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    objects: jsonb('objects').$type<{ address: string }[]>().notNull(),
    basis: text('basis'),
    result: text('result'),
    violationsFound: boolean('violations_found'),
    ...provenance,
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registrationNumber: text('registration_number').notNull(),
    holderName: text('holder_name'),
    holderInn: varchar('holder_inn', { length: 12 }),
    holderOgrn: varchar('holder_ogrn', { length: 15 }),
    registeredOn: date('registered_on', { mode: 'string' }),
    priorityOn: date('priority_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    /** МКТУ classes. */
    classes: integer('classes').array().notNull(),
    imageUrl: text('image_url'),
    /** Verbal part of the mark when the register gives it. */
    verbal: text('verbal'),
    status: text('status'),
    ...provenance,
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
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** ОГРН or ОГРНИП of the holder. */
    subjectOgrn: varchar('subject_ogrn', { length: 15 }).notNull(),
    number: text('number'),
    issuedOn: date('issued_on', { mode: 'string' }),
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    issuer: text('issuer'),
    activities: text('activities').array().notNull(),
    suspended: boolean('suspended').notNull().default(false),
    ...provenance,
  },
  (t) => [
    index('licenses_subject_idx').on(t.subjectOgrn),
    unique('licenses_dedupe_key').on(t.subjectOgrn, t.number, t.issuedOn).nullsNotDistinct(),
  ],
);
