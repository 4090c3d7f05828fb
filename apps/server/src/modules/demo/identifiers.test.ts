import { isValidInnLegal, isValidInnPerson, isValidKpp, isValidOgrn, isValidOgrnip } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { loadRegions } from '../reference/index.ts';
import { headOfficeKpp, IdentifierAllocator, registeringOfficeDigits, taxOfficesOf } from './identifiers.ts';
import { Random } from './random.ts';

describe('taxOfficesOf', () => {
  it('gives every region 4-digit offices starting with its code (Nenets AO: Arkhangelsk 2983)', () => {
    for (const region of loadRegions()) {
      const offices = taxOfficesOf(region);
      expect(offices.length, region.code).toBeGreaterThan(0);
      for (const office of offices) {
        expect(office).toMatch(/^\d{4}$/);
        expect(office.slice(0, 2)).toBe(region.code === '83' ? '29' : region.code);
      }
    }
    expect(taxOfficesOf({ code: '77', population_k: 13_000 })).toHaveLength(51);
  });
});

describe('registeringOfficeDigits', () => {
  it('sends Moscow and St Petersburg registrations since 2004 to their registration offices', () => {
    expect(registeringOfficeDigits('7705', '77', 2018)).toBe('46');
    expect(registeringOfficeDigits('7812', '78', 2010)).toBe('47');
    expect(registeringOfficeDigits('7705', '77', 2002)).toBe('05');
    expect(registeringOfficeDigits('5404', '54', 2015)).toBe('04');
  });
});

describe('IdentifierAllocator', () => {
  it('hands out unique, valid ИНН within one office until its 100,000 serials run out, then moves on', () => {
    const ids = new IdentifierAllocator(1);
    const seen = new Set<string>();
    const offices = new Set<string>();
    for (let i = 0; i < 100_000; i++) {
      const { inn, office } = ids.innLegal(['5401', '5402'], 0);
      offices.add(office);
      seen.add(inn);
    }
    expect([...offices]).toEqual(['5401']);
    expect(seen.size).toBe(100_000);
    expect([...seen].filter((inn) => !isValidInnLegal(inn))).toEqual([]);
    expect(ids.innLegal(['5401', '5402'], 0).office).toBe('5402');
    expect(() => new IdentifierAllocator(1).innLegal([], 0)).toThrow();
  });

  it('keeps the directors and sole traders halves of the person ИНН space apart', () => {
    const ids = new IdentifierAllocator(9);
    const directors = new Set(Array.from({ length: 20_000 }, () => ids.innPerson(['7701'], 0, 'directors')));
    const traders = new Set(Array.from({ length: 20_000 }, () => ids.innPerson(['7701'], 0, 'entrepreneurs')));
    expect(directors.size).toBe(20_000);
    expect(traders.size).toBe(20_000);
    expect([...directors].filter((inn) => traders.has(inn) || Number(inn.slice(4, 10)) >= 500_000)).toEqual([]);
    expect([...traders].filter((inn) => !isValidInnPerson(inn) || Number(inn.slice(4, 10)) < 500_000)).toEqual([]);
  });

  it('builds ОГРН and ОГРНИП with sign, year, region, office and a valid check digit', () => {
    const ids = new IdentifierAllocator(3);
    const ogrn = ids.ogrn('1', 2018, '77', '46');
    expect(ogrn).toMatch(/^1187746\d{6}$/);
    expect(isValidOgrn(ogrn)).toBe(true);
    expect(isValidOgrn(ids.ogrn('5', 2007, '77', '46'))).toBe(true);
    const ogrnip = ids.ogrnip(2019, '54', '04');
    expect(ogrnip).toMatch(/^3195404\d{8}$/);
    expect(isValidOgrnip(ogrnip)).toBe(true);
  });

  it('is deterministic for a seed', () => {
    const run = (seed: number) => {
      const ids = new IdentifierAllocator(seed);
      return [ids.innLegal(['7701'], 0).inn, ids.ogrn('1', 2020, '77', '46'), ids.ogrnip(2020, '77', '46')];
    };
    expect(run(5)).toEqual(run(5));
    expect(run(5)).not.toEqual(run(6));
  });
});

describe('headOfficeKpp', () => {
  it('is the office, reason 01 and a short sequence', () => {
    const random = new Random(4);
    for (let i = 0; i < 200; i++) {
      const kpp = headOfficeKpp(random, '7701');
      expect(kpp).toMatch(/^770101\d{3}$/);
      expect(isValidKpp(kpp)).toBe(true);
    }
  });
});
