import type { TSql } from '../../db/client.ts';
import { fetchCountedPage } from './paging.ts';
import { findContracts, findInspections } from './procurement.repository.ts';
import { getSubjectByInn } from './subject.service.ts';

type TPageArgs = { inn?: string; page: number; page_size: number };

/** State contracts of the ЮЛ/ИП with this ИНН, as customer, supplier or both. */
export async function findContractsPage(
  sql: TSql,
  query: TPageArgs & { role?: 'customer' | 'supplier'; law?: string },
) {
  const subject = await getSubjectByInn(sql, query.inn);
  const counted = await fetchCountedPage(query.page, query.page_size, (offset, limit) =>
    findContracts(sql, { inn: subject.inn, role: query.role, law: query.law, offset, limit }),
  );
  return { subject, counted };
}

/** Inspections of the ЮЛ/ИП with this ИНН, filtered by status and kind as the registry words them. */
export async function findInspectionsPage(sql: TSql, query: TPageArgs & { status?: string; type?: string }) {
  const subject = await getSubjectByInn(sql, query.inn);
  const status = query.status?.trim() || undefined;
  const kind = query.type?.trim() || undefined;
  const counted = await fetchCountedPage(query.page, query.page_size, (offset, limit) =>
    findInspections(sql, { inn: subject.inn, ogrn: subject.ogrn, status, kind, offset, limit }),
  );
  return { subject, counted };
}
