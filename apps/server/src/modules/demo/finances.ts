import type { TCompanyContext } from './context.ts';
import { yearOf } from './dates.ts';
import type { Random } from './random.ts';

/**
 * Company size and accounting statements (ГИР БО, forms of Приказ Минфина
 * 66н, open-data-formats.md §3.1). Values are kept in thousands of rubles
 * while building, as the forms are filled, and written in rubles, so every
 * stored value is a whole number of thousands. The identities hold exactly:
 * 1100 + 1200 = 1600 = 1700 = 1300 + 1400 + 1500, 1500 = 1520, and the income
 * statement adds up line by line (expenses positive, as ГИР БО gives them).
 */

/** Average headcount bands of the register: most companies have one or no employee. */
// biome-ignore format: a data table reads best packed
const HEADCOUNT_BANDS: readonly (readonly [number, number, number])[] = [
  [0, 0, 22], [1, 1, 26], [2, 5, 24], [6, 15, 15], [16, 50, 8], [51, 100, 2.6], [101, 250, 1.5], [251, 1000, 0.7],
  [1001, 5000, 0.2],
];
/** Revenue per employee a year by ОКВЭД section, thousands of rubles: trade turns over far more than services. */
// biome-ignore format: a data table reads best packed
const REVENUE_PER_EMPLOYEE: Readonly<Record<string, number>> = {
  G: 14_000, F: 6_000, C: 5_500, H: 5_000, L: 6_000, M: 3_500, J: 4_000, K: 9_000, N: 2_500, I: 1_800, A: 4_000,
  B: 12_000, D: 10_000, E: 3_000, Q: 2_000, P: 1_500, R: 1_800, S: 1_500,
};
/** Operating companies that filed statements to ГИР БО; the rest is the «no fresh statements» risk sign. */
export const FILES_STATEMENTS = 0.6;
/** Years of statements kept: ГИР БО shows the last three on a card. */
export const STATEMENT_YEARS = 3;
/** Companies whose equity is negative (losses beyond capital): about one in eight in the real register. */
const NEGATIVE_EQUITY = 0.12;

export type TStatementYear = { year: number; lines: Map<string, number> };

/**
 * Search rank by size, exactly as the database's `company_size_rank()` computes
 * it from the latest revenue (rubles) and headcount: ten points per tenfold.
 * The demo writes it directly instead of asking the database to recompute a
 * million rows after the load.
 */
export function sizeRank(revenue: number | null, employees: number | null): number {
  const points = (value: number | null) => Math.floor(10 * Math.log10(Math.max(value ?? 0, 0) + 1));
  return Math.min(999, points(revenue) + points(employees));
}

/** The last year whose statements are public on `today` (due by 31 March of the next year). */
export function lastReportedYear(today: number): number {
  const year = yearOf(today);
  const march31 = Date.UTC(year, 2, 31) / 86_400_000;
  return today > march31 ? year - 1 : year - 2;
}

/** Headcount and last-year revenue (rubles) of a company; zero-staff companies still trade, some heavily. */
export function sizeOf(
  random: Random,
  ctx: Pick<TCompanyContext, 'company' | 'stateOwner'>,
): { employees: number; revenue: number } {
  const roll = random.float() * 100;
  let acc = 0;
  let employees = 0;
  const ao = ctx.company.opf_code !== '12300';
  for (const [min, max, weight] of HEADCOUNT_BANDS) {
    // АО and state companies are bigger: shift their draw up the bands.
    acc += ao || ctx.stateOwner ? weight * (min >= 16 ? 4 : 1) : weight;
    if (roll < acc || min === 1001) {
      employees = random.int(min, max);
      break;
    }
  }
  const section = sectionOf(ctx.company.okved_code);
  const perEmployee = REVENUE_PER_EMPLOYEE[section] ?? 3_000;
  const effective = employees === 0 ? random.float() * 2 : employees;
  // Log-normal-ish spread: a factor of 0.2–5 around the sector norm.
  const factor = Math.exp((random.float() + random.float() + random.float() - 1.5) * 1.8);
  const thousands = Math.round(effective * perEmployee * factor);
  return { employees, revenue: thousands * 1000 };
}

const SECTION_BY_DIVISION: readonly (readonly [number, string])[] = [
  [3, 'A'],
  [9, 'B'],
  [33, 'C'],
  [35, 'D'],
  [39, 'E'],
  [43, 'F'],
  [47, 'G'],
  [53, 'H'],
  [56, 'I'],
  [63, 'J'],
  [66, 'K'],
  [68, 'L'],
  [75, 'M'],
  [82, 'N'],
  [84, 'O'],
  [85, 'P'],
  [88, 'Q'],
  [93, 'R'],
  [96, 'S'],
];

/** ОКВЭД section of a code by its two-digit division. */
export function sectionOf(code: string): string {
  const division = Number(code.slice(0, 2));
  for (const [last, section] of SECTION_BY_DIVISION) if (division <= last) return section;
  return 'S';
}

/**
 * Statements for the years the company existed through, oldest first, or an
 * empty list when it does not file. Revenue walks back from the last year by
 * random growth; retained earnings accumulate the net profit year to year.
 */
export function statements(random: Random, ctx: TCompanyContext, lastYear: number): TStatementYear[] {
  if (!random.chance(FILES_STATEMENTS)) return [];
  const firstYear = Math.max(yearOf(ctx.registrationDay), lastYear - STATEMENT_YEARS + 1);
  // A closed company's last statement is for the year before it closed.
  const endYear = ctx.endDay === null ? lastYear : Math.min(lastYear, yearOf(ctx.endDay) - 1);
  if (endYear < firstYear) return [];
  const revenues: number[] = [];
  let revenue = Math.round(ctx.revenue / 1000);
  for (let y = endYear; y >= firstYear; y--) {
    revenues.unshift(revenue);
    // Growth of 0.6×–1.6× a year; a tenth of companies halved their sales (a risk sign).
    const growth = random.chance(0.1) ? 0.45 : 0.6 + random.float();
    revenue = Math.max(0, Math.round(revenue / growth));
  }
  const capital = Math.round(ctx.company.share_capital / 1000);
  const negative = random.chance(NEGATIVE_EQUITY);
  let retained = negative
    ? -Math.round((revenues[0] ?? 0) * (0.05 + random.float() * 0.2)) - capital - 1
    : Math.round((revenues[0] ?? 0) * random.float() * 0.2);
  const section = sectionOf(ctx.company.okved_code);
  const fixedShare = section === 'C' || section === 'D' || section === 'L' || section === 'B' ? 0.45 : 0.12;
  const years: TStatementYear[] = [];
  for (let i = 0; i < revenues.length; i++) {
    const r = revenues[i] as number;
    const margin = negative ? -0.02 - random.float() * 0.1 : -0.03 + random.float() * 0.15;
    const sales = r - Math.round(r * (1 - margin));
    const other = Math.round(r * (random.float() - 0.5) * 0.02);
    const beforeTax = sales + other;
    const tax = beforeTax > 0 ? Math.round(beforeTax * 0.2) : 0;
    const net = beforeTax - tax;
    retained += net;
    const equity = capital + retained;
    const assets = Math.max(equity + 1, Math.round(r * (0.25 + random.float() * 0.8)) + Math.max(0, capital), 10);
    const fixed = Math.round(assets * fixedShare * random.float() * 2);
    const nonCurrent = Math.min(fixed, assets);
    const current = assets - nonCurrent;
    const cash = Math.round(current * (0.05 + random.float() * 0.3));
    const inventory = section === 'G' || section === 'C' ? Math.round((current - cash) * random.float() * 0.6) : 0;
    const receivables = current - cash - inventory;
    const liabilities = assets - equity;
    const longTerm = random.chance(0.15) ? Math.round(liabilities * random.float() * 0.4) : 0;
    const shortTerm = liabilities - longTerm;
    // The lines a small company's simplified statement fills: totals and the main items only; zero lines are
    // omitted as ГИР БО omits them. 1100 + 1200 = 1600 = 1700 = 1300 + 1400 + 1500, 1200 = 1210 + 1230 + 1250.
    const lines = new Map<string, number>();
    const put = (code: string, value: number, always = false) => {
      if (value !== 0 || always) lines.set(code, value * 1000);
    };
    put('1100', nonCurrent);
    put('1210', inventory);
    put('1230', receivables);
    put('1250', cash);
    put('1200', current, true);
    put('1600', assets, true);
    put('1300', equity, true);
    put('1400', longTerm);
    put('1520', shortTerm);
    put('1500', shortTerm, true);
    put('1700', assets, true);
    // Expense lines are positive, as ГИР БО publishes them: 2200 = 2110 − 2120, 2400 = 2300 − 2410.
    put('2110', r, true);
    put('2120', r - sales);
    put('2200', sales, true);
    put('2300', beforeTax, true);
    put('2410', tax);
    put('2400', net, true);
    years.push({ year: firstYear + i, lines });
  }
  return years;
}
