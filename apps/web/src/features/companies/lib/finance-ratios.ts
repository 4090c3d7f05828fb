import type { TFinancesReply } from '@sverka/shared';

/** Line code → rubles for one year, all forms merged (codes are unique across forms 1–6). */
export type TYearLines = Record<string, number>;

/** Year → its lines, years ascending; built from `additional_finances`. */
export function linesByYear(additional: TFinancesReply['additional_finances']): [year: number, lines: TYearLines][] {
  return Object.entries(additional)
    .map(([year, forms]): [number, TYearLines] => {
      const lines: TYearLines = {};
      for (const form of Object.values(forms)) {
        for (const [code, { sum }] of Object.entries(form)) lines[code] = sum;
      }
      return [Number(year), lines];
    })
    .sort(([a], [b]) => a - b);
}

export interface TFinanceRatios {
  year: number;
  /** Net profit ÷ revenue (2400 / 2110). */
  netMargin: number | null;
  /** Net profit ÷ total assets (2400 / 1600). */
  returnOnAssets: number | null;
  /** Net profit ÷ equity (2400 / 1300). */
  returnOnEquity: number | null;
  /** Current assets ÷ short-term liabilities (1200 / 1500). */
  currentRatio: number | null;
  /** Borrowed capital ÷ balance total ((1400 + 1500) / 1700). */
  debtLoad: number | null;
  /** Equity ÷ total assets (1300 / 1600). */
  equityRatio: number | null;
}

/** A quotient, or null when a line is missing or the divisor is zero: a missing line is unknown, not 0. */
function ratio(numerator: number | undefined, denominator: number | undefined): number | null {
  if (numerator === undefined || denominator === undefined || denominator === 0) return null;
  return numerator / denominator;
}

/**
 * Long-term liabilities (1400) are left out of a statement when there are
 * none, so they count as 0 once the short-term ones (1500) are reported;
 * without 1500 the borrowed capital is unknown.
 */
function borrowed(lines: TYearLines): number | undefined {
  const shortTerm = lines['1500'];
  return shortTerm === undefined ? undefined : shortTerm + (lines['1400'] ?? 0);
}

/** The usual ratios of one year's statements. */
export function financeRatios(year: number, lines: TYearLines): TFinanceRatios {
  const equity = lines['1300'];
  return {
    year,
    netMargin: ratio(lines['2400'], lines['2110']),
    returnOnAssets: ratio(lines['2400'], lines['1600']),
    // With negative equity the quotient's sign flips and means nothing.
    returnOnEquity: equity !== undefined && equity > 0 ? ratio(lines['2400'], equity) : null,
    currentRatio: ratio(lines['1200'], lines['1500']),
    debtLoad: ratio(borrowed(lines), lines['1700'] ?? lines['1600']),
    equityRatio: ratio(equity, lines['1600']),
  };
}

export interface TFinancePoint {
  year: number;
  /** Thousands of rubles (spec §9: the chart divides by 1000); null where the line is missing. */
  revenue: number | null;
  netProfit: number | null;
  assets: number | null;
  equity: number | null;
}

const thousands = (value: number | undefined) => (value === undefined ? null : value / 1000);

/** The chart's series: revenue, net profit, assets and equity by year, in thousands of rubles. */
export function financeSeries(additional: TFinancesReply['additional_finances']): TFinancePoint[] {
  return linesByYear(additional).map(([year, lines]) => ({
    year,
    revenue: thousands(lines['2110']),
    netProfit: thousands(lines['2400']),
    assets: thousands(lines['1600']),
    equity: thousands(lines['1300']),
  }));
}
