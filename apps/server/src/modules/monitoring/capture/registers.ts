import type { TSql } from '../../../db/client.ts';
import { insertEvents, registerHasRows, type TCapturedRegister } from './capture.repository.ts';
import type { TCapturedEvent } from './event.ts';
import {
  bankruptcyMessage,
  contractSigned,
  inspectionHeld,
  proceedingClosed,
  proceedingOpened,
  sanctionsDelisted,
  sanctionsListed,
  type TBankruptcyRow,
  type TContractRow,
  type TInspectionRow,
  type TProceedingRow,
  type TSanctionsRow,
  type TUnfairSupplierRow,
  unfairSupplierExcluded,
  unfairSupplierIncluded,
} from './record-events.ts';

/**
 * Change events of the registers of records (ФССП, ЕФРСБ, ЕРКНМ, ЕИС contracts, РНП, sanctions lists),
 * computed from what one import batch wrote — the rows its upsert inserted, and for the rows it changed
 * the watched columns before and after — so no event costs a scan and a batch that changes nothing
 * records nothing.
 *
 * The first load of a register into an empty table is its baseline, not news: it records no "new
 * record" events (thousands of old proceedings are not something that just happened to their debtors).
 * Whether a run is a first load is decided at its first batch and remembered for the run; a run resumed
 * in another process after a crash finds the table partly filled and records the rest as news.
 */

/** The rows of a batch an upsert inserted, and those it changed (watched columns before and after). */
export type TRegisterChanges<TRecord> = {
  inserted: readonly TRecord[];
  updated: readonly { record: TRecord; before: Record<string, unknown>; after: Record<string, unknown> }[];
};

/**
 * How one register's batch becomes events: `record` writes them in the batch's transaction and says how
 * many. `watch`: the columns whose values before and after an update the events compare.
 */
export type TRegisterCapture<TRecord> = {
  register: TCapturedRegister;
  watch: readonly string[];
  record: (tx: TSql, changes: TRegisterChanges<TRecord>, firstLoad: boolean) => Promise<number>;
};

/** The run a batch belongs to (the ingest runner's context). */
export type TCaptureRun = { id: number; resumed: boolean; key?: string };

/** Runs (key or id → register → first load?) decided so far in this process. A few per process: never pruned. */
const firstLoads = new Map<string, boolean>();

/**
 * Whether this batch belongs to the first load of the register (or of one sanctions list): decided
 * before the run's first batch is written. Without a run (a direct write), decided for this batch.
 */
export async function isFirstLoad(
  tx: TSql,
  register: TCapturedRegister,
  run: TCaptureRun | undefined,
  list?: string,
): Promise<boolean> {
  const key = run ? `${run.key ?? run.id}|${register}|${list ?? ''}` : undefined;
  const known = key === undefined ? undefined : firstLoads.get(key);
  if (known !== undefined) return known;
  const first = !(await registerHasRows(tx, register, list));
  if (key !== undefined) firstLoads.set(key, first);
  return first;
}

/** A capture whose events follow from the batch alone. */
const fromBatch =
  <TRecord>(events: (changes: TRegisterChanges<TRecord>, firstLoad: boolean) => TCapturedEvent[]) =>
  (tx: TSql, changes: TRegisterChanges<TRecord>, firstLoad: boolean) =>
    insertEvents(tx, events(changes, firstLoad));

const present = (events: (TCapturedEvent | null)[]): TCapturedEvent[] =>
  events.filter((event): event is TCapturedEvent => event !== null);
const news = <TRecord>(changes: TRegisterChanges<TRecord>, firstLoad: boolean) => (firstLoad ? [] : changes.inserted);

/** A new proceeding; a proceeding that ended. */
export const ENFORCEMENT_CAPTURE: TRegisterCapture<TProceedingRow> = {
  register: 'enforcement',
  watch: ['ended_on'],
  record: fromBatch((changes, firstLoad) =>
    present([
      ...news(changes, firstLoad).map(proceedingOpened),
      ...changes.updated
        .filter(({ before, after }) => before.ended_on === null && after.ended_on !== null)
        .map(({ record, after }) => proceedingClosed({ ...record, ended_on: after.ended_on as string })),
    ]),
  ),
};

/** Every new message. */
export const BANKRUPTCY_CAPTURE: TRegisterCapture<TBankruptcyRow> = {
  register: 'bankruptcy',
  watch: [],
  record: fromBatch((changes, firstLoad) => present(news(changes, firstLoad).map(bankruptcyMessage))),
};

/** Every new control event. */
export const INSPECTION_CAPTURE: TRegisterCapture<TInspectionRow> = {
  register: 'inspection',
  watch: [],
  record: fromBatch((changes, firstLoad) => present(news(changes, firstLoad).map(inspectionHeld))),
};

/** Every new contract, for each supplier. */
export const CONTRACT_CAPTURE: TRegisterCapture<TContractRow> = {
  register: 'contract',
  watch: [],
  record: fromBatch((changes, firstLoad) => news(changes, firstLoad).flatMap(contractSigned)),
};

/** Inclusion in the РНП; an entry that got its exclusion date. */
export const UNFAIR_SUPPLIER_CAPTURE: TRegisterCapture<TUnfairSupplierRow> = {
  register: 'rnp',
  watch: ['excluded_on'],
  record: fromBatch((changes, firstLoad) =>
    present([
      ...news(changes, firstLoad).map(unfairSupplierIncluded),
      ...changes.updated
        .filter(({ before, after }) => before.excluded_on === null && after.excluded_on !== null)
        .map(({ record, after }) => unfairSupplierExcluded({ ...record, excluded_on: after.excluded_on as string })),
    ]),
  ),
};

/** An entry naming a ЮЛ or ИП put on a list (listings of a list's first load are its baseline). */
export const SANCTIONS_CAPTURE: TRegisterCapture<TSanctionsRow> = {
  register: 'sanctions',
  watch: [],
  record: fromBatch((changes, firstLoad) => present(news(changes, firstLoad).map(sanctionsListed))),
};

/** Entries a newer edition of their list no longer has (`list`, `entry_id`, `name`, ИНН/ОГРН, the edition's date). */
export function recordSanctionsRemovals(tx: TSql, removed: readonly Parameters<typeof sanctionsDelisted>[0][]) {
  return insertEvents(tx, present(removed.map(sanctionsDelisted)));
}
