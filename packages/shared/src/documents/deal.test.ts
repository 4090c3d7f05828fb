import { describe, expect, it } from 'vitest';
import { dealTotals, formatKopecks, vatInsideKopecks } from './deal.ts';

describe('deal totals', () => {
  it('adds the lines and the VAT inside them', () => {
    const totals = dealTotals({
      lines: [
        { name: 'a', quantity: 2, unit: 'шт.', price_kopecks: 12_000, vat: 20 },
        { name: 'b', quantity: 1, unit: 'шт.', price_kopecks: 5_000, vat: null },
      ],
    });
    expect(totals).toEqual({ totalKopecks: 29_000, vatKopecks: 4_000 });
  });

  it('keeps a line’s fixed amount (a quote for the whole volume) whatever its rounded unit price', () => {
    const line = { name: 'a', quantity: 3, unit: 'т', price_kopecks: 3_333_333, vat: null, amount_kopecks: 10_000_000 };
    expect(dealTotals({ lines: [line] })).toEqual({ totalKopecks: 10_000_000, vatKopecks: 0 });
  });

  it('rounds VAT to a kopeck and has none without a rate', () => {
    expect(vatInsideKopecks(100, 20)).toBe(17);
    expect(vatInsideKopecks(100, null)).toBe(0);
  });

  it('formats money as an invoice column', () => {
    expect(formatKopecks(123_456_78)).toBe('123 456,78');
    expect(formatKopecks(5)).toBe('0,05');
  });
});
