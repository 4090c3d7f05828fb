import { describe, expect, it } from 'vitest';
import { statementForms } from './finance-statements.ts';

describe('statementForms', () => {
  it('builds one table per form with a column per year, oldest first, null for a missing line', () => {
    const tables = statementForms({
      '2023': { '1': { '1600': { sum: 10 }, '1100': { sum: 4 } }, '2': { '2110': { sum: 7 } } },
      '2024': { '1': { '1600': { sum: 12 } } },
    });
    expect(tables).toEqual({
      years: [2023, 2024],
      forms: [
        {
          form: '1',
          lines: [
            { code: '1100', sums: [4, null] },
            { code: '1600', sums: [10, 12] },
          ],
        },
        { form: '2', lines: [{ code: '2110', sums: [7, null] }] },
      ],
    });
  });

  it('gives no forms for no statements', () => {
    expect(statementForms({})).toEqual({ years: [], forms: [] });
  });
});
