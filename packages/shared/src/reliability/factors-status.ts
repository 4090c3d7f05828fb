import { addMonths, withinMonths } from './dates.ts';
import { ev, type TFactorDefinition as F, factor, fired, NOT_FIRED, notChecked } from './factor.ts';
import type { TReliabilityInputs, TSubjectInputs } from './inputs.ts';

/** Status, bankruptcy, age and sanctions: the deal-killers of research §3.2 come first. */

const LIQUIDATING = /стади[ия] ликвидации|процессе ликвидации/i;
const REORGANIZING = /процессе реорганизации|стадии реорганизации/i;
const EXCLUSION = /исключ/i;
/** ЕГРЮЛ СЮЛСТ codes: 101 liquidating, 105/106 exclusion planned, 121–139 reorganisation in progress. */
const LIQUIDATING_CODES = new Set(['101']);
const EXCLUSION_CODES = new Set(['105', '106']);
const isReorganizingCode = (code: string | null) => !!code && Number(code) >= 121 && Number(code) <= 139;

/** The subject has ended: a liquidation/termination date, or a status that no longer says it operates. */
export function hasEnded(s: TSubjectInputs): boolean {
  if (s.liquidation_date) return true;
  const name = s.status_name.trim().toLowerCase();
  if (name === 'действует' || LIQUIDATING.test(name) || REORGANIZING.test(name)) return false;
  return /ликвидир|прекращ|прекратил|не действует|исключ/i.test(name);
}

const isExcluded = (s: TSubjectInputs) =>
  EXCLUSION_CODES.has(s.status_code ?? '') ||
  s.status_name.trim().toLowerCase() === 'не действует' ||
  EXCLUSION.test(s.status_name) ||
  (!!s.termination_method && EXCLUSION.test(s.termination_method));

const statusEvidence = (s: TSubjectInputs) => [
  ev('Статус', s.status_name, null, s.status_code),
  ...(s.liquidation_date ? [ev('Дата прекращения', s.liquidation_date, s.liquidation_date)] : []),
  ...(s.termination_method ? [ev('Способ прекращения', s.termination_method)] : []),
];

const BANKRUPTCY_CASE = /банкрот|несостоятельн/i;
const CREDITOR_INTENTION = /намерени/i;

function ageFactor(
  id: string,
  label: string,
  labelEn: string,
  fromMonths: number,
  toMonths: number | null,
  polarity: 'negative' | 'positive',
  weight: number,
  severity: 'high' | 'medium' | 'low' | 'none',
  research: number,
): F {
  const rule =
    toMonths === null
      ? `Со дня регистрации прошло не меньше ${fromMonths / 12} лет`
      : fromMonths === 0
        ? `Со дня регистрации прошло меньше ${toMonths} месяцев`
        : `Со дня регистрации прошло от ${fromMonths} до ${toMonths} месяцев`;
  return factor({
    id,
    group: 'registry',
    label,
    label_en: labelEn,
    polarity,
    severity,
    weight,
    rule,
    data: ['registry'],
    research,
    evaluate: ({ subject: s, today }) => {
      if (!s.registration_date) return notChecked('Нет даты регистрации');
      const older = s.registration_date <= addMonths(today, -fromMonths);
      const younger = toMonths === null || s.registration_date > addMonths(today, -toMonths);
      return older && younger ? fired(s, ev('Дата регистрации', s.registration_date, s.registration_date)) : NOT_FIRED;
    },
  });
}

const sanctionEvidence = (rows: TReliabilityInputs['sanctions']) =>
  rows.slice(0, 5).map((r) => ev('Санкционный список', r.list.toUpperCase(), r.as_of, r.entry_id));

export const STATUS_FACTORS: F[] = [
  factor({
    id: 'status-terminated',
    group: 'status',
    label: 'Ликвидирована, деятельность прекращена',
    label_en: 'Liquidated or ceased operating',
    polarity: 'negative',
    severity: 'critical',
    weight: 40,
    stop: true,
    rule: 'В ЕГРЮЛ/ЕГРИП есть дата прекращения или статус «Ликвидировано», «Прекратил деятельность», реорганизация завершена',
    data: ['registry'],
    research: 1,
    evaluate: ({ subject: s }) => (hasEnded(s) && !isExcluded(s) ? fired(s, ...statusEvidence(s)) : NOT_FIRED),
  }),
  factor({
    id: 'status-liquidating',
    group: 'status',
    label: 'В процессе ликвидации',
    label_en: 'Being liquidated',
    polarity: 'negative',
    severity: 'critical',
    weight: 40,
    stop: true,
    rule: 'Статус «В стадии ликвидации» (код 101) и дата прекращения ещё не внесена',
    data: ['registry'],
    companyOnly: true,
    research: 2,
    evaluate: ({ subject: s }) =>
      !s.liquidation_date && (LIQUIDATING_CODES.has(s.status_code ?? '') || LIQUIDATING.test(s.status_name))
        ? fired(s, ...statusEvidence(s))
        : NOT_FIRED,
  }),
  factor({
    id: 'status-excluded',
    group: 'status',
    label: 'Исключена или исключается из ЕГРЮЛ как недействующая',
    label_en: 'Struck off (or being struck off) the register as dormant',
    polarity: 'negative',
    severity: 'critical',
    weight: 40,
    stop: true,
    rule: 'Статус «Не действует», решение о предстоящем исключении (коды 105, 106) или прекращение путём исключения',
    data: ['registry'],
    companyOnly: true,
    research: 3,
    evaluate: ({ subject: s }) => (isExcluded(s) ? fired(s, ...statusEvidence(s)) : NOT_FIRED),
  }),
  factor({
    id: 'status-reorganizing',
    group: 'status',
    label: 'В процессе реорганизации',
    label_en: 'Being reorganised',
    polarity: 'negative',
    severity: 'medium',
    weight: 7,
    rule: 'Статус «В процессе реорганизации» (коды 121–139), компания ещё не прекращена',
    data: ['registry'],
    companyOnly: true,
    research: 7,
    evaluate: ({ subject: s }) =>
      !hasEnded(s) && (isReorganizingCode(s.status_code) || REORGANIZING.test(s.status_name))
        ? fired(s, ...statusEvidence(s))
        : NOT_FIRED,
  }),
  factor({
    id: 'bankruptcy-efrsb',
    group: 'status',
    label: 'Процедура банкротства (сообщения ЕФРСБ)',
    label_en: 'Bankruptcy procedure (Fedresurs bankruptcy register)',
    polarity: 'negative',
    severity: 'critical',
    weight: 40,
    stop: true,
    rule: 'В ЕФРСБ за 3 года есть сообщения о процедуре банкротства (наблюдение, конкурсное производство и т. п.)',
    data: ['bankruptcy'],
    research: 4,
    evaluate: ({ bankruptcy, today }) => {
      const rows = bankruptcy.filter(
        (m) => !CREDITOR_INTENTION.test(m.type) && withinMonths(m.published_on, today, 36),
      );
      const first = rows[0];
      if (!first) return NOT_FIRED;
      return fired(first, ...rows.slice(0, 5).map((m) => ev(m.type, m.case_number, m.published_on, m.case_number)));
    },
  }),
  factor({
    id: 'bankruptcy-case',
    group: 'status',
    label: 'Дело о банкротстве в арбитражном суде',
    label_en: 'Bankruptcy case in the arbitration court',
    polarity: 'negative',
    severity: 'critical',
    weight: 40,
    stop: true,
    rule: 'Дело о несостоятельности, где компания — должник: не завершено или начато за последние 3 месяца',
    data: ['arbitration'],
    research: 5,
    evaluate: ({ cases, today }) => {
      const rows = cases.filter(
        (c) =>
          c.role === 'defendant' &&
          BANKRUPTCY_CASE.test(c.category ?? '') &&
          (c.status === 'open' || c.status === 'suspended' || withinMonths(c.started_on, today, 3)),
      );
      const first = rows[0];
      if (!first) return NOT_FIRED;
      return fired(
        first,
        ...rows.slice(0, 5).map((c) => ev('Дело о банкротстве', c.claim_amount, c.started_on, c.number)),
      );
    },
  }),
  factor({
    id: 'bankruptcy-intention',
    group: 'status',
    label: 'Кредитор намерен обратиться в суд о банкротстве',
    label_en: 'A creditor announced a bankruptcy petition',
    polarity: 'negative',
    severity: 'high',
    weight: 15,
    rule: 'Сообщение о намерении кредитора обратиться с заявлением о банкротстве за последние 12 месяцев',
    data: ['bankruptcy'],
    research: 6,
    evaluate: ({ bankruptcy, today }) => {
      const rows = bankruptcy.filter((m) => CREDITOR_INTENTION.test(m.type) && withinMonths(m.published_on, today, 12));
      const first = rows[0];
      if (!first) return NOT_FIRED;
      return fired(first, ...rows.slice(0, 5).map((m) => ev(m.type, m.case_number, m.published_on, m.case_number)));
    },
  }),
  ageFactor(
    'age-under-3m',
    'Зарегистрирована менее 3 месяцев назад',
    'Registered less than 3 months ago',
    0,
    3,
    'negative',
    15,
    'high',
    9,
  ),
  ageFactor(
    'age-3-6m',
    'Зарегистрирована 3–6 месяцев назад',
    'Registered 3 to 6 months ago',
    3,
    6,
    'negative',
    8,
    'medium',
    10,
  ),
  ageFactor(
    'age-6-12m',
    'Зарегистрирована 6–12 месяцев назад',
    'Registered 6 to 12 months ago',
    6,
    12,
    'negative',
    4,
    'low',
    11,
  ),
  ageFactor('age-over-5y', 'Работает более 5 лет', 'Operating for over 5 years', 60, null, 'positive', 4, 'none', 12),
  ageFactor(
    'age-over-10y',
    'Работает более 10 лет',
    'Operating for over 10 years',
    120,
    null,
    'positive',
    3,
    'none',
    12,
  ),
  factor({
    id: 'sanctions',
    group: 'sanctions',
    label: 'В санкционных списках',
    label_en: 'On sanctions lists',
    polarity: 'negative',
    severity: 'critical',
    weight: 40,
    stop: true,
    rule: 'ИНН или ОГРН есть в списках OFAC, ЕС или Великобритании',
    data: ['sanctions'],
    research: 76,
    evaluate: ({ sanctions }) => (sanctions[0] ? fired(sanctions[0], ...sanctionEvidence(sanctions)) : NOT_FIRED),
  }),
  factor({
    id: 'founder-sanctions',
    group: 'sanctions',
    label: 'Учредитель в санкционных списках',
    label_en: 'A founder is on sanctions lists',
    polarity: 'negative',
    severity: 'critical',
    weight: 40,
    stop: true,
    rule: 'ИНН или ОГРН действующего учредителя есть в списках OFAC, ЕС или Великобритании',
    data: ['sanctions', 'registry'],
    companyOnly: true,
    research: 76,
    evaluate: ({ founder_sanctions: rows }) =>
      rows[0]
        ? fired(rows[0], ...rows.slice(0, 5).map((r) => ev(r.founder, r.list.toUpperCase(), r.as_of, r.entry_id)))
        : NOT_FIRED,
  }),
];
