import type { TContacts, TFundRegistrations, TOrgRef, TTaxAuthority } from '../../../../db/schema/companies.ts';

/** A registry record reference (ГРНДата / ГРНИПДата): which record set a value, and when. */
export type TGrnDate = { grn: string | null; date: string | null };

/** The `companies` columns ЕГРЮЛ fills (ОКПО and other statistics codes come from elsewhere). */
export type TCompanyRow = {
  ogrn: string;
  inn: string;
  kpp: string | null;
  name_short: string;
  name_full: string;
  name_en: string | null;
  opf_code: string | null;
  opf_name: string | null;
  status_code: string | null;
  status_name: string;
  creation_method: string | null;
  termination_method: string | null;
  registration_date: string | null;
  ogrn_date: string | null;
  liquidation_date: string | null;
  share_capital: number | null;
  capital_kind: string | null;
  legal_address: string | null;
  address_fias_id: string | null;
  address_unreliable: boolean;
  address_unreliable_text: string | null;
  city: string | null;
  region_code: string | null;
  okved_code: string | null;
  okved_additional: string[];
  tax_authority: TTaxAuthority | null;
  funds: TFundRegistrations | null;
  contacts: TContacts | null;
  managing_org: TOrgRef | null;
  predecessors: TOrgRef[] | null;
  successors: TOrgRef[] | null;
  extract_date: string | null;
  source: string;
  as_of: string | null;
};

export type TDirectorRow = {
  fio: string;
  inn: string | null;
  ogrnip: string | null;
  post: string | null;
  post_kind: string | null;
  since_date: string | null;
  grn: string | null;
  unreliable: boolean;
  unreliable_text: string | null;
  disqualified_from: string | null;
  disqualified_to: string | null;
  position: number;
};

export type TEncumbranceRow = {
  kind: string;
  holder_name: string | null;
  holder_inn: string | null;
  holder_ogrn: string | null;
  details: string | null;
  record_date: string | null;
  grn: string | null;
};

export type TFounderKind = 'person' | 'ru_org' | 'foreign_org' | 'state' | 'fund' | 'partnership';

export type TFounderRow = {
  kind: TFounderKind;
  name: string;
  inn: string | null;
  ogrn: string | null;
  country: string | null;
  foreign_reg_number: string | null;
  share_nominal: number | null;
  share_percent: number | null;
  since_date: string | null;
  grn: string | null;
  unreliable: boolean;
  unreliable_text: string | null;
  position: number;
  encumbrances: TEncumbranceRow[];
};

export type TBranchRow = {
  kind: 'branch' | 'representative';
  name: string | null;
  kpp: string | null;
  address: string | null;
  country: string | null;
  since_date: string | null;
  grn: string | null;
};

export type TLicenseRow = {
  subject_ogrn: string;
  number: string | null;
  issued_on: string | null;
  starts_on: string | null;
  ends_on: string | null;
  issuer: string | null;
  activities: string[];
  suspended: boolean;
  source: string;
  as_of: string | null;
};

export type TRegistryRecordRow = {
  subject_ogrn: string;
  grn: string;
  record_date: string;
  kind_code: string | null;
  kind_name: string;
  tax_office_code: string | null;
  tax_office_name: string | null;
  documents: { name: string; number: string | null; date: string | null }[];
  invalid: boolean;
  source: string;
};

/** Fields whose change between two extracts becomes a `registry_changes` row. */
export type TChangeField = 'name' | 'status' | 'address' | 'director' | 'founders' | 'capital' | 'okved' | 'kpp';

/** One ЮЛ from one `Документ`: the company and everything hung under it. */
export type TEgrulRecord = {
  company: TCompanyRow;
  directors: TDirectorRow[];
  founders: TFounderRow[];
  branches: TBranchRow[];
  licenses: TLicenseRow[];
  records: TRegistryRecordRow[];
  /** The record (ГРН and date) that set each field's current value, to date a detected change. */
  marks: Partial<Record<TChangeField, TGrnDate | null>>;
};
