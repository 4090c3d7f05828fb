import type { TRequisites } from '@sverka/shared';
import type { TRequisitesConfig } from '../../config.ts';

/** The configured details on the wire: snake_case, and only the ones that are set. */
export function presentRequisites(config: TRequisitesConfig): TRequisites {
  const optional = {
    inn: config.inn,
    kpp: config.kpp,
    ogrn: config.ogrn,
    address: config.address,
    bank: config.bank,
    bik: config.bik,
    account: config.account,
    correspondent_account: config.correspondentAccount,
    phone: config.phone,
  };
  const set = Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined && value !== ''));
  return { name: config.name, ...set, email: config.email };
}
