import {
  AppError,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MESSAGES,
  DOCUMENTS_PAGE_SIZE,
  dealTotals,
  ENTITLEMENT_ERROR_CODE,
  ENTITLEMENT_MESSAGES,
  MESSAGES,
  SELLER_ONLY_KINDS,
  type TDeal,
  type TDocument,
  type TDocumentKind,
  type TDocumentsPage,
  type TEntitlementErrorBody,
} from '@sverka/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TSql } from '../../db/client.ts';
import type { TMailer } from '../../lib/mail.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { pageReply } from '../../lib/page-reply.ts';
import { newStorageKey, type TStorage } from '../../lib/storage.ts';
import { lockedFeature } from '../entitlements/index.ts';
import { orderDealSource, type TDealSource, tenderDealSource } from './deal-sources.ts';
import { detectUpload } from './document-files.ts';
import { sendDocumentLetter } from './documents.mail.ts';
import { renderDealDocument, stampUploadedPdf, type TStamp } from './documents.pdf.ts';
import { presentDocument } from './documents.presenter.ts';
import * as repository from './documents.repository.ts';

export type TDocumentsDeps = {
  sql: TSql;
  storage: TStorage;
  mailer: TMailer;
  log: FastifyBaseLogger;
  /** PUBLIC_URL without a trailing slash: the letters' links start with it. */
  publicUrl: string;
};

const notFound = () => new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
const invalid = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });

type TSide = 'seller' | 'buyer';
const sideOf = (row: repository.TDocumentRow, userId: number): TSide =>
  row.seller_user_id === userId ? 'seller' : 'buyer';
const receiverOf = (row: repository.TDocumentRow) =>
  row.sender_side === 'seller' ? row.buyer_user_id : row.seller_user_id;

/** The deal is an order or a tender: exactly one of them (the body's schema makes sure). */
export type TCreateInput = {
  order?: number;
  tender?: number;
  kind: TDocumentKind;
  title?: string;
  file?: TUploadedFile;
};
export type TCreateResult = { ok: true; document: TDocument } | { ok: false; refusal: TEntitlementErrorBody };

/**
 * A document sent for an order or a won tender: generated from the deal (contract, invoice, act, УПД) or
 * uploaded. Only the deal's two parties may send (anyone else gets the deal's 404), only with
 * `documents.flow` (403 naming the cheapest plan), and invoices, acts and УПД only by the seller. A
 * cancelled order or a tender without a winner takes no documents (409).
 */
export async function createDocument(
  deps: TDocumentsDeps,
  request: FastifyRequest,
  userId: number,
  input: TCreateInput,
): Promise<TCreateResult> {
  const found = await dealSourceOf(deps.sql, input, userId);
  const refusal = await sendingRefusal(deps, request);
  if (refusal) return { ok: false, refusal };
  if (found === 'unfinished') throw new AppError('CONFLICT', DOCUMENT_MESSAGES.tenderNoWinner);
  if (found.closed) throw new AppError('CONFLICT', DOCUMENT_MESSAGES.orderCancelled);
  return { ok: true, document: await sendDealDocument(deps, userId, found, input) };
}

/** The deal the caller is a party of, or the deal's 404. */
async function dealSourceOf(
  sql: TSql,
  input: Pick<TCreateInput, 'order' | 'tender'>,
  userId: number,
): Promise<TDealSource | 'unfinished'> {
  if (input.tender !== undefined) {
    const found = await tenderDealSource(sql, input.tender, userId);
    if (!found) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.tenderNotFound);
    return found;
  }
  const found = input.order !== undefined ? await orderDealSource(sql, input.order, userId) : undefined;
  if (!found) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.orderNotFound);
  return found;
}

/** Why the caller may not send documents (no `documents.flow` in their plan); null when they may. */
async function sendingRefusal(deps: TDocumentsDeps, request: FastifyRequest): Promise<TEntitlementErrorBody | null> {
  const locked = await lockedFeature(deps.sql, request, 'documents.flow');
  return locked && { detail: ENTITLEMENT_MESSAGES[locked.reason], code: ENTITLEMENT_ERROR_CODE, ...locked };
}

/**
 * Sends a document of a deal (whatever the deal came from): the upload stored first, then the row and its
 * `sent` event in one transaction, then the letter to the other side.
 */
async function sendDealDocument(
  deps: TDocumentsDeps,
  userId: number,
  found: TDealSource,
  input: Omit<TCreateInput, 'order' | 'tender'>,
): Promise<TDocument> {
  if (found.side === 'buyer' && SELLER_ONLY_KINDS.includes(input.kind)) {
    throw invalid('kind', DOCUMENT_MESSAGES.sellerOnly);
  }
  let file: { key: string; name: string; type: string; size: number } | null = null;
  if (input.kind === 'upload') {
    if (!input.file) throw invalid('file', DOCUMENT_MESSAGES.fileRequired);
    const detected = detectUpload(input.file);
    if (!detected) throw invalid('file', DOCUMENT_MESSAGES.fileType);
    file = {
      key: newStorageKey('documents', detected.extension),
      name: detected.name,
      type: detected.mimetype,
      size: input.file.data.length,
    };
    // The row names the key only once the bytes are stored.
    await deps.storage.put(file.key, input.file.data);
  } else if (input.file) {
    throw invalid('kind', DOCUMENT_MESSAGES.uploadKind);
  }
  const generated = input.kind !== 'upload';
  const party = found.side === 'seller' ? found.deal.seller : found.deal.buyer;
  const sender = await repository.findUserName(deps.sql, userId);
  const label = DOCUMENT_KIND_LABELS[input.kind];
  const row = await deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const inserted = await repository.insertDocument(tx, {
      ...found.ref,
      kind: input.kind,
      title: generated ? `${label} ${found.label}` : input.title || (file?.name ?? label),
      sender_side: found.side,
      sender_id: userId,
      seller_user_id: found.sellerUserId,
      buyer_user_id: found.buyerUserId,
      seller: found.deal.seller,
      buyer: found.deal.buyer,
      deal: generated ? (found.deal as unknown as Record<string, unknown>) : null,
      total_kopecks: generated ? dealTotals(found.deal).totalKopecks : null,
      file_key: file?.key ?? null,
      file_name: file?.name ?? `${label} № ${found.deal.number}.pdf`,
      file_type: file?.type ?? 'application/pdf',
      file_size: file?.size ?? null,
    });
    await repository.insertEvent(tx, {
      documentId: inserted.id,
      event: 'sent',
      userId,
      userName: sender?.full_name ?? '',
      organization: party.name,
      comment: null,
    });
    return inserted;
  });
  await sendDocumentLetter(deps, row, 'sent');
  return presentOne(deps.sql, row, userId);
}

async function presentOne(sql: TSql, row: repository.TDocumentRow, userId: number): Promise<TDocument> {
  return presentDocument(row, await repository.findEvents(sql, [row.id]), userId);
}

/**
 * The user's documents (as either party) and whether they may send documents themselves. A tender's
 * documents are asked for by its parties only: anyone else gets the tender's 404, as when sending.
 */
export async function listDocuments(
  deps: TDocumentsDeps,
  request: FastifyRequest,
  userId: number,
  query: Omit<repository.TDocumentFilter, 'userId' | 'limit' | 'offset'> & { page: number },
): Promise<TDocumentsPage> {
  const { page, ...filter } = query;
  if (filter.tender !== undefined && !(await tenderDealSource(deps.sql, filter.tender, userId))) {
    throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.tenderNotFound);
  }
  const [{ rows, count }, locked] = await Promise.all([
    repository.findDocumentPage(deps.sql, {
      ...filter,
      userId,
      limit: DOCUMENTS_PAGE_SIZE,
      offset: (page - 1) * DOCUMENTS_PAGE_SIZE,
    }),
    lockedFeature(deps.sql, request, 'documents.flow'),
  ]);
  const events = await repository.findEvents(
    deps.sql,
    rows.map((row) => row.id),
  );
  const result = rows.map((row) =>
    presentDocument(
      row,
      events.filter((event) => event.document_id === row.id),
      userId,
    ),
  );
  return { ...pageReply(count, page, DOCUMENTS_PAGE_SIZE, result), locked };
}

/** The receiver opening a document moves it sent → viewed, once, with who and when. */
async function markViewedBy(deps: TDocumentsDeps, row: repository.TDocumentRow, userId: number) {
  if (row.status !== 'sent' || receiverOf(row) !== userId) return row;
  const user = await repository.findUserName(deps.sql, userId);
  await deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    if (!(await repository.markViewed(tx, row.id, userId))) return;
    await repository.insertEvent(tx, {
      documentId: row.id,
      event: 'viewed',
      userId,
      userName: user?.full_name ?? '',
      organization: (sideOf(row, userId) === 'seller' ? row.seller : row.buyer).name,
      comment: null,
    });
  });
  return (await repository.findVisibleDocument(deps.sql, row.id, userId)) ?? row;
}

async function visibleDocument(deps: TDocumentsDeps, id: number, userId: number) {
  const row = await repository.findVisibleDocument(deps.sql, id, userId);
  if (!row) throw notFound();
  return row;
}

export async function getDocument(deps: TDocumentsDeps, userId: number, id: number): Promise<TDocument> {
  const row = await markViewedBy(deps, await visibleDocument(deps, id, userId), userId);
  return presentOne(deps.sql, row, userId);
}

/**
 * The document's file: a generated one drawn from its deal (with the stamp once signed), an uploaded PDF
 * with a stamp page once signed, any other upload as it came. The receiver opening it marks it viewed.
 */
export async function documentFile(
  deps: TDocumentsDeps,
  userId: number,
  id: number,
): Promise<{ bytes: Uint8Array; fileName: string; type: string }> {
  const row = await markViewedBy(deps, await visibleDocument(deps, id, userId), userId);
  const events = await repository.findEvents(deps.sql, [row.id]);
  const stamp = stampOf(events);
  if (row.kind !== 'upload') {
    const bytes = await renderDealDocument(
      row.kind,
      row.deal as unknown as TDeal,
      { number: row.id, createdAt: row.created_at },
      stamp,
    );
    return { bytes, fileName: row.file_name, type: 'application/pdf' };
  }
  const stored = row.file_key ? await deps.storage.get(row.file_key) : undefined;
  if (!stored) throw notFound();
  if (row.file_type === 'application/pdf' && stamp?.signed) {
    try {
      return { bytes: await stampUploadedPdf(stored, row.title, stamp), fileName: row.file_name, type: row.file_type };
    } catch (error) {
      // A PDF pdf-lib cannot rewrite is served as it came; the signature stays in the log.
      deps.log.warn({ err: error, document: row.id }, 'uploaded PDF not stamped');
    }
  }
  return { bytes: stored, fileName: row.file_name, type: row.file_type };
}

/** The stamp's facts from the log: who sent it and, once signed, who signed. */
function stampOf(events: repository.TDocumentEventRow[]): TStamp | null {
  const sent = events.find((event) => event.event === 'sent');
  const signed = events.find((event) => event.event === 'signed');
  if (!sent) return null;
  const person = (event: repository.TDocumentEventRow) => ({
    name: event.user_name,
    organization: event.organization,
    at: event.created_at,
  });
  return { sent: person(sent), signed: signed ? person(signed) : null };
}

/**
 * The receiver signs or rejects the document. One answer per document: a second one (or one that races
 * the first) gets 409; only the receiver may answer (the sender gets 409, anyone else 404).
 */
export async function answerDocument(
  deps: TDocumentsDeps,
  userId: number,
  id: number,
  answer: { status: 'signed' } | { status: 'rejected'; reason: string },
): Promise<TDocument> {
  const current = await visibleDocument(deps, id, userId);
  if (receiverOf(current) !== userId) throw new AppError('CONFLICT', DOCUMENT_MESSAGES.notReceiver);
  const user = await repository.findUserName(deps.sql, userId);
  const row = await deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const answered = await repository.answerDocument(tx, id, userId, answer);
    if (!answered) return undefined;
    await repository.insertEvent(tx, {
      documentId: id,
      event: answer.status,
      userId,
      userName: user?.full_name ?? '',
      organization: (sideOf(answered, userId) === 'seller' ? answered.seller : answered.buyer).name,
      comment: answer.status === 'rejected' ? answer.reason : null,
    });
    return answered;
  });
  if (!row) {
    const now = await visibleDocument(deps, id, userId);
    throw new AppError(
      'CONFLICT',
      now.status === 'rejected' ? DOCUMENT_MESSAGES.alreadyRejected : DOCUMENT_MESSAGES.alreadySigned,
    );
  }
  await sendDocumentLetter(deps, row, answer.status);
  return presentOne(deps.sql, row, userId);
}
