import type { TSql } from '../../../db/client.ts';
import { caseClosed, caseOpened } from './arbitration-events.ts';
import { insertEvents } from './capture.repository.ts';
import {
  deleteDemoEvents,
  findBankruptcyMessages,
  findCaseParticipants,
  findContracts,
  findInspections,
  findLicenses,
  findProceedings,
  findRegistryChanges,
  findSanctions,
  findUnfairSuppliers,
  findUnreliableAddresses,
  findWindowIds,
  type TWindow,
} from './demo-seed.repository.ts';
import type { TCapturedEvent } from './event.ts';
import { licenseIssued } from './license-events.ts';
import {
  bankruptcyMessage,
  contractSigned,
  inspectionHeld,
  proceedingClosed,
  proceedingOpened,
  sanctionsListed,
  unfairSupplierExcluded,
  unfairSupplierIncluded,
} from './record-events.ts';
import { registryChange, unreliableChange } from './registry-events.ts';

/** How far back the demo's own changes become events: the year before the register's date. */
export const DEMO_EVENT_MONTHS = 12;
/** Rows read per page. */
const PAGE = 5_000;
/** The demo's record of an unreliability mark (see demo/history.ts). */
const UNRELIABLE_RECORD = 'Внесение в ЕГРЮЛ записи о недостоверности сведений о юридическом лице';

const inWindow = (date: string | null, w: TWindow) => date !== null && date > w.from && date <= w.to;
const present = (events: (TCapturedEvent | null)[]) => events.filter((e): e is TCapturedEvent => e !== null);

/** `date` minus `months` calendar months (YYYY-MM-DD). */
export function monthsBefore(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString().slice(0, 10);
}

/** Reads the rows behind `ids` page by page and writes their events; returns how many were written. */
async function eachPage<TRow>(
  sql: TSql,
  ids: readonly number[],
  read: (sql: TSql, ids: readonly number[]) => Promise<TRow[]>,
  events: (rows: TRow[]) => TCapturedEvent[],
): Promise<number> {
  let written = 0;
  for (let at = 0; at < ids.length; at += PAGE) {
    written += await insertEvents(sql, events(await read(sql, ids.slice(at, at + PAGE))));
  }
  return written;
}

/**
 * The demo load's own changes as events, in one pass over what it generated: the registry changes,
 * unreliability marks, cases opened and closed, proceedings, bankruptcy messages, inspections,
 * contracts, РНП entries, licences and sanctions listings dated within the `months` before the
 * register's date. Events of an earlier demo register go first; running it twice writes nothing new.
 * Returns the number of events written.
 */
export async function seedDemoEvents(sql: TSql, referenceDate: string, months = DEMO_EVENT_MONTHS): Promise<number> {
  const w: TWindow = { from: monthsBefore(referenceDate, months), to: referenceDate };
  await deleteDemoEvents(sql);
  const ids = findWindowIds(sql, w);
  let written = 0;
  written += await eachPage(sql, await ids.registryChanges(), findRegistryChanges, (rows) =>
    present(rows.map(registryChange)),
  );
  written += await insertEvents(
    sql,
    present(
      (await findUnreliableAddresses(sql, w, UNRELIABLE_RECORD)).map((row) =>
        unreliableChange({
          inn: row.inn,
          before: { address: null, directors: [], founders: [] },
          after: { address: { unreliable: true, text: row.address_unreliable_text }, directors: [], founders: [] },
          date: row.record_date,
          source: 'demo',
        }),
      ),
    ),
  );
  written += await eachPage(sql, await ids.cases(), findCaseParticipants, (rows) =>
    present(
      rows.flatMap((row) => [
        inWindow(row.started_on, w) ? caseOpened(row, row) : null,
        inWindow(row.ended_on, w) ? caseClosed(row, row) : null,
      ]),
    ),
  );
  written += await eachPage(sql, await ids.proceedings(), findProceedings, (rows) =>
    present(
      rows.flatMap((row) => [
        inWindow(row.started_on, w) ? proceedingOpened(row) : null,
        inWindow(row.ended_on, w) ? proceedingClosed(row) : null,
      ]),
    ),
  );
  written += await eachPage(sql, await ids.bankruptcyMessages(), findBankruptcyMessages, (rows) =>
    present(rows.map(bankruptcyMessage)),
  );
  written += await eachPage(sql, await ids.inspections(), findInspections, (rows) => present(rows.map(inspectionHeld)));
  written += await eachPage(sql, await ids.contracts(), findContracts, (rows) => rows.flatMap(contractSigned));
  written += await eachPage(sql, await ids.unfairSuppliers(), findUnfairSuppliers, (rows) =>
    present(
      rows.flatMap((row) => [
        inWindow(row.approved_on ?? row.published_on, w) ? unfairSupplierIncluded(row) : null,
        inWindow(row.excluded_on, w) ? unfairSupplierExcluded(row) : null,
      ]),
    ),
  );
  written += await eachPage(sql, await ids.licenses(), findLicenses, (rows) =>
    rows.map((row) => licenseIssued(row, row.inn)),
  );
  written += await insertEvents(sql, present((await findSanctions(sql, w)).map(sanctionsListed)));
  return written;
}
