import {
  factorArticleSlug,
  RELIABILITY_FACTOR_BY_ID,
  RELIABILITY_FACTORS,
  RELIABILITY_RULESET_VERSION,
  RISK_ZONE_LABELS,
  type TFactorDefinition,
  type TReliabilityFactorsReply,
  type TReliabilityReply,
  type TSubject,
} from '@sverka/shared';
import { presentSource } from '../../lib/fact-source.ts';
import type { TStoredReliability } from './reliability.repository.ts';

const GAUGE_ZONES = [
  { zone: 'high', from: 0, to: 100 / 3 },
  { zone: 'medium', from: 100 / 3, to: 200 / 3 },
  { zone: 'low', from: 200 / 3, to: 100 },
] as const;

const head = (f: TFactorDefinition) => ({
  id: f.id,
  group: f.group,
  label: f.label,
  label_en: f.label_en,
  polarity: f.polarity,
  severity: f.severity,
  weight: f.weight,
  stop: f.stop,
  rule: f.rule,
});

/** Stop-factors, then negatives by weight, then attention, then positives by weight. */
const ORDER = { negative: 0, attention: 1, positive: 2 } as const;
const rank = (f: TFactorDefinition) => [f.stop ? 0 : 1, ORDER[f.polarity], -f.weight] as const;
function byImportance(a: TFactorDefinition, b: TFactorDefinition): number {
  const [x, y] = [rank(a), rank(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/**
 * Stored rating → reply. Labels and rules come from the catalogue of the
 * running version (a stored row is always of that version: older ones are
 * recomputed before they get here); ids the catalogue no longer has are skipped.
 */
export function presentReliability(subject: TSubject, row: TStoredReliability): TReliabilityReply {
  const fired = [];
  const notChecked = [];
  for (const result of row.factors) {
    const definition = RELIABILITY_FACTOR_BY_ID.get(result.id);
    if (!definition) continue;
    if (result.status === 'fired') fired.push({ definition, result });
    else notChecked.push({ definition, reason: result.reason });
  }
  fired.sort((a, b) => byImportance(a.definition, b.definition));
  const gaugeZone = row.gauge < 100 / 3 ? 'high' : row.gauge < 200 / 3 ? 'medium' : 'low';
  return {
    company: subject,
    ruleset_version: row.version,
    computed_at: new Date(row.computed_at).toISOString(),
    score: row.score,
    zone: row.zone,
    zone_label: RISK_ZONE_LABELS[row.zone],
    stop_factor: row.stop,
    counts: {
      positive: row.positive,
      negative: row.negative,
      attention: row.attention,
      checked: row.checked,
      not_checked: row.not_checked,
    },
    gauge: { value: row.gauge, zone: gaugeZone, zones: GAUGE_ZONES.map((z) => ({ ...z })) },
    factors: fired.map(({ definition, result }) => ({
      ...head(definition),
      evidence: result.evidence,
      source: presentSource(result.source.source, result.source.as_of),
    })),
    not_checked: notChecked.map(({ definition, reason }) => ({
      id: definition.id,
      label: definition.label,
      label_en: definition.label_en,
      polarity: definition.polarity,
      reason,
    })),
  };
}

export function presentCatalogue(): TReliabilityFactorsReply {
  return {
    ruleset_version: RELIABILITY_RULESET_VERSION,
    count: RELIABILITY_FACTORS.length,
    factors: RELIABILITY_FACTORS.map((f) => ({
      ...head(f),
      data: [...f.data],
      applies_to: [...f.applies_to],
      article: factorArticleSlug(f.id),
    })),
  };
}
