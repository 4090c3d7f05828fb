import type { TCompanyContext } from './context.ts';
import { formatDay, parseDay, yearOf } from './dates.ts';
import type { TStatementYear } from './finances.ts';
import type { Random } from './random.ts';
import type { TableBuffers } from './tables.ts';

/**
 * ФНС open-data sets for a company: headcount, taxes paid, special regimes,
 * revenue and expenses (all for the last reported year, as the sets are
 * published), arrears and offences on the reference date, and the SME
 * register entry. Written straight into the batch buffers.
 */

/** The simplified system (УСН): its limits (2025 values, rounded) and how many of those eligible use it. */
const USN = { maxEmployees: 130, maxRevenue: 265_000_000, share: 0.68 } as const;
/** Companies with tax arrears on the date, and with fines for tax offences: a minority, but every check needs some. */
const CHANCE = { arrears: 0.07, arrearsWindingUp: 0.5, offences: 0.02 } as const;

const TAX = {
  usn: 'Налог, взимаемый в связи с применением упрощенной системы налогообложения',
  profit: 'Налог на прибыль',
  vat: 'Налог на добавленную стоимость',
  insurance:
    'Страховые взносы на обязательное социальное страхование на случай временной нетрудоспособности и в связи с материнством',
  pension: 'Страховые взносы на обязательное пенсионное страхование',
  property: 'Налог на имущество организаций',
  eshn: 'Единый сельскохозяйственный налог',
} as const;

const SOURCE = 'demo';

/** Whether the company uses УСН (drawn once, shared by tax payments and regimes). */
export function usesUsn(random: Random, ctx: TCompanyContext): boolean {
  return (
    !ctx.stateOwner &&
    ctx.company.opf_code === '12300' &&
    ctx.employees <= USN.maxEmployees &&
    ctx.revenue <= USN.maxRevenue &&
    random.chance(USN.share)
  );
}

/** SME category by headcount and revenue (ФЗ-209 limits: 15/120M, 100/800M, 250/2B). */
export function smeCategory(employees: number, revenue: number): number | null {
  if (employees <= 15 && revenue <= 120_000_000) return 1;
  if (employees <= 100 && revenue <= 800_000_000) return 2;
  if (employees <= 250 && revenue <= 2_000_000_000) return 3;
  return null;
}

/** The SME register includes subjects on the 10th of the month after registration, and no earlier than 1 Aug 2016. */
export function smeIncludedOn(registrationDay: number): string {
  const start = parseDay('2016-08-10');
  const date = new Date(registrationDay * 86_400_000);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 10) / 86_400_000;
  return formatDay(Math.max(start, next));
}

/**
 * Writes the ФНС open-data facts of a company. Returns the headcount it
 * published (ССЧР or the SME register), or null when neither lists one.
 */
export function writeCompanyTaxes(
  out: TableBuffers,
  random: Random,
  ctx: TCompanyContext,
  statements: readonly TStatementYear[],
  lastYear: number,
  asOf: string,
  today: number,
): number | null {
  const c = ctx.company;
  const inn = c.inn;
  const alive = ctx.endDay === null || yearOf(ctx.endDay) > lastYear;
  const existed = yearOf(ctx.registrationDay) <= lastYear;
  const usn = usesUsn(random, ctx);
  const agro = c.okved_code.startsWith('01') && !usn && random.chance(0.5);
  let reportedEmployees: number | null = null;
  if (alive && existed) {
    out.push('tax_headcount', [inn, lastYear, ctx.employees, SOURCE, asOf]);
    reportedEmployees = ctx.employees;
    if (usn || agro)
      out.push('tax_regimes', [
        inn,
        `${lastYear}-12-31`,
        usn ? 't' : 'f',
        agro ? 't' : 'f',
        'f',
        'f',
        'f',
        SOURCE,
        asOf,
      ]);
  }
  const last = statements[statements.length - 1];
  if (last && last.year === lastYear) {
    const revenue = last.lines.get('2110') ?? 0;
    const beforeTax = last.lines.get('2300') ?? 0;
    out.push('revenue_expenses', [inn, lastYear, revenue, revenue - beforeTax, SOURCE, asOf]);
    const payroll = ctx.employees * 600_000;
    const taxes: [string, number][] = [];
    if (usn) taxes.push([TAX.usn, Math.round(revenue * 0.06)]);
    else if (agro) taxes.push([TAX.eshn, Math.round(Math.max(0, beforeTax) * 0.06)]);
    else {
      taxes.push([TAX.vat, Math.round(revenue * 0.02 * (0.5 + random.float()))]);
      if (beforeTax > 0) taxes.push([TAX.profit, last.lines.get('2410') ?? 0]);
      if ((last.lines.get('1100') ?? 0) > 0)
        taxes.push([TAX.property, Math.round((last.lines.get('1100') ?? 0) * 0.022)]);
    }
    if (payroll > 0) {
      taxes.push([TAX.pension, Math.round(payroll * 0.22)]);
      taxes.push([TAX.insurance, Math.round(payroll * 0.029)]);
    }
    for (const [name, amount] of taxes)
      if (amount > 0) out.push('tax_payments', [inn, lastYear, name, amount, SOURCE, asOf]);
  }
  if (!ctx.operating) return reportedEmployees;
  if (random.chance(c.status_name === 'Действует' ? CHANCE.arrears : CHANCE.arrearsWindingUp)) {
    const onDate = `${yearOf(today)}-01-01` > c.registration_date ? `${yearOf(today)}-01-01` : asOf;
    const names = random.chance(0.6) ? [usn ? TAX.usn : TAX.vat] : [usn ? TAX.usn : TAX.vat, TAX.pension];
    for (const name of names) {
      const arrears = random.int(1, 500) * 1000 + random.int(0, 999);
      const penalties = Math.round(arrears * random.float() * 0.15 * 100) / 100;
      const fines = random.chance(0.3) ? Math.round(arrears * 0.2) : 0;
      out.push('tax_arrears', [
        inn,
        onDate,
        name,
        arrears,
        penalties,
        fines,
        Math.round((arrears + penalties + fines) * 100) / 100,
        SOURCE,
        asOf,
      ]);
    }
  }
  if (random.chance(CHANCE.offences)) {
    const onDate = `${lastYear}-12-31`;
    const count = random.int(1, 3);
    for (let i = 1; i <= count; i++)
      out.push('tax_offences', [inn, onDate, i, random.pick([200, 1000, 5000, 10_000, 20_000, 40_000]), SOURCE, asOf]);
  }
  if (c.status_name === 'Действует' && !ctx.stateOwner) {
    const category = smeCategory(ctx.employees, ctx.revenue);
    const isNew = today - ctx.registrationDay < 365;
    const included = smeIncludedOn(ctx.registrationDay);
    // A company registered this month enters the register only on the 10th of the next one.
    if (category !== null && parseDay(included) <= today) {
      out.push('sme_register', [
        inn,
        c.ogrn,
        1,
        category,
        included,
        isNew ? 't' : 'f',
        random.chance(0.01) ? 't' : 'f',
        ctx.employees,
        SOURCE,
        asOf,
      ]);
      reportedEmployees ??= ctx.employees;
    }
  }
  return reportedEmployees;
}
