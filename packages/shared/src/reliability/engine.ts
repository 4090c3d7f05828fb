import { addDays, addMonths } from './dates.ts';
import type { TEvidence, TFactorDefinition, TPolarity, TRuleOutcome } from './factor.ts';
import { ACTIVITY_FACTORS } from './factors-activity.ts';
import { COURT_FACTORS } from './factors-courts.ts';
import { FINANCE_FACTORS } from './factors-finances.ts';
import { PEOPLE_FACTORS } from './factors-people.ts';
import { STATUS_FACTORS } from './factors-status.ts';
import { nextReportingShift, TAX_FACTORS } from './factors-taxes.ts';
import type { TFactRef, TReliabilityInputs, TSubjectKind } from './inputs.ts';

/**
 * The ruleset: which factors exist, their weights and rules. Bump the version
 * whenever a rule, weight or threshold changes — stored results of another
 * version are recomputed on the next read.
 */
export const RELIABILITY_RULESET_VERSION = 1;

export const RELIABILITY_FACTORS: readonly TFactorDefinition[] = [
  ...STATUS_FACTORS,
  ...PEOPLE_FACTORS,
  ...TAX_FACTORS,
  ...FINANCE_FACTORS,
  ...COURT_FACTORS,
  ...ACTIVITY_FACTORS,
];

export const RELIABILITY_FACTOR_BY_ID: ReadonlyMap<string, TFactorDefinition> = new Map(
  RELIABILITY_FACTORS.map((f) => [f.id, f]),
);

export type TRiskZone = 'low' | 'medium' | 'high';

/** Score zones (research §3.3): 70–100 low risk, 40–69 medium, 0–39 high. */
export const SCORE_ZONES = { low: 70, medium: 40 } as const;
/** The score with nothing known: the middle zone; positives lift it by at most {@link POSITIVE_CAP}. */
export const SCORE_BASE = 60;
export const POSITIVE_CAP = 40;
/** A stop-factor caps the score inside the high-risk zone. */
export const STOP_SCORE_CAP = 39;
/** A stored result is re-evaluated at least this often: windows of 12 months and 3 years move with the calendar. */
export const RESULT_MAX_AGE_DAYS = 7;

/** A factor that fired (with evidence) or could not be checked (with the reason); clear factors are not stored. */
export type TFactorResult =
  | { id: string; status: 'fired'; evidence: TEvidence[]; source: TFactRef }
  | { id: string; status: 'not_checked'; reason: string };

export type TReliabilityCounts = {
  positive: number;
  negative: number;
  attention: number;
  /** Factors that applied and whose data was there: fired or not. */
  checked: number;
  not_checked: number;
};

export type TGauge = { value: number; zone: TRiskZone };

export type TReliabilityResult = {
  version: number;
  kind: TSubjectKind;
  score: number;
  zone: TRiskZone;
  stop: boolean;
  counts: TReliabilityCounts;
  gauge: TGauge;
  factors: TFactorResult[];
  /** Re-evaluate after this day even if no data changed: an age threshold or a window moves. */
  valid_until: string;
};

export const zoneOfScore = (score: number): TRiskZone =>
  score >= SCORE_ZONES.low ? 'low' : score >= SCORE_ZONES.medium ? 'medium' : 'high';

/**
 * Spec §9 gauge: three equal zones, the needle by the share of positive
 * factors among positive and negative ones (attention factors do not move
 * it); 50 when none fired. A stop-factor keeps the needle in the high-risk
 * third, so the gauge never looks safe for a liquidated or sanctioned company.
 */
export function gaugeOf(positive: number, negative: number, stop: boolean): TGauge {
  let value = positive + negative === 0 ? 50 : Math.round((100 * positive) / (positive + negative));
  if (stop) value = Math.min(value, 33);
  return { value, zone: value < 100 / 3 ? 'high' : value < 200 / 3 ? 'medium' : 'low' };
}

/** Runs one rule, never letting a rule's fault break the whole rating. */
export function evaluateFactor(definition: TFactorDefinition, inputs: TReliabilityInputs): TRuleOutcome {
  const missing = definition.data.filter((key) => !inputs.coverage[key]);
  if (missing.length) return { status: 'not_checked', reason: `Источник не загружен: ${missing.join(', ')}` };
  try {
    return definition.evaluate(inputs);
  } catch {
    return { status: 'not_checked', reason: 'Не удалось проверить по имеющимся данным' };
  }
}

function validUntil(inputs: TReliabilityInputs): string {
  const { today, subject } = inputs;
  const candidates = [addDays(today, RESULT_MAX_AGE_DAYS), nextReportingShift(today)];
  if (subject.registration_date) {
    for (const months of [3, 6, 12, 60, 120]) candidates.push(addMonths(subject.registration_date, months));
  }
  return candidates.filter((d) => d > today).sort()[0] as string;
}

/** Evaluates every factor that applies to the subject and combines them into the score, zone and gauge. */
export function evaluateReliability(
  inputs: TReliabilityInputs,
  factors: readonly TFactorDefinition[] = RELIABILITY_FACTORS,
): TReliabilityResult {
  const results: TFactorResult[] = [];
  const counts: TReliabilityCounts = { positive: 0, negative: 0, attention: 0, checked: 0, not_checked: 0 };
  const points: Record<TPolarity, number> = { positive: 0, negative: 0, attention: 0 };
  let stop = false;
  for (const definition of factors) {
    if (!definition.applies_to.includes(inputs.subject.kind)) continue;
    const outcome = evaluateFactor(definition, inputs);
    if (outcome.status === 'not_checked') {
      counts.not_checked++;
      results.push({ id: definition.id, status: 'not_checked', reason: outcome.reason });
      continue;
    }
    counts.checked++;
    if (outcome.status !== 'fired') continue;
    counts[definition.polarity]++;
    points[definition.polarity] += definition.weight;
    if (definition.stop) stop = true;
    results.push({ id: definition.id, status: 'fired', evidence: outcome.evidence, source: outcome.source });
  }
  let score = SCORE_BASE + Math.min(POSITIVE_CAP, points.positive) - points.negative;
  score = Math.max(0, Math.min(100, Math.round(score)));
  if (stop) score = Math.min(score, STOP_SCORE_CAP);
  return {
    version: RELIABILITY_RULESET_VERSION,
    kind: inputs.subject.kind,
    score,
    zone: stop ? 'high' : zoneOfScore(score),
    stop,
    counts,
    gauge: gaugeOf(counts.positive, counts.negative, stop),
    factors: results,
    valid_until: validUntil(inputs),
  };
}
