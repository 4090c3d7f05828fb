import {
  DOCUMENT_KINDS,
  DOCUMENT_REASON_MAX_LENGTH,
  DOCUMENT_STATUSES,
  GENERATED_DOCUMENT_KINDS,
  SELLER_ONLY_KINDS,
  type TDocumentKind,
  type TDocumentStatus,
  type TGeneratedDocumentKind,
} from '@sverka/shared';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { TMessage } from '../../../lib/form-errors.ts';
import type { TDocumentsRequest } from '../api/documents.ts';

export const STATUS_COLORS: Record<TDocumentStatus, string> = {
  sent: 'blue',
  viewed: 'yellow',
  signed: 'green',
  rejected: 'red',
};

/** The documents a party may generate for an order: the seller all of them, the buyer the contract. */
export function creatableKinds(role: 'buyer' | 'seller'): TGeneratedDocumentKind[] {
  return GENERATED_DOCUMENT_KINDS.filter((kind) => role === 'seller' || !SELLER_ONLY_KINDS.includes(kind));
}

/** The locale key of what is wrong with a rejection reason, or null when it can be sent. */
export function reasonErrorKey(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'documents.reject.reasonRequired';
  if (trimmed.length > DOCUMENT_REASON_MAX_LENGTH) return 'documents.reject.reasonTooLong';
  return null;
}

const DIRECTIONS = ['in', 'out'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((item) => item === value);

const idOf = (value: string | null) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The list page's filters as the URL holds them (one deal: an order or a tender); anything unknown is left out. */
export function documentsRequestOf(params: URLSearchParams): TDocumentsRequest {
  const page = Number(params.get('page'));
  const order = idOf(params.get('order'));
  const date = (name: string) => {
    const value = params.get(name);
    return value && DATE.test(value) ? value : undefined;
  };
  return {
    status: oneOf(DOCUMENT_STATUSES, params.get('status')),
    kind: oneOf(DOCUMENT_KINDS, params.get('kind')) as TDocumentKind | undefined,
    direction: oneOf(DIRECTIONS, params.get('direction')),
    counterparty: params.get('counterparty')?.trim() || undefined,
    order,
    tender: order ? undefined : idOf(params.get('tender')),
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL after a filter changes; a new filter starts from the first page. */
export function documentsParamsWith(params: URLSearchParams, change: Partial<TDocumentsRequest>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
    else next.set(name, String(value));
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (request: TDocumentsRequest) =>
  Boolean(
    request.status ||
      request.kind ||
      request.direction ||
      request.counterparty ||
      request.order ||
      request.tender ||
      request.from ||
      request.to,
  );

/** Hands a file to the browser: a PDF opens in a new tab, anything else is saved under its name. */
export function showFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  if (blob.type === 'application/pdf') {
    link.target = '_blank';
    link.rel = 'noopener';
  } else link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The new tab reads the address when it opens; keep it a while rather than revoke it at once.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A refused action: the server's own words for a 4xx, the generic text for anything else. */
export function actionFailure(error: unknown): TMessage {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.detail) return { text: error.detail };
  return { key: errorMessageKey(error) };
}
