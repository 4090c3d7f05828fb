import type { TRegion } from '../reference/index.ts';
import { randomAddress } from './addresses.ts';
import type { TDirectorRow } from './company-details.ts';
import { UNRELIABLE_TEXT } from './company-details.ts';
import type { TCompanyContext, TCompanyRef, TPeople } from './context.ts';
import { formatDay } from './dates.ts';
import type { Geography } from './geography.ts';
import type { Random } from './random.ts';

/** A `company_founders` row (the id is assigned by the caller before encumbrances refer to it). */
export type TFounderRow = {
  id: number;
  kind: 'person' | 'ru_org' | 'foreign_org' | 'state';
  name: string;
  inn: string | null;
  ogrn: string | null;
  country: string | null;
  foreign_reg_number: string | null;
  /** Rubles. */
  share_nominal: number;
  /** Percent, 0–100, a whole number so the nominals add up to the capital exactly. */
  share_percent: number;
  since_day: number;
  ended_day: number | null;
  grn: string | null;
  unreliable: boolean;
  position: number;
};

export type TEncumbranceRow = {
  founder_id: number;
  kind: string;
  holder: TCompanyRef | null;
  holder_name: string;
  details: string;
  record_day: number;
  grn: string | null;
};

export type TBranchRow = {
  kind: 'branch' | 'representative';
  name: string;
  kpp: string;
  address: string;
  since_day: number;
  grn: string | null;
};

/** How many persons or organisations own an ООО: one in two thirds of them (the real register's shape). */
const FOUNDER_COUNT: readonly (readonly [number, number])[] = [
  [1, 65],
  [2, 22],
  [3, 8],
  [4, 3],
  [5, 2],
];
/** How often each ownership fact occurs, as a probability. */
const CHANCE = {
  /** A non-public АО lists its shareholder in ЕГРЮЛ only when it has a single one. */
  aoSingleShareholder: 0.4,
  /** A founder slot is another company, or a foreign company; the rest are persons. */
  corporateFounder: 0.09,
  foreignFounder: 0.006,
  /** The director owns the company (often alone): the commonest pattern of a small ООО. */
  directorIsFounder: 0.7,
  /** Founders registered as mass founders by the ФНС. */
  massFounder: 0.004,
  founderUnreliable: 0.004,
  /** Ownership changed once since registration: a former founder handed the share over. */
  founderChange: 0.15,
  /** Encumbered shares (pledge to a lender, arrest by a bailiff). */
  encumbrance: 0.012,
  /** Companies with branches or representative offices: few small ones, many АО. */
  branchesSmall: 0.012,
  branchesAo: 0.12,
} as const;

/** Common splits of 100 % between two and three owners. */
const SPLITS: Readonly<Record<number, readonly (readonly number[])[]>> = {
  2: [
    [50, 50],
    [50, 50],
    [51, 49],
    [60, 40],
    [70, 30],
    [90, 10],
    [75, 25],
  ],
  3: [
    [34, 33, 33],
    [40, 30, 30],
    [50, 25, 25],
    [60, 20, 20],
    [51, 25, 24],
  ],
};

// biome-ignore format: a data table reads best packed
const FOREIGN: readonly (readonly [string, string, string])[] = [
  ['ALPINE HOLDINGS LIMITED', 'Кипр', 'HE'], ['NORDWIND INVESTMENTS LTD', 'Кипр', 'HE'],
  ['SILK ROAD TRADING FZE', 'Объединенные Арабские Эмираты', 'FZE'], ['ORIENT MACHINERY CO., LTD', 'Китай', 'CN'],
  ['BALTIC LOGISTICS OU', 'Казахстан', 'BIN'], ['STEPPE AGRO LLP', 'Казахстан', 'BIN'],
  ['MINSK TRADE HOUSE LLC', 'Беларусь', 'UNP'], ['ARARAT INVEST CJSC', 'Армения', 'AM'],
];

/** The state as a founder, named the way ЕГРЮЛ names it. */
function stateFounderName(owner: TCompanyContext['stateOwner'], region: TRegion): string {
  if (owner === 'federal')
    return 'Российская Федерация в лице Федерального агентства по управлению государственным имуществом';
  if (owner === 'subject') return `Субъект Российской Федерации — ${region.name}`;
  return `Муниципальное образование город ${region.city}`;
}

/** Splits 100 % into `n` whole percents, larger first. */
function splitPercents(random: Random, n: number): number[] {
  const table = SPLITS[n];
  if (table) return random.pick(table).slice();
  const parts = Array.from({ length: n }, () => 1 + random.int(0, 9));
  const sum = parts.reduce((a, b) => a + b, 0);
  const percents = parts.map((p) => Math.max(1, Math.floor((p * 100) / sum)));
  percents[0] = (percents[0] as number) + 100 - percents.reduce((a, b) => a + b, 0);
  return percents.sort((a, b) => b - a);
}

/**
 * Founders, share encumbrances and branches. Founders are mostly persons —
 * the director or someone who already directs another company, so the
 * connections graph has people with several companies — other demo companies
 * (ownership chains), a few foreign companies and the state for state-owned
 * ones. Shares are whole percents of the capital, so they add up to 100 % and
 * the nominals to the capital exactly.
 */
export class OwnershipGenerator {
  constructor(
    private readonly random: Random,
    private readonly people: TPeople,
    private readonly geo: Geography,
    private readonly today: number,
  ) {}

  founders(
    ctx: TCompanyContext,
    directors: readonly TDirectorRow[],
    recent: (r: Random) => TCompanyRef | undefined,
    nextId: () => number,
  ): TFounderRow[] {
    const random = this.random;
    const c = ctx.company;
    const capital = c.share_capital;
    const base = { country: null, foreign_reg_number: null, ended_day: null, grn: null, unreliable: false };
    if (ctx.stateOwner) {
      const name = stateFounderName(ctx.stateOwner, ctx.region);
      return [
        {
          ...base,
          id: nextId(),
          kind: 'state',
          name,
          inn: null,
          ogrn: null,
          share_nominal: capital,
          share_percent: 100,
          since_day: ctx.registrationDay,
          position: 0,
        },
      ];
    }
    let count: number;
    if (c.opf_code === '12300') count = pickWeighted(random, FOUNDER_COUNT);
    else if (c.opf_code === '12267' && random.chance(CHANCE.aoSingleShareholder)) count = 1;
    else return [];
    const percents = splitPercents(random, count);
    const rows: TFounderRow[] = [];
    const seen = new Set<string>();
    const head = directors.find((d) => d.ended_date === null);
    for (let i = 0; i < count; i++) {
      const percent = percents[i] as number;
      const roll = random.float();
      let founder: Pick<TFounderRow, 'kind' | 'name' | 'inn' | 'ogrn' | 'country' | 'foreign_reg_number'> | undefined;
      if (roll < CHANCE.foreignFounder) {
        const [name, country, prefix] = random.pick(FOREIGN);
        founder = {
          kind: 'foreign_org',
          name,
          inn: null,
          ogrn: null,
          country,
          foreign_reg_number: `${prefix} ${random.int(100_000, 999_999)}`,
        };
      } else if (roll < CHANCE.foreignFounder + CHANCE.corporateFounder) {
        const ref = recent(random);
        if (ref && ref.id !== ctx.id)
          founder = {
            kind: 'ru_org',
            name: ref.name,
            inn: ref.inn,
            ogrn: ref.ogrn,
            country: null,
            foreign_reg_number: null,
          };
      }
      if (!founder) {
        const person =
          i === 0 && head && random.chance(CHANCE.directorIsFounder)
            ? { fio: head.fio, inn: head.inn }
            : random.chance(CHANCE.massFounder)
              ? this.people.mass(random)
              : this.people.known(random);
        if (person)
          founder = {
            kind: 'person',
            name: person.fio,
            inn: person.inn,
            ogrn: null,
            country: null,
            foreign_reg_number: null,
          };
      }
      const key = founder?.inn ?? founder?.name;
      if (!founder || !key || seen.has(key)) {
        // A duplicate owner merges into the previous share rather than appearing twice.
        const last = rows[rows.length - 1];
        if (last) {
          last.share_percent += percent;
          last.share_nominal = (capital * last.share_percent) / 100;
        }
        continue;
      }
      seen.add(key);
      rows.push({
        ...base,
        ...founder,
        id: 0,
        share_nominal: (capital * percent) / 100,
        share_percent: percent,
        since_day: ctx.registrationDay,
        unreliable: random.chance(CHANCE.founderUnreliable),
        position: rows.length,
      });
    }
    if (rows.length === 0) return rows;
    const lastDay = ctx.endDay ?? this.today;
    const first = rows[0] as TFounderRow;
    if (lastDay - ctx.registrationDay > 400 && random.chance(CHANCE.founderChange)) {
      // The first owner bought the share from someone who then left: same share, two consecutive holders.
      const previous = this.people.known(random);
      if (previous && !seen.has(previous.inn)) {
        const changeDay = random.int(ctx.registrationDay + 180, lastDay - 30);
        first.since_day = changeDay;
        rows.push({
          ...first,
          kind: 'person',
          name: previous.fio,
          inn: previous.inn,
          ogrn: null,
          country: null,
          foreign_reg_number: null,
          since_day: ctx.registrationDay,
          ended_day: changeDay,
          unreliable: false,
          position: rows.length,
        });
      }
    }
    for (const row of rows) row.id = nextId();
    return rows;
  }

  /** Pledges of shares to a lender and arrests by bailiffs, recorded on a day while the owner holds the share. */
  encumbrances(
    ctx: TCompanyContext,
    founders: readonly TFounderRow[],
    recent: (r: Random) => TCompanyRef | undefined,
  ): TEncumbranceRow[] {
    const rows: TEncumbranceRow[] = [];
    for (const f of founders) {
      if (f.ended_day !== null || f.kind === 'state' || !this.random.chance(CHANCE.encumbrance)) continue;
      const day = this.random.int(f.since_day, Math.max(f.since_day, ctx.endDay ?? this.today));
      if (this.random.chance(0.7)) {
        const holder = recent(this.random);
        if (!holder) continue;
        rows.push({
          founder_id: f.id,
          kind: 'ЗАЛОГ',
          holder,
          holder_name: holder.name,
          details: `Договор залога доли от ${formatDay(day)}`,
          record_day: day,
          grn: null,
        });
      } else {
        rows.push({
          founder_id: f.id,
          kind: 'АРЕСТ',
          holder: null,
          holder_name: `Отдел судебных приставов по г. ${ctx.region.city}`,
          details: 'Постановление судебного пристава-исполнителя о запрете регистрационных действий',
          record_day: day,
          grn: null,
        });
      }
    }
    return rows;
  }

  /** Branches in other regions' main cities, each registered with a КПП of reason 43 at its own tax office. */
  branches(ctx: TCompanyContext): TBranchRow[] {
    const random = this.random;
    if (!ctx.operating) return [];
    const share = ctx.company.opf_code === '12300' ? CHANCE.branchesSmall : CHANCE.branchesAo;
    if (!random.chance(share)) return [];
    const count = random.chance(0.7) ? 1 : random.int(2, 4);
    const rows: TBranchRow[] = [];
    const lastDay = ctx.endDay ?? this.today;
    for (let i = 0; i < count; i++) {
      const region = this.geo.region(random);
      const office = random.pick(this.geo.offices(region));
      const representative = random.chance(0.15);
      const label = representative ? 'Представительство' : 'Филиал';
      rows.push({
        kind: representative ? 'representative' : 'branch',
        name: `${label} ${ctx.company.name_short} в г. ${region.city}`,
        kpp: `${office}43${String(i + 1).padStart(3, '0')}`,
        address: randomAddress(random, region),
        since_day: random.int(ctx.registrationDay, lastDay),
        grn: null,
      });
    }
    return rows;
  }
}

/** A draw from a small fixed table of [value, weight]. */
export function pickWeighted(random: Random, table: readonly (readonly [number, number])[]): number {
  let total = 0;
  for (const [, weight] of table) total += weight;
  let target = random.float() * total;
  for (const [value, weight] of table) {
    target -= weight;
    if (target < 0) return value;
  }
  return (table[table.length - 1] as readonly [number, number])[0];
}

export { UNRELIABLE_TEXT as FOUNDER_UNRELIABLE_TEXT };
