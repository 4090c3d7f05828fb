import { AppError, CHECKSUM_MESSAGES, classifyQuery, MESSAGES, SEARCH_QUERY_MAX_LENGTH } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { listCompanyHits } from '../search/index.ts';

/**
 * Reads an identifier query: empty → 400, not an identifier shape → 400,
 * bad check digit → 400 naming which identifier is wrong.
 */
export function parseIdentifier(raw: string | undefined) {
  const text = (raw ?? '').trim();
  if (!text) throw new AppError('INVALID_REQUEST', MESSAGES.identifierRequired);
  if (text.length > SEARCH_QUERY_MAX_LENGTH) throw new AppError('INVALID_REQUEST', MESSAGES.queryTooLong);
  const shape = classifyQuery(text);
  if (shape.kind === 'text' || shape.kind === 'okved')
    throw new AppError('INVALID_REQUEST', MESSAGES.identifierMalformed);
  if (!shape.isValid) throw new AppError('INVALID_REQUEST', CHECKSUM_MESSAGES[shape.kind]);
  return shape;
}

/** One page of legal entities, optionally only those represented by the given users. */
export async function findCompaniesPage(sql: TSql, page: number, pageSize: number, representativeIn?: string) {
  const representatives = representativeIn
    ?.split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isSafeInteger(id));
  const { rows, count } = await listCompanyHits(sql, (page - 1) * pageSize, pageSize, representatives);
  return { rows, count, page, pageSize };
}
