import { addMonths, withinMonths } from './dates.ts';
import { ev, type TFactorDefinition as F, factor, fired, NOT_FIRED } from './factor.ts';
import { statementYears } from './factors-finances.ts';
import type { TEnforcementInput, TReliabilityInputs } from './inputs.ts';

/** ФССП enforcement proceedings, arbitration cases and Федресурс pledge/leasing messages. */

const openProceedings = (i: TReliabilityInputs) =>
  i.enforcements.filter((e) => !e.ended_on && (e.remaining ?? e.amount ?? 0) > 0);

const owed = (e: TEnforcementInput) => e.remaining ?? e.amount ?? 0;

const proceedingEv = (e: TEnforcementInput) =>
  ev(e.subject ?? 'Исполнительное производство', owed(e), e.started_on, e.number);

/** Latest revenue (2110) in rubles, or null when no statements are filed. */
const revenueOf = (i: TReliabilityInputs) => {
  const y = statementYears(i);
  return y ? (y.last.lines['2110'] ?? 0) : null;
};

/**
 * A sum is critical for the company (Focus-style markers) when it exceeds a
 * share of revenue, the share capital and a floor in rubles at once; a share
 * of unknown revenue is not a bar.
 */
function heavy(sum: number, i: TReliabilityInputs, share: number, floor: number): boolean {
  const revenue = revenueOf(i);
  return sum > floor && sum > (i.subject.share_capital ?? 0) && (revenue === null || sum > revenue * share);
}

function sumEvidence(label: string, sum: number, i: TReliabilityInputs) {
  const revenue = revenueOf(i);
  return [ev(label, sum), ...(revenue === null ? [] : [ev('Выручка за последний год, ₽', revenue)])];
}

function bySubject(
  id: string,
  label: string,
  labelEn: string,
  pattern: RegExp,
  severity: 'high' | 'medium',
  research: number,
  what: string,
): F {
  return factor({
    id,
    group: 'enforcement',
    label,
    label_en: labelEn,
    polarity: 'negative',
    severity,
    weight: severity === 'high' ? 10 : 6,
    rule: `Есть незавершённое исполнительное производство ${what}`,
    data: ['enforcements'],
    research,
    evaluate: (i) => {
      const rows = openProceedings(i).filter((e) => pattern.test(e.subject ?? ''));
      return rows[0] ? fired(rows[0], ...rows.slice(0, 5).map(proceedingEv)) : NOT_FIRED;
    },
  });
}

const defendantCases = (i: TReliabilityInputs, fromMonths: number, toMonths: number) =>
  i.cases.filter(
    (c) =>
      c.role === 'defendant' &&
      !!c.started_on &&
      c.started_on <= addMonths(i.today, -toMonths) &&
      c.started_on > addMonths(i.today, -fromMonths),
  );

const claims = (rows: TReliabilityInputs['cases']) => rows.reduce((sum, c) => sum + (c.claim_amount ?? 0), 0);

export const COURT_FACTORS: F[] = [
  factor({
    id: 'fssp-open',
    group: 'enforcement',
    label: 'Открытые исполнительные производства',
    label_en: 'Open enforcement proceedings',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'У ФССП есть незавершённые производства с остатком долга',
    data: ['enforcements'],
    research: 63,
    evaluate: (i) => {
      const rows = openProceedings(i);
      const first = rows[0];
      if (!first) return NOT_FIRED;
      const sum = rows.reduce((s, e) => s + owed(e), 0);
      return fired(
        first,
        ev('Производств', rows.length),
        ev('Остаток долга, ₽', sum),
        ...rows.slice(0, 5).map(proceedingEv),
      );
    },
  }),
  factor({
    id: 'fssp-critical-sum',
    group: 'enforcement',
    label: 'Критическая сумма долгов у приставов',
    label_en: 'Critical amount owed to bailiffs',
    polarity: 'negative',
    severity: 'high',
    weight: 12,
    rule: 'Остаток по открытым производствам больше 20 % выручки, больше уставного капитала и больше 100 000 ₽',
    data: ['enforcements'],
    research: 64,
    evaluate: (i) => {
      const rows = openProceedings(i);
      const sum = rows.reduce((s, e) => s + owed(e), 0);
      return rows[0] && heavy(sum, i, 0.2, 100_000)
        ? fired(rows[0], ...sumEvidence('Остаток долга, ₽', sum, i))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'fssp-significant-sum',
    group: 'enforcement',
    label: 'Значительная сумма долгов у приставов',
    label_en: 'Significant amount owed to bailiffs',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'Остаток по открытым производствам больше 10 % выручки (но не больше 20 %), больше уставного капитала и 100 000 ₽',
    data: ['enforcements'],
    research: 65,
    evaluate: (i) => {
      const rows = openProceedings(i);
      const sum = rows.reduce((s, e) => s + owed(e), 0);
      return rows[0] && heavy(sum, i, 0.1, 100_000) && !heavy(sum, i, 0.2, 100_000)
        ? fired(rows[0], ...sumEvidence('Остаток долга, ₽', sum, i))
        : NOT_FIRED;
    },
  }),
  bySubject(
    'fssp-wages',
    'Долги по зарплате у приставов',
    'Enforcement over unpaid wages',
    /оплат[аы] труда|заработн/i,
    'high',
    66,
    'по оплате труда',
  ),
  bySubject('fssp-arrest', 'Арест имущества', 'Property arrest', /арест/i, 'high', 67, 'о наложении ареста'),
  bySubject(
    'fssp-credit',
    'Долги по кредитам у приставов',
    'Enforcement over loan payments',
    /кредит/i,
    'high',
    68,
    'по кредитным платежам',
  ),
  bySubject(
    'fssp-pledged-property',
    'Взыскание на заложенное имущество',
    'Foreclosure on pledged property',
    /заложенн/i,
    'medium',
    69,
    'об обращении взыскания на заложенное имущество',
  ),
  bySubject(
    'fssp-taxes',
    'Долги по налогам и взносам у приставов',
    'Enforcement over taxes and contributions',
    /налог|страхов/i,
    'medium',
    70,
    'по налогам или страховым взносам',
  ),
  factor({
    id: 'defendant-critical-claims',
    group: 'courts',
    label: 'Критическая сумма исков к компании',
    label_en: 'Critical amount of claims against the company',
    polarity: 'negative',
    severity: 'high',
    weight: 10,
    rule: 'Иски к компании за 12 месяцев больше 20 % выручки, больше уставного капитала и больше 500 000 ₽',
    data: ['arbitration'],
    research: 71,
    evaluate: (i) => {
      const rows = defendantCases(i, 12, 0);
      const sum = claims(rows);
      return rows[0] && heavy(sum, i, 0.2, 500_000)
        ? fired(rows[0], ...sumEvidence('Сумма исков за 12 месяцев, ₽', sum, i), ev('Дел', rows.length))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'defendant-claims-growth',
    group: 'courts',
    label: 'Резкий рост исков к компании',
    label_en: 'Sharp rise in claims against the company',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'Иски к компании за 12 месяцев больше 5 млн ₽ и в 1,5 раза больше среднего за 2 предыдущих года',
    data: ['arbitration'],
    research: 72,
    evaluate: (i) => {
      const now = defendantCases(i, 12, 0);
      const sum = claims(now);
      const before = claims(defendantCases(i, 36, 12)) / 2;
      return now[0] && sum > 5_000_000 && sum > before * 1.5
        ? fired(now[0], ev('Сумма исков за 12 месяцев, ₽', sum), ev('В среднем за год до этого, ₽', Math.round(before)))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'defendant-many-cases',
    group: 'courts',
    label: 'Много исков к компании',
    label_en: 'Many lawsuits against the company',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'Больше 5 арбитражных дел, где компания — ответчик, за 12 месяцев',
    data: ['arbitration'],
    research: 71,
    evaluate: (i) => {
      const rows = defendantCases(i, 12, 0);
      return rows[0] && rows.length > 5
        ? fired(
            rows[0],
            ev('Дел за 12 месяцев', rows.length),
            ...rows.slice(0, 5).map((c) => ev('Дело', c.claim_amount, c.started_on, c.number)),
          )
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'arbitration-practice',
    group: 'courts',
    label: 'Защищает свои интересы в суде',
    label_en: 'Defends its interests in court',
    polarity: 'positive',
    weight: 1,
    rule: 'За 12 месяцев компания была истцом в арбитражном деле',
    data: ['arbitration'],
    research: 73,
    evaluate: ({ cases, today }) => {
      const rows = cases.filter((c) => c.role === 'plaintiff' && withinMonths(c.started_on, today, 12));
      return rows[0]
        ? fired(rows[0], ...rows.slice(0, 5).map((c) => ev('Дело (истец)', c.claim_amount, c.started_on, c.number)))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'pledges-leasing',
    group: 'courts',
    label: 'Имущество в залоге или лизинге',
    label_en: 'Assets pledged or leased',
    polarity: 'attention',
    weight: 0,
    rule: 'За 3 года на Федресурсе опубликованы сообщения о залоге имущества или лизинге, где компания — залогодатель или лизингополучатель',
    data: ['pledges'],
    research: 74,
    evaluate: ({ pledges, today }) => {
      const rows = pledges.filter(
        (p) => (p.role === 'pledgor' || p.role === 'lessee') && withinMonths(p.published_on, today, 36),
      );
      return rows[0]
        ? fired(
            rows[0],
            ...rows
              .slice(0, 5)
              .map((p) => ev(p.kind === 'leasing' ? 'Лизинг' : 'Залог', null, p.published_on, p.number)),
          )
        : NOT_FIRED;
    },
  }),
];
