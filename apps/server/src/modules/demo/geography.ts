import { loadRegions, type TRegion } from '../reference/index.ts';
import { parseDay } from './dates.ts';
import { taxOfficesOf } from './identifiers.ts';
import { type Random, WeightedPicker } from './random.ts';

/**
 * Regions whose entities entered the Russian registers only recently: Crimea and
 * Sevastopol from March 2014, the four new subjects from autumn 2022. Their
 * registration dates cannot be older.
 */
const REGISTER_START: Readonly<Record<string, number>> = {
  '91': parseDay('2014-03-18'),
  '92': parseDay('2014-03-18'),
  '90': parseDay('2022-10-01'),
  '93': parseDay('2022-10-01'),
  '94': parseDay('2022-10-01'),
  '95': parseDay('2022-10-01'),
};

/** Regions weighted by population, with their tax offices precomputed. */
export class Geography {
  private readonly picker: WeightedPicker<TRegion>;
  private readonly officesByRegion = new Map<string, string[]>();

  constructor() {
    const regions = loadRegions();
    this.picker = new WeightedPicker(regions.map((region) => [region, region.population_k] as const));
    for (const region of regions) this.officesByRegion.set(region.code, taxOfficesOf(region));
  }

  /** A region, with the chance of its share of the population. */
  region(random: Random): TRegion {
    return this.picker.pick(random);
  }

  /** The region's 4-digit tax office codes. */
  offices(region: TRegion): string[] {
    return this.officesByRegion.get(region.code) ?? [];
  }

  /** One of the region's offices as an index into {@link offices}. */
  officeIndex(random: Random, region: TRegion): number {
    return random.int(0, this.offices(region).length - 1);
  }

  /**
   * `day` if the region's register already existed then, otherwise a day
   * between the register's start and `lastDay`.
   */
  registrationDayIn(random: Random, region: TRegion, day: number, lastDay: number): number {
    const start = REGISTER_START[region.code];
    return start === undefined || day >= start ? day : random.int(start, Math.max(start, lastDay));
  }
}
