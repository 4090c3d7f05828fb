import { describe, expect, it } from 'vitest';
import { financeRatios, financeSeries, linesByYear } from './finance-ratios.ts';

const full = {
  '1200': 400,
  '1300': 500,
  '1400': 100,
  '1500': 200,
  '1600': 1000,
  '1700': 1000,
  '2110': 2000,
  '2400': 100,
};

describe('financeRatios', () => {
  it('computes the usual ratios from one year of lines', () => {
    expect(financeRatios(2024, full)).toEqual({
      year: 2024,
      netMargin: 0.05,
      returnOnAssets: 0.1,
      returnOnEquity: 0.2,
      currentRatio: 2,
      debtLoad: 0.3,
      equityRatio: 0.5,
    });
  });

  it('gives null, never 0, for a ratio whose line is missing', () => {
    const { '2110': _revenue, '1200': _current, ...rest } = full;
    const ratios = financeRatios(2024, rest);
    expect(ratios.netMargin).toBeNull();
    expect(ratios.currentRatio).toBeNull();
    expect(ratios.returnOnAssets).toBe(0.1);
  });

  it('gives null for a zero divisor and for return on negative equity', () => {
    const ratios = financeRatios(2024, { ...full, '2110': 0, '1300': -50 });
    expect(ratios.netMargin).toBeNull();
    expect(ratios.returnOnEquity).toBeNull();
    expect(ratios.equityRatio).toBe(-0.05);
  });

  it('counts absent long-term liabilities as none, but needs the short-term ones', () => {
    const { '1400': _longTerm, ...withoutLongTerm } = full;
    expect(financeRatios(2024, withoutLongTerm).debtLoad).toBe(0.2);
    const { '1500': _shortTerm, ...withoutShortTerm } = full;
    expect(financeRatios(2024, withoutShortTerm).debtLoad).toBeNull();
  });

  it('falls back to 1600 when the liabilities total 1700 is missing', () => {
    const { '1700': _total, ...rest } = full;
    expect(financeRatios(2024, rest).debtLoad).toBe(0.3);
  });
});

describe('linesByYear and financeSeries', () => {
  const additional = {
    '2024': { '1': { '1600': { sum: 5_000_000 } }, '2': { '2110': { sum: 12_345_678 }, '2400': { sum: -1500 } } },
    '2023': { '1': { '1600': { sum: 4_000_000 }, '1300': { sum: 1_000_000 } } },
  };

  it('merges the forms of a year and sorts the years ascending', () => {
    expect(linesByYear(additional)).toEqual([
      [2023, { '1600': 4_000_000, '1300': 1_000_000 }],
      [2024, { '1600': 5_000_000, '2110': 12_345_678, '2400': -1500 }],
    ]);
  });

  it('gives the chart thousands of rubles and null for missing lines', () => {
    expect(financeSeries(additional)).toEqual([
      { year: 2023, revenue: null, netProfit: null, assets: 4000, equity: 1000 },
      { year: 2024, revenue: 12345.678, netProfit: -1.5, assets: 5000, equity: null },
    ]);
  });
});
