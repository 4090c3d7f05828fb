import type { TReliabilityReply } from '@sverka/shared';

type TFiredFactor = TReliabilityReply['factors'][number];

const POLARITIES = ['negative', 'attention', 'positive'] as const;

/** Stop-factors apart and first; the rest by polarity, keeping the server's order by weight inside each. */
export function groupFactors(factors: readonly TFiredFactor[]) {
  const stop = factors.filter((f) => f.stop);
  const rest = factors.filter((f) => !f.stop);
  return {
    stop,
    groups: POLARITIES.map((polarity) => ({ polarity, factors: rest.filter((f) => f.polarity === polarity) })),
  };
}
