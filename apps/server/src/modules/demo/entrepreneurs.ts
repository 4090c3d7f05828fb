import type { TGeneratorOptions } from './companies.ts';
import { createRegistrationDayPicker, formatDay, parseDay, yearOf } from './dates.ts';
import { Geography } from './geography.ts';
import { IdentifierAllocator, registeringOfficeDigits } from './identifiers.ts';
import { laneLabel, SOLE_LANE } from './lanes.ts';
import { randomPersonName } from './names.ts';
import { additionalCodeCount, ENTREPRENEUR_SECTION_WEIGHTS, OkvedPicker } from './okved-codes.ts';
import { Random } from './random.ts';

/** A sole trader row, column names as in the `entrepreneurs` table. */
export type TDemoEntrepreneur = {
  ogrnip: string;
  inn: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  kind_name: string;
  status_name: string;
  registration_date: string;
  ogrnip_date: string;
  termination_date: string | null;
  city: string;
  region_code: string;
  okved_code: string;
  okved_additional: string[];
};

export const ENTREPRENEUR_KINDS = {
  soleTrader: 'Индивидуальный предприниматель',
  farmHead: 'Глава крестьянского (фермерского) хозяйства',
} as const;

export const ENTREPRENEUR_STATUSES = {
  active: 'Действует',
  terminated: 'Прекратил деятельность в качестве индивидуального предпринимателя',
} as const;

/** ЕГРИП started on 1 January 2004: earlier sole traders got an ОГРНИП during 2004. */
const EGRIP_START = parseDay('2004-01-01');
const EGRIP_REREGISTRATION_END = parseDay('2004-12-31');

const FARM_HEAD_SHARE = 0.04;
const TERMINATED_SHARE = 0.28;
/** A sole trader who closes has usually worked at least three months. */
const MIN_DAYS_BEFORE_TERMINATION = 90;

/**
 * Generates sole traders and heads of farms one by one, deterministically for
 * a seed and independently of the company generator: its own random stream
 * and the upper half of the person ИНН space, so the two never collide and
 * the same seed gives the same sole traders whatever the company count.
 */
export class EntrepreneurGenerator {
  private readonly random: Random;
  private readonly ids: IdentifierAllocator;
  private readonly geo = new Geography();
  private readonly okved = new OkvedPicker(ENTREPRENEUR_SECTION_WEIGHTS);
  private readonly registrationDay: (random: Random) => number;
  private readonly referenceDay: number;

  constructor(options: TGeneratorOptions) {
    const lane = options.lane ?? SOLE_LANE;
    this.random = new Random(options.seed, laneLabel(lane, 'entrepreneurs'));
    this.ids = new IdentifierAllocator(options.seed, lane);
    this.referenceDay = parseDay(options.referenceDate);
    // Sole traders live shorter lives than companies: few survivors from before 1995.
    this.registrationDay = createRegistrationDayPicker(this.referenceDay, 1995);
  }

  /** The next sole trader. */
  next(): TDemoEntrepreneur {
    const random = this.random;
    const farmHead = random.chance(FARM_HEAD_SHARE);
    const section = farmHead ? 'A' : this.okved.section(random);
    const okvedCode = this.okved.main(random, section);
    const okvedAdditional = this.okved.additional(random, okvedCode, section, additionalCodeCount(random, 6));
    const region = this.geo.region(random);
    const offices = this.geo.offices(region);
    const officeIndex = this.geo.officeIndex(random, region);
    const inn = this.ids.innPerson(offices, officeIndex, 'entrepreneurs');
    const name = randomPersonName(random, random.chance(0.58) ? 'male' : 'female');

    const registrationDay = this.geo.registrationDayIn(random, region, this.registrationDay(random), this.referenceDay);
    const ogrnipDay =
      registrationDay < EGRIP_START ? random.int(EGRIP_START, EGRIP_REREGISTRATION_END) : registrationDay;
    const ogrnipYear = yearOf(ogrnipDay);
    const office = offices[officeIndex] as string;
    const ogrnip = this.ids.ogrnip(ogrnipYear, region.code, registeringOfficeDigits(office, region.code, ogrnipYear));

    const firstPossibleEnd = ogrnipDay + MIN_DAYS_BEFORE_TERMINATION;
    const terminated = random.chance(TERMINATED_SHARE) && firstPossibleEnd <= this.referenceDay;
    return {
      ogrnip,
      inn,
      last_name: name.lastName,
      first_name: name.firstName,
      middle_name: name.middleName,
      kind_name: farmHead ? ENTREPRENEUR_KINDS.farmHead : ENTREPRENEUR_KINDS.soleTrader,
      status_name: terminated ? ENTREPRENEUR_STATUSES.terminated : ENTREPRENEUR_STATUSES.active,
      registration_date: formatDay(registrationDay),
      ogrnip_date: formatDay(ogrnipDay),
      termination_date: terminated ? formatDay(random.int(firstPossibleEnd, this.referenceDay)) : null,
      city: region.city,
      region_code: region.code,
      okved_code: okvedCode,
      okved_additional: okvedAdditional,
    };
  }
}
