import type { THistoryPage, TLocked } from '@sverka/shared';
import { presentSource } from '../../lib/fact-source.ts';
import type { TChangeRow, TRecordRow } from './history.repository.ts';
import { presentCountedPage, type TCountedPage, withholdPage } from './paging.ts';
import type { TSubjectRow } from './subject.repository.ts';

const presentChange = (row: TChangeRow) => ({
  field: row.field,
  date: row.change_date,
  old_value: row.old_value,
  new_value: row.new_value,
});

/** A registry record is dated by itself: its as-of is the record date. */
const presentRecord = (row: TRecordRow) => ({
  id: row.id,
  grn: row.grn,
  date: row.record_date,
  kind: { code: row.kind_code, name: row.kind_name },
  tax_office: row.tax_office_name ? { code: row.tax_office_code ?? '', name: row.tax_office_name } : null,
  documents: row.documents ?? [],
  invalid: row.invalid,
  changes: row.changes.map(presentChange),
  source: presentSource(row.source, row.record_date),
});

export function presentHistory(
  input: { subject: TSubjectRow; counted: TCountedPage<TRecordRow>; unlinked: TChangeRow[] },
  locked: TLocked | null,
): THistoryPage {
  const unlinked = locked ? [] : input.unlinked;
  return withholdPage(
    {
      ...presentCountedPage(input.counted, presentRecord),
      company: input.subject,
      unlinked_changes: unlinked.map((row) => ({
        ...presentChange(row),
        source: presentSource(row.source, row.change_date),
      })),
    },
    locked,
  );
}
