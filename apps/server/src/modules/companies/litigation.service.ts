import type { TSql } from '../../db/client.ts';
import { findBankruptcyMessages, findCases, findEnforcements, findPledges } from './litigation.repository.ts';
import { fetchCountedPage } from './paging.ts';
import { getSubjectByInn } from './subject.service.ts';

type TPageArgs = { inn?: string; page: number; page_size: number };

/** Arbitration cases of the ЮЛ/ИП with this ИНН, optionally by its role and the case status. */
export async function findLegalCases(sql: TSql, query: TPageArgs & { role?: string; status?: string }) {
  const subject = await getSubjectByInn(sql, query.inn);
  const counted = await fetchCountedPage(query.page, query.page_size, (offset, limit) =>
    findCases(sql, { inn: subject.inn, role: query.role, status: query.status, offset, limit }),
  );
  return { subject, counted };
}

/** ФССП proceedings against the ЮЛ/ИП with this ИНН. */
export async function findEnforcementsPage(sql: TSql, query: TPageArgs & { active?: 'true' | 'false' }) {
  const subject = await getSubjectByInn(sql, query.inn);
  const active = query.active === 'true';
  const counted = await fetchCountedPage(query.page, query.page_size, (offset, limit) =>
    findEnforcements(sql, { inn: subject.inn, active, offset, limit }),
  );
  return { subject, counted };
}

/** ЕФРСБ messages about the ЮЛ/ИП with this ИНН. */
export async function findBankruptcyPage(sql: TSql, query: TPageArgs) {
  const subject = await getSubjectByInn(sql, query.inn);
  const counted = await fetchCountedPage(query.page, query.page_size, (offset, limit) =>
    findBankruptcyMessages(sql, { inn: subject.inn, offset, limit }),
  );
  return { subject, counted };
}

/** Pledge and leasing messages naming the ЮЛ/ИП with this ИНН. */
export async function findPledgesPage(sql: TSql, query: TPageArgs & { kind?: string }) {
  const subject = await getSubjectByInn(sql, query.inn);
  const counted = await fetchCountedPage(query.page, query.page_size, (offset, limit) =>
    findPledges(sql, { inn: subject.inn, kind: query.kind, offset, limit }),
  );
  return { subject, counted };
}
