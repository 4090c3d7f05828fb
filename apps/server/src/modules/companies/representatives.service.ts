import type { TSql } from '../../db/client.ts';
import * as representatives from './representatives.repository.ts';

/** What the account modules (seller applications, friends) may know and change about who represents a company. */
export type { TRepresentedCompany } from './representatives.repository.ts';

export function findCompanyByInnForBinding(
  sql: TSql,
  inn: string,
): Promise<representatives.TRepresentedCompany | undefined> {
  return representatives.findCompanyByInnForBinding(sql, inn);
}

export function findCompaniesByIds(sql: TSql, ids: number[]): Promise<representatives.TRepresentedCompany[]> {
  return representatives.findCompaniesByIds(sql, ids);
}

export function isCompanyRepresentative(sql: TSql, userId: number): Promise<boolean> {
  return representatives.isCompanyRepresentative(sql, userId);
}

/** Makes the user the company's representative: an approved seller application. */
export function setCompanyRepresentative(sql: TSql, companyId: number, userId: number): Promise<void> {
  return representatives.setCompanyRepresentative(sql, companyId, userId);
}
