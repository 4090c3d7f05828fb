import type { TSql } from '../../db/client.ts';
import * as repository from './card-documents.repository.ts';

/**
 * Writer hook: the facts under these tags change in the transaction `tx`, so
 * the documents built on them are deleted in it (one statement), and none is
 * kept by a reader until it commits. An empty list costs nothing.
 */
export function invalidateCardDocuments(tx: TSql, tags: readonly string[]): Promise<void> {
  return repository.invalidateTags(tx, tags);
}

/**
 * Writer hook of a change to the companies with these ИНН that reorders the
 * companies at their addresses (their size ranks): the documents listing the
 * companies at those addresses are deleted.
 */
export function invalidateCardDocumentsAtAddressesOf(tx: TSql, inns: readonly string[]): Promise<void> {
  return repository.invalidateAddressesOf(tx, inns);
}

/**
 * Writer hook for a change that may touch any document (a list that names
 * people or addresses, reference books): every document built before is left
 * unread, in one statement whatever their number.
 */
export function invalidateAllCardDocuments(tx: TSql): Promise<void> {
  return repository.invalidateEverything(tx);
}

/** After a new register replaced every subject (the demo load): no document is read again, and the table is empty. */
export function replaceAllCardDocuments(sql: TSql): Promise<void> {
  return repository.replaceEverything(sql);
}

/**
 * At start: documents are replies of the code that built them, and this
 * server may run other code, so every earlier one is left unread.
 */
export function startNewCardDocumentGeneration(sql: TSql): Promise<void> {
  return repository.invalidateEverything(sql);
}

/** Deletes the documents no server reads any more (of older generations); returns how many. */
export function deleteOldCardDocuments(sql: TSql): Promise<number> {
  return repository.deleteOldGenerations(sql);
}
