import { type Random, WeightedPicker } from './random.ts';

/**
 * Calendar dates as whole days since 1970-01-01 (UTC). Registry dates have no
 * time of day, and integer days keep the arithmetic exact and independent of
 * the machine's time zone.
 */

const MS_PER_DAY = 86_400_000;

/** Day numbers by `YYYY-MM-DD`: the generator parses the dates it formatted itself, a few per row. */
const parsed = new Map<string, number>();

/** `YYYY-MM-DD` → day number; throws on anything else. */
export function parseDay(iso: string): number {
  const known = parsed.get(iso);
  if (known !== undefined) return known;
  const day = parseDayText(iso);
  if (parsed.size < 100_000) parsed.set(iso, day);
  return day;
}

function parseDayText(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Expected a YYYY-MM-DD date, got "${iso}"`);
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const day = ms / MS_PER_DAY;
  if (formatDay(day) !== iso) throw new Error(`Not a calendar date: "${iso}"`);
  return day;
}

/** Formatted days by day number: the demo uses ~13,000 distinct days, and Date formatting is slow in a hot loop. */
const formatted = new Map<number, string>();

/** Day number → `YYYY-MM-DD`. */
export function formatDay(day: number): string {
  let text = formatted.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    if (formatted.size < 100_000) formatted.set(day, text);
  }
  return text;
}

/** The calendar year of a day number. */
export function yearOf(day: number): number {
  return new Date(day * MS_PER_DAY).getUTCFullYear();
}

/** Day number of 1 January of `year`. */
export function firstDayOfYear(year: number): number {
  return Date.UTC(year, 0, 1) / MS_PER_DAY;
}

/**
 * Relative weight of a registration year among the entities of a present-day
 * register: few survivors from the 1990s, the bulk from the 2000s–2010s, and a
 * steady flow of new ones since.
 */
function registrationYearWeight(year: number): number {
  if (year < 1996) return 1;
  if (year < 2002) return 1.6;
  if (year < 2008) return 3.2;
  if (year < 2015) return 3.6;
  if (year < 2020) return 3;
  return 2.6;
}

/**
 * Draws registration days from 1 January `fromYear` to `lastDay` inclusive,
 * skewed by {@link registrationYearWeight}. `fromYear` is 1992 for companies
 * (the first post-Soviet registrations). The year table is built once, so a
 * draw costs a binary search.
 */
export function createRegistrationDayPicker(lastDay: number, fromYear = 1992): (random: Random) => number {
  const years: (readonly [number, number])[] = [];
  for (let year = fromYear; year <= yearOf(lastDay); year++) years.push([year, registrationYearWeight(year)]);
  const picker = new WeightedPicker(years);
  return (random) => {
    const year = picker.pick(random);
    return random.int(firstDayOfYear(year), Math.min(firstDayOfYear(year + 1) - 1, lastDay));
  };
}
