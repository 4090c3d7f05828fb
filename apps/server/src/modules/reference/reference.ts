import { readFileSync } from 'node:fs';
import type postgres from 'postgres';

/**
 * Reference books shipped with the server: subjects of the Russian Federation,
 * the ОКВЭД 2 classifier (ОК 029-2014 ред. 2) and the ОКОПФ codes the demo data
 * uses. The JSON files live next to this module so `tsx`, the tests and a
 * bundled build all find them through `import.meta.url`.
 */

/** A subject of the Russian Federation by its 2-digit ФНС code. */
export type TRegion = {
  code: string;
  /** Official full name (Constitution art. 65), e.g. «Республика Саха (Якутия)». */
  name: string;
  /** Administrative centre, used as the city of generated addresses. */
  city: string;
  /** Approximate population in thousands; only weights the demo data. */
  population_k: number;
  /** First three digits of postcodes in `city` (several for Moscow and St Petersburg). */
  postcode_prefixes: string[];
};

/** One ОКВЭД 2 position: section letter, class NN, subclass NN.N, group NN.NN, subgroup NN.NN.N or type NN.NN.NN. */
export type TOkved = {
  code: string;
  name: string;
  section: string;
  /** Section letter for a class, the enclosing code otherwise; null for a section. */
  parent_code: string | null;
};

/** An ОКОПФ (ОК 028-2012) legal form: the plural classifier name and the forms used in company names. */
export type TOkopf = {
  code: string;
  name: string;
  /** Abbreviation in short names: ООО, АО, ПАО … */
  short: string;
  /** Singular form that opens a full name: «Общество с ограниченной ответственностью». */
  singular: string;
};

/** ОКВЭД 2 sections and the class ranges they cover (research/open-data-formats.md §11.1). */
export const OKVED_SECTIONS: readonly { letter: string; from: number; to: number }[] = [
  { letter: 'A', from: 1, to: 3 },
  { letter: 'B', from: 5, to: 9 },
  { letter: 'C', from: 10, to: 33 },
  { letter: 'D', from: 35, to: 35 },
  { letter: 'E', from: 36, to: 39 },
  { letter: 'F', from: 41, to: 43 },
  { letter: 'G', from: 45, to: 47 },
  { letter: 'H', from: 49, to: 53 },
  { letter: 'I', from: 55, to: 56 },
  { letter: 'J', from: 58, to: 63 },
  { letter: 'K', from: 64, to: 66 },
  { letter: 'L', from: 68, to: 68 },
  { letter: 'M', from: 69, to: 75 },
  { letter: 'N', from: 77, to: 82 },
  { letter: 'O', from: 84, to: 84 },
  { letter: 'P', from: 85, to: 85 },
  { letter: 'Q', from: 86, to: 88 },
  { letter: 'R', from: 90, to: 93 },
  { letter: 'S', from: 94, to: 96 },
  { letter: 'T', from: 97, to: 98 },
  { letter: 'U', from: 99, to: 99 },
];

/** The ОКВЭД 2 section of any code by its first two digits; undefined for gaps such as 04 or 40. */
export function okvedSectionOf(code: string): string | undefined {
  const classNumber = Number(code.slice(0, 2));
  return OKVED_SECTIONS.find((s) => classNumber >= s.from && classNumber <= s.to)?.letter;
}

function readJson<T>(fileName: string): T {
  return JSON.parse(readFileSync(new URL(`./data/${fileName}`, import.meta.url), 'utf8')) as T;
}

/** One position of a flat classifier shipped as `{code, name}` rows: ОКФС, ОКОГУ, ОКТМО. */
export type TClassifierEntry = { code: string; name: string };

let regionsCache: readonly TRegion[] | undefined;
let okvedCache: readonly TOkved[] | undefined;
let okopfCache: readonly TOkopf[] | undefined;

/** All region codes in use (01…99 with gaps), read once per process. */
export function loadRegions(): readonly TRegion[] {
  regionsCache ??= readJson<TRegion[]>('regions.json');
  return regionsCache;
}

/** The ОКВЭД 2 positions we ship: every section, class, subclass and group plus common subgroups. */
export function loadOkved(): readonly TOkved[] {
  okvedCache ??= readJson<TOkved[]>('okved2.json');
  return okvedCache;
}

/** Common ОКОПФ codes with the abbreviations used in company names. */
export function loadOkopf(): readonly TOkopf[] {
  okopfCache ??= readJson<TOkopf[]>('okopf.json');
  return okopfCache;
}

const classifierCache = new Map<string, ReadonlyMap<string, string>>();

function classifier(fileName: string): ReadonlyMap<string, string> {
  let entries = classifierCache.get(fileName);
  if (!entries) {
    entries = new Map(readJson<TClassifierEntry[]>(fileName).map((entry) => [entry.code, entry.name]));
    classifierCache.set(fileName, entries);
  }
  return entries;
}

/** ОКФС (ОК 027-99): every form of ownership, 2-digit codes. */
export const okfsName = (code: string): string | null => classifier('okfs.json').get(code) ?? null;

/**
 * ОКОГУ (ОК 007-99): the positions the demo register and most private companies carry. A code outside the
 * shipped list has no name rather than a guessed one.
 */
export const okoguName = (code: string): string | null => classifier('okogu.json').get(code) ?? null;

/**
 * ОКТМО (ОК 033-2013) by the nearest level we ship: the settlement itself (11 digits), its municipality
 * (8 digits), or the region's municipalities as a whole (`NN000000`). The shipped rows are the regional
 * centres the demo register places companies in and the regions whose municipal codes it does not name.
 */
export function oktmoName(code: string): string | null {
  const entries = classifier('oktmo.json');
  for (const candidate of [code, code.slice(0, 8), `${code.slice(0, 2)}000000`]) {
    const name = entries.get(candidate);
    if (name) return name;
  }
  return null;
}

/**
 * Upserts regions and ОКВЭД into their tables. Idempotent and cheap enough to
 * run at every start: one multi-row statement per table (≈1,250 rows, well
 * under the 65,535 bind-parameter limit), and rows whose name has not changed
 * are left untouched so no dead tuples pile up.
 */
export async function ensureReferenceData(sql: postgres.Sql): Promise<{ regions: number; okved: number }> {
  const regions = loadRegions().map((r) => ({ code: r.code, name: r.name }));
  const okved = loadOkved().map((o) => ({
    code: o.code,
    name: o.name,
    section: o.section,
    parent_code: o.parent_code,
  }));
  await sql`
    insert into regions ${sql(regions, 'code', 'name')}
    on conflict (code) do update set name = excluded.name
    where regions.name is distinct from excluded.name`;
  await sql`
    insert into okved ${sql(okved, 'code', 'name', 'section', 'parent_code')}
    on conflict (code) do update
      set name = excluded.name, section = excluded.section, parent_code = excluded.parent_code
    where (okved.name, okved.section, okved.parent_code)
      is distinct from (excluded.name, excluded.section, excluded.parent_code)`;
  return { regions: regions.length, okved: okved.length };
}
