import { describe, expect, it } from 'vitest';
import { loadOkopf, loadOkved, loadRegions, OKVED_SECTIONS, okvedSectionOf } from './reference.ts';

/** The five code shapes ЕГРЮЛ accepts (`ОКВЭДТип`, §11.1) plus the section letter. */
const OKVED_SHAPES = {
  section: /^[A-U]$/,
  class: /^\d{2}$/,
  subclass: /^\d{2}\.\d$/,
  group: /^\d{2}\.\d{2}$/,
  subgroup: /^\d{2}\.\d{2}\.\d$/,
  type: /^\d{2}\.\d{2}\.\d{2}$/,
} as const;

function shapeOf(code: string): keyof typeof OKVED_SHAPES | undefined {
  return (Object.keys(OKVED_SHAPES) as (keyof typeof OKVED_SHAPES)[]).find((shape) => OKVED_SHAPES[shape].test(code));
}

const isTrimmedText = (value: string) => value.length > 0 && value === value.trim() && !/\s{2,}/.test(value);

describe('okved2.json', () => {
  const okved = loadOkved();
  const byCode = new Map(okved.map((entry) => [entry.code, entry]));

  it('has unique codes of the official shapes and clean names', () => {
    expect(byCode.size).toBe(okved.length);
    for (const entry of okved) {
      expect(shapeOf(entry.code), entry.code).toBeDefined();
      expect(isTrimmedText(entry.name), entry.code).toBe(true);
    }
  });

  it('has all 21 sections A–U as roots', () => {
    const sections = okved.filter((entry) => shapeOf(entry.code) === 'section');
    expect(sections.map((s) => s.code)).toEqual(OKVED_SECTIONS.map((s) => s.letter));
    for (const section of sections) {
      expect(section.parent_code).toBeNull();
      expect(section.section).toBe(section.code);
    }
  });

  it('links every position to an existing parent one level up', () => {
    const expectedParentShape = {
      class: 'section',
      subclass: 'class',
      group: 'subclass',
      subgroup: 'group',
      type: 'subgroup',
    } as const;
    for (const entry of okved) {
      const shape = shapeOf(entry.code);
      if (shape === 'section' || !shape) continue;
      const parent = entry.parent_code ? byCode.get(entry.parent_code) : undefined;
      expect(parent, `${entry.code} → ${entry.parent_code}`).toBeDefined();
      expect(shapeOf(parent?.code ?? ''), entry.code).toBe(expectedParentShape[shape]);
      if (shape !== 'class') expect(entry.code.startsWith(parent?.code ?? '?'), entry.code).toBe(true);
    }
  });

  it('puts every class in the section of the §11.1 table and children in their parent section', () => {
    for (const entry of okved) {
      if (shapeOf(entry.code) === 'section') continue;
      expect(entry.section, entry.code).toBe(okvedSectionOf(entry.code));
      if (entry.parent_code) expect(entry.section, entry.code).toBe(byCode.get(entry.parent_code)?.section);
    }
  });

  it('covers every class of the sections and gives each class and subclass children', () => {
    const classes = okved.filter((entry) => shapeOf(entry.code) === 'class');
    expect(classes).toHaveLength(88);
    for (const section of OKVED_SECTIONS) {
      expect(
        classes.some((c) => c.section === section.letter),
        section.letter,
      ).toBe(true);
    }
    const parents = new Set(okved.map((entry) => entry.parent_code));
    for (const entry of okved) {
      const shape = shapeOf(entry.code);
      if (shape === 'class' || shape === 'subclass') expect(parents.has(entry.code), entry.code).toBe(true);
    }
  });

  it('holds the codes real companies register most', () => {
    const common = ['41.20', '43.21', '45.32', '46.71', '46.90', '47.19', '47.91', '49.41', '56.10', '62.01', '68.20'];
    const more = ['68.20.2', '70.22', '71.12', '73.11', '82.99', '85.41', '86.23', '96.02', '10.71'];
    for (const code of [...common, ...more]) expect(byCode.has(code), code).toBe(true);
    expect(byCode.get('62.01')?.name).toBe('Разработка компьютерного программного обеспечения');
    expect(byCode.get('46.90')?.name).toBe('Торговля оптовая неспециализированная');
    expect(okved.length).toBeGreaterThanOrEqual(300);
  });
});

describe('regions.json', () => {
  const regions = loadRegions();

  it('has unique 2-digit codes, clean names and sane demo weights', () => {
    const codes = regions.map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const region of regions) {
      expect(region.code).toMatch(/^(0[1-9]|[1-9]\d)$/);
      expect(isTrimmedText(region.name), region.code).toBe(true);
      expect(isTrimmedText(region.city), region.code).toBe(true);
      expect(region.population_k, region.code).toBeGreaterThan(0);
      expect(region.postcode_prefixes.length, region.code).toBeGreaterThan(0);
      for (const prefix of region.postcode_prefixes) expect(prefix).toMatch(/^\d{3}$/);
    }
  });

  it('lists the 89 subjects plus Байконур and none of the merged historic codes', () => {
    expect(regions).toHaveLength(90);
    const codes = new Set(regions.map((r) => r.code));
    for (const code of ['01', '42', '77', '78', '86', '89', '90', '91', '92', '93', '94', '95', '99']) {
      expect(codes.has(code), code).toBe(true);
    }
    for (const code of ['80', '81', '82', '84', '85', '88']) expect(codes.has(code), code).toBe(false);
    expect(regions.find((r) => r.code === '77')?.name).toBe('Москва');
  });
});

describe('okopf.json', () => {
  it('has unique 5-digit codes with short and singular forms', () => {
    const okopf = loadOkopf();
    expect(new Set(okopf.map((o) => o.code)).size).toBe(okopf.length);
    for (const form of okopf) {
      expect(form.code).toMatch(/^\d{5}$/);
      for (const text of [form.name, form.short, form.singular]) expect(isTrimmedText(text), form.code).toBe(true);
    }
    expect(okopf.find((o) => o.code === '12300')?.short).toBe('ООО');
  });
});
