import { addMonths, lastReportedYear, withinMonths } from './dates.ts';
import { ev, type TFactorDefinition as F, factor, fired, NOT_FIRED, notChecked } from './factor.ts';
import { hasEnded } from './factors-status.ts';
import type { TReliabilityInputs } from './inputs.ts';

/** ФНС open data: arrears, offences, taxes paid, headcount, regimes, the SME register and filing discipline. */

/** Taxes paid in a year, summed, with the rows; null when the set lists nothing for that year. */
export function taxesOfYear(i: TReliabilityInputs, year: number) {
  const rows = i.taxes_paid.filter((t) => t.year === year);
  return rows.length ? { total: rows.reduce((sum, t) => sum + t.amount, 0), rows } : null;
}

export const latestTaxYear = (i: TReliabilityInputs): number | null =>
  i.taxes_paid.reduce<number | null>((max, t) => (max === null || t.year > max ? t.year : max), null);

export const latestHeadcount = (i: TReliabilityInputs) =>
  i.headcount.reduce<TReliabilityInputs['headcount'][number] | null>((a, h) => (!a || h.year > a.year ? h : a), null);

const INSURANCE = /страхов/i;

export const TAX_FACTORS: F[] = [
  factor({
    id: 'tax-arrears',
    group: 'taxes',
    label: 'Задолженность по налогам',
    label_en: 'Tax arrears',
    polarity: 'negative',
    severity: 'medium',
    weight: 8,
    rule: 'В последних сведениях ФНС о недоимках задолженность, пени и штрафы больше 1 000 ₽',
    data: ['arrears'],
    research: 33,
    evaluate: ({ arrears: a }) =>
      a && a.total > 1000
        ? fired(a, ev('Задолженность, ₽', a.total, a.on_date), ev('Налоги', a.taxes.join('; ')))
        : NOT_FIRED,
  }),
  factor({
    id: 'tax-offences',
    group: 'taxes',
    label: 'Штрафы за налоговые правонарушения',
    label_en: 'Fines for tax offences',
    polarity: 'negative',
    severity: 'low',
    weight: 3,
    rule: 'ФНС публиковала штрафы за налоговые правонарушения за последние 2 года',
    data: ['tax_offences'],
    research: 35,
    evaluate: ({ tax_offences: rows, today }) => {
      const recent = rows.filter((o) => withinMonths(o.on_date, today, 24));
      const first = recent[0];
      return first ? fired(first, ...recent.map((o) => ev(`Штрафы (${o.count}), ₽`, o.fines, o.on_date))) : NOT_FIRED;
    },
  }),
  factor({
    id: 'no-fresh-statements',
    group: 'taxes',
    label: 'Нет свежей бухгалтерской отчётности',
    label_en: 'No recent financial statements',
    polarity: 'negative',
    severity: 'medium',
    weight: 10,
    rule: 'Действующая организация не сдала в ГИР БО отчётность за последний отчётный год',
    data: ['statements', 'registry'],
    companyOnly: true,
    research: 37,
    evaluate: (i) => {
      const year = lastReportedYear(i.today);
      const s = i.subject;
      if (hasEnded(s)) return NOT_FIRED;
      if (!s.registration_date || s.registration_date > `${year}-12-31`) return NOT_FIRED;
      const latest = i.statements.reduce((max, st) => Math.max(max, st.year), 0);
      return latest >= year
        ? NOT_FIRED
        : fired(s, ev('Отчётный год', year), ev('Последняя отчётность за год', latest || null));
    },
  }),
  factor({
    id: 'low-tax-burden',
    group: 'taxes',
    label: 'Низкая налоговая нагрузка',
    label_en: 'Low tax burden',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'Уплаченные за год налоги и взносы меньше 1 % выручки того же года',
    data: ['statements', 'taxes_paid'],
    companyOnly: true,
    research: 38,
    evaluate: (i) => {
      const st = i.statements.at(-1);
      const revenue = st?.lines['2110'];
      if (!st || !revenue || revenue <= 0) return notChecked('Нет выручки в отчётности');
      const paid = taxesOfYear(i, st.year)?.total ?? 0;
      return paid / revenue < 0.01
        ? fired(st, ev('Выручка, ₽', revenue, `${st.year}-12-31`), ev('Уплачено налогов, ₽', paid, `${st.year}-12-31`))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'no-employees',
    group: 'taxes',
    label: 'Нет сотрудников',
    label_en: 'No employees',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'Среднесписочная численность за последний год — 0',
    data: ['headcount'],
    companyOnly: true,
    research: 39,
    evaluate: (i) => {
      const h = latestHeadcount(i);
      if (!h) return notChecked('Нет сведений о численности');
      return h.employees === 0 ? fired(h, ev('Среднесписочная численность', 0, `${h.year}-12-31`)) : NOT_FIRED;
    },
  }),
  factor({
    id: 'no-insurance-contributions',
    group: 'taxes',
    label: 'Нет страховых взносов при выручке',
    label_en: 'Revenue but no social contributions',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'Есть выручка, налоги за год уплачены, но страховых взносов среди них нет',
    data: ['statements', 'taxes_paid'],
    companyOnly: true,
    research: 40,
    evaluate: (i) => {
      const year = latestTaxYear(i);
      const taxes = year === null ? null : taxesOfYear(i, year);
      if (year === null || !taxes) return notChecked('Нет сведений об уплаченных налогах');
      const revenue = i.statements.find((s) => s.year === year)?.lines['2110'];
      if (!revenue || revenue <= 0) return NOT_FIRED;
      const first = taxes.rows[0];
      return first && !taxes.rows.some((t) => INSURANCE.test(t.tax_name))
        ? fired(
            first,
            ev('Выручка, ₽', revenue, `${year}-12-31`),
            ev('Уплачено налогов, ₽', taxes.total, `${year}-12-31`),
          )
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'taxes-paid',
    group: 'taxes',
    label: 'Платит налоги',
    label_en: 'Pays taxes',
    polarity: 'positive',
    weight: 4,
    rule: 'По данным ФНС за последний год уплачены налоги и взносы',
    data: ['taxes_paid'],
    research: 41,
    evaluate: (i) => {
      const year = latestTaxYear(i);
      const taxes = year === null ? null : taxesOfYear(i, year);
      const first = taxes?.rows[0];
      return taxes && first && taxes.total > 0
        ? fired(first, ev('Уплачено налогов и взносов, ₽', taxes.total, `${year}-12-31`))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'special-tax-regime',
    group: 'taxes',
    label: 'Специальный налоговый режим',
    label_en: 'Special tax regime',
    polarity: 'attention',
    weight: 0,
    rule: 'Применяет УСН, ЕСХН, АУСН или СРП',
    data: ['tax_regimes'],
    research: 42,
    evaluate: ({ tax_regime: r }) => {
      if (!r) return NOT_FIRED;
      const names = [r.usn && 'УСН', r.eshn && 'ЕСХН', r.ausn && 'АУСН', r.srp && 'СРП'].filter(Boolean).join(', ');
      return names ? fired(r, ev('Режим', names, r.on_date)) : NOT_FIRED;
    },
  }),
  factor({
    id: 'sme-register',
    group: 'taxes',
    label: 'В реестре МСП',
    label_en: 'In the SME register',
    polarity: 'attention',
    weight: 0,
    rule: 'Есть в едином реестре субъектов малого и среднего предпринимательства',
    data: ['sme'],
    research: 87,
    evaluate: ({ sme }) =>
      sme
        ? fired(
            sme,
            ev(
              'Категория',
              ['', 'микропредприятие', 'малое предприятие', 'среднее предприятие'][sme.category] ?? null,
              sme.included_on,
            ),
          )
        : NOT_FIRED,
  }),
  factor({
    id: 'employees-over-15',
    group: 'taxes',
    label: 'Штат более 15 человек',
    label_en: 'More than 15 employees',
    polarity: 'positive',
    weight: 3,
    rule: 'Среднесписочная численность за последний год больше 15',
    data: ['headcount'],
    research: 60,
    evaluate: (i) => {
      const h = latestHeadcount(i);
      if (!h) return notChecked('Нет сведений о численности');
      return h.employees > 15 ? fired(h, ev('Среднесписочная численность', h.employees, `${h.year}-12-31`)) : NOT_FIRED;
    },
  }),
];

/** Used by the engine to tell when a result goes stale: the next time the last reported year moves. */
export const nextReportingShift = (today: string): string => {
  const year = Number(today.slice(0, 4));
  const april = `${year}-04-01`;
  return today < april ? april : addMonths(april, 12);
};
