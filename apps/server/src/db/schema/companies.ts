import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigintNumber, isoDate, ownedBy, provenance, serialId, updatedAt } from './columns.ts';

/** A tax office: registering (РегФНС) and current (СвУчетНО, with the date put on the books). */
export type TTaxAuthority = {
  registering?: { code: string; name: string; address?: string | null };
  current?: { code: string; name: string; since?: string | null };
};

/** Registration in a state fund: number, date and the fund's office. */
export type TFundRegistration = { number: string; date: string | null; code?: string | null; name?: string | null };
export type TFundRegistrations = { pfr?: TFundRegistration; fss?: TFundRegistration; sfr?: TFundRegistration };

/** A sole trader's full name as search compares it (see `NAME_CORE`). */
const FIO_FOLDED = sql`translate(lower(last_name || ' ' || first_name || ' ' || coalesce(middle_name, '')), 'ё', 'е')`;

/**
 * Active subjects rank a thousand above any inactive one; size breaks the tie.
 * Computed by the database from the status, so no writer can forget it.
 */
const SEARCH_RANK = sql`(case when status_name = 'Действует' then 1000 else 0 end + size_rank)`;

/**
 * The name a company is known by, as search compares it: the part in quotes
 * (or the whole short name), lower case, ё → е, punctuation → single spaces,
 * without a leading legal form. `ООО «Рога и Копыта-2»` → `рога и копыта 2`.
 * Letters are spelled out as ranges so the result never depends on the locale.
 */
const NAME_CORE = sql`trim(regexp_replace(regexp_replace(translate(lower(coalesce(substring(name_short from '[«"“]([^»"”]+)'), name_short)), 'ё', 'е'), '[^0-9a-zа-я]+', ' ', 'g'), '^ ?(ооо|ао|пао|зао|оао|нао) ', ''))`;

export type TContacts = { phones: string[]; emails: string[]; website: string | null };

/** Another organisation named by reference (managing company, predecessor, successor …). */
export type TOrgRef = { ogrn: string | null; inn: string | null; name: string };

/** Facts common to ЮЛ and ИП records: where they came from, as of when, and when this row last took them in. */
const recordProvenance = () => ({ ...provenance(), updatedAt: updatedAt() });

/** Where a subject is registered and what it does, as the registries code it: region, ОКВЭД, statistics codes. */
const registryCodes = () => ({
  regionCode: varchar('region_code', { length: 2 }),
  okvedCode: varchar('okved_code', { length: 8 }),
  okvedAdditional: text('okved_additional').array().notNull().default(sql`'{}'::text[]`),
  okpo: varchar('okpo', { length: 10 }),
  okato: varchar('okato', { length: 11 }),
  oktmo: varchar('oktmo', { length: 11 }),
});

/** Legal entities (ЮЛ) as ЕГРЮЛ describes them. */
export const companies = pgTable(
  'companies',
  {
    id: serialId(),
    ogrn: char('ogrn', { length: 13 }).notNull(),
    inn: char('inn', { length: 10 }).notNull(),
    kpp: char('kpp', { length: 9 }),
    nameShort: text('name_short').notNull(),
    nameFull: text('name_full').notNull(),
    nameEn: text('name_en'),
    opfCode: varchar('opf_code', { length: 5 }),
    opfName: text('opf_name'),
    statusCode: varchar('status_code', { length: 3 }),
    statusName: text('status_name').notNull(),
    /** How the company came to be (СпОбрЮЛ) and how it ended (СпПрекрЮЛ). */
    creationMethod: text('creation_method'),
    terminationMethod: text('termination_method'),
    registrationDate: isoDate('registration_date'),
    ogrnDate: isoDate('ogrn_date'),
    liquidationDate: isoDate('liquidation_date'),
    /** Уставный капитал in rubles (kopecks allowed). */
    shareCapital: numeric('share_capital', { precision: 18, scale: 2, mode: 'number' }),
    /** УСТАВНЫЙ КАПИТАЛ, СКЛАДОЧНЫЙ КАПИТАЛ, УСТАВНЫЙ ФОНД, ПАЕВЫЕ ВЗНОСЫ, ПАЕВОЙ ФОНД. */
    capitalKind: text('capital_kind'),
    legalAddress: text('legal_address'),
    /** ГАР object id of the address, when the registry gives one. */
    addressFiasId: text('address_fias_id'),
    /** ЕГРЮЛ mark that the address is unreliable (недостоверность), with its text. */
    addressUnreliable: boolean('address_unreliable').notNull().default(false),
    addressUnreliableText: text('address_unreliable_text'),
    city: text('city'),
    ...registryCodes(),
    okogu: varchar('okogu', { length: 7 }),
    okfs: varchar('okfs', { length: 2 }),
    /** Registering tax office (РегФНС) and the one the company is on the books of now (СвУчетНО). */
    taxAuthority: jsonb('tax_authority').$type<TTaxAuthority>(),
    /** Pension fund, social insurance fund and (since 2023) Social Fund registrations. */
    funds: jsonb('funds').$type<TFundRegistrations>(),
    contacts: jsonb('contacts').$type<TContacts>(),
    /** Managing organisation acting without a power of attorney (СвУпрОрг). */
    managingOrg: jsonb('managing_org').$type<TOrgRef>(),
    predecessors: jsonb('predecessors').$type<TOrgRef[]>(),
    successors: jsonb('successors').$type<TOrgRef[]>(),
    /** ДатаВып: the date of the extract these facts come from. */
    extractDate: isoDate('extract_date'),
    /**
     * User id of the representative (seller), set when an admin approves an application. No FK: demo data and
     * tests name users a database may not have.
     */
    representativeId: bigintNumber('representative_id'),
    /** Size for search ranking, see `company_size_rank()`: from the latest revenue and headcount. */
    sizeRank: smallint('size_rank').notNull().default(0),
    /** Search order among equal matches: active first, then larger. Kept by the database. */
    searchRank: smallint('search_rank').generatedAlwaysAs(SEARCH_RANK),
    /** For exact-name and name-prefix search. Kept by the database. */
    nameCore: text('name_core').generatedAlwaysAs(NAME_CORE),
    ...recordProvenance(),
  },
  (t) => [
    uniqueIndex('companies_ogrn_key').on(t.ogrn),
    // Rank second: an exact name shared by thousands of companies yields its best twenty from the index alone;
    // the id last, so search reads no table rows (an index-only scan).
    index('companies_name_core_idx').on(t.nameCore.op('text_pattern_ops'), t.searchRank.desc(), t.id),
    index('companies_search_rank_idx').on(t.searchRank.desc(), t.id),
    index('companies_inn_idx').on(t.inn),
    index('companies_region_idx').on(t.regionCode),
    index('companies_okved_idx').on(t.okvedCode, t.searchRank.desc(), t.id),
    // Few companies have a representative: the friends check and `representative__in` read only those rows.
    index('companies_representative_idx').on(t.representativeId).where(sql`representative_id is not null`),
    // Connections by address: the best-ranked peers of one address straight from the index, so a
    // mass-registration address with thousands of companies costs no more than a small one.
    index('companies_address_fias_idx')
      .on(t.addressFiasId, t.searchRank.desc(), t.id)
      .where(sql`address_fias_id is not null`),
    // By hash: an address text can exceed what a btree entry holds; the query rechecks the text.
    index('companies_legal_address_idx').on(sql`md5(legal_address)`, t.searchRank.desc(), t.id),
  ],
);

/** Directors (руководители) of a legal entity; one row per person and post. */
export const companyDirectors = pgTable(
  'company_directors',
  {
    id: serialId(),
    companyId: ownedBy('company_id', () => companies.id),
    fio: text('fio').notNull(),
    inn: char('inn', { length: 12 }),
    /** When the manager is itself a sole trader. */
    ogrnip: char('ogrnip', { length: 15 }),
    post: text('post'),
    /** Kind of post as coded by ЕГРЮЛ (СКФЛЮЛ), e.g. «Руководитель юридического лица». */
    postKind: text('post_kind'),
    sinceDate: isoDate('since_date'),
    /** Null while the person holds the post; set when a later extract no longer lists them. */
    endedDate: isoDate('ended_date'),
    grn: varchar('grn', { length: 15 }),
    unreliable: boolean('unreliable').notNull().default(false),
    unreliableText: text('unreliable_text'),
    disqualifiedFrom: isoDate('disqualified_from'),
    disqualifiedTo: isoDate('disqualified_to'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('company_directors_company_idx').on(t.companyId),
    index('company_directors_inn_idx').on(t.inn),
    // Person search: the folded full name, matched as a prefix (`иванов и% и%`, `смирнова анна%`). Only current
    // directors: search finds no former ones, and each entry in a name's range costs a table row read.
    index('company_directors_fio_search_idx')
      .on(sql`translate(lower(${t.fio}), 'ё', 'е') text_pattern_ops`)
      .where(sql`${t.endedDate} is null`),
  ],
);

/** Sole traders (ИП, главы КФХ) as ЕГРИП describes them. */
export const entrepreneurs = pgTable(
  'entrepreneurs',
  {
    id: serialId(),
    ogrnip: char('ogrnip', { length: 15 }).notNull(),
    inn: char('inn', { length: 12 }).notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    /** Вид предпринимателя: «Индивидуальный предприниматель» or «Глава крестьянского (фермерского) хозяйства». */
    kindName: text('kind_name').notNull(),
    gender: varchar('gender', { length: 6 }),
    citizenship: text('citizenship'),
    statusCode: varchar('status_code', { length: 3 }),
    statusName: text('status_name').notNull(),
    terminationMethod: text('termination_method'),
    registrationDate: isoDate('registration_date'),
    ogrnipDate: isoDate('ogrnip_date'),
    terminationDate: isoDate('termination_date'),
    city: text('city'),
    ...registryCodes(),
    email: text('email'),
    taxAuthority: jsonb('tax_authority').$type<TTaxAuthority>(),
    funds: jsonb('funds').$type<TFundRegistrations>(),
    extractDate: isoDate('extract_date'),
    /** As for companies: from the headcount, the only size fact a sole trader has. */
    sizeRank: smallint('size_rank').notNull().default(0),
    searchRank: smallint('search_rank').generatedAlwaysAs(SEARCH_RANK),
    /** The full name as search compares it: lower case, ё → е. Kept by the database. */
    fioFolded: text('fio_folded').generatedAlwaysAs(FIO_FOLDED),
    /** User id of the representative (seller), as for companies. */
    representativeId: bigintNumber('representative_id'),
    ...recordProvenance(),
  },
  (t) => [
    uniqueIndex('entrepreneurs_ogrnip_key').on(t.ogrnip),
    index('entrepreneurs_search_rank_idx').on(t.searchRank.desc(), t.id),
    index('entrepreneurs_okved_idx').on(t.okvedCode, t.searchRank.desc(), t.id),
    index('entrepreneurs_fio_search_idx').on(t.fioFolded.op('text_pattern_ops'), t.searchRank.desc(), t.id),
    index('entrepreneurs_inn_idx').on(t.inn),
    index('entrepreneurs_representative_idx').on(t.representativeId).where(sql`representative_id is not null`),
  ],
);
