import { innLegalCheckDigit, innPersonCheckDigits, ogrnCheckDigit, ogrnipCheckDigit } from '@sverka/shared';
import type { TRegion } from '../reference/index.ts';
import { laneSerial, SOLE_LANE, type TLane } from './lanes.ts';
import { hash32, type Random } from './random.ts';

/**
 * State registration numbers with real structure and valid check digits
 * (research/open-data-formats.md §12). Uniqueness is guaranteed, not hoped
 * for: every serial part comes from a per-key counter pushed through a
 * bijection of its number space, so distinct counters give distinct serials
 * while the numbers still look scattered rather than 00001, 00002 …
 */

/** Multiplier of the affine bijections: odd and not a multiple of 5, hence coprime with every 10^k. */
const MIXER = 7_654_321;

/** A bijection of [0, modulus) for any modulus whose prime factors are 2 and 5; `salt` varies the mapping per key. */
function scatter(counter: number, modulus: number, salt: number): number {
  // counter and modulus stay below 10^7 and MIXER below 10^7: the product is exact in a double.
  return ((((counter % modulus) * MIXER) % modulus) + (salt % modulus)) % modulus;
}

/**
 * The tax offices (4-digit СОУН codes) of a region: the first two digits are
 * the region code, the last two a sequence. Moscow and St Petersburg get their
 * real ranges (ИФНС №1–51, №1–42); elsewhere the count follows population.
 * The Nenets AO is served by an Arkhangelsk office (2983).
 */
export function taxOfficesOf(region: Pick<TRegion, 'code' | 'population_k'>): string[] {
  if (region.code === '83') return ['2983'];
  const count =
    region.code === '77'
      ? 51
      : region.code === '78'
        ? 42
        : Math.max(2, Math.min(30, Math.round(region.population_k / 120)));
  return Array.from({ length: count }, (_, i) => `${region.code}${String(i + 1).padStart(2, '0')}`);
}

/**
 * The registering office digits (d6–d7) of an ОГРН/ОГРНИП. Since 2004 Moscow
 * registers everybody at МИ ФНС №46 (7746) and St Petersburg at МИ ФНС №15
 * (7847); elsewhere we keep the office that assigned the ИНН.
 */
export function registeringOfficeDigits(innOffice: string, region: string, year: number): string {
  if (year >= 2004 && region === '77') return '46';
  if (year >= 2004 && region === '78') return '47';
  return innOffice.slice(2, 4);
}

/** Which half of a person's 6-digit ИНН serial space a register draws from, so two generators never collide. */
export type TPersonSpace = 'directors' | 'entrepreneurs';

const PERSON_SPACE_OFFSET: Record<TPersonSpace, number> = { directors: 0, entrepreneurs: 500_000 };
const PERSON_SPACE_SIZE = 500_000;

/**
 * Hands out unique identifiers. Holds one counter per key (office, or year +
 * region + office): a few thousand small numbers even for a million rows.
 * When a key's space is full the next office of the region takes over, and
 * only when every office is full does it throw.
 */
export class IdentifierAllocator {
  /** Per key: the next counter value and the key's scatter salt. Keys are numbers: a hot loop hashes them fast. */
  private readonly counters = new Map<number, { next: number; salt: number }>();
  private readonly seedSalt: number;

  constructor(
    seed: number,
    private readonly lane: TLane = SOLE_LANE,
  ) {
    this.seedSalt = hash32(`identifiers:${seed}`);
  }

  /** Next counter value for `key` with its salt, or undefined when `capacity` is used up. */
  private take(key: number, capacity: number): { counter: number; salt: number } | undefined {
    let state = this.counters.get(key);
    if (!state) {
      state = { next: 0, salt: hash32(`${key}`) ^ this.seedSalt };
      state.salt >>>= 0;
      this.counters.set(key, state);
    }
    const counter = laneSerial(this.lane, state.next);
    if (counter >= capacity) return undefined;
    state.next++;
    return { counter, salt: state.salt };
  }

  /** 10-digit ИНН of a legal entity: office + 5-digit serial + check digit. Returns the ИНН and the office used. */
  innLegal(offices: readonly string[], preferred: number): { inn: string; office: string } {
    for (let step = 0; step < offices.length; step++) {
      const office = offices[(preferred + step) % offices.length] as string;
      const taken = this.take(1e9 + Number(office), 100_000);
      if (!taken) continue;
      const first9 = office + String(scatter(taken.counter, 100_000, taken.salt)).padStart(5, '0');
      return { inn: first9 + innLegalCheckDigit(first9), office };
    }
    throw new Error(`All ИНН serials of offices ${offices[0]}… are used up`);
  }

  /** 12-digit ИНН of a person: office + 6-digit serial + two check digits. */
  innPerson(offices: readonly string[], preferred: number, space: TPersonSpace): string {
    const offset = PERSON_SPACE_OFFSET[space];
    for (let step = 0; step < offices.length; step++) {
      const office = offices[(preferred + step) % offices.length] as string;
      const taken = this.take(2e9 + offset * 10 + Number(office), PERSON_SPACE_SIZE);
      if (!taken) continue;
      const first10 = office + String(offset + scatter(taken.counter, PERSON_SPACE_SIZE, taken.salt)).padStart(6, '0');
      return first10 + innPersonCheckDigits(first10);
    }
    throw new Error(`All person ИНН serials of offices ${offices[0]}… are used up`);
  }

  /**
   * 13-digit ОГРН: sign (1, or 5 for some 2000s Moscow records), 2-digit
   * year, region, registering office (2 digits), 5-digit record, check digit.
   */
  ogrn(sign: '1' | '5', year: number, region: string, officeDigits: string): string {
    const yy = year % 100;
    for (let step = 0; step < 100; step++) {
      const office = (Number(officeDigits) + step) % 100;
      const taken = this.take(3e9 + Number(sign) * 1e6 + yy * 1e4 + Number(region) * 100 + office, 100_000);
      if (!taken) continue;
      const record = String(scatter(taken.counter, 100_000, taken.salt)).padStart(5, '0');
      const first12 = `${sign}${pad2(yy)}${region}${pad2(office)}${record}`;
      return first12 + ogrnCheckDigit(first12);
    }
    throw new Error(`All ОГРН records of ${year} in region ${region} are used up`);
  }

  /** 15-digit ОГРНИП: 3, 2-digit year, region, office (2 digits), 7-digit record, check digit. */
  ogrnip(year: number, region: string, officeDigits: string): string {
    const yy = year % 100;
    for (let step = 0; step < 100; step++) {
      const office = (Number(officeDigits) + step) % 100;
      const taken = this.take(4e9 + yy * 1e4 + Number(region) * 100 + office, 10_000_000);
      if (!taken) continue;
      const record = String(scatter(taken.counter, 10_000_000, taken.salt)).padStart(7, '0');
      const first14 = `3${pad2(yy)}${region}${pad2(office)}${record}`;
      return first14 + ogrnipCheckDigit(first14);
    }
    throw new Error(`All ОГРНИП records of ${year} in region ${region} are used up`);
  }
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * КПП of a head office: the office where the entity is registered, reason
 * code 01 (registration at the organisation's location) and a sequence that
 * is 001 for nine companies in ten.
 */
export function headOfficeKpp(random: Random, office: string): string {
  const sequence = random.chance(0.9) ? 1 : random.int(2, 9);
  return `${office}01${String(sequence).padStart(3, '0')}`;
}

/**
 * Unique serial numbers per key (a court and year, a register …): a counter
 * per key pushed through an affine bijection of [0, 10^digits), so numbers
 * look scattered yet never repeat until the key's space is used up.
 */
export class UniqueSerials {
  private readonly counters = new Map<string, number>();

  constructor(
    private readonly salt: number,
    private readonly lane: TLane = SOLE_LANE,
  ) {}

  /** The next serial of `key`, zero-padded to `digits` (at most 9); throws when the key's space is used up. */
  next(key: string, digits: number): string {
    const modulus = 10 ** digits;
    const issued = this.counters.get(key) ?? 0;
    const counter = laneSerial(this.lane, issued);
    if (counter >= modulus) throw new Error(`All ${digits}-digit serials of "${key}" are used up`);
    this.counters.set(key, issued + 1);
    return String(scatter(counter, modulus, (this.salt ^ hash32(key)) >>> 0)).padStart(digits, '0');
  }
}

/** First digits of later ЕГРЮЛ records: 2 for most, 6–9 for the rest (open-data-formats.md §12). */
const GRN_KIND_DIGITS = ['2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '2', '6', '7', '8', '9'] as const;

/**
 * ГРН of later registry records, with the ОГРН/ОГРНИП structure and check
 * digits: 13 digits (2/6/7/8/9, year, region, office, record, mod 11) for a
 * ЮЛ, 15 digits (4, year, region, office, record, mod 13) for an ИП. Unique
 * across the dataset: each year, region and kind has its own serial space.
 */
export class GrnAllocator {
  private readonly serials: UniqueSerials;

  constructor(seed: number, lane: TLane = SOLE_LANE) {
    this.serials = new UniqueSerials(hash32(`grn:${seed}`), lane);
  }

  /** A 13-digit ГРН of a ЮЛ record made in `year` by an office of `region`. */
  legal(random: Random, year: number, region: string): string {
    const kind = random.pick(GRN_KIND_DIGITS);
    const yy = pad2(year % 100);
    // 7 digits after the region: the office digits and the record number share one space of 10^7 per year.
    const first12 = `${kind}${yy}${region}${this.serials.next(`${kind}${yy}${region}`, 7)}`;
    return first12 + ogrnCheckDigit(first12);
  }

  /** A 15-digit ГРНИП of an ИП record. */
  entrepreneur(year: number, region: string): string {
    const yy = pad2(year % 100);
    const first14 = `4${yy}${region}${this.serials.next(`4${yy}${region}`, 9)}`;
    return first14 + ogrnipCheckDigit(first14);
  }
}
