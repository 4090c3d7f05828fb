import type { TSql } from '../../../db/client.ts';
import {
  identifierTags,
  invalidateCardDocuments,
  invalidateCardDocumentsAtAddressesOf,
} from '../../card-documents/index.ts';
import { invalidateReliability } from '../../reliability/index.ts';
import type { TWriteResult } from '../importer.ts';
import { upsertNewest } from '../upsert.ts';

/**
 * Search ranks larger companies first among equal matches. The importers of
 * the facts a size is made of (statements, revenue, headcount, the SME
 * register) call this with the ИНН of each batch, in the batch's transaction,
 * so the rank never lags behind the data it comes from. A card lists the
 * largest companies at its address first, so the card documents of those
 * addresses are deleted too.
 */
export async function refreshSizeRanks(tx: TSql, inns: readonly string[]): Promise<void> {
  if (!inns.length) return;
  await tx`select refresh_size_ranks(${[...new Set(inns)]}::varchar[])`;
  await invalidateCardDocumentsAtAddressesOf(tx, inns);
}

/**
 * Writes a batch of facts about companies (`upsertNewest`); when the facts
 * make up a size (`sizeFact`), refreshes the ranks of those companies; then
 * lets their ratings be computed again on their next read and deletes the card
 * documents built on their facts.
 */
export async function writeCompanyFacts<TRecord extends { inn: unknown }>(
  tx: TSql,
  table: string,
  records: TRecord[],
  keyColumns: (keyof TRecord & string)[],
  sizeFact: boolean,
  stored?: (record: TRecord) => object,
): Promise<TWriteResult> {
  const result = await upsertNewest(tx, table, records, keyColumns, stored);
  const inns = records.map((record) => String(record.inn));
  if (sizeFact) await refreshSizeRanks(tx, inns);
  await invalidateReliability(tx, inns);
  await invalidateCardDocuments(tx, identifierTags({ inns }));
  return result;
}
