import type { TRegion } from '../reference/index.ts';
import { randomAddress } from './addresses.ts';
import { taxOfficeName } from './classifiers.ts';
import { COMPANY_STATUSES } from './companies.ts';
import type { TCompanyDetails, TDirectorRow } from './company-details.ts';
import type { TCompanyContext } from './context.ts';
import { formatDay, parseDay, yearOf } from './dates.ts';
import type { TDemoEntrepreneur } from './entrepreneurs.ts';
import type { GrnAllocator } from './identifiers.ts';
import type { TBranchRow, TEncumbranceRow, TFounderRow } from './ownership.ts';
import type { Random } from './random.ts';

/** A `registry_records` row. */
export type TRecordRow = { grn: string; day: number; kind: string; office: string; officeName: string };
/** A `registry_changes` row: what a record changed. */
export type TChangeRow = { grn: string; day: number; field: string; old: string | null; new: string | null };

/** Share of companies that moved, changed capital or main activity at least once (ЕГРЮЛ change records). */
const ADDRESS_CHANGE = 0.12;
const CAPITAL_CHANGE = 0.05;
const OKVED_CHANGE = 0.15;
const EGRUL_START = parseDay('2002-07-01');

const KIND = {
  created: 'Создание юридического лица',
  before2002: 'Внесение в ЕГРЮЛ сведений о юридическом лице, зарегистрированном до 1 июля 2002 года',
  taxRegistration: 'Внесение в ЕГРЮЛ сведений о постановке юридического лица на учет в налоговом органе',
  director: 'Изменение сведений о лице, имеющем право без доверенности действовать от имени юридического лица',
  founders: 'Изменение сведений об участниках (учредителях) юридического лица',
  address: 'Изменение адреса юридического лица в пределах места нахождения',
  capital: 'Государственная регистрация изменений, внесенных в учредительный документ (увеличение уставного капитала)',
  okved: 'Изменение сведений о видах экономической деятельности',
  branch: 'Внесение в ЕГРЮЛ сведений о филиале (представительстве)',
  encumbrance: 'Внесение сведений об обременении доли участника',
  unreliable: 'Внесение в ЕГРЮЛ записи о недостоверности сведений о юридическом лице',
  liquidationDecision: 'Принятие решения о ликвидации юридического лица',
  bankruptcy: 'Внесение сведений о нахождении юридического лица в процессе банкротства',
  liquidated: 'Ликвидация юридического лица',
  bankruptLiquidated: 'Ликвидация юридического лица по решению суда в связи с завершением конкурсного производства',
  exclusionPlanned: 'Принятие регистрирующим органом решения о предстоящем исключении юридического лица из ЕГРЮЛ',
  excluded: 'Исключение юридического лица из ЕГРЮЛ',
  reorganized: 'Прекращение деятельности юридического лица путем реорганизации в форме присоединения',
} as const;

const IP_KIND = {
  created: 'Государственная регистрация физического лица в качестве индивидуального предпринимателя',
  before2004: 'Внесение в ЕГРИП сведений об индивидуальном предпринимателе, зарегистрированном до 1 января 2004 года',
  taxRegistration: 'Внесение в ЕГРИП сведений о постановке на учет в налоговом органе',
  okved: 'Изменение сведений о видах экономической деятельности индивидуального предпринимателя',
  terminated:
    'Государственная регистрация прекращения физическим лицом деятельности в качестве индивидуального предпринимателя',
} as const;

/**
 * The ЕГРЮЛ/ЕГРИП record list of a subject, built from its current state so
 * that the two agree: the creation record carries the ОГРН as its ГРН, each
 * later change of director, founders, address, capital or activity gets a
 * record on the day it took effect, and the rows it changed get that ГРН.
 * Records never predate the ОГРН nor follow the liquidation.
 */
export class HistoryGenerator {
  constructor(
    private readonly random: Random,
    private readonly grns: GrnAllocator,
    private readonly today: number,
  ) {}

  company(
    ctx: TCompanyContext,
    details: TCompanyDetails,
    directors: TDirectorRow[],
    founders: TFounderRow[],
    encumbrances: TEncumbranceRow[],
    branches: TBranchRow[],
    bankrupt: boolean,
  ): { records: TRecordRow[]; changes: TChangeRow[] } {
    const random = this.random;
    const c = ctx.company;
    const ogrnDay = parseDay(c.ogrn_date);
    const lastDay = ctx.endDay ?? this.today;
    const registering = c.ogrn.slice(3, 7);
    const current = c.kpp.slice(0, 4);
    const records: TRecordRow[] = [];
    const changes: TChangeRow[] = [];
    const office = (code: string) => ({ office: code, officeName: taxOfficeName(code, ctx.region) });
    const record = (day: number, kind: string, code = registering): string => {
      const d = Math.min(Math.max(day, ogrnDay), lastDay);
      const grn = this.grns.legal(random, yearOf(d), c.region_code);
      records.push({ grn, day: d, kind, ...office(code) });
      return grn;
    };
    records.push({
      grn: c.ogrn,
      day: ogrnDay,
      kind: ogrnDay > ctx.registrationDay ? KIND.before2002 : KIND.created,
      ...office(registering),
    });
    if (ogrnDay >= EGRUL_START) record(ogrnDay + random.int(0, 5), KIND.taxRegistration, current);

    // Directors: a head appointed after the ОГРН took office by a change record naming the predecessor.
    const byStart = directors.slice().sort((a, b) => a.since_date.localeCompare(b.since_date));
    for (const d of byStart) {
      const since = parseDay(d.since_date);
      if (since <= ogrnDay) {
        d.grn = c.ogrn;
        continue;
      }
      d.grn = record(since, KIND.director);
      const previous = byStart.find((p) => p.ended_date === d.since_date && p.position !== d.position);
      changes.push({ grn: d.grn, day: since, field: 'director', old: previous?.fio ?? null, new: d.fio });
    }
    for (const f of founders) {
      if (f.since_day <= ogrnDay) {
        f.grn = c.ogrn;
        continue;
      }
      f.grn = record(f.since_day, KIND.founders);
      const previous = founders.find((p) => p.ended_day === f.since_day);
      changes.push({ grn: f.grn, day: f.since_day, field: 'founders', old: previous?.name ?? null, new: f.name });
    }
    for (const e of encumbrances) e.grn = record(e.record_day, KIND.encumbrance);
    for (const b of branches) b.grn = record(b.since_day, KIND.branch);

    const span = lastDay - ogrnDay;
    if (span > 365 && random.chance(ADDRESS_CHANGE)) {
      const day = random.int(ogrnDay + 90, lastDay - 1);
      const grn = record(day, KIND.address);
      changes.push({
        grn,
        day,
        field: 'address',
        old: randomAddress(random, ctx.region as TRegion),
        new: c.legal_address,
      });
    }
    if (span > 365 && c.share_capital > 10_000 && c.opf_code === '12300' && random.chance(CAPITAL_CHANGE / 0.3)) {
      const day = random.int(ogrnDay + 90, lastDay - 1);
      const grn = record(day, KIND.capital);
      changes.push({ grn, day, field: 'capital', old: '10000', new: String(c.share_capital) });
    }
    const formerMain = c.okved_additional[0];
    if (span > 365 && formerMain && random.chance(OKVED_CHANGE)) {
      const day = random.int(ogrnDay + 90, lastDay - 1);
      const grn = record(day, KIND.okved);
      changes.push({ grn, day, field: 'okved', old: formerMain, new: c.okved_code });
    }
    if (details.address_unreliable) record(random.int(Math.max(ogrnDay, lastDay - 900), lastDay), KIND.unreliable);
    this.ending(ctx, bankrupt, record, changes, lastDay);
    records.sort((a, b) => a.day - b.day);
    return { records, changes };
  }

  /** Records of winding up: decision, bankruptcy, and the end itself on the liquidation day. */
  private ending(
    ctx: TCompanyContext,
    bankrupt: boolean,
    record: (day: number, kind: string) => string,
    changes: TChangeRow[],
    lastDay: number,
  ): void {
    const status = ctx.company.status_name;
    if (status === COMPANY_STATUSES.active) return;
    const random = this.random;
    const from = Math.max(ctx.registrationDay + 120, lastDay - 700);
    if (status === COMPANY_STATUSES.liquidating) {
      const day = random.int(from, lastDay);
      const grn = record(day, bankrupt ? KIND.bankruptcy : KIND.liquidationDecision);
      changes.push({ grn, day, field: 'status', old: COMPANY_STATUSES.active, new: status });
      return;
    }
    const end = ctx.endDay ?? lastDay;
    const before = random.int(Math.min(from, end), end);
    if (status === COMPANY_STATUSES.liquidated) {
      record(before, bankrupt ? KIND.bankruptcy : KIND.liquidationDecision);
    } else if (status === COMPANY_STATUSES.inactive) {
      record(before, KIND.exclusionPlanned);
    }
    const kind =
      status === COMPANY_STATUSES.liquidated
        ? bankrupt
          ? KIND.bankruptLiquidated
          : KIND.liquidated
        : status === COMPANY_STATUSES.inactive
          ? KIND.excluded
          : KIND.reorganized;
    const grn = record(end, kind);
    changes.push({ grn, day: end, field: 'status', old: COMPANY_STATUSES.active, new: status });
  }

  /** The ЕГРИП records of a sole trader: registration (ГРНИП = ОГРНИП), tax registration, changes, termination. */
  entrepreneur(
    e: TDemoEntrepreneur,
    region: TRegion,
    officeCode: string,
  ): { records: TRecordRow[]; changes: TChangeRow[] } {
    const random = this.random;
    const ogrnipDay = parseDay(e.ogrnip_date);
    const lastDay = e.termination_date ? parseDay(e.termination_date) : this.today;
    const office = { office: officeCode, officeName: taxOfficeName(officeCode, region) };
    const records: TRecordRow[] = [
      {
        grn: e.ogrnip,
        day: ogrnipDay,
        kind: ogrnipDay > parseDay(e.registration_date) ? IP_KIND.before2004 : IP_KIND.created,
        ...office,
      },
    ];
    const changes: TChangeRow[] = [];
    const record = (day: number, kind: string) => {
      const grn = this.grns.entrepreneur(yearOf(day), e.region_code);
      records.push({ grn, day, kind, ...office });
      return grn;
    };
    record(Math.min(ogrnipDay + random.int(0, 5), lastDay), IP_KIND.taxRegistration);
    const formerMain = e.okved_additional[0];
    if (formerMain && lastDay - ogrnipDay > 365 && random.chance(0.1)) {
      const day = random.int(ogrnipDay + 90, lastDay - 1);
      changes.push({ grn: record(day, IP_KIND.okved), day, field: 'okved', old: formerMain, new: e.okved_code });
    }
    if (e.termination_date) {
      changes.push({
        grn: record(lastDay, IP_KIND.terminated),
        day: lastDay,
        field: 'status',
        old: 'Действует',
        new: e.status_name,
      });
    }
    records.sort((a, b) => a.day - b.day);
    return { records, changes };
  }
}

/** `YYYY-MM-DD` of a day number (re-exported for the row writers). */
export const day = formatDay;
