/**
 * Everything the reliability rules read about one ЮЛ or ИП, gathered by the
 * server in one query and handed to the pure engine. Dates are `YYYY-MM-DD`,
 * money is rubles. Every fact carries the source code and as-of date it came
 * with, so a fired factor can name where its evidence is from.
 */

/** A fact's provenance as stored: the source code (`egrul`, `fssp`, `demo` …) and its as-of date. */
export type TFactRef = { source: string; as_of: string | null };

/**
 * The data sets a rule may need. A set that is not loaded into this
 * installation makes every rule needing it "not checked": the absence of a
 * record in a list nobody imported proves nothing.
 */
export const RELIABILITY_DATA_KEYS = [
  'registry',
  'history',
  'statements',
  'headcount',
  'taxes_paid',
  'arrears',
  'tax_offences',
  'tax_regimes',
  'sme',
  'disqualified',
  'mass_addresses',
  'mass_persons',
  'arbitration',
  'enforcements',
  'bankruptcy',
  'pledges',
  'contracts',
  'unfair_suppliers',
  'inspections',
  'trademarks',
  'licenses',
  'sanctions',
] as const;

export type TReliabilityDataKey = (typeof RELIABILITY_DATA_KEYS)[number];

export type TCoverage = Record<TReliabilityDataKey, boolean>;

export type TSubjectKind = 'company' | 'entrepreneur';

export type TSubjectInputs = {
  kind: TSubjectKind;
  inn: string;
  ogrn: string;
  name: string;
  status_name: string;
  status_code: string | null;
  registration_date: string | null;
  /** Liquidation (ЮЛ) or termination (ИП) date. */
  liquidation_date: string | null;
  termination_method: string | null;
  share_capital: number | null;
  opf_code: string | null;
  legal_address: string | null;
  address_unreliable: boolean;
  address_unreliable_text: string | null;
  managing_org: { name: string; inn: string | null; ogrn: string | null } | null;
  tax_office: { registering: string | null; current: string | null; current_since: string | null };
} & TFactRef;

/** A person's record across the register: companies they head or founded, how many closed, how fast. */
export type TPersonRecord = { companies: number; closed: number; avg_closed_life_days: number | null };

export type TDirectorInput = {
  fio: string;
  inn: string | null;
  post: string | null;
  since_date: string | null;
  ended_date: string | null;
  unreliable: boolean;
  disqualified_from: string | null;
  disqualified_to: string | null;
  /** An active entry of the disqualified-persons register with the same ФИО. */
  register_disqualification: ({ from: string; to: string | null } & TFactRef) | null;
  /** The ФНС mass-leader list entry, when the person is on it. */
  mass: ({ companies: number } & TFactRef) | null;
  /** Only for current directors with an ИНН. */
  record: TPersonRecord | null;
};

export type TFounderInput = {
  kind: 'person' | 'ru_org' | 'foreign_org' | 'state' | 'fund' | 'partnership';
  name: string;
  inn: string | null;
  ogrn: string | null;
  country: string | null;
  share_percent: number | null;
  since_date: string | null;
  unreliable: boolean;
  mass: ({ companies: number } & TFactRef) | null;
  encumbrances: { kind: string; holder_name: string | null; record_date: string | null }[];
};

export type TStatementInput = { year: number; lines: Record<string, number> } & TFactRef;

export type TCaseInput = {
  number: string;
  category: string | null;
  /** The subject's role in the case. */
  role: string;
  started_on: string | null;
  ended_on: string | null;
  status: string | null;
  claim_amount: number | null;
} & TFactRef;

export type TEnforcementInput = {
  number: string;
  started_on: string | null;
  subject: string | null;
  amount: number | null;
  remaining: number | null;
  ended_on: string | null;
} & TFactRef;

export type TReliabilityInputs = {
  /** The day the rules judge ages and windows by. */
  today: string;
  coverage: TCoverage;
  subject: TSubjectInputs;
  /** Current and past heads; a ИП has none. */
  directors: TDirectorInput[];
  /** Current founders. */
  founders: TFounderInput[];
  branches: number;
  mass_address: ({ companies: number } & TFactRef) | null;
  statements: TStatementInput[];
  headcount: ({ year: number; employees: number } & TFactRef)[];
  taxes_paid: ({ year: number; tax_name: string; amount: number } & TFactRef)[];
  /** Arrears on the latest date listed, summed over taxes. */
  arrears: ({ on_date: string; total: number; taxes: string[] } & TFactRef) | null;
  tax_offences: ({ on_date: string; fines: number; count: number } & TFactRef)[];
  tax_regime: ({ on_date: string; usn: boolean; eshn: boolean; ausn: boolean; srp: boolean } & TFactRef) | null;
  sme: ({ category: number; included_on: string | null } & TFactRef) | null;
  /** Arbitration cases of the last three years and every open one, newest first. */
  cases: TCaseInput[];
  /** Enforcement proceedings: open ones and those ended in the last three years. */
  enforcements: TEnforcementInput[];
  bankruptcy: ({ type: string; published_on: string; case_number: string | null } & TFactRef)[];
  /** ЕФРСБ messages about the subject's current directors and person founders. */
  person_bankruptcy: ({ inn: string; name: string | null; type: string; published_on: string } & TFactRef)[];
  pledges: ({ kind: string; role: string | null; published_on: string; number: string | null } & TFactRef)[];
  contracts: {
    count_12m: number;
    sum_12m: number;
    terminated: ({ number: string; signed_on: string | null; status: string | null } & TFactRef)[];
    source: string | null;
    as_of: string | null;
  };
  unfair_suppliers: ({
    registry_number: string;
    published_on: string | null;
    excluded_on: string | null;
    customer_name: string | null;
  } & TFactRef)[];
  inspections: ({
    number: string;
    kind: string | null;
    status: string | null;
    starts_on: string | null;
    violations_found: boolean | null;
    control_body: string | null;
  } & TFactRef)[];
  trademarks: ({ number: string; expires_on: string | null; status: string | null } & TFactRef)[];
  licenses: ({ number: string | null; ends_on: string | null; suspended: boolean; activities: string[] } & TFactRef)[];
  sanctions: ({ list: string; entry_id: string; name: string } & TFactRef)[];
  /** Sanctions entries matching a current founder organisation or person by ИНН/ОГРН. */
  founder_sanctions: ({ founder: string; list: string; entry_id: string } & TFactRef)[];
  /** Registry changes of the last three years, newest first. */
  changes: { field: string; change_date: string; old_value: string | null; new_value: string | null; source: string }[];
  /** Organisations linked through shared directors and founders (see the card's connections). */
  affiliates: { total: number; closed: number; bankrupt: number; unreliable: number };
};
