import {
  AppError,
  classifyQuery,
  MESSAGES,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULTS_LIMIT,
  type TIdentifierKind,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import * as repository from './companies.repository.ts';

const CHECKSUM_MESSAGE: Record<TIdentifierKind, string> = {
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

/**
 * Turns free text into a prefix tsquery: only letters and digits survive, so
 * quotes, `%`, `_`, `\`, `&`, `|`, `!`, `:` and the like are never syntax; every
 * word must match, the last one as a prefix too since people type left to
 * right. Returns null when nothing searchable is left.
 */
export function toPrefixTsquery(text: string): string | null {
  const words = text
    .toLocaleLowerCase('ru-RU')
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

export type TSearchResult = {
  entrepreneurs: repository.THitRow[];
  companies: repository.THitRow[];
};

/**
 * Search by ИНН, ОГРН/ОГРНИП or name words across ЮЛ and ИП. An empty query
 * finds nothing (not an error); an identifier with a bad check digit is a 400
 * that says so instead of silently finding nothing.
 */
export async function searchCompanies(sql: TSql, raw: string | undefined): Promise<TSearchResult> {
  const text = (raw ?? '').trim();
  if (!text) return { entrepreneurs: [], companies: [] };
  if (text.length > SEARCH_QUERY_MAX_LENGTH) throw new AppError('INVALID_REQUEST', MESSAGES.queryTooLong);
  const shape = classifyQuery(text);
  const limit = SEARCH_RESULTS_LIMIT;
  switch (shape.kind) {
    case 'okved':
    case 'text': {
      const tsquery = toPrefixTsquery(shape.value);
      if (!tsquery) return { entrepreneurs: [], companies: [] };
      const [entrepreneurs, companies] = await Promise.all([
        repository.findEntrepreneurHitsByName(sql, tsquery, limit),
        repository.findCompanyHitsByName(sql, tsquery, limit),
      ]);
      return { entrepreneurs, companies };
    }
    case 'inn_legal':
    case 'ogrn': {
      if (!shape.isValid) throw new AppError('INVALID_REQUEST', CHECKSUM_MESSAGE[shape.kind]);
      const column = shape.kind === 'inn_legal' ? 'inn' : 'ogrn';
      return {
        entrepreneurs: [],
        companies: await repository.findCompanyHitsByIdentifier(sql, column, shape.value, limit),
      };
    }
    case 'inn_person':
    case 'ogrnip': {
      if (!shape.isValid) throw new AppError('INVALID_REQUEST', CHECKSUM_MESSAGE[shape.kind]);
      const column = shape.kind === 'inn_person' ? 'inn' : 'ogrnip';
      return {
        entrepreneurs: await repository.findEntrepreneurHitsByIdentifier(sql, column, shape.value, limit),
        companies: [],
      };
    }
  }
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
