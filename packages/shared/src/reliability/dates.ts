/** Calendar arithmetic on `YYYY-MM-DD` strings in UTC, as the rules count ages and windows. */

const DAY_MS = 86_400_000;

export const dayNumber = (date: string): number => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS;

export const formatDayNumber = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The same day `months` later (or earlier); a missing day clamps to the month's end (31 Jan + 1 m = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

export const addDays = (date: string, days: number): string => formatDayNumber(dayNumber(date) + days);

/** Whether `date` lies within the `months` before `today` (inclusive); null dates never do. */
export const withinMonths = (date: string | null | undefined, today: string, months: number): boolean =>
  !!date && date <= today && date >= addMonths(today, -months);

/** Full years between two dates. */
export function fullYears(from: string, to: string): number {
  let years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  if (to.slice(5, 10) < from.slice(5, 10)) years--;
  return years;
}

/** The last year whose annual statements are due on `today` (filed by 31 March of the next year). */
export function lastReportedYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return today.slice(5, 10) > '03-31' ? year - 1 : year - 2;
}
