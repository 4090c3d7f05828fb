import type { TSql } from '../../db/client.ts';
import { documentTag, invalidateCardDocuments } from '../card-documents/index.ts';
import * as representatives from './representatives.repository.ts';

/**
 * "Who represents a subject": what the account modules (seller applications,
 * friends) may know and change about the representative of a legal entity or
 * a sole trader, and the marketplace seller that representation makes.
 */
export type { TRepresentedCompany, TRepresentedSubject } from './representatives.repository.ts';

export type TSubjectKind = 'company' | 'entrepreneur';

/** The ЮЛ (10-digit ИНН) or ИП (12 digits) a seller application names; undefined when the register lacks it. */
export async function findSubjectByInnForBinding(
  sql: TSql,
  inn: string,
): Promise<representatives.TRepresentedSubject | undefined> {
  if (inn.length === 12) {
    const row = await representatives.findEntrepreneurByInnForBinding(sql, inn);
    return row && { ...row, kind: 'entrepreneur' };
  }
  const row = await representatives.findCompanyByInnForBinding(sql, inn);
  return row && { ...row, kind: 'company' };
}

export function findCompaniesByIds(sql: TSql, ids: number[]): Promise<representatives.TRepresentedCompany[]> {
  return representatives.findCompaniesByIds(sql, ids);
}

export function findEntrepreneurById(sql: TSql, id: number): Promise<representatives.TRepresentedCompany | undefined> {
  return representatives.findEntrepreneurById(sql, id);
}

/** The seller's representative (null when it has none); undefined when there is no such seller. */
export async function findSellerRepresentative(sql: TSql, sellerId: number): Promise<number | null | undefined> {
  return (await representatives.findSellerRepresentative(sql, sellerId))?.representative_id;
}

/** Whether the user represents a legal entity or a sole trader. */
export function isCompanyRepresentative(sql: TSql, userId: number): Promise<boolean> {
  return representatives.isCompanyRepresentative(sql, userId);
}

/**
 * The subject's representative with its register row locked to the end of
 * the transaction `sql` runs in: call it first when deciding who represents
 * the subject, so two such decisions run one after the other.
 */
export function lockSubjectRepresentative(sql: TSql, kind: TSubjectKind, id: number): Promise<number | null> {
  return representatives.lockRepresentative(sql, kind, id);
}

/**
 * Makes the user the subject's representative and its marketplace seller (an
 * approved seller application), in the caller's transaction. Returns the
 * seller's id, undefined when the subject left the register. The subject's
 * card shows both, so its card documents are deleted.
 */
export async function setSubjectRepresentative(
  sql: TSql,
  subject: { kind: TSubjectKind; id: number },
  userId: number,
): Promise<number | undefined> {
  const sellerId = await representatives.setRepresentative(sql, subject, userId);
  const tag = subject.kind === 'company' ? documentTag.company(subject.id) : documentTag.entrepreneur(subject.id);
  await invalidateCardDocuments(sql, [tag]);
  return sellerId;
}
