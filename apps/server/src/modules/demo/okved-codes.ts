import { loadOkved } from '../reference/index.ts';
import { type Random, WeightedPicker } from './random.ts';

/**
 * Activity codes for demo entities, drawn from the shipped ОКВЭД 2 list only.
 * A main code is a group or finer (NN.NN, NN.NN.N, NN.NN.NN), as ЕГРЮЛ
 * requires; the popular codes below get extra weight so the mix looks like a
 * real register (wholesale, e-commerce, construction, freight, rentals …).
 */

/** Relative weight of each section among legal entities' main activities. */
// biome-ignore format: a weight table reads best on one line
export const COMPANY_SECTION_WEIGHTS: Readonly<Record<string, number>> = {
  G: 30, F: 11, M: 10, C: 8, L: 8, H: 7, N: 5, J: 5, I: 3.5, A: 3, Q: 2, K: 1.5, S: 1.5, P: 1, R: 1, E: 1, D: 0.5, B: 0.5,
};

/** The same for sole traders: more retail, freight, taxis and personal services. */
// biome-ignore format: a weight table reads best on one line
export const ENTREPRENEUR_SECTION_WEIGHTS: Readonly<Record<string, number>> = {
  G: 36, H: 12, F: 8, S: 8, M: 6, N: 5, J: 5, I: 4, C: 4, L: 4, A: 3, P: 2, R: 2, Q: 1,
};

/** Codes real entities register most, with weights within their section. */
// biome-ignore format: one section per line
const POPULAR: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  A: [['01.11', 4], ['01.41', 2], ['01.13', 2], ['01.50', 2], ['01.47', 1], ['02.20', 2], ['03.12', 1], ['01.61', 1]],
  B: [['08.12', 3], ['06.10', 1], ['09.10', 1], ['08.11', 1]],
  C: [
    ['10.71', 3], ['25.11', 2], ['16.10', 2], ['31.09', 2], ['25.62', 2], ['33.12', 2], ['22.29', 1], ['10.13', 1],
    ['23.61', 1], ['18.12', 1], ['14.13', 1], ['20.42', 1],
  ],
  D: [['35.11', 2], ['35.30', 2], ['35.12', 1], ['35.14', 1]],
  E: [['38.11', 3], ['38.32', 2], ['37.00', 1], ['36.00', 1], ['39.00', 1]],
  F: [
    ['41.20', 6], ['43.21', 3], ['43.22', 2], ['43.29', 2], ['43.99', 2], ['43.39', 2], ['43.31', 1], ['42.11', 1],
    ['42.21', 1], ['43.12.3', 1],
  ],
  G: [
    ['47.91', 6], ['46.90', 6], ['47.19', 4], ['47.11', 4], ['46.19', 2], ['46.71', 2], ['45.32', 2], ['45.20', 2],
    ['46.73', 1.5], ['46.69', 1.5], ['46.18', 1], ['46.45', 1], ['46.51', 1], ['46.72', 1], ['47.25', 1], ['47.71', 1],
  ],
  H: [['49.41', 8], ['49.32', 3], ['52.29', 3], ['52.10', 2], ['49.42', 2], ['53.20.3', 1], ['49.31.21', 1]],
  I: [['56.10', 8], ['55.10', 4], ['56.10.1', 2], ['56.30', 1], ['56.29', 1], ['56.21', 1]],
  J: [
    ['62.01', 8], ['62.02', 4], ['62.09', 3], ['63.11', 2], ['58.29', 1], ['61.10', 1], ['63.11.1', 1], ['59.11', 1],
    ['58.11', 1],
  ],
  K: [['64.99', 2], ['66.19', 2], ['66.22', 2], ['64.92.7', 1], ['64.91', 1], ['64.20', 1], ['66.30', 1]],
  L: [['68.20.2', 6], ['68.20', 4], ['68.32.1', 3], ['68.20.1', 2], ['68.10', 2], ['68.31', 2], ['68.32', 1]],
  M: [
    ['70.22', 6], ['71.12', 5], ['73.11', 4], ['69.20.2', 3], ['69.10', 3], ['74.90', 2], ['71.11', 1], ['72.19', 1],
    ['70.10', 1], ['71.20', 1],
  ],
  N: [
    ['82.99', 5], ['81.10', 2], ['81.21', 2], ['77.11', 2], ['80.10', 2], ['79.11', 2], ['78.10', 1], ['81.29.1', 1],
    ['77.39', 1],
  ],
  P: [['85.41', 5], ['85.42', 2], ['85.11', 2], ['85.41.9', 1]],
  Q: [['86.23', 5], ['86.90', 3], ['86.21', 2], ['86.22', 2], ['86.90.9', 1], ['88.91', 1]],
  R: [['93.29', 3], ['90.01', 2], ['93.19', 2], ['93.13', 2], ['90.04', 1]],
  S: [['96.02', 6], ['96.09', 3], ['95.11', 1], ['95.22', 1], ['96.04', 1], ['96.01', 1]],
};

/** Positions no commercial entity holds: the Bank of Russia and the membership organisations of class 94. */
const isExcluded = (code: string) => code === '64.11' || code.startsWith('94.');

/** Whether one code is the other or encloses it (43.32 and 43.32.1): listing both says nothing new. */
const overlaps = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** Share of main codes taken from the popular list rather than uniformly from the section. */
const POPULAR_SHARE = 0.6;
/** Share of additional codes from the main code's own section. */
const SAME_SECTION_SHARE = 0.8;

/**
 * Draws main and additional ОКВЭД codes. Built once per generator: groups the
 * classifier by section and prepares the weighted pickers.
 */
export class OkvedPicker {
  private readonly bySection = new Map<string, string[]>();
  private readonly popular = new Map<string, WeightedPicker<string>>();
  private readonly sections: WeightedPicker<string>;

  constructor(sectionWeights: Readonly<Record<string, number>>) {
    for (const entry of loadOkved()) {
      if (entry.code.length < 5 || isExcluded(entry.code)) continue;
      const list = this.bySection.get(entry.section) ?? [];
      list.push(entry.code);
      this.bySection.set(entry.section, list);
    }
    const known = new Set([...this.bySection.values()].flat());
    for (const [section, codes] of Object.entries(POPULAR)) {
      for (const [code] of codes) if (!known.has(code)) throw new Error(`Popular ОКВЭД ${code} is not in okved2.json`);
      this.popular.set(section, new WeightedPicker(codes));
    }
    this.sections = new WeightedPicker(Object.entries(sectionWeights).filter(([s]) => this.bySection.has(s)));
  }

  /** A section by the weights given to the constructor. */
  section(random: Random): string {
    return this.sections.pick(random);
  }

  /** A main code of `section`: popular codes first, any group or finer otherwise. */
  main(random: Random, section: string): string {
    const popular = this.popular.get(section);
    if (popular && random.chance(POPULAR_SHARE)) return popular.pick(random);
    return random.pick(this.bySection.get(section) ?? []);
  }

  /** `count` additional codes, none overlapping `main` or each other, mostly from its section. */
  additional(random: Random, main: string, section: string, count: number): string[] {
    const chosen: string[] = [];
    for (let attempt = 0; chosen.length < count && attempt < count * 4; attempt++) {
      const code = this.main(random, random.chance(SAME_SECTION_SHARE) ? section : this.section(random));
      if (!overlaps(code, main) && !chosen.some((other) => overlaps(code, other))) chosen.push(code);
    }
    return chosen;
  }
}

/** How many additional codes an entity lists: 0…8, most list a handful. */
export function additionalCodeCount(random: Random, max = 8): number {
  const roll = random.float();
  if (roll < 0.15) return 0;
  return Math.min(max, 1 + Math.floor(random.float() * 8));
}
