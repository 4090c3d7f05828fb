import { addMonths } from './dates.ts';
import { ev, type TFactorDefinition as F, factor, fired, NOT_FIRED, notChecked, type TRuleOutcome } from './factor.ts';
import { hasEnded } from './factors-status.ts';
import { latestHeadcount } from './factors-taxes.ts';
import type { TReliabilityInputs, TStatementInput } from './inputs.ts';

/**
 * Accounting statements (ГИР БО, line codes of Минфин 66н): equity 1300,
 * assets 1600 = 1700, current assets 1200, liabilities 1400/1500, revenue
 * 2110, sales profit 2200, profit before tax 2300, net profit 2400.
 */

type TYears = { last: TStatementInput; prev: TStatementInput | undefined; before: TStatementInput | undefined };

/** The latest statement and the two years before it, when filed for consecutive years. */
export function statementYears(i: TReliabilityInputs): TYears | null {
  const sorted = [...i.statements].sort((a, b) => b.year - a.year);
  const last = sorted[0];
  if (!last) return null;
  const prev = sorted.find((s) => s.year === last.year - 1);
  const before = prev && sorted.find((s) => s.year === last.year - 2);
  return { last, prev, before };
}

const line = (s: TStatementInput | undefined, code: string): number | undefined => s?.lines[code];
const yearEnd = (s: TStatementInput) => `${s.year}-12-31`;
const lineEv = (label: string, s: TStatementInput, code: string) =>
  ev(`${label} ${s.year}, ₽`, line(s, code) ?? null, yearEnd(s), code);

/** A rule on the latest statement that needs some lines; missing statements or lines are "not checked". */
function onLast(i: TReliabilityInputs, codes: string[], decide: (y: TYears) => TRuleOutcome): TRuleOutcome {
  const y = statementYears(i);
  if (!y) return notChecked('Нет бухгалтерской отчётности');
  if (codes.some((c) => line(y.last, c) === undefined)) return notChecked(`В отчётности нет строк ${codes.join(', ')}`);
  return decide(y);
}

/** A rule comparing the latest year with the one before it on one line. */
function yearOverYear(
  i: TReliabilityInputs,
  code: string,
  decide: (ratio: number, y: TYears) => boolean,
  label: string,
) {
  const y = statementYears(i);
  if (!y?.prev) return notChecked('Нет отчётности за два года подряд');
  const now = line(y.last, code);
  const before = line(y.prev, code);
  if (now === undefined || before === undefined || before <= 0) return notChecked(`Нет строки ${code} за оба года`);
  const prev = y.prev;
  return decide(now / before, y) ? fired(y.last, lineEv(label, prev, code), lineEv(label, y.last, code)) : NOT_FIRED;
}

/**
 * Altman's Z'' for private non-manufacturing firms (1995): 6.56·X1 + 3.26·X2 + 6.72·X3 + 1.05·X4, with
 * X1 working capital / assets, X2 retained earnings / assets (1370, or equity less capital when not filed),
 * X3 profit before tax / assets, X4 equity / liabilities. Below 1.1 is the distress zone.
 */
export function altmanZ(s: TStatementInput, capital: number | null): number | null {
  const assets = line(s, '1600');
  const current = line(s, '1200') ?? 0;
  const shortTerm = line(s, '1500') ?? 0;
  const longTerm = line(s, '1400') ?? 0;
  const equity = line(s, '1300');
  const ebt = line(s, '2300');
  if (!assets || assets <= 0 || equity === undefined || ebt === undefined) return null;
  const liabilities = shortTerm + longTerm;
  if (liabilities <= 0) return null;
  const retained = line(s, '1370') ?? equity - (capital ?? 0);
  return (
    6.56 * ((current - shortTerm) / assets) +
    3.26 * (retained / assets) +
    6.72 * (ebt / assets) +
    1.05 * (equity / liabilities)
  );
}

const fin = { data: ['statements'] as const, companyOnly: true };

export const FINANCE_FACTORS: F[] = [
  factor({
    id: 'negative-net-assets',
    group: 'finances',
    label: 'Отрицательные чистые активы',
    label_en: 'Negative net assets',
    polarity: 'negative',
    severity: 'high',
    weight: 12,
    rule: 'Капитал (строка 1300) в последней отчётности меньше нуля, годом раньше — нет',
    ...fin,
    research: 43,
    evaluate: (i) =>
      onLast(i, ['1300'], ({ last, prev }) =>
        (line(last, '1300') ?? 0) < 0 && !((line(prev, '1300') ?? 0) < 0)
          ? fired(last, lineEv('Капитал', last, '1300'))
          : NOT_FIRED,
      ),
  }),
  factor({
    id: 'negative-net-assets-2y',
    group: 'finances',
    label: 'Чистые активы отрицательны два года подряд',
    label_en: 'Negative net assets two years running',
    polarity: 'negative',
    severity: 'critical',
    weight: 30,
    stop: true,
    rule: 'Капитал (строка 1300) меньше нуля два года подряд: риск принудительной ликвидации (ст. 30 закона об ООО)',
    ...fin,
    research: 44,
    evaluate: (i) =>
      onLast(i, ['1300'], ({ last, prev }) => {
        if (!prev || line(prev, '1300') === undefined) return notChecked('Нет отчётности за предыдущий год');
        return (line(last, '1300') ?? 0) < 0 && (line(prev, '1300') ?? 0) < 0
          ? fired(last, lineEv('Капитал', prev, '1300'), lineEv('Капитал', last, '1300'))
          : NOT_FIRED;
      }),
  }),
  factor({
    id: 'net-assets-above-capital',
    group: 'finances',
    label: 'Чистые активы больше уставного капитала',
    label_en: 'Net assets exceed share capital',
    polarity: 'positive',
    weight: 3,
    rule: 'Капитал (строка 1300) больше уставного капитала',
    ...fin,
    research: 45,
    evaluate: (i) =>
      onLast(i, ['1300'], ({ last }) => {
        const capital = i.subject.share_capital;
        if (capital === null) return notChecked('Неизвестен уставный капитал');
        return (line(last, '1300') ?? 0) > capital
          ? fired(last, lineEv('Капитал', last, '1300'), ev('Уставный капитал, ₽', capital))
          : NOT_FIRED;
      }),
  }),
  factor({
    id: 'loss',
    group: 'finances',
    label: 'Убыток за последний год',
    label_en: 'Loss last year',
    polarity: 'negative',
    severity: 'low',
    weight: 3,
    rule: 'Чистая прибыль (строка 2400) меньше нуля в последней отчётности, годом раньше убытка не было',
    ...fin,
    research: 46,
    evaluate: (i) =>
      onLast(i, ['2400'], ({ last, prev }) =>
        (line(last, '2400') ?? 0) < 0 && !((line(prev, '2400') ?? 0) < 0)
          ? fired(last, lineEv('Чистая прибыль', last, '2400'))
          : NOT_FIRED,
      ),
  }),
  factor({
    id: 'losses-2y',
    group: 'finances',
    label: 'Убытки два года подряд',
    label_en: 'Losses two years running',
    polarity: 'negative',
    severity: 'medium',
    weight: 8,
    rule: 'Чистая прибыль (строка 2400) меньше нуля два последних года подряд',
    ...fin,
    research: 47,
    evaluate: (i) =>
      onLast(i, ['2400'], ({ last, prev }) => {
        if (!prev || line(prev, '2400') === undefined) return notChecked('Нет отчётности за предыдущий год');
        return (line(last, '2400') ?? 0) < 0 && (line(prev, '2400') ?? 0) < 0
          ? fired(last, lineEv('Чистая прибыль', prev, '2400'), lineEv('Чистая прибыль', last, '2400'))
          : NOT_FIRED;
      }),
  }),
  factor({
    id: 'profit',
    group: 'finances',
    label: 'Прибыль за последний год',
    label_en: 'Profitable last year',
    polarity: 'positive',
    weight: 3,
    rule: 'Чистая прибыль (строка 2400) больше нуля',
    ...fin,
    research: 48,
    evaluate: (i) =>
      onLast(i, ['2400'], ({ last }) =>
        (line(last, '2400') ?? 0) > 0 ? fired(last, lineEv('Чистая прибыль', last, '2400')) : NOT_FIRED,
      ),
  }),
  factor({
    id: 'revenue-drop-50',
    group: 'finances',
    label: 'Выручка упала более чем вдвое',
    label_en: 'Revenue fell by more than half',
    polarity: 'negative',
    severity: 'medium',
    weight: 7,
    rule: 'Выручка (строка 2110) за год снизилась больше чем на 50 %',
    ...fin,
    research: 49,
    evaluate: (i) => yearOverYear(i, '2110', (r) => r < 0.5, 'Выручка'),
  }),
  factor({
    id: 'revenue-drop-30',
    group: 'finances',
    label: 'Выручка упала на 30–50 %',
    label_en: 'Revenue fell by 30–50 %',
    polarity: 'negative',
    severity: 'low',
    weight: 3,
    rule: 'Выручка (строка 2110) за год снизилась на 30–50 %',
    ...fin,
    research: 50,
    evaluate: (i) => yearOverYear(i, '2110', (r) => r >= 0.5 && r < 0.7, 'Выручка'),
  }),
  factor({
    id: 'revenue-growth',
    group: 'finances',
    label: 'Рост выручки',
    label_en: 'Revenue growth',
    polarity: 'positive',
    weight: 3,
    rule: 'Выручка (строка 2110) за год выросла не меньше чем на 10 %',
    ...fin,
    research: 51,
    evaluate: (i) => yearOverYear(i, '2110', (r) => r >= 1.1, 'Выручка'),
  }),
  factor({
    id: 'assets-drop-30',
    group: 'finances',
    label: 'Активы резко сократились',
    label_en: 'Assets fell sharply',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'Активы (строка 1600) за год сократились больше чем на 30 %',
    ...fin,
    research: 52,
    evaluate: (i) => yearOverYear(i, '1600', (r) => r < 0.7, 'Активы'),
  }),
  factor({
    id: 'transit-profile',
    group: 'finances',
    label: 'Транзитный профиль: выручка выросла в 4 раза без сотрудников',
    label_en: 'Transit profile: revenue up 4× with no staff',
    polarity: 'negative',
    severity: 'high',
    weight: 12,
    rule: 'Выручка за год выросла больше чем на 300 %, а среднесписочная численность — 0',
    data: ['statements', 'headcount'],
    companyOnly: true,
    research: 53,
    evaluate: (i) => {
      const h = latestHeadcount(i);
      if (!h) return notChecked('Нет сведений о численности');
      const outcome = yearOverYear(i, '2110', (r) => r > 4, 'Выручка');
      if (outcome.status !== 'fired') return outcome;
      return h.employees === 0
        ? { ...outcome, evidence: [...outcome.evidence, ev('Среднесписочная численность', 0, `${h.year}-12-31`)] }
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'revenue-up-profit-down',
    group: 'finances',
    label: 'Выручка растёт, прибыль падает',
    label_en: 'Revenue rising while profit falls',
    polarity: 'attention',
    weight: 0,
    rule: 'Три года подряд выручка (2110) растёт, а чистая прибыль (2400) снижается',
    ...fin,
    research: 54,
    evaluate: (i) => {
      const y = statementYears(i);
      if (!y?.prev || !y.before) return notChecked('Нет отчётности за три года подряд');
      const [a, b, c] = [y.before, y.prev, y.last];
      const r = [a, b, c].map((s) => line(s, '2110'));
      const p = [a, b, c].map((s) => line(s, '2400'));
      if (r.includes(undefined) || p.includes(undefined)) return notChecked('Нет строк 2110 и 2400 за три года');
      const [r0, r1, r2] = r as number[];
      const [p0, p1, p2] = p as number[];
      return (r0 as number) < (r1 as number) &&
        (r1 as number) < (r2 as number) &&
        (p0 as number) > (p1 as number) &&
        (p1 as number) > (p2 as number)
        ? fired(
            c,
            lineEv('Выручка', a, '2110'),
            lineEv('Выручка', c, '2110'),
            lineEv('Чистая прибыль', a, '2400'),
            lineEv('Чистая прибыль', c, '2400'),
          )
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'liquidity-ok',
    group: 'finances',
    label: 'Способна расплатиться по текущим долгам',
    label_en: 'Can cover current liabilities',
    polarity: 'positive',
    weight: 3,
    rule: 'Оборотные активы (1200) не меньше краткосрочных обязательств (1500): коэффициент текущей ликвидности ≥ 1',
    ...fin,
    research: 55,
    evaluate: (i) =>
      onLast(i, ['1200'], ({ last }) => {
        const shortTerm = line(last, '1500') ?? 0;
        return shortTerm <= 0 || (line(last, '1200') ?? 0) / shortTerm >= 1
          ? fired(last, lineEv('Оборотные активы', last, '1200'), lineEv('Краткосрочные обязательства', last, '1500'))
          : NOT_FIRED;
      }),
  }),
  factor({
    id: 'liquidity-low',
    group: 'finances',
    label: 'Низкая текущая ликвидность',
    label_en: 'Low current ratio',
    polarity: 'negative',
    severity: 'low',
    weight: 3,
    rule: 'Оборотные активы (1200) меньше краткосрочных обязательств (1500)',
    ...fin,
    research: 55,
    evaluate: (i) =>
      onLast(i, ['1200', '1500'], ({ last }) => {
        const shortTerm = line(last, '1500') ?? 0;
        return shortTerm > 0 && (line(last, '1200') ?? 0) / shortTerm < 1
          ? fired(last, lineEv('Оборотные активы', last, '1200'), lineEv('Краткосрочные обязательства', last, '1500'))
          : NOT_FIRED;
      }),
  }),
  factor({
    id: 'high-debt-load',
    group: 'finances',
    label: 'Высокая долговая нагрузка',
    label_en: 'High debt load',
    polarity: 'negative',
    severity: 'low',
    weight: 3,
    rule: 'Обязательства (1400 + 1500) больше 80 % пассивов (1700)',
    ...fin,
    research: 56,
    evaluate: (i) =>
      onLast(i, ['1700'], ({ last }) => {
        const total = line(last, '1700') ?? 0;
        const debt = (line(last, '1400') ?? 0) + (line(last, '1500') ?? 0);
        return total > 0 && debt / total > 0.8
          ? fired(last, ev(`Обязательства ${last.year}, ₽`, debt, yearEnd(last)), lineEv('Пассивы', last, '1700'))
          : NOT_FIRED;
      }),
  }),
  factor({
    id: 'low-margin',
    group: 'finances',
    label: 'Низкая рентабельность продаж',
    label_en: 'Low sales margin',
    polarity: 'negative',
    severity: 'low',
    weight: 2,
    rule: 'Прибыль от продаж (2200) составляет от 0 до 2 % выручки (2110)',
    ...fin,
    research: 57,
    evaluate: (i) =>
      onLast(i, ['2110', '2200'], ({ last }) => {
        const revenue = line(last, '2110') ?? 0;
        const margin = revenue > 0 ? (line(last, '2200') ?? 0) / revenue : null;
        return margin !== null && margin >= 0 && margin < 0.02
          ? fired(last, lineEv('Выручка', last, '2110'), lineEv('Прибыль от продаж', last, '2200'))
          : NOT_FIRED;
      }),
  }),
  factor({
    id: 'altman-distress',
    group: 'finances',
    label: 'Признаки банкротства по модели Альтмана',
    label_en: 'Distress zone of the Altman Z″ model',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'Z″ = 6,56·X1 + 3,26·X2 + 6,72·X3 + 1,05·X4 по последней отчётности меньше 1,1',
    ...fin,
    research: 61,
    evaluate: (i) => {
      const y = statementYears(i);
      if (!y) return notChecked('Нет бухгалтерской отчётности');
      const z = altmanZ(y.last, i.subject.share_capital);
      if (z === null) return notChecked('Не хватает строк баланса для модели');
      return z < 1.1
        ? fired(y.last, ev(`Z″ за ${y.last.year}`, Math.round(z * 100) / 100, yearEnd(y.last)))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'no-revenue',
    group: 'finances',
    label: 'Нет выручки',
    label_en: 'No revenue',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'Действующая организация старше года показала в последней отчётности нулевую выручку',
    ...fin,
    research: null,
    evaluate: (i) => {
      const y = statementYears(i);
      if (!y) return notChecked('Нет бухгалтерской отчётности');
      const s = i.subject;
      if (hasEnded(s) || !s.registration_date || s.registration_date > addMonths(i.today, -12)) return NOT_FIRED;
      return (line(y.last, '2110') ?? 0) <= 0
        ? fired(y.last, ev(`Выручка ${y.last.year}, ₽`, 0, yearEnd(y.last)))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'min-share-capital',
    group: 'finances',
    label: 'Минимальный уставный капитал',
    label_en: 'Minimum share capital',
    polarity: 'negative',
    severity: 'low',
    weight: 2,
    rule: 'Уставный капитал не больше 10 000 ₽',
    data: ['registry'],
    companyOnly: true,
    research: 58,
    evaluate: ({ subject: s }) => {
      if (s.share_capital === null) return notChecked('Неизвестен уставный капитал');
      return s.share_capital <= 10_000 ? fired(s, ev('Уставный капитал, ₽', s.share_capital)) : NOT_FIRED;
    },
  }),
  factor({
    id: 'large-share-capital',
    group: 'finances',
    label: 'Уставный капитал от 100 000 ₽',
    label_en: 'Share capital of 100,000 ₽ or more',
    polarity: 'positive',
    weight: 3,
    rule: 'Уставный капитал не меньше 100 000 ₽',
    data: ['registry'],
    companyOnly: true,
    research: 59,
    evaluate: ({ subject: s }) => {
      if (s.share_capital === null) return notChecked('Неизвестен уставный капитал');
      return s.share_capital >= 100_000 ? fired(s, ev('Уставный капитал, ₽', s.share_capital)) : NOT_FIRED;
    },
  }),
  factor({
    id: 'large-business',
    group: 'finances',
    label: 'Крупный бизнес',
    label_en: 'Large business',
    polarity: 'positive',
    weight: 6,
    rule: 'Выручка за год от 2 млрд ₽ или активы от 1 млрд ₽',
    ...fin,
    research: 60,
    evaluate: (i) =>
      onLast(i, ['1600'], ({ last }) =>
        (line(last, '2110') ?? 0) >= 2e9 || (line(last, '1600') ?? 0) >= 1e9
          ? fired(last, lineEv('Выручка', last, '2110'), lineEv('Активы', last, '1600'))
          : NOT_FIRED,
      ),
  }),
];
