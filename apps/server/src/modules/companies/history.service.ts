import type { TSql } from '../../db/client.ts';
import { findRecords, findUnlinkedChanges, type TChangeRow } from './history.repository.ts';
import { fetchCountedPage } from './paging.ts';
import { getSubjectByIdentifier } from './subject.service.ts';

/**
 * Registry records of the ЮЛ/ИП with this ИНН/ОГРН(ИП). Changes without a
 * matching record come once, on the first page, so paging stays by record.
 */
export async function findHistoryPage(sql: TSql, query: { query?: string; page: number; page_size: number }) {
  const subject = await getSubjectByIdentifier(sql, query.query);
  const [counted, unlinked] = await Promise.all([
    fetchCountedPage(query.page, query.page_size, (offset, limit) =>
      findRecords(sql, { ogrn: subject.ogrn, offset, limit }),
    ),
    query.page === 1 ? findUnlinkedChanges(sql, subject.ogrn) : Promise.resolve([] as TChangeRow[]),
  ]);
  return { subject, counted, unlinked };
}
