import { innLegalCheckDigit, ogrnCheckDigit } from '@sverka/shared';
import type { TRequisitesConfig } from '../../config.ts';

/**
 * The provider's details a site shows until its operator configures its own (`REQUISITES_INN` unset):
 * every line an invoice has, each well-formed (check digits included) so the footer and the payment page
 * look as they will in production, and the whole set marked as demo on the wire. The organisation, bank
 * and street are invented; the numbers belong to nobody we know of, and the label says so.
 */

/** A bank account's control digit (Bank of Russia rule): weights 7, 1, 3 over 23 digits sum to 0 mod 10. */
export function accountWithKey(prefix23: string, account: string): string {
  const weights = [7, 1, 3];
  const digits = `${prefix23}${account.slice(0, 8)}0${account.slice(9)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += (Number(digits[i]) * (weights[i % 3] as number)) % 10;
  const key = ((sum % 10) * 3) % 10;
  return `${account.slice(0, 8)}${key}${account.slice(9)}`;
}

const BIK = '044525999';
const INN_FIRST9 = '770000000';
const OGRN_FIRST12 = '102770000000';

export function demoRequisites(name: string, email: string): TRequisitesConfig {
  return {
    name,
    inn: `${INN_FIRST9}${innLegalCheckDigit(INN_FIRST9)}`,
    kpp: '770001001',
    ogrn: `${OGRN_FIRST12}${ogrnCheckDigit(OGRN_FIRST12)}`,
    address: '123000, г. Москва, ул. Примерная, д. 1, офис 1',
    bank: 'АО «Демонстрационный банк»',
    bik: BIK,
    // A settlement account is keyed with the BIK's last three digits, a correspondent one with «0» and
    // the BIK's fifth and sixth.
    account: accountWithKey(BIK.slice(6), '40702810000000000001'),
    correspondentAccount: accountWithKey(`0${BIK.slice(4, 6)}`, `30101810000000000${BIK.slice(6)}`),
    email,
    phone: '+7 (495) 000-00-00',
  };
}

/** Whether the operator has set the provider's details: without an ИНН there are none to show. */
export const hasOwnRequisites = (config: TRequisitesConfig) => config.inn !== undefined && config.inn !== '';
