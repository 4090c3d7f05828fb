import type { TContractsPage, TInspectionsPage } from '@sverka/shared';
import { presentSource } from '../../lib/fact-source.ts';
import { presentCountedPage, type TCountedPage } from './paging.ts';
import type { TContractRow, TInspectionRow } from './procurement.repository.ts';
import type { TSubjectRow } from './subject.repository.ts';

type TPaged<T> = { subject: TSubjectRow; counted: TCountedPage<T> };

/**
 * The contract's public card in the ЕИС register, as the register's own export links it (`href`): by the
 * register number for 44-ФЗ. A 223-ФЗ card is addressed by an internal id the register does not export, and demo
 * numbers name no real contract.
 */
export function contractLink(row: Pick<TContractRow, 'register_number' | 'law' | 'source'>): string | null {
  if (row.law !== '44' || row.source === 'demo' || !/^\d{19}$/.test(row.register_number)) return null;
  return `https://zakupki.gov.ru/epz/contract/contractCard/common-info.html?reestrNumber=${row.register_number}`;
}

/** Purchase objects have no id of their own in ЕИС: their position in the contract is the id. */
const presentContract = (row: TContractRow) => ({
  id: row.id,
  register_number: row.register_number,
  link: contractLink(row),
  law: row.law,
  date: row.signed_on,
  price: row.price,
  currency: row.currency,
  status: row.status,
  customer: { inn: row.customer_inn, name: row.customer_name },
  contract_provider: row.suppliers.map((s) => ({ name: s.name, inn: s.inn ?? null })),
  purchase_objects: row.objects.map((o, index) => ({ id: index + 1, name: o.name, okpd2: o.okpd2 ?? null })),
  role: row.role,
  source: presentSource(row.source, row.as_of),
});

export function presentContracts({ subject, counted }: TPaged<TContractRow>): TContractsPage {
  return {
    ...presentCountedPage(counted, presentContract),
    company: subject,
    total_price: counted.totals?.total_price ?? 0,
  };
}

const presentInspection = (row: TInspectionRow) => ({
  id: row.id,
  number: row.erknm_number,
  start_date: row.starts_on,
  end_date: row.ends_on,
  status: row.status,
  verification_type: row.kind,
  inspection_objects: row.objects.map((o) => ({ address: o.address })),
  control_body: { name: row.control_body },
  basis_conducting: row.basis,
  result: row.result,
  violations_found: row.violations_found,
  source: presentSource(row.source, row.as_of),
});

export function presentInspections({ subject, counted }: TPaged<TInspectionRow>): TInspectionsPage {
  return { ...presentCountedPage(counted, presentInspection), company: subject };
}
