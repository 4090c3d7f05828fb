import { AppError, classifyQuery, type TCounterPartyCard } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import {
  getCompanyCard,
  getEntrepreneurCard,
  getFinances,
  presentCompanyCard,
  presentEntrepreneurCard,
  presentFinances,
} from '../companies/index.ts';
import { getReliability, presentReliability } from '../reliability/index.ts';
import { buildBasicWorkbook, buildCardWorkbook } from './card-workbook.ts';

/** The card as the API presents it: a ЮЛ by ИНН/ОГРН, else a sole trader (12-digit ИНН, ОГРНИП). */
async function presentedCard(sql: TSql, query: string | undefined): Promise<TCounterPartyCard> {
  const shape = classifyQuery(query ?? '');
  if (shape.kind !== 'inn_person' && shape.kind !== 'ogrnip') {
    try {
      return presentCompanyCard(await getCompanyCard(sql, query));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  return presentEntrepreneurCard(await getEntrepreneurCard(sql, query));
}

/** Characters no file system accepts, control characters, and the quotes that only clutter a file name. */
const UNSAFE_FILE_NAME = /[\\/:*?"<>|«»\p{Cc}]+/gu;

/** «ООО «Ромашка»» → «ООО Ромашка.xlsx»; never empty, never too long for a file system. */
export function workbookFileName(card: Pick<TCounterPartyCard, 'name' | 'inn'>): string {
  const base = card.name.replace(UNSAFE_FILE_NAME, ' ').replace(/\s+/g, ' ').trim().slice(0, 120).trim();
  return `${base || card.inn}.xlsx`;
}

/**
 * The card as an XLSX file. `full`: what the card shows of the company, its founders, finances and rating;
 * otherwise the details sheet alone, naming `planName` as the tier with the rest.
 */
export async function exportCard(
  sql: TSql,
  query: string | undefined,
  scope: { full: true } | { full: false; planName: string | null },
) {
  const card = await presentedCard(sql, query);
  if (!scope.full) {
    const workbook = buildBasicWorkbook(card, scope.planName);
    return { fileName: workbookFileName(card), content: Buffer.from(await workbook.xlsx.writeBuffer()) };
  }
  const [finances, reliability] = await Promise.all([
    getFinances(sql, card.ogrn).then(({ subject, row }) => presentFinances(subject, row)),
    getReliability(sql, card.ogrn).then(({ subject, stored }) => presentReliability(subject, stored)),
  ]);
  const workbook = buildCardWorkbook({ card, finances, reliability });
  return { fileName: workbookFileName(card), content: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
