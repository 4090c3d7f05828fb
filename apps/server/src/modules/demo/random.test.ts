import { describe, expect, it } from 'vitest';
import { createRegistrationDayPicker, formatDay, parseDay, yearOf } from './dates.ts';
import { Random, WeightedPicker } from './random.ts';

describe('Random', () => {
  it('repeats the same sequence for the same seed and stream', () => {
    const a = new Random(42, 'x');
    const b = new Random(42, 'x');
    const sequence = Array.from({ length: 1000 }, () => a.uint32());
    expect(Array.from({ length: 1000 }, () => b.uint32())).toEqual(sequence);
  });

  it('differs for another seed or stream', () => {
    const first = (random: Random) => Array.from({ length: 20 }, () => random.uint32());
    expect(first(new Random(42, 'x'))).not.toEqual(first(new Random(43, 'x')));
    expect(first(new Random(42, 'x'))).not.toEqual(first(new Random(42, 'y')));
  });

  it('keeps int() within its bounds and reaches both ends', () => {
    const random = new Random(7);
    const seen = new Set<number>();
    for (let i = 0; i < 10_000; i++) {
      const value = random.int(3, 9);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(9);
      seen.add(value);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('samples distinct elements', () => {
    const picked = new Random(1).sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
  });
});

describe('WeightedPicker', () => {
  it('follows the weights and never returns a zero-weight item', () => {
    const picker = new WeightedPicker([
      ['rare', 1],
      ['never', 0],
      ['common', 9],
    ] as const);
    const random = new Random(5);
    const counts = { rare: 0, never: 0, common: 0 };
    for (let i = 0; i < 20_000; i++) counts[picker.pick(random)]++;
    expect(counts.never).toBe(0);
    expect(counts.common / 20_000).toBeGreaterThan(0.88);
    expect(counts.common / 20_000).toBeLessThan(0.92);
  });
});

describe('dates', () => {
  it('round-trips calendar days and rejects impossible ones', () => {
    expect(formatDay(parseDay('2026-11-01'))).toBe('2026-11-01');
    expect(formatDay(parseDay('2000-02-29'))).toBe('2000-02-29');
    expect(() => parseDay('2026-02-30')).toThrow();
    expect(() => parseDay('01.11.2026')).toThrow();
  });

  it('draws registration days between 1992 and the last day, mostly from the 2000s–2010s', () => {
    const last = parseDay('2026-11-01');
    const pick = createRegistrationDayPicker(last);
    const random = new Random(3);
    let middle = 0;
    for (let i = 0; i < 10_000; i++) {
      const day = pick(random);
      expect(day).toBeGreaterThanOrEqual(parseDay('1992-01-01'));
      expect(day).toBeLessThanOrEqual(last);
      const year = yearOf(day);
      if (year >= 2002 && year < 2020) middle++;
    }
    expect(middle / 10_000).toBeGreaterThan(0.5);
  });
});
