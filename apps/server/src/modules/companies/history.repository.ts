import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { registryChanges, registryRecords } from '../../db/schema/history.ts';

export type TChangeRow = Pick<
  TRowOf<typeof registryChanges>,
  'field' | 'change_date' | 'old_value' | 'new_value' | 'source'
>;

export type TRecordRow = Pick<
  TRowOf<typeof registryRecords>,
  | 'id'
  | 'grn'
  | 'record_date'
  | 'kind_code'
  | 'kind_name'
  | 'tax_office_code'
  | 'tax_office_name'
  | 'documents'
  | 'invalid'
  | 'source'
> & { changes: TChangeRow[]; total_count: number };

/** One page of registry records of a subject, newest first, each with the changes it made (by ГРН). */
export function findRecords(sql: TSql, filter: { ogrn: string; offset: number; limit: number }) {
  return sql<TRecordRow[]>`
    select r.id, r.grn, r.record_date, r.kind_code, r.kind_name, r.tax_office_code, r.tax_office_name, r.documents,
      r.invalid, r.source, count(*) over ()::int as total_count,
      (select coalesce(json_agg(json_build_object('field', c.field, 'change_date', c.change_date,
          'old_value', c.old_value, 'new_value', c.new_value, 'source', c.source) order by c.field, c.id), '[]'::json)
        from registry_changes c where c.subject_ogrn = r.subject_ogrn and c.grn = r.grn) as changes
    from registry_records r
    where r.subject_ogrn = ${filter.ogrn}
    order by r.record_date desc, r.grn desc
    offset ${filter.offset} limit ${filter.limit}`;
}

export const UNLINKED_CHANGES_LIMIT = 500;

/** Changes no stored record explains (no ГРН, or a ГРН without its record), newest first. */
export function findUnlinkedChanges(sql: TSql, ogrn: string) {
  return sql<TChangeRow[]>`
    select c.field, c.change_date, c.old_value, c.new_value, c.source
    from registry_changes c
    where c.subject_ogrn = ${ogrn}
      and (c.grn is null or not exists (
        select 1 from registry_records r where r.subject_ogrn = c.subject_ogrn and r.grn = c.grn))
    order by c.change_date desc, c.id desc
    limit ${UNLINKED_CHANGES_LIMIT}`;
}
