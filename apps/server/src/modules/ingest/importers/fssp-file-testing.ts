/**
 * A ФССП open-data file with new or ended proceedings of subjects already in the register, for tests of
 * change tracking (see change-files-testing.ts).
 */

/** One row of the ФССП iplegallist set. `completion`: «DD.MM.YYYY, reason» of an ended proceeding. */
export type TProceedingLine = {
  debtorName: string;
  debtorInn: string;
  debtorAddress?: string | null;
  number: string;
  /** YYYY-MM-DD. */
  startedOn: string;
  subject?: string;
  amount?: number;
  remaining?: number;
  completion?: string;
};

const csvCell = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;
const ruDate = (iso: string) => iso.split('-').reverse().join('.');

/**
 * A ФССП open-data CSV (UTF-8, comma) with these proceedings, headed like the published set plus the
 * completion column of its «complete» variant. Save it as `data-YYYYMMDD-structure-20200101.csv`.
 */
export function fsspFile(lines: readonly TProceedingLine[]): string {
  const header = [
    'The name of the debtor',
    'Address of debtor organization',
    'The number of enforcement proceeding',
    'Date of the institution of proceeding',
    'The executive document type',
    'The object of the execution',
    'Amount due',
    'Debt remaining balance',
    'Departments of bailiffs',
    'Debtor taxpayer identification number',
    'Complete IP reason',
  ];
  const rows = lines.map((l) => [
    l.debtorName,
    l.debtorAddress ?? '',
    l.number,
    ruDate(l.startedOn),
    'Исполнительный лист',
    l.subject ?? 'Иные взыскания имущественного характера в пользу юридических и физических лиц',
    l.amount ?? 100_000,
    l.remaining ?? l.amount ?? 100_000,
    'ОСП по Центральному АО № 1 ГУФССП России по г. Москве',
    l.debtorInn,
    l.completion ?? '',
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** A file name the ФССП importer reads (`data-YYYYMMDD-structure-20200101.csv`). */
export const fsspFileName = (date = new Date().toISOString().slice(0, 10)) =>
  `data-${date.replaceAll('-', '')}-structure-20200101.csv`;
