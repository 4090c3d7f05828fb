import type { TReliabilityReply } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { groupFactors } from './reliability-groups.ts';

type TFiredFactor = TReliabilityReply['factors'][number];

const factor = (id: string, polarity: TFiredFactor['polarity'], stop = false): TFiredFactor => ({
  id,
  group: 'status',
  label: id,
  label_en: id,
  polarity,
  severity: polarity === 'negative' ? 'high' : 'none',
  weight: 10,
  stop,
  rule: '',
  evidence: [],
  source: { name: 'ЕГРЮЛ', as_of: '2026-01-01', is_demo: false },
});

describe('groupFactors', () => {
  it('puts stop-factors apart and groups the rest negative, attention, positive in the given order', () => {
    const { stop, groups } = groupFactors([
      factor('liquidated', 'negative', true),
      factor('debts', 'negative'),
      factor('arrears', 'negative'),
      factor('sme', 'attention'),
      factor('profit', 'positive'),
    ]);
    expect(stop.map((f) => f.id)).toEqual(['liquidated']);
    expect(groups.map((g) => [g.polarity, g.factors.map((f) => f.id)])).toEqual([
      ['negative', ['debts', 'arrears']],
      ['attention', ['sme']],
      ['positive', ['profit']],
    ]);
  });
});
