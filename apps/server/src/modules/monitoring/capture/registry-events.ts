import { fingerprint, joined, type TCapturedEvent, todayIso } from './event.ts';
import { importanceOf, statusWay } from './importance.ts';

/**
 * Events about a subject's own registry facts (ЕГРЮЛ, ЕГРИП, the demo register): a field that changed
 * between two extracts, as `registry_changes` holds it, and the unreliability marks of ЕГРЮЛ.
 */

/** The `registry_changes` fields that are events; `kpp` follows an address change and is not one. */
const FIELD_KINDS = {
  name: 'name',
  status: 'status',
  address: 'address',
  director: 'director',
  founders: 'founders',
  capital: 'capital',
  okved: 'okved',
} as const;
type TEventField = keyof typeof FIELD_KINDS;

export type TRegistryChangeRow = {
  inn: string;
  field: string;
  change_date: string;
  old_value: string | null;
  new_value: string | null;
  grn: string | null;
  source: string;
};

const isEventField = (field: string): field is TEventField => Object.hasOwn(FIELD_KINDS, field);

/**
 * A changed registry field: before → after as the register words them, dated by the record that made
 * the change, named by its ГРН. Keyed like `registry_changes` itself (field, date, new value).
 */
export function registryChange(row: TRegistryChangeRow): TCapturedEvent | null {
  if (!isEventField(row.field)) return null;
  const kind = FIELD_KINDS[row.field];
  const importance =
    kind === 'status' ? importanceOf('status', statusWay(row.new_value)) : importanceOf(kind, 'changed');
  return {
    inn: row.inn,
    kind,
    importance,
    occurredOn: row.change_date,
    source: row.source,
    before: row.old_value,
    after: row.new_value,
    ref: row.grn,
    link: null,
    dedupeKey: `${row.change_date}:${fingerprint(row.new_value)}`,
  };
}

/** The marks of unreliability ЕГРЮЛ puts on a company's address, its directors and founders. */
export type TUnreliableMarks = {
  address: { unreliable: boolean; text: string | null } | null;
  directors: { fio: string; unreliable: boolean }[];
  founders: { name: string; unreliable: boolean }[];
};

/** «адрес; руководитель ИВАНОВ ИВАН ИВАНОВИЧ» — what is marked unreliable, or null when nothing is. */
export function unreliableText(marks: TUnreliableMarks): string | null {
  const text = joined(
    [
      marks.address?.unreliable ? joined(['адрес', marks.address.text], ': ') : null,
      ...marks.directors.filter((d) => d.unreliable).map((d) => `руководитель ${d.fio}`),
      ...marks.founders.filter((f) => f.unreliable).map((f) => `учредитель ${f.name}`),
    ],
    '; ',
  );
  return text ? `Недостоверны сведения: ${text}` : null;
}

/** The marks newly put (`put`) and lifted from what is still there (`lifted`) between two sets of marks. */
function markChanges(before: TUnreliableMarks, after: TUnreliableMarks) {
  let put = 0;
  let lifted = 0;
  const compare = (was: boolean | undefined, now: boolean | undefined) => {
    if (now && !was) put++;
    else if (was && now === false) lifted++;
  };
  compare(before.address?.unreliable, after.address?.unreliable);
  const directors = new Map(before.directors.map((d) => [d.fio, d.unreliable]));
  for (const d of after.directors) compare(directors.get(d.fio), d.unreliable);
  const founders = new Map(before.founders.map((f) => [f.name, f.unreliable]));
  for (const f of after.founders) compare(founders.get(f.name), f.unreliable);
  return { put, lifted };
}

/**
 * A change of the unreliability marks between the stored facts and a new extract; null when none. A
 * mark put (on the address, or on a director or founder, new or not) is a risk sign; a mark lifted from
 * what is still there is news. A director or founder who left with their mark is no change of marks
 * (the change of directors or founders is an event of its own).
 */
export function unreliableChange(change: {
  inn: string;
  before: TUnreliableMarks;
  after: TUnreliableMarks;
  date: string | null;
  source: string;
}): TCapturedEvent | null {
  const { put, lifted } = markChanges(change.before, change.after);
  if (!put && !lifted) return null;
  const before = unreliableText(change.before);
  const after = unreliableText(change.after);
  const date = change.date ?? todayIso();
  return {
    inn: change.inn,
    kind: 'unreliable',
    importance: importanceOf('unreliable', put ? 'marked' : 'cleared'),
    occurredOn: date,
    source: change.source,
    before,
    after: after ?? 'Отметок о недостоверности нет',
    ref: null,
    link: null,
    dedupeKey: `${date}:${fingerprint(after)}`,
  };
}

/** A sole trader's ЕГРИП facts compared between two extracts (ЕГРИП keeps no change rows of its own). */
export type TEntrepreneurFacts = { name: string; status_name: string; okved_code: string | null };

/** The changes of a sole trader's name, status and main activity, dated by the new extract. */
export function entrepreneurChanges(change: {
  inn: string;
  before: TEntrepreneurFacts;
  after: TEntrepreneurFacts;
  date: string | null;
  source: string;
}): TCapturedEvent[] {
  const date = change.date ?? todayIso();
  const pairs: [TEventField, string | null, string | null][] = [
    ['name', change.before.name, change.after.name],
    ['status', change.before.status_name, change.after.status_name],
    ['okved', change.before.okved_code, change.after.okved_code],
  ];
  return pairs.flatMap(([field, before, after]) => {
    if (before === after) return [];
    const event = registryChange({
      inn: change.inn,
      field,
      change_date: date,
      old_value: before,
      new_value: after,
      grn: null,
      source: change.source,
    });
    return event ? [event] : [];
  });
}
