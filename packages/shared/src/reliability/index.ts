export {
  evaluateFactor,
  evaluateReliability,
  gaugeOf,
  POSITIVE_CAP,
  RELIABILITY_FACTOR_BY_ID,
  RELIABILITY_FACTORS,
  RELIABILITY_RULESET_VERSION,
  RESULT_MAX_AGE_DAYS,
  SCORE_BASE,
  SCORE_ZONES,
  STOP_SCORE_CAP,
  type TFactorResult,
  type TGauge,
  type TReliabilityCounts,
  type TReliabilityResult,
  type TRiskZone,
  zoneOfScore,
} from './engine.ts';
export type {
  TEvidence,
  TFactorDefinition,
  TFactorGroup,
  TPolarity,
  TRuleOutcome,
  TSeverity,
} from './factor.ts';
export * from './inputs.ts';
export * from './reliability.contract.ts';
export { strongestNegativeFactors, type TStrongestFactor } from './strongest-factors.ts';
