import type { TSql } from '../../db/client.ts';

type TFact = { source: string; as_of: string | null };

export type TFinancesRow = {
  statements: ({ year: number; form: string; line_code: string; value: number } & TFact)[];
  headcount: ({ year: number; employees: number } & TFact)[];
  taxes_paid: ({ year: number; tax_name: string; amount: number } & TFact)[];
  arrears: ({
    on_date: string;
    tax_name: string;
    arrears: number;
    penalties: number;
    fines: number;
    total: number;
  } & TFact)[];
  tax_offences: ({ on_date: string; fines: number; count: number } & TFact)[];
  tax_regime:
    | ({ on_date: string; usn: boolean; eshn: boolean; ausn: boolean; srp: boolean; envd: boolean } & TFact)
    | null;
  revenue_expenses: ({ year: number; revenue: number; expenses: number } & TFact)[];
  sme:
    | ({
        category: number;
        included_on: string | null;
        is_new: boolean;
        is_social: boolean;
        employees: number | null;
      } & TFact)
    | null;
};

/**
 * Every ИНН-keyed money fact about a taxpayer in one round trip. Arrears and
 * the tax regime are published per date: only the latest date is kept, since
 * an older list says nothing about today.
 */
export async function findFinances(sql: TSql, inn: string): Promise<TFinancesRow> {
  const [row] = await sql<TFinancesRow[]>`
    select
      (select coalesce(json_agg(json_build_object('year', f.year, 'form', left(l.key, 1), 'line_code', l.key,
          'value', l.value, 'source', f.source, 'as_of', f.as_of) order by f.year, l.key), '[]'::json)
        from financial_statements f, jsonb_each(f.lines) l where f.inn = ${inn}) as statements,
      (select coalesce(json_agg(json_build_object('year', h.year, 'employees', h.employees, 'source', h.source,
          'as_of', h.as_of) order by h.year), '[]'::json)
        from tax_headcount h where h.inn = ${inn}) as headcount,
      (select coalesce(json_agg(json_build_object('year', p.year, 'tax_name', p.tax_name, 'amount', p.amount,
          'source', p.source, 'as_of', p.as_of) order by p.year, p.tax_name), '[]'::json)
        from tax_payments p where p.inn = ${inn}) as taxes_paid,
      (select coalesce(json_agg(json_build_object('on_date', a.on_date, 'tax_name', a.tax_name, 'arrears', a.arrears,
          'penalties', a.penalties, 'fines', a.fines, 'total', a.total, 'source', a.source, 'as_of', a.as_of)
          order by a.tax_name), '[]'::json)
        from tax_arrears a
        where a.inn = ${inn} and a.on_date = (select max(on_date) from tax_arrears where inn = ${inn})) as arrears,
      (select coalesce(json_agg(json_build_object('on_date', o.on_date, 'fines', o.fines, 'count', o.count,
          'source', o.source, 'as_of', o.as_of) order by o.on_date), '[]'::json)
        from (select on_date, sum(fine) as fines, count(*)::int as count, min(source) as source, max(as_of) as as_of
              from tax_offences where inn = ${inn} group by on_date) o) as tax_offences,
      (select json_build_object('on_date', t.on_date, 'usn', t.usn, 'eshn', t.eshn, 'ausn', t.ausn, 'srp', t.srp,
          'envd', t.envd, 'source', t.source, 'as_of', t.as_of)
        from tax_regimes t where t.inn = ${inn} order by t.on_date desc limit 1) as tax_regime,
      (select coalesce(json_agg(json_build_object('year', r.year, 'revenue', r.revenue, 'expenses', r.expenses,
          'source', r.source, 'as_of', r.as_of) order by r.year), '[]'::json)
        from revenue_expenses r where r.inn = ${inn}) as revenue_expenses,
      (select json_build_object('category', s.category, 'included_on', s.included_on, 'is_new', s.is_new,
          'is_social', s.is_social, 'employees', s.employees, 'source', s.source, 'as_of', s.as_of)
        from sme_register s where s.inn = ${inn}) as sme`;
  return row as TFinancesRow;
}
