import type { TSql } from '../../db/client.ts';
import { getRegisterSource } from '../dataset/index.ts';
import {
  findBankruptcyMessages,
  findCaseStatistics,
  findCases,
  findEnforcements,
  findPledges,
} from './litigation.repository.ts';
import { fetchCountedPage } from './paging.ts';
import { getSubjectByInn } from './subject.service.ts';

type TPageArgs = { inn?: string; page: number; page_size: number };

/** Arbitration cases of the ЮЛ/ИП with this ИНН, optionally by its role, the case status and number. */
export async function findLegalCases(
  sql: TSql,
  query: TPageArgs & { role?: string; status?: string; number?: string },
) {
  const subject = await getSubjectByInn(sql, query.inn);
  const { role, status, number } = query;
  const counted = await fetchCountedPage(query.page, query.page_size, (offset, limit) =>
    findCases(sql, { inn: subject.inn, role, status, number, offset, limit }),
  );
  return { subject, counted };
}

/** Counts and claim sums over all arbitration cases of the ЮЛ/ИП with this ИНН. */
export async function getLegalCaseStatistics(sql: TSql, query: { inn?: string }) {
  const subject = await getSubjectByInn(sql, query.inn);
  return { subject, statistics: await findCaseStatistics(sql, subject.inn) };
}

/** ФССП proceedings against the ЮЛ/ИП with this ИНН. */
export async function findEnforcementsPage(sql: TSql, query: TPageArgs & { active?: 'true' | 'false' }) {
  const subject = await getSubjectByInn(sql, query.inn);
  const active = query.active === 'true';
  const [counted, register] = await Promise.all([
    fetchCountedPage(query.page, query.page_size, (offset, limit) =>
      findEnforcements(sql, { inn: subject.inn, active, offset, limit }),
    ),
    getRegisterSource(sql, 'fssp'),
  ]);
  return { subject, counted, register };
}

/** ЕФРСБ messages about the ЮЛ/ИП with this ИНН. */
export async function findBankruptcyPage(sql: TSql, query: TPageArgs) {
  const subject = await getSubjectByInn(sql, query.inn);
  const [counted, register] = await Promise.all([
    fetchCountedPage(query.page, query.page_size, (offset, limit) =>
      findBankruptcyMessages(sql, { inn: subject.inn, offset, limit }),
    ),
    getRegisterSource(sql, 'efrsb'),
  ]);
  return { subject, counted, register };
}

/** Pledge and leasing messages naming the ЮЛ/ИП with this ИНН. */
export async function findPledgesPage(sql: TSql, query: TPageArgs & { kind?: string }) {
  const subject = await getSubjectByInn(sql, query.inn);
  const [counted, register] = await Promise.all([
    fetchCountedPage(query.page, query.page_size, (offset, limit) =>
      findPledges(sql, { inn: subject.inn, kind: query.kind, offset, limit }),
    ),
    getRegisterSource(sql, 'fedresurs'),
  ]);
  return { subject, counted, register };
}
