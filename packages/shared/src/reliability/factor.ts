import type { TFactRef, TReliabilityDataKey, TReliabilityInputs, TSubjectKind } from './inputs.ts';

export type TPolarity = 'positive' | 'negative' | 'attention';
export type TSeverity = 'critical' | 'high' | 'medium' | 'low' | 'none';

export type TFactorGroup =
  | 'status'
  | 'registry'
  | 'people'
  | 'taxes'
  | 'finances'
  | 'courts'
  | 'enforcement'
  | 'procurement'
  | 'sanctions'
  | 'activity'
  | 'affiliates';

/** One number or record that made a factor fire: «Недоимка: 12 345 ₽ на 01.11.2026», «Дело А40-1/2026». */
export type TEvidence = { label: string; value: string | number | null; date: string | null; ref: string | null };

export type TRuleOutcome =
  | { status: 'fired'; evidence: TEvidence[]; source: TFactRef }
  | { status: 'not_fired' }
  | { status: 'not_checked'; reason: string };

export type TFactorDefinition = {
  /** Stable across versions: stored results and the web app refer to it. */
  id: string;
  group: TFactorGroup;
  label: string;
  label_en: string;
  polarity: TPolarity;
  /** For negatives; positives and attention factors are `none`. */
  severity: TSeverity;
  /** Points the factor moves the score by (added for positives, subtracted for negatives, 0 for attention). */
  weight: number;
  /** A stop-factor forces the high-risk zone whatever else fired. */
  stop: boolean;
  /** How the rule decides, as people read it. */
  rule: string;
  /** Data sets the rule reads; if any is not loaded the factor is not checked. */
  data: readonly TReliabilityDataKey[];
  applies_to: readonly TSubjectKind[];
  /** Row of the research catalogue (mission-anchors §3.1) the factor comes from, when it does. */
  research: number | null;
  evaluate: (inputs: TReliabilityInputs) => TRuleOutcome;
};

export const NOT_FIRED: TRuleOutcome = { status: 'not_fired' };

export const notChecked = (reason: string): TRuleOutcome => ({ status: 'not_checked', reason });

export const fired = (source: TFactRef, ...evidence: TEvidence[]): TRuleOutcome => ({
  status: 'fired',
  evidence,
  source: { source: source.source, as_of: source.as_of },
});

export const ev = (
  label: string,
  value: string | number | null,
  date: string | null = null,
  ref: string | null = null,
): TEvidence => ({ label, value, date, ref });

const BOTH: readonly TSubjectKind[] = ['company', 'entrepreneur'];
const COMPANY: readonly TSubjectKind[] = ['company'];

type TDefaults = Pick<TFactorDefinition, 'severity' | 'stop' | 'applies_to' | 'research'>;

/** Defaults for a declaration: companies and sole traders, not a stop-factor. */
export function factor(
  definition: Omit<TFactorDefinition, keyof TDefaults> & Partial<TDefaults> & { companyOnly?: boolean },
): TFactorDefinition {
  const { companyOnly, ...rest } = definition;
  return {
    severity: definition.polarity === 'negative' ? 'medium' : 'none',
    stop: false,
    research: null,
    ...rest,
    applies_to: definition.applies_to ?? (companyOnly ? COMPANY : BOTH),
  };
}
