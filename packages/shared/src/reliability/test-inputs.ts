import {
  RELIABILITY_DATA_KEYS,
  type TCoverage,
  type TFounderInput,
  type TReliabilityInputs,
  type TStatementInput,
} from './inputs.ts';

/**
 * A plain, healthy-looking ООО for the rule tests: registered three and a half
 * years before `today`, capital 50 000 ₽, two founders, one director, filed
 * statements for the last two years with flat revenue and zero profit, every
 * data set loaded and nothing in any list. Each test changes what it needs.
 */

export const TODAY = '2026-11-22';
const REF = { source: 'demo', as_of: '2026-11-01' };

export const statement = (year: number, lines: Record<string, number> = {}): TStatementInput => ({
  year,
  lines: {
    '1100': 400_000,
    '1200': 600_000,
    '1300': 50_000,
    '1400': 0,
    '1500': 550_000,
    '1600': 1_000_000,
    '1700': 1_000_000,
    '2110': 2_000_000,
    '2200': 100_000,
    '2300': 0,
    '2400': 0,
    ...lines,
  },
  ...REF,
});

/** A person who founded the company with it and holds half of it, with nothing against them. */
const halfOwner = (name: string, inn: string): TFounderInput => ({
  kind: 'person',
  name,
  inn,
  ogrn: null,
  country: null,
  share_percent: 50,
  since_date: '2023-06-01',
  unreliable: false,
  mass: null,
  encumbrances: [],
});

export const fullCoverage = (): TCoverage =>
  Object.fromEntries(RELIABILITY_DATA_KEYS.map((key) => [key, true])) as TCoverage;

export function baseInputs(): TReliabilityInputs {
  return {
    today: TODAY,
    coverage: fullCoverage(),
    subject: {
      kind: 'company',
      inn: '7707083893',
      ogrn: '1027700132195',
      name: 'ООО «Проба»',
      status_name: 'Действует',
      status_code: null,
      registration_date: '2023-06-01',
      liquidation_date: null,
      termination_method: null,
      share_capital: 50_000,
      opf_code: '12300',
      legal_address: '125009, г. Москва, ул. Тверская, д. 1',
      address_unreliable: false,
      address_unreliable_text: null,
      managing_org: null,
      tax_office: { registering: '7701', current: '7701', current_since: '2023-06-01' },
      source: 'egrul',
      as_of: '2026-11-01',
    },
    directors: [
      {
        fio: 'Иванов Иван Иванович',
        inn: '770100000001',
        post: 'Генеральный директор',
        since_date: '2023-06-01',
        ended_date: null,
        unreliable: false,
        disqualified_from: null,
        disqualified_to: null,
        register_disqualification: null,
        mass: null,
        record: { companies: 1, closed: 0, avg_closed_life_days: null },
      },
    ],
    founders: [halfOwner('Иванов Иван Иванович', '770100000001'), halfOwner('Петров Пётр Петрович', '770100000002')],
    branches: 0,
    mass_address: null,
    statements: [statement(2024), statement(2025)],
    headcount: [{ year: 2025, employees: 5, ...REF }],
    taxes_paid: [
      { year: 2025, tax_name: 'Налог на добавленную стоимость', amount: 100_000, ...REF },
      { year: 2025, tax_name: 'Страховые взносы на обязательное пенсионное страхование', amount: 50_000, ...REF },
    ],
    arrears: null,
    tax_offences: [],
    tax_regime: null,
    sme: null,
    cases: [],
    enforcements: [],
    bankruptcy: [],
    person_bankruptcy: [],
    pledges: [],
    contracts: { count_12m: 0, sum_12m: 0, terminated: [], source: null, as_of: null },
    unfair_suppliers: [],
    inspections: [],
    trademarks: [],
    licenses: [],
    sanctions: [],
    founder_sanctions: [],
    changes: [],
    affiliates: { total: 0, closed: 0, bankrupt: 0, unreliable: 0 },
  };
}

export const REF_FACT = REF;
