import { RELIABILITY_FACTOR_BY_ID } from './engine.ts';

/** One of the factors that weigh most against a subject, as the card header and bulk checks list them. */
export type TStrongestFactor = { id: string; label: string; label_en: string; stop: boolean; weight: number };

/**
 * The fired negative factors that weigh most: stop-factors first, then by weight (ties by id, so the
 * order is stable). Accepts the stored or served factor lists (anything with `id` and, for stored
 * results, `status`); factors that did not fire or are unknown to this ruleset are skipped.
 */
export function strongestNegativeFactors(
  factors: readonly { id: string; status?: string }[],
  limit = 3,
): TStrongestFactor[] {
  const fired: TStrongestFactor[] = [];
  for (const factor of factors) {
    if (factor.status !== undefined && factor.status !== 'fired') continue;
    const definition = RELIABILITY_FACTOR_BY_ID.get(factor.id);
    if (!definition || definition.polarity !== 'negative') continue;
    const { id, label, label_en, stop, weight } = definition;
    fired.push({ id, label, label_en, stop, weight });
  }
  fired.sort((a, b) => Number(b.stop) - Number(a.stop) || b.weight - a.weight || a.id.localeCompare(b.id));
  return fired.slice(0, limit);
}
