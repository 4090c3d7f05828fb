import { loadRegions, type TRegion } from '../reference/index.ts';
import { COMPANY_STATUSES, CompanyGenerator, type TGeneratorOptions } from './companies.ts';
import { CompanyDetailsGenerator } from './company-details.ts';
import { RecentCompanies, type TCompanyContext, type TCompanyRef, type TPeople } from './context.ts';
import { formatDay, parseDay } from './dates.ts';
import { writeEntrepreneur } from './entrepreneur-rows.ts';
import { ENTREPRENEUR_STATUSES, EntrepreneurGenerator } from './entrepreneurs.ts';
import { lastReportedYear, sizeOf, sizeRank, statements } from './finances.ts';
import { Geography } from './geography.ts';
import { HistoryGenerator, type TChangeRow, type TRecordRow } from './history.ts';
import { GrnAllocator, UniqueSerials } from './identifiers.ts';
import { LaneIds, laneLabel, laneSerial, SOLE_LANE, type TLane } from './lanes.ts';
import { LitigationGenerator } from './litigation.ts';
import { OwnershipGenerator } from './ownership.ts';
import { ProcurementGenerator } from './procurement.ts';
import { hash32, Random } from './random.ts';
import type { TableBuffers } from './tables.ts';
import { writeCompanyTaxes } from './taxes.ts';

const SOURCE = 'demo';
/** Companies other rows may refer to (founders, counterparties): a window of the latest ones keeps memory flat. */
const RECENT_COMPANIES = 5_000;
const RECENT_STATE_COMPANIES = 500;

/** Row ids the generator assigns itself, so children can refer to their parents in one pass. */
export type TIdCounters = { company: number; entrepreneur: number; founder: number; arbitrationCase: number };
type TCompanyIdKind = 'company' | 'founder' | 'arbitrationCase';
type TLaneIds = { [K in TCompanyIdKind]: LaneIds };

const laneIds = (starts: Pick<TIdCounters, TCompanyIdKind>, lane: TLane): TLaneIds => ({
  company: new LaneIds(starts.company, lane),
  founder: new LaneIds(starts.founder, lane),
  arbitrationCase: new LaneIds(starts.arbitrationCase, lane),
});

/**
 * Companies with everything around them. Each concern draws from a random
 * stream of its own, derived from the seed, so the core rows stay exactly
 * what {@link CompanyGenerator} makes and one part changing its draws does
 * not reshuffle the others.
 */
export class CompanyWorld {
  private readonly core: CompanyGenerator;
  private readonly regions = new Map<string, TRegion>(loadRegions().map((r) => [r.code, r]));
  private readonly recent = new RecentCompanies(RECENT_COMPANIES);
  private readonly state = new RecentCompanies(RECENT_STATE_COMPANIES);
  private readonly details: CompanyDetailsGenerator;
  private readonly ownership: OwnershipGenerator;
  private readonly history: HistoryGenerator;
  private readonly litigation: LitigationGenerator;
  private readonly procurement: ProcurementGenerator;
  private readonly sizeRandom: Random;
  private readonly financeRandom: Random;
  private readonly taxRandom: Random;
  private readonly refRandom: Random;
  private readonly today: number;
  private readonly lastYear: number;
  private readonly asOf: string;
  private readonly ids: TLaneIds;

  /** `starts` are the first ids of each kind; a lane issues every n-th one from there. */
  constructor(options: TGeneratorOptions, starts: Pick<TIdCounters, TCompanyIdKind>) {
    const lane = options.lane ?? SOLE_LANE;
    this.ids = laneIds(starts, lane);
    this.core = new CompanyGenerator(options);
    const seed = options.seed;
    this.today = parseDay(options.referenceDate);
    this.lastYear = lastReportedYear(this.today);
    this.asOf = options.referenceDate;
    const people: TPeople = { known: (r) => this.core.knownPerson(r), mass: (r) => this.core.massPerson(r) };
    const stream = (name: string) => new Random(seed, laneLabel(lane, `demo:${name}`));
    this.details = new CompanyDetailsGenerator(stream('details'), seed, people, this.today);
    this.ownership = new OwnershipGenerator(stream('ownership'), people, new Geography(), this.today);
    this.history = new HistoryGenerator(stream('history'), new GrnAllocator(seed, lane), this.today);
    const serials = new UniqueSerials(hash32(`serials:${seed}`), lane);
    this.litigation = new LitigationGenerator(stream('litigation'), serials, this.today, this.asOf);
    this.procurement = new ProcurementGenerator(stream('procurement'), serials, this.today, this.asOf);
    this.sizeRandom = stream('size');
    this.financeRandom = stream('finances');
    this.taxRandom = stream('taxes');
    this.refRandom = stream('references');
  }

  /** Generates the next company and writes every row about it into `out`. */
  /** The largest id of each kind issued so far (start − 1 when none), for moving the sequences after a load. */
  lastIds(): Pick<TIdCounters, TCompanyIdKind> {
    return {
      company: this.ids.company.last(),
      founder: this.ids.founder.last(),
      arbitrationCase: this.ids.arbitrationCase.last(),
    };
  }

  next(out: TableBuffers): void {
    const { company: c, directors: heads } = this.core.next();
    const id = this.ids.company.next();
    const region = this.regions.get(c.region_code) as TRegion;
    const endDay = c.liquidation_date === null ? null : parseDay(c.liquidation_date);
    const ctx: TCompanyContext = {
      id,
      company: c,
      region,
      registrationDay: parseDay(c.registration_date),
      endDay,
      operating: c.status_name === COMPANY_STATUSES.active || c.status_name === COMPANY_STATUSES.liquidating,
      stateOwner: null,
      employees: 0,
      revenue: 0,
    };
    ctx.stateOwner = this.details.stateOwner(c);
    const size = sizeOf(this.sizeRandom, ctx);
    ctx.employees = ctx.operating ? size.employees : 0;
    ctx.revenue = size.revenue;
    const bankrupt = this.details.bankrupt(c);
    const recent = (r: Random) => this.recent.pick(r, id);
    const details = this.details.details(ctx, bankrupt, recent);
    const directors = this.details.directors(ctx, heads);
    const founders = this.ownership.founders(ctx, directors, recent, () => this.ids.founder.next());
    const encumbrances = this.ownership.encumbrances(ctx, founders, recent);
    const branches = this.ownership.branches(ctx);
    const { records, changes } = this.history.company(
      ctx,
      details,
      directors,
      founders,
      encumbrances,
      branches,
      bankrupt,
    );

    const years = ctx.operating || endDay !== null ? statements(this.financeRandom, ctx, this.lastYear) : [];
    const employees = writeCompanyTaxes(out, this.taxRandom, ctx, years, this.lastYear, this.asOf, this.today);
    const revenue = years[years.length - 1]?.lines.get('2110') ?? null;

    const d = details;
    out.push('companies', [
      id,
      c.ogrn,
      c.inn,
      c.kpp,
      c.name_short,
      c.name_full,
      c.opf_code,
      c.opf_name,
      c.status_name,
      c.registration_date,
      c.ogrn_date,
      c.liquidation_date,
      c.share_capital,
      c.legal_address,
      c.city,
      c.region_code,
      c.okved_code,
      c.okved_additional,
      SOURCE,
      this.asOf,
      d.status_code,
      d.creation_method,
      d.termination_method,
      d.capital_kind,
      d.address_unreliable ? 't' : 'f',
      d.address_unreliable_text,
      d.okpo,
      d.okato,
      d.oktmo,
      d.okogu,
      d.okfs,
      JSON.stringify(d.tax_authority),
      JSON.stringify(d.funds),
      json(d.contacts),
      json(d.managing_org),
      null,
      json(d.successors),
      this.asOf,
      sizeRank(revenue, employees),
    ]);
    for (const r of directors) {
      out.push('company_directors', [
        id,
        r.fio,
        r.inn,
        r.post,
        r.since_date,
        r.position,
        r.post_kind,
        r.ended_date,
        r.grn,
        r.unreliable ? 't' : 'f',
        r.unreliable_text,
        r.disqualified_from,
        r.disqualified_to,
      ]);
    }
    for (const f of founders) {
      out.push('company_founders', [
        f.id,
        id,
        f.kind,
        f.name,
        f.inn,
        f.ogrn,
        f.country,
        f.foreign_reg_number,
        f.share_nominal,
        f.share_percent,
        formatDay(f.since_day),
        f.ended_day === null ? null : formatDay(f.ended_day),
        f.grn,
        f.unreliable ? 't' : 'f',
        f.unreliable
          ? 'Сведения недостоверны (результаты проверки достоверности содержащихся в ЕГРЮЛ сведений о юридическом лице)'
          : null,
        f.position,
      ]);
    }
    for (const e of encumbrances) {
      out.push('share_encumbrances', [
        e.founder_id,
        e.kind,
        e.holder_name,
        e.holder?.inn ?? null,
        e.holder?.ogrn ?? null,
        e.details,
        formatDay(e.record_day),
        e.grn,
      ]);
    }
    for (const b of branches) {
      out.push('company_branches', [
        id,
        b.kind,
        b.name,
        b.kpp,
        b.address,
        b.kind === 'representative' ? 'Российская Федерация' : null,
        formatDay(b.since_day),
        b.grn,
      ]);
    }
    writeHistory(out, c.ogrn, records, changes);

    for (const y of years) {
      // Digits and quotes only: the line is built directly, skipping the per-field escaping of the generic writer.
      let lines = '';
      for (const [code, value] of y.lines) lines += `${lines ? ',' : ''}"${code}":${value}`;
      out.pushLine('financial_statements', `${c.inn}\t${y.year}\t{${lines}}\t${SOURCE}\t${this.asOf}\n`);
    }
    this.litigation.write(out, ctx, bankrupt, recent, () => this.ids.arbitrationCase.next());
    this.procurement.write(
      out,
      ctx,
      (r) => this.state.pick(r, id) ?? (r.chance(0.3) ? this.recent.pick(r, id) : undefined),
    );

    const ref: TCompanyRef = {
      id,
      inn: c.inn,
      ogrn: c.ogrn,
      kpp: c.kpp,
      name: c.name_full,
      nameShort: c.name_short,
      address: c.legal_address,
      regionCode: c.region_code,
      active: c.status_name === COMPANY_STATUSES.active,
    };
    this.recent.add(ref);
    if (ctx.stateOwner && ref.active) this.state.add(ref);
    void this.refRandom;
  }
}

/** Sole traders with their registry records, SME entry, regimes and licences. */
export class EntrepreneurWorld {
  private readonly core: EntrepreneurGenerator;
  private readonly regions = new Map<string, TRegion>(loadRegions().map((r) => [r.code, r]));
  private readonly history: HistoryGenerator;
  private readonly procurement: ProcurementGenerator;
  private readonly random: Random;
  private readonly today: number;
  private index = 0;
  private readonly lane: TLane;
  private readonly ids: LaneIds;

  /** `firstId` is the first `entrepreneurs.id`; a lane issues every n-th one from there. */
  constructor(
    private readonly options: TGeneratorOptions,
    firstId = 1,
  ) {
    const lane = options.lane ?? SOLE_LANE;
    this.lane = lane;
    this.ids = new LaneIds(firstId, lane);
    this.core = new EntrepreneurGenerator(options);
    this.today = parseDay(options.referenceDate);
    this.random = new Random(options.seed, laneLabel(lane, 'demo:entrepreneurs'));
    this.history = new HistoryGenerator(
      new Random(options.seed, laneLabel(lane, 'demo:ip-history')),
      new GrnAllocator(options.seed, lane),
      this.today,
    );
    this.procurement = new ProcurementGenerator(
      new Random(options.seed, laneLabel(lane, 'demo:ip-licences')),
      new UniqueSerials(hash32(`ip-serials:${options.seed}`), lane),
      this.today,
      options.referenceDate,
    );
  }

  /** The largest id issued so far, or firstId − 1 when none. */
  lastId(): number {
    return this.ids.last();
  }

  next(out: TableBuffers): void {
    const e = this.core.next();
    const region = this.regions.get(e.region_code) as TRegion;
    // ОКПО comes from the subject's place in the whole register, so lanes stay apart.
    const index = laneSerial(this.lane, this.index++);
    const officeCode = e.inn.slice(0, 4);
    const { records, changes } = this.history.entrepreneur(e, region, officeCode);
    writeEntrepreneur(out, this.random, this.ids.next(), e, region, index, this.options, this.today);
    writeHistory(out, e.ogrnip, records, changes);
    if (e.status_name === ENTREPRENEUR_STATUSES.active) {
      this.procurement.licenses(out, e.ogrnip, e.region_code, e.okved_code, parseDay(e.registration_date), null);
    }
  }
}

function writeHistory(
  out: TableBuffers,
  ogrn: string,
  records: readonly TRecordRow[],
  changes: readonly TChangeRow[],
): void {
  for (const r of records)
    out.push('registry_records', [
      ogrn,
      r.grn,
      formatDay(r.day),
      null,
      r.kind,
      r.office,
      r.officeName,
      null,
      'f',
      SOURCE,
    ]);
  for (const ch of changes)
    out.push('registry_changes', [ogrn, ch.grn, formatDay(ch.day), ch.field, ch.old, ch.new, SOURCE]);
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
