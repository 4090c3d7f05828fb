import { companyStatusClass, type TCompany } from '@sverka/shared';
import { presentSource } from '../../lib/fact-source.ts';
import { loadOkopf } from '../reference/index.ts';
import type { TCompanyRow, TEntrepreneurRow } from './company-card.repository.ts';

/**
 * Row → response whitelists. Only what is listed here leaves the server; paid
 * blocks will be decided here too.
 */

const code = (value: string | null, name: string | null) => (value ? { code: value, name: name ?? '' } : null);

const status = (name: string) => ({ name, class: companyStatusClass(name) });

export function presentCompany(row: TCompanyRow): TCompany {
  return {
    id: row.id,
    kind: 'company',
    name: row.name_short,
    name_full: row.name_full,
    fio: null,
    inn: row.inn,
    kpp: row.kpp,
    ogrn: row.ogrn,
    ogrn_start_date: row.ogrn_date,
    registration_date: row.registration_date,
    liquidation_date: row.liquidation_date,
    share_capital: row.share_capital === null ? null : { total: Number(row.share_capital) },
    legal_adress: row.legal_address ? { adress: row.legal_address } : null,
    city: row.city,
    region: code(row.region_code, row.region_name),
    okved: code(row.okved_code, row.okved_name),
    okved_add: row.okved_add,
    okopf: code(row.opf_code, row.opf_name),
    directors: row.directors,
    status: status(row.status_name),
    representative: row.representative_id,
    source: presentSource(row.source, row.as_of, 'ЕГРЮЛ'),
  };
}

/**
 * ЕГРИП records carry the kind of entrepreneur, not an ОКОПФ code; the kind
 * maps one to one onto 50102 (ИП) or 50101 (глава КФХ).
 */
function entrepreneurOkopf(kindName: string) {
  const entry = loadOkopf().find((okopf) => okopf.singular === kindName);
  return entry ? { code: entry.code, name: entry.name } : null;
}

const fullName = (row: { last_name: string; first_name: string; middle_name: string | null }) =>
  [row.last_name, row.first_name, row.middle_name].filter(Boolean).join(' ');

export function presentEntrepreneur(row: TEntrepreneurRow): TCompany {
  const fio = fullName(row);
  return {
    id: row.id,
    kind: 'entrepreneur',
    name: `ИП ${fio}`,
    name_full: `${row.kind_name} ${fio}`,
    fio,
    inn: row.inn,
    kpp: null,
    ogrn: row.ogrnip,
    ogrn_start_date: row.ogrnip_date,
    registration_date: row.registration_date,
    liquidation_date: row.termination_date,
    share_capital: null,
    legal_adress: null,
    city: row.city,
    region: code(row.region_code, row.region_name),
    okved: code(row.okved_code, row.okved_name),
    okved_add: row.okved_add,
    okopf: entrepreneurOkopf(row.kind_name),
    directors: [],
    status: status(row.status_name),
    representative: null,
    source: presentSource(row.source, row.as_of, 'ЕГРИП'),
  };
}
