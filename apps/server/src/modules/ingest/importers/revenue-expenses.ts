import type { revenueExpenses } from '../../../db/schema/finances.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection } from '../importer.ts';
import { child } from '../xml-units.ts';
import { amountOf, fnsSetImporter, reportedYear } from './fns-sets.ts';

type TRevenueExpenses = TImportRow<typeof revenueExpenses, never, 'revenue' | 'expenses'>;

/**
 * ФНС «Сведения о суммах доходов и расходов по данным бухгалтерской
 * отчётности» (revexp): one `revenue_expenses` row per company and year. The
 * set reports a finished year like paytax, so the year follows the same
 * `reportedYear` rule (31.12.Y and 01.01.Y+1 both mean year Y).
 */
export const revenueExpensesImporter = fnsSetImporter<TRevenueExpenses>({
  source: 'revenue-expenses',
  description: 'ФНС: доходы и расходы по бухгалтерской отчётности (revexp), XML или zip',
  table: 'revenue_expenses',
  sizeFact: true,
  key: ['inn', 'year'],
  map(doc) {
    const block = child(doc.document, 'СведДохРасх');
    if (!block) return { reject: 'Нет сведений о доходах и расходах (СведДохРасх)' };
    const revenue = amountOf(block, 'СумДоход', 'СведДохРасх');
    if (isRejection(revenue)) return revenue;
    const expenses = amountOf(block, 'СумРасход', 'СведДохРасх');
    if (isRejection(expenses)) return expenses;
    return {
      inn: doc.inn,
      year: reportedYear(doc.asOf),
      revenue,
      expenses,
      source: 'revenue-expenses',
      as_of: doc.asOf,
    };
  },
});
