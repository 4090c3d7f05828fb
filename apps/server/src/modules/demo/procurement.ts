import { transliterate } from '@sverka/shared';
import type { TCompanyContext, TCompanyRef } from './context.ts';
import { formatDay } from './dates.ts';
import { sectionOf } from './finances.ts';
import type { UniqueSerials } from './identifiers.ts';
import { type Random, WeightedPicker } from './random.ts';
import type { TableBuffers } from './tables.ts';

/**
 * State contracts, the unfair-supplier register, inspections, trademarks,
 * licences and sanctions entries of a subject. Contract customers are
 * state-owned demo companies, so both sides of a contract resolve.
 */

/** Operating companies that supplied the state in the last three years: a few percent, more among big ones. */
const SUPPLIES_STATE = 0.035;
/** Contracts ended by the customer for breach land the supplier in РНП. */
const UNFAIR_AFTER_TERMINATION = 0.35;
/** Operating companies with a control event in the last three years. */
const INSPECTED = 0.06;
const TRADEMARK = 0.015;
/** Sanctioned companies: a handful per hundred thousand, matched by ИНН/ОГРН like the real lists. */
export const SANCTIONED = 0.0008;

// biome-ignore format: a data table reads best packed
const INSPECTION_KIND = new WeightedPicker<string>([
  ['Профилактический визит', 35], ['Объявление предостережения', 30], ['Документарная', 20], ['Выездная', 15],
]);
const CONTROL_BODIES: Readonly<Record<string, string>> = {
  A: 'Федеральная служба по ветеринарному и фитосанитарному надзору',
  C: 'Федеральная служба по экологическому, технологическому и атомному надзору',
  F: 'Федеральная служба по экологическому, технологическому и атомному надзору',
  G: 'Федеральная служба по надзору в сфере защиты прав потребителей и благополучия человека',
  I: 'Федеральная служба по надзору в сфере защиты прав потребителей и благополучия человека',
  Q: 'Федеральная служба по надзору в сфере здравоохранения',
  P: 'Федеральная служба по надзору в сфере образования и науки',
  H: 'Федеральная служба по надзору в сфере транспорта',
};
const DEFAULT_BODY = 'Главное управление МЧС России';

/** Licensed activities by ОКВЭД prefix: [activity, issuer, ЕРУЛ licence code]. */
// biome-ignore format: a data table reads best packed
const LICENSED: readonly (readonly [string, string, string, string])[] = [
  ['86', 'Медицинская деятельность', 'Федеральная служба по надзору в сфере здравоохранения', '041'],
  ['85', 'Образовательная деятельность', 'Министерство образования региона', '035'],
  ['80.10', 'Частная охранная деятельность', 'Федеральная служба войск национальной гвардии Российской Федерации', '059'],
  ['49.3', 'Деятельность по перевозкам пассажиров и иных лиц автобусами', 'Федеральная служба по надзору в сфере транспорта', '019'],
  ['47.73', 'Фармацевтическая деятельность', 'Министерство здравоохранения региона', '042'],
  ['38', 'Деятельность по сбору, транспортированию, обработке, утилизации, обезвреживанию, размещению отходов I–IV классов опасности', 'Федеральная служба по надзору в сфере природопользования', '020'],
];
/** МКТУ classes a trademark of the section would cover. */
const MKTU: Readonly<Record<string, readonly number[]>> = {
  G: [35, 29, 30, 25],
  C: [7, 9, 20, 29],
  F: [37, 19, 6],
  J: [9, 42, 38],
  M: [35, 42, 44],
  I: [43, 30],
  H: [39],
  Q: [44, 5],
};

export class ProcurementGenerator {
  constructor(
    private readonly random: Random,
    private readonly serials: UniqueSerials,
    private readonly today: number,
    private readonly asOf: string,
  ) {}

  /** Licences of a ЮЛ or ИП with a licensed main activity; `ogrn` is the ОГРН or ОГРНИП. */
  licenses(
    out: TableBuffers,
    ogrn: string,
    regionCode: string,
    okved: string,
    registrationDay: number,
    endDay: number | null,
  ): void {
    const entry = LICENSED.find(([prefix]) => okved.startsWith(prefix));
    if (!entry || !this.random.chance(0.8)) return;
    const [, activity, issuer, code] = entry;
    const issued = this.random.int(registrationDay + 30, Math.max(registrationDay + 30, (endDay ?? this.today) - 1));
    if (issued > this.today) return;
    const number = `Л${code}-${String(this.random.int(1, 99_999)).padStart(5, '0')}-${regionCode}/${this.serials.next(`licence/${code}`, 8)}`;
    out.push('licenses', [
      ogrn,
      number,
      formatDay(issued),
      formatDay(issued),
      endDay === null ? null : formatDay(endDay),
      issuer,
      [activity],
      endDay === null && this.random.chance(0.02) ? 't' : 'f',
      'demo',
      this.asOf,
    ]);
  }

  write(out: TableBuffers, ctx: TCompanyContext, stateCustomer: (r: Random) => TCompanyRef | undefined): void {
    const random = this.random;
    const c = ctx.company;
    this.licenses(out, c.ogrn, c.region_code, c.okved_code, ctx.registrationDay, ctx.endDay);
    if (!ctx.operating) return;
    const section = sectionOf(c.okved_code);
    if (random.chance(SUPPLIES_STATE + Math.min(0.2, ctx.employees / 2000))) {
      const count = 1 + Math.floor(-Math.log(1 - random.float()) * 2);
      for (let i = 0; i < count; i++) {
        const customer = stateCustomer(random);
        if (!customer || customer.inn === c.inn) continue;
        const signed = random.int(Math.max(ctx.registrationDay + 30, this.today - 3 * 365), this.today);
        const year = new Date(signed * 86_400_000).getUTCFullYear();
        const law = random.chance(0.7) ? '44' : '223';
        const number = `${law === '44' ? '3' : '5'}${customer.inn}${String(year % 100).padStart(2, '0')}${this.serials.next(`contract/${customer.inn}`, 6)}`;
        const price = Math.round(Math.max(20_000, ctx.revenue * random.float() * 0.2) / 100) * 100;
        const terminated = random.chance(0.04);
        const status = terminated
          ? 'Исполнение прекращено'
          : signed + 180 < this.today
            ? 'Исполнение завершено'
            : 'Исполнение';
        const supplier = { name: c.name_full, inn: c.inn, kpp: c.kpp };
        out.push('state_contracts', [
          number,
          law,
          formatDay(signed),
          price,
          'RUB',
          customer.inn,
          customer.name,
          JSON.stringify([supplier]),
          [c.inn],
          JSON.stringify([
            { name: `Поставка товаров (выполнение работ, оказание услуг) по ОКВЭД ${c.okved_code}`, price },
          ]),
          status,
          'demo',
          this.asOf,
        ]);
        if (terminated && random.chance(UNFAIR_AFTER_TERMINATION)) {
          const published = Math.min(this.today, signed + random.int(60, 300));
          out.push('unfair_suppliers', [
            `РНП.${this.serials.next('rnp', 6)}-${String(year % 100).padStart(2, '0')}`,
            c.inn,
            c.name_full,
            formatDay(published),
            formatDay(published),
            null,
            customer.inn,
            customer.name,
            number,
            price,
            'Расторжение контракта по решению заказчика в связи с существенным нарушением условий контракта',
            'demo',
            this.asOf,
          ]);
        }
      }
    }
    if (random.chance(INSPECTED)) {
      const kind = INSPECTION_KIND.pick(random);
      const starts = random.int(Math.max(ctx.registrationDay + 30, this.today - 3 * 365), this.today);
      const warning = kind === 'Объявление предостережения';
      const done = warning || starts + 20 < this.today;
      const violations = !warning && done && random.chance(0.35);
      out.push('inspections', [
        `${c.region_code}${String(new Date(starts * 86_400_000).getUTCFullYear() % 100)}${this.serials.next('erknm', 9)}0`,
        c.inn,
        c.ogrn,
        c.name_full,
        CONTROL_BODIES[section] ?? DEFAULT_BODY,
        kind,
        warning ? 'Предостережение объявлено' : done ? 'Завершено' : 'В процессе',
        formatDay(starts),
        done ? formatDay(Math.min(this.today, starts + (warning ? 0 : random.int(1, 20)))) : null,
        JSON.stringify([{ address: c.legal_address }]),
        warning
          ? 'Наличие сведений о признаках нарушений обязательных требований'
          : 'План проведения плановых контрольных (надзорных) мероприятий',
        warning ? null : done ? (violations ? 'Нарушения выявлены' : 'Нарушения не выявлены') : null,
        warning ? null : done ? (violations ? 't' : 'f') : null,
        'demo',
        this.asOf,
      ]);
    }
    if (random.chance(TRADEMARK * (section === 'G' || section === 'C' ? 2 : 1))) {
      const brand = /«(.*)»/.exec(c.name_short)?.[1] ?? c.name_short;
      const registered = random.int(ctx.registrationDay + 200, this.today + 200);
      if (registered <= this.today) {
        const priority = registered - random.int(200, 500);
        const expires = priority + 3652;
        const classes = random.sample(MKTU[section] ?? [35], random.int(1, 2)).map(String);
        out.push('trademarks', [
          String(700_000 + Number(this.serials.next('trademark', 5)) * 3 + random.int(0, 2)),
          c.name_full,
          c.inn,
          c.ogrn,
          formatDay(registered),
          formatDay(priority),
          formatDay(expires),
          classes,
          null,
          brand.toUpperCase(),
          expires > this.today ? 'Действует' : 'Срок действия истек',
          'demo',
          this.asOf,
        ]);
      }
    }
    if (random.chance(SANCTIONED)) {
      const lists = random.sample(['ofac', 'eu', 'uk'], random.int(1, 2));
      for (const list of lists) {
        const name = `${c.opf_code === '12300' ? 'LIMITED LIABILITY COMPANY' : 'JOINT STOCK COMPANY'} ${transliterate(
          /«(.*)»/.exec(c.name_short)?.[1] ?? '',
        )
          .toUpperCase()
          .replace(/-/g, ' ')}`;
        out.push('sanctions_entries', [
          list,
          `${list.toUpperCase()}-${this.serials.next(`sanctions/${list}`, 6)}`,
          name,
          [c.name_short],
          c.inn,
          c.ogrn,
          'Russia',
          [list === 'ofac' ? 'RUSSIA-EO14024' : 'RUSSIA'],
          formatDay(random.int(Math.max(ctx.registrationDay, this.today - 4 * 365), this.today)),
          `Tax ID No. ${c.inn}; Registration Number ${c.ogrn}`,
          'demo',
          this.asOf,
        ]);
      }
    }
  }
}
