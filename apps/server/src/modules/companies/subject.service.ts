import { AppError, classifyQuery, MESSAGES, SEARCH_QUERY_MAX_LENGTH } from '@sverka/shared';
import { keyLookupsOf, type TSql } from '../../db/client.ts';
import { parseIdentifier } from './companies.service.ts';
import { findCompanySubject, findEntrepreneurSubject, type TSubjectRow } from './subject.repository.ts';

/**
 * The subject of a `?inn=` list: a valid ИНН of a ЮЛ (10 digits) or ИП (12).
 * Empty → 400, not an ИНН → 400, bad check digit → 400, unknown → 404. A known
 * subject with nothing in the list is a 200 with an empty page.
 */
export async function getSubjectByInn(sql: TSql, raw: string | undefined): Promise<TSubjectRow> {
  const text = (raw ?? '').trim();
  if (!text) throw new AppError('INVALID_REQUEST', MESSAGES.innRequired);
  if (text.length > SEARCH_QUERY_MAX_LENGTH) throw new AppError('INVALID_REQUEST', MESSAGES.queryTooLong);
  const shape = classifyQuery(text);
  if (shape.kind !== 'inn_legal' && shape.kind !== 'inn_person') {
    throw new AppError('INVALID_REQUEST', MESSAGES.innMalformed);
  }
  if (!shape.isValid) throw new AppError('INVALID_REQUEST', MESSAGES.innChecksum);
  const db = keyLookupsOf(sql);
  const row =
    shape.kind === 'inn_legal'
      ? await findCompanySubject(db, 'inn', shape.value)
      : await findEntrepreneurSubject(db, 'inn', shape.value);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.subjectNotFound);
  return row;
}

/** The subject of a `?query=` endpoint: ИНН, ОГРН or ОГРНИП of a ЮЛ or ИП (a key lookup, as in getSubjectByInn). */
export async function getSubjectByIdentifier(sql: TSql, raw: string | undefined): Promise<TSubjectRow> {
  const shape = parseIdentifier(raw);
  const db = keyLookupsOf(sql);
  let row: TSubjectRow | undefined;
  if (shape.kind === 'inn_legal') row = await findCompanySubject(db, 'inn', shape.value);
  else if (shape.kind === 'ogrn') row = await findCompanySubject(db, 'ogrn', shape.value);
  else if (shape.kind === 'inn_person') row = await findEntrepreneurSubject(db, 'inn', shape.value);
  else row = await findEntrepreneurSubject(db, 'ogrnip', shape.value);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.subjectNotFound);
  return row;
}
