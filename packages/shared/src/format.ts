/**
 * Display formatters fixed by spec §9. They take values as stored (rubles as
 * numbers, dates as ISO strings or Date) and never throw: a missing or broken
 * value formats as an empty string so a card shows a gap, not "Invalid Date".
 */

const rublesFormat = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** 1234567.8 → "1 234 568 ₽" (ru-RU groups with a narrow no-break space). */
export function formatRubles(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? rublesFormat.format(value) : '';
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // A bare YYYY-MM-DD is a calendar date, not UTC midnight: read it as local so
  // it never shifts a day in western time zones.
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parsed = dateOnly
    ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "2019-03-05" → "05.03.2019". */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getDate())}.${pad2(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** Timestamp → "hh:mm DD.MM.YYYY" in the viewer's local time, 24-hour clock. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())} ${formatDate(date)}`;
}

/** The languages the interface speaks, as BCP 47 tags Intl knows. */
const CHAT_DATE_LOCALES: Record<string, string> = { ru: 'ru-RU', en: 'en-US', zh: 'zh-CN' };
const chatDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Spec §9 chat dates: the month by name, the day and the year, in the viewer's
 * language and local time: "5 марта 2026 г." in Russian, "March 5, 2026" in
 * English, "2026年3月5日" in Chinese. `language` is the interface's code (ru, en,
 * zh); any other tag is handed to Intl as it is.
 */
export function formatChatDate(value: string | Date | null | undefined, language = 'ru'): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = CHAT_DATE_LOCALES[language] ?? language;
  let format = chatDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
    chatDateFormats.set(locale, format);
  }
  return format.format(date);
}

/** Timestamp → "hh:mm", the viewer's local time on a 24-hour clock (a message's time under its text). */
export function formatTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** The local calendar day of a timestamp as "YYYY-MM-DD", to tell which messages share a date; '' when broken. */
export function localDayKey(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

const TRANSLIT: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * Latin spelling of Russian text for an address, a domain or a mailbox: letters and digits kept, everything
 * else one hyphen between words. «Северный Ветер» → «severnyy-veter».
 */
export function transliterate(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) {
    const mapped = TRANSLIT[ch];
    if (mapped !== undefined) out += mapped;
    else if (/[a-z0-9]/.test(ch)) out += ch;
    else if (out !== '' && !out.endsWith('-')) out += '-';
  }
  return out.replace(/-+$/, '');
}

/** The Russian word form for a count: `russianPlural(3, ['символ', 'символа', 'символов'])` is «символа». */
export function russianPlural(count: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = Math.abs(count) % 100;
  const ones = tens % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (ones === 1) return one;
  if (ones >= 2 && ones <= 4) return few;
  return many;
}
