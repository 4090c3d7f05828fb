import { AppError, CHAT_MESSAGES, type TChatRoom, TENDER_MESSAGES } from '@sverka/shared';
import { getRoom, openRoom } from '../chat/index.ts';
import * as repository from './tenders.repository.ts';
import type { TTendersDeps } from './tenders.service.ts';

/** One room per tender and supplier company: a second «Написать» reopens it. */
export const tenderPairKey = (tenderId: number, supplierId: number) => `tender:${tenderId}:${supplierId}`;

/**
 * The chat room of a tender's customer and the supplier of a quote (chat kind `tender`), created on the first
 * «Написать» by either side; the representatives of both companies are its members. Anyone else — and a quote
 * of another tender — gets 404.
 */
export async function openTenderChat(
  deps: TTendersDeps,
  userId: number,
  tenderId: number,
  quoteId: number,
): Promise<{ room: TChatRoom; created: boolean }> {
  const [tender, quote, own] = await Promise.all([
    repository.findTender(deps.sql, tenderId),
    repository.findQuote(deps.sql, quoteId),
    repository.findOwnSellerIds(deps.sql, userId),
  ]);
  if (!tender) throw new AppError('NOT_FOUND', TENDER_MESSAGES.notFound);
  const isSide = quote && (own.includes(tender.customer_id) || own.includes(quote.supplier_id));
  if (!quote || quote.tender_id !== tenderId || !isSide) {
    throw new AppError('NOT_FOUND', TENDER_MESSAGES.quoteNotFound);
  }
  const companies = await repository.findCompanies(deps.sql, [tender.customer_id, quote.supplier_id]);
  const representatives = companies.map((company) => company.representative_id);
  if (representatives.length < 2 || representatives.some((id) => id === null)) {
    throw new AppError('INVALID_REQUEST', CHAT_MESSAGES.sellerWithoutRepresentative);
  }
  const memberIds = [...new Set(representatives as number[])];
  if (memberIds.length < 2) throw new AppError('INVALID_REQUEST', TENDER_MESSAGES.ownTender);
  const { row, created } = await openRoom(deps.sql, {
    kind: 'tender',
    pairKey: tenderPairKey(tenderId, quote.supplier_id),
    productId: null,
    memberIds,
  });
  return { room: await getRoom(deps.sql, userId, row.id), created };
}
