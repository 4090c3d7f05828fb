import type { TSql } from '../../../db/client.ts';

/**
 * Search ranks larger companies first among equal matches. The importers of
 * the facts a size is made of (statements, revenue, headcount, the SME
 * register) call this with the ИНН of each batch, in the batch's transaction,
 * so the rank never lags behind the data it comes from.
 */
export async function refreshSizeRanks(tx: TSql, inns: readonly string[]): Promise<void> {
  if (!inns.length) return;
  await tx`select refresh_size_ranks(${[...new Set(inns)]}::varchar[])`;
}
