import type { TSql } from '../../db/client.ts';
import { findFinances } from './finances.repository.ts';
import { getSubjectByIdentifier } from './subject.service.ts';

/** Statements and ФНС facts of the ЮЛ or ИП with this ИНН/ОГРН(ИП); unknown → 404. */
export async function getFinances(sql: TSql, raw: string | undefined) {
  const subject = await getSubjectByIdentifier(sql, raw);
  return { subject, row: await findFinances(sql, subject.inn) };
}
