import {
  registryChange,
  type TCapturedEvent,
  type TUnreliableMarks,
  unreliableChange,
} from '../../../monitoring/index.ts';
import type { TStoredCompany } from './diff.ts';
import type { TEgrulRecord } from './types.ts';

/**
 * The change events of a ЕГРЮЛ batch (issue "change tracking"), from what the batch's diff already has
 * at hand: the `registry_changes` rows it actually added, and the unreliability marks of the stored
 * snapshot against the new extract. Nothing is read for them that the diff does not read anyway.
 */

/** `registry_changes` rows as the insert returns them. */
export type TAddedChange = {
  subject_ogrn: string;
  grn: string | null;
  change_date: string;
  field: string;
  old_value: string | null;
  new_value: string | null;
  source: string;
};

/** One event per registry change the batch added (a change already stored adds nothing, so no event). */
export function addedChangeEvents(rows: readonly TAddedChange[], innOf: ReadonlyMap<string, string>): TCapturedEvent[] {
  const events: TCapturedEvent[] = [];
  for (const row of rows) {
    const inn = innOf.get(row.subject_ogrn.trim());
    const event = inn ? registryChange({ ...row, inn }) : null;
    if (event) events.push(event);
  }
  return events;
}

type TMarked = { unreliable: boolean };

/** What of a company ЕГРЮЛ marks unreliable: its address, its current directors, its founders. */
export function marksOf(
  company: { address_unreliable: boolean; address_unreliable_text: string | null },
  directors: readonly (TMarked & { fio: string })[],
  founders: readonly (TMarked & { name: string })[],
): TUnreliableMarks {
  return {
    address: { unreliable: company.address_unreliable, text: company.address_unreliable_text },
    directors: directors.map((d) => ({ fio: d.fio, unreliable: d.unreliable })),
    founders: founders.map((f) => ({ name: f.name, unreliable: f.unreliable })),
  };
}

/** The unreliability event of one company whose stored facts a newer extract replaces; null when unchanged. */
export function unreliableEvent(
  stored: TStoredCompany,
  record: TEgrulRecord,
  storedDirectors: readonly (TMarked & { fio: string })[],
  storedFounders: readonly (TMarked & { name: string })[],
): TCapturedEvent | null {
  const c = record.company;
  return unreliableChange({
    inn: c.inn,
    before: marksOf(stored, storedDirectors, storedFounders),
    after: marksOf(c, record.directors, record.founders),
    date: c.extract_date ?? c.as_of,
    source: c.source,
  });
}
