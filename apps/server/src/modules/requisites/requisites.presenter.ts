import type { TRequisites } from '@sverka/shared';
import type { TRequisitesConfig } from '../../config.ts';
import { demoRequisites, hasOwnRequisites } from './demo-requisites.ts';

/**
 * The configured details on the wire: snake_case, and only the ones that are set. A site whose operator
 * has set no ИНН shows the full demo set instead, marked `is_demo` so people are told it is not real.
 */
export function presentRequisites(configured: TRequisitesConfig): TRequisites {
  const isDemo = !hasOwnRequisites(configured);
  const config = isDemo ? demoRequisites(configured.name, configured.email) : configured;
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
  return { name: config.name, ...set, email: config.email, is_demo: isDemo };
}
