import { DOCUMENT_SIGNATURE_NOTICE, WEB_ROUTES } from '@sverka/shared';
import { findUserName, type TDocumentRow } from './documents.repository.ts';
import type { TDocumentsDeps } from './documents.service.ts';

export type TDocumentLetterEvent = 'sent' | 'signed' | 'rejected';

/** The letter of a document's move: to the receiver when it arrives, to the sender when it is answered. */
export function composeDocumentLetter(
  row: Pick<TDocumentRow, 'id' | 'title' | 'sender_side' | 'seller' | 'buyer' | 'reject_reason'>,
  event: TDocumentLetterEvent,
  name: string | null,
  publicUrl: string,
): { subject: string; text: string } {
  const sender = row.sender_side === 'seller' ? row.seller : row.buyer;
  const receiver = row.sender_side === 'seller' ? row.buyer : row.seller;
  const what = `«${row.title}» (№ ${row.id})`;
  const subject =
    event === 'sent'
      ? `Новый документ от ${sender.name}: ${row.title}`
      : event === 'signed'
        ? `Документ подписан: ${row.title}`
        : `Документ отклонён: ${row.title}`;
  const body =
    event === 'sent'
      ? [`${sender.name} отправил(а) вам документ ${what}.`, 'Откройте его, чтобы подписать или отклонить.']
      : event === 'signed'
        ? [`${receiver.name} подписал(а) документ ${what}.`, DOCUMENT_SIGNATURE_NOTICE]
        : [`${receiver.name} отклонил(а) документ ${what}.`, `Причина: ${row.reject_reason ?? ''}`];
  const text = [
    `Здравствуйте${name ? `, ${name}` : ''}!`,
    '',
    ...body,
    '',
    `Документы: ${publicUrl}${WEB_ROUTES.profileDocuments}`,
  ].join('\n');
  return { subject, text };
}

/** Sends the letter after the commit; one that cannot be sent is logged and changes nothing. */
export async function sendDocumentLetter(
  deps: TDocumentsDeps,
  row: TDocumentRow,
  event: TDocumentLetterEvent,
): Promise<void> {
  const senderUser = row.sender_side === 'seller' ? row.seller_user_id : row.buyer_user_id;
  const receiverUser = row.sender_side === 'seller' ? row.buyer_user_id : row.seller_user_id;
  const to = event === 'sent' ? receiverUser : (row.sender_id ?? senderUser);
  if (!to) return;
  try {
    const user = await findUserName(deps.sql, to);
    if (!user) return;
    await deps.mailer.send({ to: user.email, ...composeDocumentLetter(row, event, user.full_name, deps.publicUrl) });
  } catch (error) {
    deps.log.error({ err: error, document: row.id }, 'document letter not sent');
  }
}
