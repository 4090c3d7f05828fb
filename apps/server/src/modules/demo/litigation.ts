import type { TRegion } from '../reference/index.ts';
import type { TCompanyContext, TCompanyRef } from './context.ts';
import { formatDay } from './dates.ts';
import type { UniqueSerials } from './identifiers.ts';
import { type Random, WeightedPicker } from './random.ts';
import type { TableBuffers } from './tables.ts';

/**
 * Arbitration cases, ФССП proceedings, ЕФРСБ bankruptcy messages and
 * Федресурс pledge/leasing messages of a company. Counterparties are other
 * demo companies, so a case shows up on both cards.
 */

/** Operating companies with arbitration cases in the last five years: most have none. */
const HAS_CASES = 0.14;
/** Operating companies with enforcement proceedings; far more among those winding up. */
const HAS_ENFORCEMENT = 0.06;
const HAS_ENFORCEMENT_WINDING_UP = 0.45;
/** Pledges of movable property and leasing contracts published on Федресурс. */
const PLEDGE = 0.03;
const LEASING = 0.04;

/** Arbitration court codes of the largest regions (the letter А and a number in case numbers). */
const COURTS: Readonly<Record<string, string>> = {
  '77': 'А40',
  '78': 'А56',
  '47': 'А56',
  '50': 'А41',
  '16': 'А65',
  '66': 'А60',
  '23': 'А32',
  '54': 'А45',
  '02': 'А07',
  '52': 'А43',
  '61': 'А53',
  '63': 'А55',
  '74': 'А76',
  '24': 'А33',
  '59': 'А50',
  '36': 'А14',
  '34': 'А12',
};

// biome-ignore format: a data table reads best packed
const CATEGORIES: readonly string[] = [
  'О неисполнении или ненадлежащем исполнении обязательств по договорам поставки',
  'О неисполнении или ненадлежащем исполнении обязательств по договорам подряда',
  'О неисполнении или ненадлежащем исполнении обязательств по договорам оказания услуг',
  'О неисполнении или ненадлежащем исполнении обязательств по договорам аренды',
  'О взыскании неосновательного обогащения',
];
const BANKRUPTCY_CATEGORY = 'О несостоятельности (банкротстве) организаций и граждан';
const OUTCOMES = [
  'Иск удовлетворен полностью',
  'Иск удовлетворен частично',
  'В иске отказано',
  'Производство по делу прекращено',
  'Утверждено мировое соглашение',
];

// biome-ignore format: a data table reads best packed
const ENFORCEMENT_SUBJECT = new WeightedPicker<string>([
  ['Налог (сбор), пени, штраф', 30], ['Иные взыскания имущественного характера в пользу юридических и физических лиц', 30],
  ['Страховые взносы', 12], ['Штраф иного органа', 10], ['Задолженность по платежам за газ, тепло и электроэнергию', 6],
  ['Задолженность по кредитным платежам (кроме ипотеки)', 4], ['Оплата труда и иные выплаты по трудовым правоотношениям', 4],
  ['Наложение ареста', 2], ['Обращение взыскания на заложенное имущество', 2],
]);

/** «Арбитражный суд Свердловской области»: the court name uses the genitive of the region. */
export function courtName(region: TRegion): string {
  if (region.code === '77') return 'Арбитражный суд города Москвы';
  if (region.code === '78' || region.code === '47')
    return 'Арбитражный суд города Санкт-Петербурга и Ленинградской области';
  const name = region.name.replace(/ \(.*\)$/, '').replace(/ — .*$/, '');
  const genitive = name
    .split(' ')
    .map((w) =>
      w === 'Республика'
        ? 'Республики'
        : w === 'область'
          ? 'области'
          : w === 'край'
            ? 'края'
            : w === 'округ'
              ? 'округа'
              : /ая$/.test(w)
                ? `${w.slice(0, -2)}ой`
                : /[иы]й$/.test(w)
                  ? `${w.slice(0, -2)}ого`
                  : w,
    )
    .join(' ');
  return `Арбитражный суд ${genitive}`;
}

/** Rubles with a long tail: most claims are tens or hundreds of thousands, a few are hundreds of millions. */
function claimSum(random: Random, scale: number): number {
  const u = random.float();
  return Math.round(Math.max(10_000, scale * Math.exp(u * u * 9) * (0.5 + random.float())) / 100) * 100;
}

export class LitigationGenerator {
  constructor(
    private readonly random: Random,
    private readonly serials: UniqueSerials,
    private readonly today: number,
    private readonly asOf: string,
  ) {}

  private caseNumber(region: TRegion, day: number): string {
    const court = COURTS[region.code] ?? `А${String((Number(region.code) % 83) + 1).padStart(2, '0')}`;
    const year = new Date(day * 86_400_000).getUTCFullYear();
    return `${court}-${Number(this.serials.next(`${court}/${year}`, 6))}/${year}`;
  }

  /** Writes all litigation rows of a company; returns the bankruptcy case number when there is one. */
  write(
    out: TableBuffers,
    ctx: TCompanyContext,
    bankrupt: boolean,
    recent: (r: Random) => TCompanyRef | undefined,
    nextCaseId: () => number,
  ): void {
    const random = this.random;
    const c = ctx.company;
    const lastDay = ctx.endDay ?? this.today;
    const firstDay = Math.max(ctx.registrationDay + 60, lastDay - 5 * 365);
    const self = { name: c.name_full, inn: c.inn, ogrn: c.ogrn, address: c.legal_address };
    const party = (
      id: number,
      role: string,
      p: { name: string; inn: string | null; ogrn: string | null; address: string | null },
    ) => out.push('arbitration_participants', [id, role, p.name, p.inn, p.ogrn, p.address]);
    const cases =
      ctx.operating || bankrupt
        ? random.chance(HAS_CASES + Math.min(0.3, ctx.employees / 1000))
          ? 1 + Math.floor(-Math.log(1 - random.float()) * 1.5)
          : 0
        : 0;
    for (let i = 0; i < cases && firstDay < lastDay; i++) {
      const other = recent(random);
      if (!other || other.inn === c.inn) continue;
      const started = random.int(firstDay, lastDay);
      const closed = started + 60 < this.today && random.chance(0.8);
      const ended = closed ? Math.min(this.today, started + random.int(60, 400)) : null;
      const id = nextCaseId();
      const number = this.caseNumber(ctx.region, started);
      out.push('arbitration_cases', [
        id,
        number,
        courtName(ctx.region),
        random.pick(CATEGORIES),
        formatDay(started),
        ended === null ? null : formatDay(ended),
        closed ? 'closed' : random.chance(0.1) ? 'suspended' : 'open',
        closed ? random.pick(OUTCOMES) : null,
        claimSum(random, 50_000),
        null,
        'demo',
        this.asOf,
      ]);
      const plaintiff = random.chance(0.45);
      const otherParty = { name: other.name, inn: other.inn, ogrn: other.ogrn, address: other.address };
      party(id, plaintiff ? 'plaintiff' : 'defendant', self);
      party(id, plaintiff ? 'defendant' : 'plaintiff', otherParty);
    }
    let bankruptcyCase: string | null = null;
    if (bankrupt) {
      const creditor = recent(random);
      const started = random.int(
        Math.max(ctx.registrationDay + 200, lastDay - 900),
        Math.max(ctx.registrationDay + 200, lastDay - 60),
      );
      if (creditor && started < lastDay) {
        const id = nextCaseId();
        bankruptcyCase = this.caseNumber(ctx.region, started);
        const ended = ctx.endDay;
        out.push('arbitration_cases', [
          id,
          bankruptcyCase,
          courtName(ctx.region),
          BANKRUPTCY_CATEGORY,
          formatDay(started),
          ended === null ? null : formatDay(ended),
          ended === null ? 'open' : 'closed',
          ended === null ? null : 'Конкурсное производство завершено',
          claimSum(random, 500_000),
          null,
          'demo',
          this.asOf,
        ]);
        party(id, 'defendant', self);
        party(id, 'plaintiff', {
          name: creditor.name,
          inn: creditor.inn,
          ogrn: creditor.ogrn,
          address: creditor.address,
        });
        this.bankruptcyMessages(out, ctx, bankruptcyCase, started, lastDay);
      }
    }
    this.enforcement(out, ctx, bankrupt);
    this.pledges(out, ctx, recent);
  }

  private bankruptcyMessages(
    out: TableBuffers,
    ctx: TCompanyContext,
    caseNumber: string,
    started: number,
    lastDay: number,
  ): void {
    const random = this.random;
    const c = ctx.company;
    const steps = [
      ['Сообщение о намерении кредитора обратиться в суд с заявлением о банкротстве', started - random.int(16, 60)],
      ['Сообщение о судебном акте (введение наблюдения)', started + random.int(30, 90)],
      [
        'Сведения о решении о признании должника банкротом и открытии конкурсного производства',
        started + random.int(120, 240),
      ],
    ] as [string, number][];
    if (ctx.endDay !== null)
      steps.push(['Сообщение о завершении конкурсного производства', ctx.endDay - random.int(5, 30)]);
    for (const [type, day] of steps) {
      const d = Math.min(Math.max(day, ctx.registrationDay + 1), lastDay);
      const id = this.serials.next('efrsb', 8);
      out.push('bankruptcy_messages', [
        id,
        c.inn,
        c.ogrn,
        c.name_full,
        type,
        formatDay(d),
        caseNumber,
        `${type}. Должник: ${c.name_full}, ИНН ${c.inn}, ОГРН ${c.ogrn}. Дело № ${caseNumber}.`,
        'demo',
        this.asOf,
      ]);
    }
  }

  private enforcement(out: TableBuffers, ctx: TCompanyContext, bankrupt: boolean): void {
    const random = this.random;
    const c = ctx.company;
    if (!ctx.operating && !bankrupt) return;
    if (!random.chance(c.status_name === 'Действует' ? HAS_ENFORCEMENT : HAS_ENFORCEMENT_WINDING_UP)) return;
    const count = random.int(1, 4);
    const lastDay = ctx.endDay ?? this.today;
    for (let i = 0; i < count; i++) {
      const started = random.int(Math.max(ctx.registrationDay + 90, lastDay - 3 * 365), lastDay);
      const year = new Date(started * 86_400_000).getUTCFullYear();
      const department = `${c.region_code}0${String(random.int(1, 40)).padStart(2, '0')}`;
      const number = `${Number(this.serials.next(`fssp/${department}/${year}`, 6))}/${String(year % 100).padStart(2, '0')}/${department}-ИП`;
      const amount = Math.round(claimSum(random, 20_000));
      const ended =
        random.chance(0.45) && started + 30 < this.today
          ? random.int(started + 30, Math.min(this.today, started + 400))
          : null;
      const fulfilled = ended !== null && random.chance(0.6);
      out.push('enforcement_proceedings', [
        number,
        formatDay(started),
        c.name_full,
        c.inn,
        c.legal_address,
        random.pick([
          'Исполнительный лист',
          'Акт органа, осуществляющего контрольные функции',
          'Постановление судебного пристава-исполнителя',
        ]),
        `ФС № ${random.int(10_000_000, 99_999_999)}`,
        formatDay(Math.max(ctx.registrationDay, started - random.int(10, 90))),
        ENFORCEMENT_SUBJECT.pick(random),
        amount,
        ended === null ? amount : fulfilled ? 0 : Math.round(amount * random.float()),
        `Отдел судебных приставов № ${Number(department.slice(3))} по г. ${ctx.region.city}`,
        ended === null ? null : formatDay(ended),
        ended === null ? null : fulfilled ? 'ст. 47 ч. 1 п. 1' : 'ст. 46 ч. 1 п. 3',
        'demo',
        this.asOf,
      ]);
    }
  }

  private pledges(out: TableBuffers, ctx: TCompanyContext, recent: (r: Random) => TCompanyRef | undefined): void {
    const random = this.random;
    if (!ctx.operating) return;
    const c = ctx.company;
    for (const kind of ['pledge', 'leasing'] as const) {
      if (!random.chance(kind === 'pledge' ? PLEDGE : LEASING)) continue;
      const other = recent(random);
      if (!other || other.inn === c.inn) continue;
      const day = random.int(Math.max(ctx.registrationDay + 30, this.today - 4 * 365), this.today);
      const me = { name: c.name_full, inn: c.inn, ogrn: c.ogrn };
      const them = { name: other.name, inn: other.inn, ogrn: other.ogrn };
      const parties =
        kind === 'pledge'
          ? [
              { role: 'pledgor', ...me },
              { role: 'pledgee', ...them },
            ]
          : [
              { role: 'lessee', ...me },
              { role: 'lessor', ...them },
            ];
      out.push('pledge_messages', [
        `${new Date(day * 86_400_000).getUTCFullYear()}${this.serials.next('fedresurs', 8)}`,
        kind,
        kind === 'pledge'
          ? 'Уведомление о возникновении залога движимого имущества'
          : 'Сведения о заключении договора финансовой аренды (лизинга)',
        formatDay(day),
        `${random.int(1, 999)}/${new Date(day * 86_400_000).getUTCFullYear() % 100}`,
        formatDay(Math.max(ctx.registrationDay, day - random.int(1, 10))),
        JSON.stringify(parties),
        [c.inn, other.inn],
        kind === 'pledge'
          ? 'Транспортные средства и оборудование'
          : random.pick(['Легковой автомобиль', 'Грузовой автомобиль', 'Специальная техника', 'Оборудование']),
        'demo',
        this.asOf,
      ]);
    }
  }
}
