import { AppError, classifyQuery, MESSAGES, SEARCH_QUERY_MAX_LENGTH, type TIdentifierKind } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import * as repository from './companies.repository.ts';

/** What to say when an identifier's check digit is wrong. */
export const CHECKSUM_MESSAGE: Record<TIdentifierKind, string> = {
  inn_legal: MESSAGES.innChecksum,
  inn_person: MESSAGES.innChecksum,
  ogrn: MESSAGES.ogrnChecksum,
  ogrnip: MESSAGES.ogrnipChecksum,
};

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
  if (!shape.isValid) throw new AppError('INVALID_REQUEST', CHECKSUM_MESSAGE[shape.kind]);
  return shape;
}

/** One page of legal entities, optionally only those represented by the given users. */
export async function findCompaniesPage(sql: TSql, page: number, pageSize: number, representativeIn?: string) {
  const representatives = representativeIn
    ?.split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isSafeInteger(id));
  const { rows, count } = await repository.findCompanyHitsPage(sql, (page - 1) * pageSize, pageSize, representatives);
  return { rows, count, page, pageSize };
}
