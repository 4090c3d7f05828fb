import {
  AppError,
  bankDetailsFieldErrors,
  checkBankDetails,
  MESSAGES,
  SELLER_MESSAGES,
  type TBankDetailsBody,
  type TBankDetailsInput,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import * as repository from './sellers.repository.ts';

/**
 * A seller's bank details: only its representative reads or changes them. Anyone else gets the 404 of a
 * seller that does not exist, so the API does not tell whose details are set.
 */

const notFound = () => new AppError('NOT_FOUND', SELLER_MESSAGES.notFound);

const present = (row: repository.TSellerBankRow): TBankDetailsBody => ({
  bank_name: row.bank_name,
  bik: row.bik,
  settlement_account: row.settlement_account,
  correspondent_account: row.correspondent_account,
});

export async function getSellerBankDetails(sql: TSql, userId: number, id: number): Promise<TBankDetailsBody> {
  const row = await repository.findSellerBank(sql, id);
  if (!row || row.representative_id !== userId) throw notFound();
  return present(row);
}

/** `PUT`: the four fields checked together (formats and control keys); all empty removes the details. */
export async function putSellerBankDetails(
  sql: TSql,
  userId: number,
  id: number,
  body: TBankDetailsInput,
): Promise<TBankDetailsBody> {
  const current = await repository.findSellerBank(sql, id);
  if (!current || current.representative_id !== userId) throw notFound();
  const { value, problems } = checkBankDetails(body);
  if (Object.keys(problems).length)
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, bankDetailsFieldErrors(problems));
  const row = await repository.updateSellerBank(sql, id, userId, {
    bank_name: value?.bank_name ?? null,
    bik: value?.bik ?? null,
    settlement_account: value?.settlement_account ?? null,
    correspondent_account: value?.correspondent_account ?? null,
  });
  if (!row) throw notFound();
  return present(row);
}
