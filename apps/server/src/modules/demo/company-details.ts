import { transliterate } from '@sverka/shared';
import { MassAddresses } from './addresses.ts';
import { DEMO_TLD, okpoFor, phoneNumber, taxOfficeName, territoryCodes } from './classifiers.ts';
import type { TDemoCompany, TDemoDirector } from './companies.ts';
import { COMPANY_STATUSES } from './companies.ts';
import type { TCompanyContext, TCompanyRef, TPeople, TStateOwner } from './context.ts';
import { formatDay, parseDay } from './dates.ts';
import { hash32, type Random } from './random.ts';

/** The registry columns of a company beyond the core row, in {@link DEMO_TABLES} order after `as_of`. */
export type TCompanyDetails = {
  status_code: string | null;
  creation_method: string;
  termination_method: string | null;
  capital_kind: string;
  address_unreliable: boolean;
  address_unreliable_text: string | null;
  okpo: string;
  okato: string | null;
  oktmo: string | null;
  okogu: string;
  okfs: string;
  tax_authority: object;
  funds: object;
  contacts: object | null;
  managing_org: object | null;
  successors: object[] | null;
};

/** A director row with the history and flag columns. */
export type TDirectorRow = TDemoDirector & {
  post_kind: string;
  ended_date: string | null;
  grn: string | null;
  unreliable: boolean;
  unreliable_text: string | null;
  disqualified_from: string | null;
  disqualified_to: string | null;
};

/** ЕГРЮЛ texts of the unreliability marks (the wording of the 2016 order on «недостоверность»). */
export const UNRELIABLE_TEXT =
  'Сведения недостоверны (результаты проверки достоверности содержащихся в ЕГРЮЛ сведений о юридическом лице)';

/** Share of companies whose address is marked unreliable: about 2 % in the real register, far more at mass addresses. */
const ADDRESS_UNRELIABLE = 0.012;
const ADDRESS_UNRELIABLE_AT_MASS = 0.3;
/** Directors marked unreliable and directors serving a disqualification: rare, but every risk check needs some. */
const DIRECTOR_UNRELIABLE = 0.008;
const DIRECTOR_DISQUALIFIED = 0.0015;
/** Share of state-owned companies by form: many АО are state or municipal property, few ООО are. */
const STATE_OWNED: Readonly<Record<string, number>> = { '12267': 0.06, '12247': 0.2, '12300': 0.004 };
/** Share of АО run by a managing organisation instead of a director. */
const MANAGED_AO = 0.03;
/** Share of liquidations that went through bankruptcy (конкурсное производство); the rest were voluntary. */
export const BANKRUPT_LIQUIDATION = 0.12;
/** Share of companies in liquidation that are in a bankruptcy procedure. */
export const BANKRUPT_LIQUIDATING = 0.3;
/** Companies founded from 2023 have a single Social Fund (СФР) registration; older ones kept ПФР and ФСС numbers. */
const SFR_FROM = parseDay('2023-01-01');

const TERMINATION = {
  liquidated: 'Прекращение деятельности юридического лица в связи с его ликвидацией на основании решения учредителей',
  bankrupt:
    'Прекращение деятельности юридического лица в связи с его ликвидацией на основании определения арбитражного суда о завершении конкурсного производства',
  inactive:
    'Исключение из ЕГРЮЛ юридического лица в связи с наличием в ЕГРЮЛ сведений о нем, в отношении которых внесена запись о недостоверности',
  inactiveDormant: 'Исключение из ЕГРЮЛ недействующего юридического лица',
  reorganized: 'Прекращение деятельности юридического лица путем реорганизации в форме присоединения',
} as const;

/** ОКОГУ and ОКФС by owner: private companies are 4210014 / 16. */
const OWNERSHIP_CODES: Readonly<Record<TStateOwner | 'private', readonly [string, string]>> = {
  private: ['4210014', '16'],
  federal: ['1322500', '12'],
  subject: ['2300223', '13'],
  municipal: ['3300100', '14'],
};

/**
 * Fills the registry details of companies (classifiers, tax office, funds,
 * contacts, marks) and the history and flags of their directors, from a
 * random stream of its own.
 */
export class CompanyDetailsGenerator {
  private readonly massAddresses: MassAddresses;
  private readonly salt: number;

  constructor(
    private readonly random: Random,
    seed: number,
    private readonly people: TPeople,
    /** The register's "today" as a day number. */
    private readonly today: number,
  ) {
    this.massAddresses = new MassAddresses(seed);
    this.salt = hash32(`okpo:${seed}`);
  }

  /** Who owns a company that belongs to the state, or null for a private one. */
  stateOwner(company: TDemoCompany): TStateOwner | null {
    if (!this.random.chance(STATE_OWNED[company.opf_code] ?? 0)) return null;
    const roll = this.random.float();
    return roll < 0.3 ? 'federal' : roll < 0.7 ? 'subject' : 'municipal';
  }

  /** Whether the company went (or is going) through bankruptcy, by its status. */
  bankrupt(company: TDemoCompany): boolean {
    if (company.status_name === COMPANY_STATUSES.liquidated) return this.random.chance(BANKRUPT_LIQUIDATION);
    if (company.status_name === COMPANY_STATUSES.liquidating) return this.random.chance(BANKRUPT_LIQUIDATING);
    return false;
  }

  details(ctx: TCompanyContext, bankrupt: boolean, recent: (r: Random) => TCompanyRef | undefined): TCompanyDetails {
    const random = this.random;
    const c = ctx.company;
    const atMass = this.massAddresses.of(ctx.region).includes(c.legal_address ?? '');
    const addressUnreliable = random.chance(atMass ? ADDRESS_UNRELIABLE_AT_MASS : ADDRESS_UNRELIABLE);
    const { okato, oktmo } = territoryCodes(random, c.region_code);
    const [okogu, okfs] = OWNERSHIP_CODES[ctx.stateOwner ?? 'private'];
    const registering = c.ogrn.slice(3, 7);
    const current = c.kpp.slice(0, 4);
    const regDay = ctx.registrationDay;
    const fundDay = formatDay(Math.min(regDay + random.int(2, 20), ctx.endDay ?? regDay + 20));
    const serial = String((ctx.id * 7_919 + this.salt) % 1_000_000).padStart(6, '0');
    const funds =
      regDay >= SFR_FROM
        ? { sfr: { number: `${c.region_code}${current.slice(2)}${serial}`, date: fundDay } }
        : {
            pfr: { number: `0${c.region_code}-${String(random.int(1, 40)).padStart(3, '0')}-${serial}`, date: fundDay },
            fss: { number: `${c.region_code}${current.slice(2)}${serial}`, date: fundDay },
          };
    const managed = c.opf_code === '12267' && ctx.operating && random.chance(MANAGED_AO) ? recent(random) : undefined;
    const successor = c.status_name === COMPANY_STATUSES.reorganized ? recent(random) : undefined;
    return {
      status_code: c.status_name === COMPANY_STATUSES.liquidating ? (bankrupt ? '114' : '101') : null,
      creation_method:
        regDay < parseDay('2002-07-01')
          ? 'Регистрация юридического лица до 1 июля 2002 года'
          : 'Создание юридического лица',
      termination_method: this.termination(c.status_name, bankrupt),
      capital_kind: c.opf_code.startsWith('141') ? 'ПАЕВОЙ ФОНД' : 'УСТАВНЫЙ КАПИТАЛ',
      address_unreliable: addressUnreliable,
      address_unreliable_text: addressUnreliable ? UNRELIABLE_TEXT : null,
      okpo: okpoFor(ctx.id, 8, this.salt),
      okato,
      oktmo,
      okogu,
      okfs,
      tax_authority: {
        registering: { code: registering, name: taxOfficeName(registering, ctx.region) },
        current: { code: current, name: taxOfficeName(current, ctx.region), since: c.ogrn_date },
      },
      funds,
      contacts: this.contacts(ctx),
      managing_org: managed ? { ogrn: managed.ogrn, inn: managed.inn, name: managed.name } : null,
      successors: successor ? [{ ogrn: successor.ogrn, inn: successor.inn, name: successor.name }] : null,
    };
  }

  private termination(status: string, bankrupt: boolean): string | null {
    if (status === COMPANY_STATUSES.liquidated) return bankrupt ? TERMINATION.bankrupt : TERMINATION.liquidated;
    if (status === COMPANY_STATUSES.reorganized) return TERMINATION.reorganized;
    if (status === COMPANY_STATUSES.inactive) {
      return this.random.chance(0.6) ? TERMINATION.inactiveDormant : TERMINATION.inactive;
    }
    return null;
  }

  /** Phones, e-mails and a website, on a domain made from the brand; closed companies mostly lost theirs. */
  private contacts(ctx: TCompanyContext): object | null {
    const random = this.random;
    if (!random.chance(ctx.operating ? 0.75 : 0.2)) return null;
    const brand = /«(.*)»/.exec(ctx.company.name_short)?.[1] ?? 'company';
    // Generated brands collide with real businesses («Эталон» → etalon.ru), so demo sites and mailboxes live
    // under the TLD reserved for examples (RFC 2606) and never point anyone at a stranger's site.
    const domain = `${transliterate(brand)}${random.chance(0.5) ? `-${random.int(1, 99)}` : ''}.${DEMO_TLD}`;
    const phones = [phoneNumber(random, ctx.company.region_code)];
    if (random.chance(0.25)) phones.push(phoneNumber(random, ctx.company.region_code));
    const emails = random.chance(0.7) ? [`${random.pick(['info', 'office', 'mail', 'sales'])}@${domain}`] : [];
    return { phones, emails, website: random.chance(0.3) ? `https://${domain}` : null };
  }

  /**
   * The directors with their flags, plus the people who held the post before
   * the current head took over: one or two predecessors whose terms tile the
   * time from registration to the head's start, so terms never overlap.
   */
  directors(ctx: TCompanyContext, current: readonly TDemoDirector[]): TDirectorRow[] {
    const random = this.random;
    const rows: TDirectorRow[] = current.map((d) => ({
      ...d,
      post_kind: 'Руководитель юридического лица',
      ended_date: null,
      grn: null,
      unreliable: random.chance(DIRECTOR_UNRELIABLE),
      unreliable_text: null,
      disqualified_from: null,
      disqualified_to: null,
    }));
    for (const row of rows) {
      if (row.unreliable) row.unreliable_text = UNRELIABLE_TEXT;
      if (ctx.operating && random.chance(DIRECTOR_DISQUALIFIED)) {
        const from = random.int(Math.max(parseDay(row.since_date), ctx.registrationDay), this.lastDay(ctx));
        row.disqualified_from = formatDay(from);
        row.disqualified_to = formatDay(from + 365 * random.int(1, 3));
      }
    }
    const head = rows[0];
    if (!head) return rows;
    const headSince = parseDay(head.since_date);
    if (headSince - ctx.registrationDay < 60) return rows;
    const predecessors = headSince - ctx.registrationDay > 3 * 365 && random.chance(0.3) ? 2 : 1;
    let end = headSince;
    for (let i = 0; i < predecessors; i++) {
      const person = this.people.known(random);
      if (!person || person.inn === head.inn) break;
      const start = i === predecessors - 1 ? ctx.registrationDay : random.int(ctx.registrationDay + 30, end - 30);
      rows.push({
        fio: person.fio,
        inn: person.inn,
        post: head.post,
        since_date: formatDay(start),
        position: rows.length,
        post_kind: 'Руководитель юридического лица',
        ended_date: formatDay(end),
        grn: null,
        unreliable: false,
        unreliable_text: null,
        disqualified_from: null,
        disqualified_to: null,
      });
      end = start;
    }
    return rows;
  }

  private lastDay(ctx: TCompanyContext): number {
    return ctx.endDay ?? this.today;
  }
}
