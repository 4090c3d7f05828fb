import { describe, expect, it } from 'vitest';
import {
  formatChatDate,
  formatDate,
  formatDateTime,
  formatRubles,
  formatTime,
  localDayKey,
  russianPlural,
  transliterate,
} from './format.ts';

/** ru-RU groups thousands with a narrow no-break space (U+202F) and puts U+00A0 before ₽. */
const normalizeSpaces = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');

describe('formatRubles', () => {
  it('formats rubles without decimals, rounding half up', () => {
    expect(normalizeSpaces(formatRubles(1234567.8))).toBe('1 234 568 ₽');
    expect(normalizeSpaces(formatRubles(10000))).toBe('10 000 ₽');
    expect(normalizeSpaces(formatRubles(0))).toBe('0 ₽');
    expect(normalizeSpaces(formatRubles(-2500))).toBe('-2 500 ₽');
  });

  it('accepts numeric strings as PostgreSQL returns numerics', () => {
    expect(normalizeSpaces(formatRubles('10000.00'))).toBe('10 000 ₽');
  });

  it('returns an empty string for missing or broken values', () => {
    expect(formatRubles(null)).toBe('');
    expect(formatRubles(undefined)).toBe('');
    expect(formatRubles('abc')).toBe('');
    expect(formatRubles(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('formats calendar dates as DD.MM.YYYY without shifting the day', () => {
    expect(formatDate('2019-03-05')).toBe('05.03.2019');
    expect(formatDate('1992-12-31')).toBe('31.12.1992');
    expect(formatDate(new Date(2024, 0, 9))).toBe('09.01.2024');
  });

  it('returns an empty string for missing or broken values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats as hh:mm DD.MM.YYYY on a 24-hour clock', () => {
    expect(formatDateTime(new Date(2026, 10, 21, 19, 5))).toBe('19:05 21.11.2026');
    expect(formatDateTime(new Date(2026, 0, 1, 0, 0))).toBe('00:00 01.01.2026');
  });

  it('returns an empty string for a broken value', () => {
    expect(formatDateTime('garbage')).toBe('');
  });
});

describe('formatChatDate', () => {
  it('names the month, with the day and the year, in each language of the interface', () => {
    const date = new Date(2026, 2, 5, 14, 30);
    expect(normalizeSpaces(formatChatDate(date, 'ru'))).toBe('5 марта 2026 г.');
    expect(formatChatDate(date, 'en')).toBe('March 5, 2026');
    expect(formatChatDate(date, 'zh')).toBe('2026年3月5日');
  });

  it('speaks Russian unless told otherwise and reads ISO timestamps in local time', () => {
    const local = new Date(2025, 11, 31, 23, 59);
    expect(normalizeSpaces(formatChatDate(local.toISOString()))).toBe('31 декабря 2025 г.');
    expect(normalizeSpaces(formatChatDate('2024-01-09'))).toBe('9 января 2024 г.');
  });

  it('returns an empty string for a missing or broken value', () => {
    expect(formatChatDate(null)).toBe('');
    expect(formatChatDate('garbage', 'en')).toBe('');
  });
});

describe('formatTime and localDayKey', () => {
  it('give the local time of day and the local calendar day', () => {
    const late = new Date(2026, 10, 21, 23, 7);
    expect(formatTime(late)).toBe('23:07');
    expect(formatTime(late.toISOString())).toBe('23:07');
    expect(localDayKey(late.toISOString())).toBe('2026-11-21');
    expect(localDayKey(new Date(2026, 10, 22, 0, 1))).toBe('2026-11-22');
  });

  it('return an empty string for a broken value', () => {
    expect(formatTime('garbage')).toBe('');
    expect(localDayKey(undefined)).toBe('');
  });
});

describe('transliterate', () => {
  it('spells Russian in Latin letters with one hyphen between words and none at the ends', () => {
    expect(transliterate('Северный Ветер')).toBe('severnyy-veter');
    expect(transliterate('«Щука и ёж», ООО')).toBe('shchuka-i-ezh-ooo');
    expect(transliterate('Хлеб 24')).toBe('khleb-24');
    expect(transliterate('  — ')).toBe('');
  });
});

describe('russianPlural', () => {
  const forms = ['товар', 'товара', 'товаров'] as const;
  it.each([
    [1, 'товар'],
    [21, 'товар'],
    [101, 'товар'],
    [2, 'товара'],
    [34, 'товара'],
    [0, 'товаров'],
    [5, 'товаров'],
    [11, 'товаров'],
    [12, 'товаров'],
    [14, 'товаров'],
    [111, 'товаров'],
    [112, 'товаров'],
  ])('%i → %s', (count, word) => {
    expect(russianPlural(count, forms)).toBe(word);
  });
});
