import { loadOkopf, type TOkopf, type TRegion } from '../reference/index.ts';
import { MassAddresses, randomAddress } from './addresses.ts';
import { randomBrand, type TBrandKind } from './company-names.ts';
import { createRegistrationDayPicker, formatDay, parseDay, yearOf } from './dates.ts';
import { Geography } from './geography.ts';
import { headOfficeKpp, IdentifierAllocator, registeringOfficeDigits } from './identifiers.ts';
import { laneLabel, SOLE_LANE, type TLane } from './lanes.ts';
import { fullName, randomPersonName } from './names.ts';
import { additionalCodeCount, COMPANY_SECTION_WEIGHTS, OkvedPicker } from './okved-codes.ts';
import { Random, WeightedPicker } from './random.ts';

/** A legal entity row, column names as in the `companies` table. */
export type TDemoCompany = {
  ogrn: string;
  inn: string;
  kpp: string;
  name_short: string;
  name_full: string;
  opf_code: string;
  opf_name: string;
  status_name: string;
  registration_date: string;
  ogrn_date: string;
  liquidation_date: string | null;
  /** Rubles. */
  share_capital: number;
  legal_address: string;
  city: string;
  region_code: string;
  okved_code: string;
  okved_additional: string[];
};

/** A `company_directors` row without the company id, which the loader assigns. */
export type TDemoDirector = { fio: string; inn: string; post: string; since_date: string; position: number };

export type TGeneratedCompany = { company: TDemoCompany; directors: TDemoDirector[] };

/** `lane` splits generation across threads (see lanes.ts); the sole lane when absent. */
export type TGeneratorOptions = { seed: number; referenceDate: string; lane?: TLane };

/** Status texts as ЕГРЮЛ-based services print them. */
export const COMPANY_STATUSES = {
  active: 'Действует',
  liquidated: 'Ликвидировано',
  reorganized: 'Прекращение деятельности юридического лица путем реорганизации',
  liquidating: 'В стадии ликвидации',
  inactive: 'Не действует',
} as const;

/** Statuses that end the entity and so carry a liquidation date. */
export const TERMINAL_COMPANY_STATUSES: ReadonlySet<string> = new Set([
  COMPANY_STATUSES.liquidated,
  COMPANY_STATUSES.reorganized,
  COMPANY_STATUSES.inactive,
]);

const STATUS_WEIGHTS: readonly (readonly [string, number])[] = [
  [COMPANY_STATUSES.active, 80],
  [COMPANY_STATUSES.liquidated, 9],
  [COMPANY_STATUSES.inactive, 5.5],
  [COMPANY_STATUSES.liquidating, 3],
  [COMPANY_STATUSES.reorganized, 2.5],
];

/** ОКОПФ codes by share of the register: ООО dominate, then non-public АО. */
// biome-ignore format: a data table reads best packed
const FORM_WEIGHTS: readonly (readonly [string, number])[] = [
  ['12300', 86], ['12267', 11.5], ['12247', 0.4], ['14154', 1], ['14153', 1.1],
];

/**
 * Share capital in rubles by legal form: the legal minimum (10 000 ₽ for ООО
 * and АО, 100 000 ₽ for ПАО) dominates, with a long tail of large sums.
 */
// biome-ignore format: a data table reads best packed
const CAPITAL_WEIGHTS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  '12300': [
    [10_000, 68], [15_000, 2], [20_000, 5], [25_000, 1], [30_000, 1], [50_000, 5], [100_000, 8], [200_000, 2],
    [300_000, 2], [500_000, 3], [1_000_000, 3], [2_000_000, 0.6], [3_000_000, 0.3], [5_000_000, 0.4],
    [10_000_000, 0.3], [25_000_000, 0.15], [50_000_000, 0.1], [100_000_000, 0.08], [500_000_000, 0.02],
  ],
  '12267': [
    [10_000, 25], [100_000, 25], [200_000, 5], [500_000, 8], [1_000_000, 12], [5_000_000, 8], [10_000_000, 6],
    [50_000_000, 5], [100_000_000, 3], [1_000_000_000, 1],
  ],
  '12247': [
    [100_000, 5], [1_000_000, 10], [10_000_000, 20], [100_000_000, 25], [1_000_000_000, 25], [10_000_000_000, 10],
    [50_000_000_000, 5],
  ],
  '14154': [[10_000, 30], [20_000, 20], [50_000, 25], [100_000, 15], [300_000, 10]],
  '14153': [[10_000, 30], [20_000, 20], [50_000, 25], [100_000, 15], [300_000, 10]],
};

const BRAND_KINDS: Readonly<Record<string, TBrandKind>> = { '14153': 'farm-cooperative', '14154': 'cooperative' };

/** The day ЕГРЮЛ started (1 July 2002): older companies got their ОГРН when re-registered after it. */
const EGRUL_START = parseDay('2002-07-01');
const EGRUL_REREGISTRATION_END = parseDay('2003-01-31');

const RECENT_PEOPLE = 5_000;
const MASS_DIRECTORS = 20;
const REUSE_RECENT_PERSON = 0.1;
const USE_MASS_DIRECTOR = 0.008;
const MASS_ADDRESS_SHARE = 0.03;

/** A person as the registry names them: ФИО and ИНН. */
export type TPerson = { fio: string; inn: string };

/**
 * Generates legal entities one by one, deterministically for a seed. State is
 * bounded (identifier counters, 5,000 recent directors, 20 "mass" directors),
 * so a million rows stream through without growing memory.
 */
export class CompanyGenerator {
  private readonly random: Random;
  private readonly ids: IdentifierAllocator;
  private readonly geo = new Geography();
  private readonly okved = new OkvedPicker(COMPANY_SECTION_WEIGHTS);
  private readonly massAddresses: MassAddresses;
  private readonly forms: WeightedPicker<TOkopf>;
  private readonly capital = new Map<string, WeightedPicker<number>>();
  private readonly statuses = new WeightedPicker(STATUS_WEIGHTS);
  private readonly registrationDay: (random: Random) => number;
  private readonly referenceDay: number;
  private readonly recent: TPerson[] = [];
  private recentNext = 0;
  private readonly massDirectors: TPerson[];

  constructor(options: TGeneratorOptions) {
    const lane = options.lane ?? SOLE_LANE;
    this.random = new Random(options.seed, laneLabel(lane, 'companies'));
    this.ids = new IdentifierAllocator(options.seed, lane);
    this.massAddresses = new MassAddresses(options.seed);
    this.referenceDay = parseDay(options.referenceDate);
    this.registrationDay = createRegistrationDayPicker(this.referenceDay);
    const okopf = new Map(loadOkopf().map((form) => [form.code, form]));
    this.forms = new WeightedPicker(FORM_WEIGHTS.map(([code, weight]) => [okopf.get(code) as TOkopf, weight] as const));
    for (const [code, weights] of Object.entries(CAPITAL_WEIGHTS)) this.capital.set(code, new WeightedPicker(weights));
    this.massDirectors = Array.from({ length: MASS_DIRECTORS }, () => this.newPerson(this.geo.region(this.random)));
  }

  private newPerson(companyRegion: TRegion): TPerson {
    const region = this.random.chance(0.85) ? companyRegion : this.geo.region(this.random);
    const inn = this.ids.innPerson(this.geo.offices(region), this.geo.officeIndex(this.random, region), 'directors');
    return { fio: fullName(randomPersonName(this.random)), inn };
  }

  /** A director: mostly a new person, sometimes one who already runs other companies. */
  private director(region: TRegion): TPerson {
    if (this.random.chance(USE_MASS_DIRECTOR)) return this.random.pick(this.massDirectors);
    if (this.recent.length > 0 && this.random.chance(REUSE_RECENT_PERSON)) return this.random.pick(this.recent);
    const person = this.newPerson(region);
    if (this.recent.length < RECENT_PEOPLE) this.recent.push(person);
    else this.recent[this.recentNext] = person;
    this.recentNext = (this.recentNext + 1) % RECENT_PEOPLE;
    return person;
  }

  private section(form: TOkopf): string {
    if (form.code === '14153') return 'A';
    if (form.code === '14154') return this.random.pick(['C', 'C', 'F', 'G', 'A']);
    return this.okved.section(this.random);
  }

  /** Status and liquidation day; a company younger than `firstPossibleEnd` has not had time to close. */
  private status(firstPossibleEnd: number): { status: string; endDay: number | null } {
    const status = this.statuses.pick(this.random);
    if (status === COMPANY_STATUSES.active || firstPossibleEnd > this.referenceDay) {
      return { status: COMPANY_STATUSES.active, endDay: null };
    }
    if (!TERMINAL_COMPANY_STATUSES.has(status)) return { status, endDay: null };
    return { status, endDay: this.random.int(firstPossibleEnd, this.referenceDay) };
  }

  /** The head's post as charters name it: cooperatives have a chairman, АО sometimes a president. */
  private headPost(form: TOkopf): string {
    if (form.code === '14153' || form.code === '14154') return 'Председатель';
    if (form.code === '12267' || form.code === '12247') {
      return this.random.chance(0.9) ? 'Генеральный директор' : 'Президент';
    }
    return this.random.chance(0.8) ? 'Генеральный директор' : 'Директор';
  }

  private directors(form: TOkopf, region: TRegion, registrationDay: number, lastDay: number): TDemoDirector[] {
    const post = this.headPost(form);
    const head = this.director(region);
    const rows: TDemoDirector[] = [
      {
        fio: head.fio,
        inn: head.inn,
        post,
        since_date: formatDay(this.random.chance(0.65) ? registrationDay : this.random.int(registrationDay, lastDay)),
        position: 0,
      },
    ];
    if (post !== 'Председатель' && this.random.chance(0.04)) {
      let second = this.director(region);
      if (second.inn === head.inn) second = this.newPerson(region);
      const since = formatDay(this.random.int(registrationDay, lastDay));
      rows.push({ fio: second.fio, inn: second.inn, post: 'Исполнительный директор', since_date: since, position: 1 });
    }
    return rows;
  }

  /**
   * A person who already directs one of the recent companies, drawn with the
   * caller's random stream so the company stream stays as it was.
   */
  knownPerson(random: Random): TPerson | undefined {
    return this.recent.length > 0 ? random.pick(this.recent) : undefined;
  }

  /** One of the few people registered as director of very many companies. */
  massPerson(random: Random): TPerson {
    return random.pick(this.massDirectors);
  }

  /** The next company and its directors. */
  next(): TGeneratedCompany {
    const random = this.random;
    const form = this.forms.pick(random);
    const section = this.section(form);
    const okvedCode = this.okved.main(random, section);
    const okvedAdditional = this.okved.additional(random, okvedCode, section, additionalCodeCount(random));
    const region = this.geo.region(random);
    const offices = this.geo.offices(region);
    const { inn, office } = this.ids.innLegal(offices, this.geo.officeIndex(random, region));
    // One company in ten has moved within the region since it got its ИНН: the КПП names the new office.
    const kpp = headOfficeKpp(random, random.chance(0.9) ? office : random.pick(offices));

    const registrationDay = this.geo.registrationDayIn(random, region, this.registrationDay(random), this.referenceDay);
    const ogrnDay = registrationDay < EGRUL_START ? random.int(EGRUL_START, EGRUL_REREGISTRATION_END) : registrationDay;
    const ogrnYear = yearOf(ogrnDay);
    const sign = region.code === '77' && ogrnYear >= 2005 && ogrnYear <= 2009 && random.chance(0.1) ? '5' : '1';
    const ogrn = this.ids.ogrn(sign, ogrnYear, region.code, registeringOfficeDigits(office, region.code, ogrnYear));
    const { status, endDay } = this.status(Math.max(registrationDay + 180, ogrnDay + 30));

    const brand = randomBrand(random, section, BRAND_KINDS[form.code] ?? 'company');
    const legalAddress = random.chance(MASS_ADDRESS_SHARE)
      ? random.pick(this.massAddresses.of(region))
      : randomAddress(random, region);
    const company: TDemoCompany = {
      ogrn,
      inn,
      kpp,
      name_short: `${form.short} «${brand}»`,
      name_full: `${form.singular} "${brand}"`,
      opf_code: form.code,
      opf_name: form.name,
      status_name: status,
      registration_date: formatDay(registrationDay),
      ogrn_date: formatDay(ogrnDay),
      liquidation_date: endDay === null ? null : formatDay(endDay),
      share_capital: (this.capital.get(form.code) as WeightedPicker<number>).pick(random),
      legal_address: legalAddress,
      city: region.city,
      region_code: region.code,
      okved_code: okvedCode,
      okved_additional: okvedAdditional,
    };
    return { company, directors: this.directors(form, region, registrationDay, endDay ?? this.referenceDay) };
  }
}
