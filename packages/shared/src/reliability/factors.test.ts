import { describe, expect, it } from 'vitest';
import { evaluateFactor, RELIABILITY_FACTORS } from './engine.ts';
import type { TCaseInput, TEnforcementInput, TReliabilityInputs } from './inputs.ts';
import { baseInputs, REF_FACT as REF, statement } from './test-inputs.ts';

/**
 * Every factor three ways: a change to the healthy base company that makes it
 * fire (with evidence and a source), the base or a near miss where it does not,
 * and missing data where it is "not checked". `missing` defaults to switching
 * off the first data set the factor needs.
 */

type TMutate = (i: TReliabilityInputs) => void;
type TCase = { fire: TMutate; clear?: TMutate; missing?: TMutate };

const director = (i: TReliabilityInputs) => i.directors[0] as TReliabilityInputs['directors'][number];
const founder = (i: TReliabilityInputs) => i.founders[0] as TReliabilityInputs['founders'][number];
const lastStatement = (i: TReliabilityInputs) => i.statements.at(-1) as TReliabilityInputs['statements'][number];
const lines = (i: TReliabilityInputs, year: number, values: Record<string, number>) => {
  const s = i.statements.find((x) => x.year === year);
  if (s) Object.assign(s.lines, values);
  else i.statements.push(statement(year, values));
  i.statements.sort((a, b) => a.year - b.year);
};
const noStatements: TMutate = (i) => {
  i.statements = [];
};
const onlyLastYear: TMutate = (i) => {
  i.statements = [statement(2025)];
};
const courtCase = (over: Partial<TCaseInput>): TCaseInput => ({
  number: 'А40-1/2026',
  category: 'О неисполнении обязательств по договорам поставки',
  role: 'defendant',
  started_on: '2026-05-01',
  ended_on: null,
  status: 'open',
  claim_amount: 100_000,
  ...REF,
  ...over,
});
const proceeding = (over: Partial<TEnforcementInput>): TEnforcementInput => ({
  number: '1/26/77001-ИП',
  started_on: '2026-03-01',
  subject: 'Иные взыскания имущественного характера',
  amount: 50_000,
  remaining: 50_000,
  ended_on: null,
  ...REF,
  ...over,
});
const inspection = (over: Partial<TReliabilityInputs['inspections'][number]>) => ({
  number: '77260000000010',
  kind: 'Документарная',
  status: 'Завершено',
  starts_on: '2026-02-01',
  violations_found: false,
  control_body: 'Роспотребнадзор',
  ...REF,
  ...over,
});
const bySubject = (subject: string): TCase => ({
  fire: (i) => {
    i.enforcements = [proceeding({ subject })];
  },
  clear: (i) => {
    i.enforcements = [proceeding({ subject, ended_on: '2026-06-01', remaining: 0 })];
  },
});

const CASES: Record<string, TCase> = {
  'status-terminated': {
    fire: (i) => {
      i.subject.status_name = 'Ликвидировано';
      i.subject.liquidation_date = '2025-01-10';
    },
    clear: (i) => {
      i.subject.status_name = 'Не действует';
      i.subject.liquidation_date = '2025-01-10';
    },
  },
  'status-liquidating': {
    fire: (i) => {
      i.subject.status_name = 'В стадии ликвидации';
      i.subject.status_code = '101';
    },
  },
  'status-excluded': {
    fire: (i) => {
      i.subject.status_code = '105';
      i.subject.status_name = 'Регистрирующим органом принято решение о предстоящем исключении';
    },
    clear: (i) => {
      i.subject.status_name = 'Ликвидировано';
      i.subject.liquidation_date = '2025-01-10';
    },
  },
  'status-reorganizing': {
    fire: (i) => {
      i.subject.status_code = '121';
      i.subject.status_name = 'В процессе реорганизации в форме присоединения';
    },
    clear: (i) => {
      i.subject.status_name = 'Прекращение деятельности юридического лица путем реорганизации';
      i.subject.liquidation_date = '2025-01-10';
    },
  },
  'bankruptcy-efrsb': {
    fire: (i) => {
      i.bankruptcy = [
        {
          type: 'Сообщение о судебном акте (введение наблюдения)',
          published_on: '2026-03-01',
          case_number: 'А40-5/2026',
          ...REF,
        },
      ];
    },
    clear: (i) => {
      i.bankruptcy = [
        {
          type: 'Сообщение о судебном акте (введение наблюдения)',
          published_on: '2021-03-01',
          case_number: 'А40-5/2021',
          ...REF,
        },
      ];
    },
  },
  'bankruptcy-case': {
    fire: (i) => {
      i.cases = [courtCase({ category: 'О несостоятельности (банкротстве) организаций и граждан' })];
    },
    clear: (i) => {
      i.cases = [courtCase({ category: 'О несостоятельности (банкротстве) организаций и граждан', role: 'plaintiff' })];
    },
  },
  'bankruptcy-intention': {
    fire: (i) => {
      i.bankruptcy = [
        {
          type: 'Сообщение о намерении кредитора обратиться в суд с заявлением о банкротстве',
          published_on: '2026-09-01',
          case_number: null,
          ...REF,
        },
      ];
    },
    clear: (i) => {
      i.bankruptcy = [
        {
          type: 'Сообщение о намерении кредитора обратиться в суд с заявлением о банкротстве',
          published_on: '2024-09-01',
          case_number: null,
          ...REF,
        },
      ];
    },
  },
  'age-under-3m': {
    fire: (i) => {
      i.subject.registration_date = '2026-10-01';
    },
    missing: (i) => {
      i.subject.registration_date = null;
    },
  },
  'age-3-6m': {
    fire: (i) => {
      i.subject.registration_date = '2026-07-01';
    },
    clear: (i) => {
      i.subject.registration_date = '2026-10-01';
    },
    missing: (i) => {
      i.subject.registration_date = null;
    },
  },
  'age-6-12m': {
    fire: (i) => {
      i.subject.registration_date = '2026-02-01';
    },
    missing: (i) => {
      i.subject.registration_date = null;
    },
  },
  'age-over-5y': {
    fire: (i) => {
      i.subject.registration_date = '2020-01-01';
    },
    missing: (i) => {
      i.subject.registration_date = null;
    },
  },
  'age-over-10y': {
    fire: (i) => {
      i.subject.registration_date = '2010-01-01';
    },
    clear: (i) => {
      i.subject.registration_date = '2020-01-01';
    },
    missing: (i) => {
      i.subject.registration_date = null;
    },
  },
  sanctions: {
    fire: (i) => {
      i.sanctions = [{ list: 'ofac', entry_id: 'OFAC-1', name: 'LLC PROBA', ...REF }];
    },
  },
  'founder-sanctions': {
    fire: (i) => {
      i.founder_sanctions = [{ founder: 'АО «Холдинг»', list: 'eu', entry_id: 'EU-7', ...REF }];
    },
  },
  'address-unreliable': {
    fire: (i) => {
      i.subject.address_unreliable = true;
      i.subject.address_unreliable_text = 'Сведения недостоверны';
    },
  },
  'director-unreliable': {
    fire: (i) => {
      director(i).unreliable = true;
    },
    clear: (i) => {
      director(i).unreliable = true;
      director(i).ended_date = '2025-01-01';
    },
  },
  'founder-unreliable': {
    fire: (i) => {
      founder(i).unreliable = true;
    },
  },
  'mass-address': {
    fire: (i) => {
      i.mass_address = { companies: 57, ...REF };
    },
  },
  'mass-director': {
    fire: (i) => {
      director(i).mass = { companies: 31, ...REF };
    },
  },
  'mass-founder': {
    fire: (i) => {
      founder(i).mass = { companies: 14, ...REF };
    },
  },
  'mass-director-recent': {
    fire: (i) => {
      director(i).mass = { companies: 31, ...REF };
      director(i).since_date = '2026-08-01';
    },
    clear: (i) => {
      director(i).mass = { companies: 31, ...REF };
    },
  },
  'director-many-companies': {
    fire: (i) => {
      director(i).record = { companies: 25, closed: 2, avg_closed_life_days: 2000 };
    },
    missing: (i) => {
      director(i).inn = null;
    },
  },
  'person-failed-companies': {
    fire: (i) => {
      director(i).record = { companies: 6, closed: 3, avg_closed_life_days: 400 };
    },
    clear: (i) => {
      director(i).record = { companies: 6, closed: 3, avg_closed_life_days: 1500 };
    },
    missing: (i) => {
      director(i).record = null;
    },
  },
  'director-frequent-changes': {
    fire: (i) => {
      director(i).since_date = '2026-09-01';
      i.directors.push({
        ...director(i),
        fio: 'Сидоров С. С.',
        inn: '770100000003',
        since_date: '2026-03-01',
        ended_date: '2026-09-01',
      });
    },
    clear: (i) => {
      director(i).since_date = '2026-09-01';
    },
  },
  'tax-office-migration': {
    fire: (i) => {
      i.subject.tax_office = { registering: '7701', current: '5001', current_since: '2025-05-01' };
    },
    clear: (i) => {
      i.subject.tax_office = { registering: '7701', current: '5001', current_since: '2019-05-01' };
    },
    missing: (i) => {
      i.subject.tax_office = { registering: null, current: null, current_since: null };
    },
  },
  'director-disqualified': {
    fire: (i) => {
      director(i).disqualified_from = '2026-01-01';
      director(i).disqualified_to = '2027-01-01';
    },
    clear: (i) => {
      director(i).disqualified_from = '2023-01-01';
      director(i).disqualified_to = '2024-01-01';
    },
  },
  'person-bankrupt': {
    fire: (i) => {
      i.person_bankruptcy = [
        {
          inn: '770100000002',
          name: 'Петров Пётр Петрович',
          type: 'Сообщение о введении реструктуризации долгов гражданина',
          published_on: '2026-04-01',
          ...REF,
        },
      ];
    },
  },
  'one-day-signs': {
    fire: (i) => {
      i.mass_address = { companies: 57, ...REF };
      director(i).mass = { companies: 31, ...REF };
      i.subject.share_capital = 10_000;
      i.headcount = [{ year: 2025, employees: 0, ...REF }];
    },
    clear: (i) => {
      i.mass_address = { companies: 57, ...REF };
      i.subject.share_capital = 10_000;
      i.headcount = [{ year: 2025, employees: 0, ...REF }];
    },
  },
  'director-sole-founder': {
    fire: (i) => {
      i.founders = [{ ...founder(i), share_percent: 100 }];
    },
  },
  'foreign-founders': {
    fire: (i) => {
      i.founders.push({
        ...founder(i),
        kind: 'foreign_org',
        name: 'ALPINE HOLDINGS LIMITED',
        inn: null,
        country: 'Кипр',
      });
    },
  },
  'managing-organisation': {
    fire: (i) => {
      i.subject.managing_org = { name: 'АО «Управляющая компания»', inn: '7701000000', ogrn: null };
    },
  },
  'share-encumbrance': {
    fire: (i) => {
      founder(i).encumbrances = [{ kind: 'ЗАЛОГ', holder_name: 'ПАО «Банк»', record_date: '2025-02-01' }];
    },
  },
  'state-participation': {
    fire: (i) => {
      i.founders = [{ ...founder(i), kind: 'state', name: 'Субъект Российской Федерации — город Москва', inn: null }];
    },
  },
  branches: {
    fire: (i) => {
      i.branches = 2;
    },
  },
  'address-changed-recently': {
    fire: (i) => {
      i.changes = [
        { field: 'address', change_date: '2026-06-01', old_value: 'старый', new_value: 'новый', source: 'egrul' },
      ];
    },
    clear: (i) => {
      i.changes = [
        { field: 'address', change_date: '2024-06-01', old_value: 'старый', new_value: 'новый', source: 'egrul' },
      ];
    },
  },
  'founders-changed-recently': {
    fire: (i) => {
      i.changes = [{ field: 'founders', change_date: '2026-06-01', old_value: 'А', new_value: 'Б', source: 'egrul' }];
    },
    clear: (i) => {
      i.changes = [{ field: 'director', change_date: '2026-06-01', old_value: 'А', new_value: 'Б', source: 'egrul' }];
    },
  },
  'capital-decreased': {
    fire: (i) => {
      i.changes = [
        { field: 'capital', change_date: '2025-06-01', old_value: '100000', new_value: '10000', source: 'egrul' },
      ];
    },
    clear: (i) => {
      i.changes = [
        { field: 'capital', change_date: '2025-06-01', old_value: '10000', new_value: '100000', source: 'egrul' },
      ];
    },
  },
  'tax-arrears': {
    fire: (i) => {
      i.arrears = { on_date: '2026-01-01', total: 54_321, taxes: ['Налог на добавленную стоимость'], ...REF };
    },
    clear: (i) => {
      i.arrears = { on_date: '2026-01-01', total: 500, taxes: ['Налог на добавленную стоимость'], ...REF };
    },
  },
  'tax-offences': {
    fire: (i) => {
      i.tax_offences = [{ on_date: '2025-12-31', fines: 5000, count: 1, ...REF }];
    },
    clear: (i) => {
      i.tax_offences = [{ on_date: '2023-12-31', fines: 5000, count: 1, ...REF }];
    },
  },
  'no-fresh-statements': {
    fire: (i) => {
      i.statements = [statement(2023), statement(2024)];
    },
    clear: (i) => {
      i.statements = [];
      i.subject.registration_date = '2026-02-01';
    },
  },
  'low-tax-burden': {
    fire: (i) => {
      i.taxes_paid = [{ year: 2025, tax_name: 'Налог на добавленную стоимость', amount: 5_000, ...REF }];
    },
    missing: noStatements,
  },
  'no-employees': {
    fire: (i) => {
      i.headcount = [{ year: 2025, employees: 0, ...REF }];
    },
    missing: (i) => {
      i.headcount = [];
    },
  },
  'no-insurance-contributions': {
    fire: (i) => {
      i.taxes_paid = [{ year: 2025, tax_name: 'Налог на добавленную стоимость', amount: 100_000, ...REF }];
    },
    missing: (i) => {
      i.taxes_paid = [];
    },
  },
  'taxes-paid': {
    fire: () => {},
    clear: (i) => {
      i.taxes_paid = [];
    },
  },
  'special-tax-regime': {
    fire: (i) => {
      i.tax_regime = { on_date: '2025-12-31', usn: true, eshn: false, ausn: false, srp: false, ...REF };
    },
    clear: (i) => {
      i.tax_regime = { on_date: '2025-12-31', usn: false, eshn: false, ausn: false, srp: false, ...REF };
    },
  },
  'sme-register': {
    fire: (i) => {
      i.sme = { category: 1, included_on: '2023-07-10', ...REF };
    },
  },
  'employees-over-15': {
    fire: (i) => {
      i.headcount = [{ year: 2025, employees: 40, ...REF }];
    },
    missing: (i) => {
      i.headcount = [];
    },
  },
  'negative-net-assets': {
    fire: (i) => lines(i, 2025, { '1300': -20_000 }),
    clear: (i) => {
      lines(i, 2025, { '1300': -20_000 });
      lines(i, 2024, { '1300': -5_000 });
    },
    missing: noStatements,
  },
  'negative-net-assets-2y': {
    fire: (i) => {
      lines(i, 2025, { '1300': -20_000 });
      lines(i, 2024, { '1300': -5_000 });
    },
    clear: (i) => lines(i, 2025, { '1300': -20_000 }),
    missing: onlyLastYear,
  },
  'net-assets-above-capital': {
    fire: (i) => lines(i, 2025, { '1300': 300_000 }),
    missing: noStatements,
  },
  loss: {
    fire: (i) => lines(i, 2025, { '2400': -70_000 }),
    clear: (i) => {
      lines(i, 2025, { '2400': -70_000 });
      lines(i, 2024, { '2400': -10_000 });
    },
    missing: noStatements,
  },
  'losses-2y': {
    fire: (i) => {
      lines(i, 2025, { '2400': -70_000 });
      lines(i, 2024, { '2400': -10_000 });
    },
    clear: (i) => lines(i, 2025, { '2400': -70_000 }),
    missing: onlyLastYear,
  },
  profit: {
    fire: (i) => lines(i, 2025, { '2400': 120_000 }),
    missing: noStatements,
  },
  'revenue-drop-50': {
    fire: (i) => lines(i, 2025, { '2110': 800_000 }),
    clear: (i) => lines(i, 2025, { '2110': 1_200_000 }),
    missing: onlyLastYear,
  },
  'revenue-drop-30': {
    fire: (i) => lines(i, 2025, { '2110': 1_200_000 }),
    clear: (i) => lines(i, 2025, { '2110': 800_000 }),
    missing: onlyLastYear,
  },
  'revenue-growth': {
    fire: (i) => lines(i, 2025, { '2110': 2_500_000 }),
    missing: onlyLastYear,
  },
  'assets-drop-30': {
    fire: (i) => lines(i, 2025, { '1600': 500_000 }),
    missing: onlyLastYear,
  },
  'transit-profile': {
    fire: (i) => {
      lines(i, 2025, { '2110': 10_000_000 });
      i.headcount = [{ year: 2025, employees: 0, ...REF }];
    },
    clear: (i) => lines(i, 2025, { '2110': 10_000_000 }),
    missing: (i) => {
      i.headcount = [];
    },
  },
  'revenue-up-profit-down': {
    fire: (i) => {
      lines(i, 2023, { '2110': 1_000_000, '2400': 300_000 });
      lines(i, 2024, { '2110': 1_500_000, '2400': 200_000 });
      lines(i, 2025, { '2110': 2_000_000, '2400': 100_000 });
    },
    clear: (i) => {
      lines(i, 2023, { '2110': 1_000_000, '2400': 100_000 });
      lines(i, 2024, { '2110': 1_500_000, '2400': 200_000 });
      lines(i, 2025, { '2110': 2_000_000, '2400': 300_000 });
    },
    missing: onlyLastYear,
  },
  'liquidity-ok': {
    fire: () => {},
    clear: (i) => lines(i, 2025, { '1200': 300_000 }),
    missing: noStatements,
  },
  'liquidity-low': {
    fire: (i) => lines(i, 2025, { '1200': 300_000 }),
    missing: noStatements,
  },
  'high-debt-load': {
    fire: (i) => lines(i, 2025, { '1400': 200_000, '1500': 700_000 }),
    missing: noStatements,
  },
  'low-margin': {
    fire: (i) => lines(i, 2025, { '2200': 20_000 }),
    missing: noStatements,
  },
  'altman-distress': {
    fire: () => {},
    clear: (i) => lines(i, 2025, { '1200': 900_000, '1300': 700_000, '1500': 300_000, '2300': 200_000 }),
    missing: noStatements,
  },
  'no-revenue': {
    fire: (i) => lines(i, 2025, { '2110': 0 }),
    clear: (i) => {
      lines(i, 2025, { '2110': 0 });
      i.subject.registration_date = '2026-02-01';
    },
    missing: noStatements,
  },
  'min-share-capital': {
    fire: (i) => {
      i.subject.share_capital = 10_000;
    },
    missing: (i) => {
      i.subject.share_capital = null;
    },
  },
  'large-share-capital': {
    fire: (i) => {
      i.subject.share_capital = 1_000_000;
    },
    missing: (i) => {
      i.subject.share_capital = null;
    },
  },
  'large-business': {
    fire: (i) => lines(i, 2025, { '2110': 3_000_000_000 }),
    missing: noStatements,
  },
  'fssp-open': {
    fire: (i) => {
      i.enforcements = [proceeding({})];
    },
    clear: (i) => {
      i.enforcements = [proceeding({ ended_on: '2026-06-01', remaining: 0 })];
    },
  },
  'fssp-critical-sum': {
    fire: (i) => {
      i.enforcements = [proceeding({ amount: 600_000, remaining: 600_000 })];
    },
    clear: (i) => {
      i.enforcements = [proceeding({ amount: 300_000, remaining: 300_000 })];
    },
  },
  'fssp-significant-sum': {
    fire: (i) => {
      i.enforcements = [proceeding({ amount: 300_000, remaining: 300_000 })];
    },
    clear: (i) => {
      i.enforcements = [proceeding({ amount: 600_000, remaining: 600_000 })];
    },
  },
  'fssp-wages': bySubject('Оплата труда и иные выплаты по трудовым правоотношениям'),
  'fssp-arrest': bySubject('Наложение ареста'),
  'fssp-credit': bySubject('Задолженность по кредитным платежам (кроме ипотеки)'),
  'fssp-pledged-property': bySubject('Обращение взыскания на заложенное имущество'),
  'fssp-taxes': bySubject('Налог (сбор), пени, штраф'),
  'defendant-critical-claims': {
    fire: (i) => {
      i.cases = [courtCase({ claim_amount: 900_000 })];
    },
    clear: (i) => {
      i.cases = [courtCase({ claim_amount: 900_000, started_on: '2025-01-01' })];
    },
  },
  'defendant-claims-growth': {
    fire: (i) => {
      i.cases = [
        courtCase({ claim_amount: 6_000_000 }),
        courtCase({ claim_amount: 1_000_000, started_on: '2025-03-01' }),
      ];
    },
    clear: (i) => {
      i.cases = [
        courtCase({ claim_amount: 6_000_000 }),
        courtCase({ claim_amount: 9_000_000, started_on: '2025-03-01' }),
      ];
    },
  },
  'defendant-many-cases': {
    fire: (i) => {
      i.cases = Array.from({ length: 6 }, (_, n) => courtCase({ number: `А40-${n}/2026` }));
    },
    clear: (i) => {
      i.cases = Array.from({ length: 5 }, (_, n) => courtCase({ number: `А40-${n}/2026` }));
    },
  },
  'arbitration-practice': {
    fire: (i) => {
      i.cases = [courtCase({ role: 'plaintiff' })];
    },
    clear: (i) => {
      i.cases = [courtCase({ role: 'defendant' })];
    },
  },
  'pledges-leasing': {
    fire: (i) => {
      i.pledges = [{ kind: 'leasing', role: 'lessee', published_on: '2026-01-15', number: '2026000001', ...REF }];
    },
    clear: (i) => {
      i.pledges = [{ kind: 'leasing', role: 'lessor', published_on: '2026-01-15', number: '2026000001', ...REF }];
    },
  },
  'unfair-supplier': {
    fire: (i) => {
      i.unfair_suppliers = [
        { registry_number: 'РНП.1-26', published_on: '2026-02-01', excluded_on: null, customer_name: 'ГБУ', ...REF },
      ];
    },
    clear: (i) => {
      i.unfair_suppliers = [
        {
          registry_number: 'РНП.1-23',
          published_on: '2023-02-01',
          excluded_on: '2025-02-01',
          customer_name: 'ГБУ',
          ...REF,
        },
      ];
    },
  },
  'contracts-terminated': {
    fire: (i) => {
      i.contracts.terminated = [
        { number: '3770100000026000001', signed_on: '2025-04-01', status: 'Исполнение прекращено', ...REF },
      ];
    },
  },
  'state-contracts': {
    fire: (i) => {
      i.contracts = { ...i.contracts, count_12m: 2, sum_12m: 750_000, source: 'contracts44', as_of: '2026-11-01' };
    },
  },
  trademarks: {
    fire: (i) => {
      i.trademarks = [{ number: '812345', expires_on: '2031-01-01', status: 'Действует', ...REF }];
    },
    clear: (i) => {
      i.trademarks = [{ number: '612345', expires_on: '2020-01-01', status: 'Срок действия истек', ...REF }];
    },
  },
  'licenses-active': {
    fire: (i) => {
      i.licenses = [
        { number: 'Л041-1', ends_on: null, suspended: false, activities: ['Медицинская деятельность'], ...REF },
      ];
    },
    clear: (i) => {
      i.licenses = [
        { number: 'Л041-1', ends_on: '2024-01-01', suspended: false, activities: ['Медицинская деятельность'], ...REF },
      ];
    },
  },
  'license-suspended': {
    fire: (i) => {
      i.licenses = [
        { number: 'Л041-1', ends_on: null, suspended: true, activities: ['Медицинская деятельность'], ...REF },
      ];
    },
  },
  'inspection-violations': {
    fire: (i) => {
      i.inspections = [inspection({ violations_found: true })];
    },
    clear: (i) => {
      i.inspections = [inspection({})];
    },
  },
  'inspection-warning': {
    fire: (i) => {
      i.inspections = [inspection({ kind: 'Объявление предостережения', status: 'Предостережение объявлено' })];
    },
    clear: (i) => {
      i.inspections = [inspection({})];
    },
  },
  'affiliates-closed': {
    fire: (i) => {
      i.affiliates = { total: 4, closed: 3, bankrupt: 0, unreliable: 0 };
    },
    clear: (i) => {
      i.affiliates = { total: 4, closed: 2, bankrupt: 0, unreliable: 0 };
    },
  },
  'affiliates-bankrupt': {
    fire: (i) => {
      i.affiliates = { total: 3, closed: 2, bankrupt: 2, unreliable: 0 };
    },
    clear: (i) => {
      i.affiliates = { total: 1, closed: 1, bankrupt: 1, unreliable: 0 };
    },
  },
  'affiliates-unreliable': {
    fire: (i) => {
      i.affiliates = { total: 5, closed: 0, bankrupt: 0, unreliable: 2 };
    },
    clear: (i) => {
      i.affiliates = { total: 5, closed: 0, bankrupt: 0, unreliable: 1 };
    },
  },
};

function outcome(id: string, mutate?: TMutate) {
  const definition = RELIABILITY_FACTORS.find((f) => f.id === id);
  if (!definition) throw new Error(`no factor ${id}`);
  const inputs = baseInputs();
  mutate?.(inputs);
  return { definition, result: evaluateFactor(definition, inputs) };
}

describe('the factor catalogue', () => {
  it('has at least 60 factors with unique ids, labels in both languages and sane weights', () => {
    expect(RELIABILITY_FACTORS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(RELIABILITY_FACTORS.map((f) => f.id)).size).toBe(RELIABILITY_FACTORS.length);
    for (const f of RELIABILITY_FACTORS) {
      expect(f.label, f.id).toMatch(/[а-яё]/i);
      expect(f.label_en, f.id).toMatch(/^[\x20-\x7E–−×″’%₽]+$/);
      expect(f.data.length, f.id).toBeGreaterThan(0);
      if (f.polarity === 'attention') expect(f.weight, f.id).toBe(0);
      else expect(f.weight, f.id).toBeGreaterThan(0);
      if (f.stop) expect(f.severity, f.id).toBe('critical');
    }
  });

  it('has a test case for every factor', () => {
    expect(Object.keys(CASES).sort()).toEqual(RELIABILITY_FACTORS.map((f) => f.id).sort());
  });
});

describe.each(RELIABILITY_FACTORS.map((f) => f.id))('factor %s', (id) => {
  const c = CASES[id] as TCase;

  it('fires, with evidence and a source', () => {
    const { result } = outcome(id, c.fire);
    expect(result.status).toBe('fired');
    if (result.status !== 'fired') return;
    expect(result.evidence.length).toBeGreaterThan(0);
    expect(result.source.source).toBeTruthy();
  });

  it('does not fire', () => {
    expect(outcome(id, c.clear).result.status).toBe('not_fired');
  });

  it('is not checked when its data is missing', () => {
    const missing: TMutate =
      c.missing ??
      ((i) => {
        const definition = RELIABILITY_FACTORS.find((f) => f.id === id);
        for (const key of definition?.data ?? []) i.coverage[key] = false;
        c.fire(i);
      });
    const result = outcome(id, missing).result;
    expect(result.status).toBe('not_checked');
    if (result.status === 'not_checked') expect(result.reason).toBeTruthy();
  });
});

describe('factors that do not apply to sole traders', () => {
  it('are company-only where the data is about companies', () => {
    const companyOnly = RELIABILITY_FACTORS.filter((f) => !f.applies_to.includes('entrepreneur')).map((f) => f.id);
    expect(companyOnly).toContain('negative-net-assets');
    expect(companyOnly).toContain('mass-director');
    expect(companyOnly).not.toContain('fssp-open');
    const i = baseInputs();
    expect(lastStatement(i).year).toBe(2025);
  });
});
