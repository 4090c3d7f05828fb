import type { TFinancesReply } from '@sverka/shared';

export interface TStatementLine {
  code: string;
  /** One sum per year of `years`, null where that year's statement lacks the line. */
  sums: (number | null)[];
}

export interface TStatementForms {
  /** Ascending, as in the chart above the tables. */
  years: number[];
  forms: { form: string; lines: TStatementLine[] }[];
}

/** `additional_finances` (year → form → line) turned into per-form tables with a column per year. */
export function statementForms(additional: TFinancesReply['additional_finances']): TStatementForms {
  const years = Object.keys(additional)
    .map(Number)
    .sort((a, b) => a - b);
  const codesByForm = new Map<string, Set<string>>();
  for (const forms of Object.values(additional)) {
    for (const [form, lines] of Object.entries(forms)) {
      const codes = codesByForm.get(form) ?? new Set<string>();
      for (const code of Object.keys(lines)) codes.add(code);
      codesByForm.set(form, codes);
    }
  }
  const forms = [...codesByForm]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([form, codes]) => ({
      form,
      lines: [...codes].sort().map((code) => ({
        code,
        sums: years.map((year) => additional[String(year)]?.[form]?.[code]?.sum ?? null),
      })),
    }));
  return { years, forms };
}
