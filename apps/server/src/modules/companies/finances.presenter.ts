import type { TFinancesReply } from '@sverka/shared';
import { presentSource } from '../../lib/fact-source.ts';
import type { TFinancesRow } from './finances.repository.ts';
import type { TSubjectRow } from './subject.repository.ts';

/** The lines the card's chart shows, in this order (Минфин 66н codes; an array, as numeric keys would sort). */
const KEY_LINES: [code: string, name: string][] = [
  ['1600', 'Активы'],
  ['1300', 'Капитал и резервы'],
  ['2110', 'Выручка'],
  ['2400', 'Чистая прибыль (убыток)'],
];

const SME_CATEGORY = {
  1: { category: 'micro', name: 'Микропредприятие' },
  2: { category: 'small', name: 'Малое предприятие' },
  3: { category: 'medium', name: 'Среднее предприятие' },
} as const;

/** The newest dated source among rows, for a block assembled from many rows. */
function latestSource(rows: { source: string; as_of: string | null }[]) {
  if (!rows.length) return null;
  const latest = rows.reduce((a, b) => ((b.as_of ?? '') > (a.as_of ?? '') ? b : a));
  return presentSource(latest.source, latest.as_of);
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** Statements → `finances_years` + `additional_finances`; ФНС sets → their blocks, each with a source. */
export function presentFinances(subject: TSubjectRow, row: TFinancesRow): TFinancesReply {
  const byYear = groupBy(row.statements, (s) => s.year);
  const finances_years = [...byYear].map(([year, lines]) => ({
    year,
    amount: KEY_LINES.flatMap(([code, name]) => {
      const line = lines.find((l) => l.line_code === code);
      return line ? [{ code, name, value: Number(line.value) }] : [];
    }),
  }));
  const additional_finances: TFinancesReply['additional_finances'] = {};
  for (const line of row.statements) {
    const year = additional_finances[String(line.year)] ?? {};
    const form = year[line.form] ?? {};
    form[line.line_code] = { sum: Number(line.value) };
    year[line.form] = form;
    additional_finances[String(line.year)] = year;
  }
  const arrearsSource = latestSource(row.arrears);
  const sme = row.sme ? SME_CATEGORY[row.sme.category as 1 | 2 | 3] : undefined;
  return {
    company: subject,
    finances_years,
    additional_finances,
    finances_source: latestSource(row.statements),
    headcount: row.headcount.map((h) => ({
      year: h.year,
      employees: h.employees,
      source: presentSource(h.source, h.as_of),
    })),
    taxes_paid: [...groupBy(row.taxes_paid, (p) => p.year)].map(([year, items]) => ({
      year,
      total: items.reduce((sum, item) => sum + Number(item.amount), 0),
      items: items.map((item) => ({ name: item.tax_name, amount: Number(item.amount) })),
      source: latestSource(items) ?? presentSource('fns', null),
    })),
    arrears:
      row.arrears.length && arrearsSource
        ? {
            on_date: row.arrears[0]?.on_date as string,
            total: row.arrears.reduce((sum, a) => sum + Number(a.total), 0),
            items: row.arrears.map((a) => ({
              name: a.tax_name,
              arrears: Number(a.arrears),
              penalties: Number(a.penalties),
              fines: Number(a.fines),
              total: Number(a.total),
            })),
            source: arrearsSource,
          }
        : null,
    tax_offences: row.tax_offences.map((o) => ({
      on_date: o.on_date,
      fines: Number(o.fines),
      count: o.count,
      source: presentSource(o.source, o.as_of),
    })),
    tax_regimes: row.tax_regime
      ? {
          on_date: row.tax_regime.on_date,
          usn: row.tax_regime.usn,
          eshn: row.tax_regime.eshn,
          ausn: row.tax_regime.ausn,
          srp: row.tax_regime.srp,
          envd: row.tax_regime.envd,
          source: presentSource(row.tax_regime.source, row.tax_regime.as_of),
        }
      : null,
    revenue_expenses: row.revenue_expenses.map((r) => ({
      year: r.year,
      revenue: Number(r.revenue),
      expenses: Number(r.expenses),
      source: presentSource(r.source, r.as_of),
    })),
    sme:
      row.sme && sme
        ? {
            category: sme.category,
            category_name: sme.name,
            included_on: row.sme.included_on,
            is_new: row.sme.is_new,
            is_social: row.sme.is_social,
            employees: row.sme.employees,
            source: presentSource(row.sme.source, row.sme.as_of),
          }
        : null,
  };
}
