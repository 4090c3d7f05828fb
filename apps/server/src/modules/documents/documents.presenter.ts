import type { TDocument } from '@sverka/shared';
import type { TDocumentEventRow, TDocumentRow } from './documents.repository.ts';

const party = (value: { name: string; inn: string | null }) => ({ name: value.name, inn: value.inn ?? null });

/** A document as one of its parties sees it: which way it went, who is on the other side, what they may do. */
export function presentDocument(row: TDocumentRow, events: TDocumentEventRow[], userId: number): TDocument {
  const senderIsSeller = row.sender_side === 'seller';
  const senderUser = senderIsSeller ? row.seller_user_id : row.buyer_user_id;
  const receiverUser = senderIsSeller ? row.buyer_user_id : row.seller_user_id;
  const direction = senderUser === userId ? 'out' : 'in';
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    order: row.order_id,
    tender: row.tender_id,
    status: row.status,
    direction,
    sender: party(senderIsSeller ? row.seller : row.buyer),
    receiver: party(senderIsSeller ? row.buyer : row.seller),
    total: row.total_kopecks === null ? null : row.total_kopecks / 100,
    file_name: row.file_name,
    file_type: row.file_type,
    reject_reason: row.reject_reason,
    can_sign: receiverUser === userId && (row.status === 'sent' || row.status === 'viewed'),
    created_at: row.created_at.toISOString(),
    events: events.map((event) => ({
      event: event.event,
      by: event.user_name,
      organization: event.organization,
      comment: event.comment,
      at: event.created_at.toISOString(),
    })),
  };
}
