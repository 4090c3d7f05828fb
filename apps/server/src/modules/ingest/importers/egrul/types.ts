import type { companies, companyDirectors } from '../../../../db/schema/companies.ts';
import type { registryRecords } from '../../../../db/schema/history.ts';
import type { companyBranches, companyFounders, shareEncumbrances } from '../../../../db/schema/ownership.ts';
import type { licenses } from '../../../../db/schema/procurement.ts';
import type { TImportRow } from '../../import-row.ts';

/** A registry record reference (ГРНДата / ГРНИПДата): which record set a value, and when. */
export type TGrnDate = { grn: string | null; date: string | null };

/** The `companies` columns ЕГРЮЛ fills (ОКПО and other statistics codes come from elsewhere). */
export type TCompanyRow = TImportRow<
  typeof companies,
  'okpo' | 'okato' | 'oktmo' | 'okogu' | 'okfs' | 'representative_id' | 'size_rank' | 'search_rank' | 'name_core',
  'share_capital'
>;

export type TDirectorRow = TImportRow<typeof companyDirectors, 'company_id' | 'ended_date'>;

export type TEncumbranceRow = TImportRow<typeof shareEncumbrances, 'founder_id'>;

export type TFounderKind = 'person' | 'ru_org' | 'foreign_org' | 'state' | 'fund' | 'partnership';

export type TFounderRow = TImportRow<
  typeof companyFounders,
  'company_id' | 'ended_date',
  'share_nominal' | 'share_percent'
> & { kind: TFounderKind; encumbrances: TEncumbranceRow[] };

export type TBranchRow = TImportRow<typeof companyBranches, 'company_id'> & { kind: 'branch' | 'representative' };

export type TLicenseRow = TImportRow<typeof licenses>;

export type TRegistryRecordRow = TImportRow<typeof registryRecords>;

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
