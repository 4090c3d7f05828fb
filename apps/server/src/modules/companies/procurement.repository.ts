import type { TSql } from '../../db/client.ts';
import type { TRowOf } from '../../db/row.ts';
import type { inspections, stateContracts } from '../../db/schema/procurement.ts';

type TFact = { source: string; as_of: string | null; total_count: number };

/** A contract as stored, its price read as a number (`::float8`), with the subject's role and the list's total. */
export type TContractRow = TFact &
  Pick<
    TRowOf<typeof stateContracts>,
    | 'id'
    | 'register_number'
    | 'law'
    | 'signed_on'
    | 'currency'
    | 'customer_inn'
    | 'customer_name'
    | 'suppliers'
    | 'objects'
    | 'status'
  > & { price: number | null; role: 'customer' | 'supplier'; total_price: number | null };

/**
 * State contracts where the ИНН is the customer or a supplier (or the one
 * role asked for), newest first. The customer side uses the b-tree index, the
 * supplier side the GIN index on `supplier_inns`.
 */
export function findContracts(
  sql: TSql,
  filter: { inn: string; role?: 'customer' | 'supplier'; law?: string; offset: number; limit: number },
) {
  const { inn, role, law, offset, limit } = filter;
  const asCustomer = role !== 'supplier';
  const asSupplier = role !== 'customer';
  return sql<TContractRow[]>`
    select k.id, k.register_number, k.law, k.signed_on, k.price::float8 as price, k.currency, k.customer_inn,
      k.customer_name, k.suppliers, k.objects, k.status, k.source, k.as_of,
      case when k.customer_inn = ${inn} then 'customer' else 'supplier' end as role,
      count(*) over ()::int as total_count, (sum(k.price) over ())::float8 as total_price
    from state_contracts k
    where ((${asCustomer} and k.customer_inn = ${inn})
        or (${asSupplier} and k.supplier_inns @> array[${inn}]::varchar[]))
      and (${law ?? null}::text is null or k.law = ${law ?? null})
    order by k.signed_on desc nulls last, k.id desc
    offset ${offset} limit ${limit}`;
}

export type TInspectionRow = TFact &
  Pick<
    TRowOf<typeof inspections>,
    | 'id'
    | 'erknm_number'
    | 'control_body'
    | 'kind'
    | 'status'
    | 'starts_on'
    | 'ends_on'
    | 'objects'
    | 'basis'
    | 'result'
    | 'violations_found'
  >;

/** Control events about the subject (matched by ИНН or ОГРН), newest first, by status and kind. */
export function findInspections(
  sql: TSql,
  filter: { inn: string; ogrn: string; status?: string; kind?: string; offset: number; limit: number },
) {
  const { inn, ogrn, status, kind, offset, limit } = filter;
  return sql<TInspectionRow[]>`
    select id, erknm_number, control_body, kind, status, starts_on, ends_on, objects, basis, result,
      violations_found, source, as_of, count(*) over ()::int as total_count
    from inspections
    where (inn = ${inn} or ogrn = ${ogrn})
      and (${status ?? null}::text is null or status = ${status ?? null})
      and (${kind ?? null}::text is null or kind = ${kind ?? null})
    order by starts_on desc nulls last, id desc
    offset ${offset} limit ${limit}`;
}
