import { describe, expect, it } from 'vitest';
import { RELIABILITY_FACTORS } from './engine.ts';
import { strongestNegativeFactors } from './strongest-factors.ts';

const negatives = RELIABILITY_FACTORS.filter((f) => f.polarity === 'negative');
const stop = negatives.find((f) => f.stop);
const light = [...negatives].filter((f) => !f.stop).sort((a, b) => a.weight - b.weight);

describe('strongestNegativeFactors', () => {
  it('puts stop-factors first, then the heaviest, and skips positive, unfired and unknown factors', () => {
    const positive = RELIABILITY_FACTORS.find((f) => f.polarity === 'positive');
    const lightest = light[0];
    const heaviest = light.at(-1);
    if (!stop || !positive || !lightest || !heaviest) throw new Error('catalogue lacks the factors this test needs');
    const picked = strongestNegativeFactors([
      { id: lightest.id, status: 'fired' },
      { id: positive.id, status: 'fired' },
      { id: heaviest.id, status: 'fired' },
      { id: 'no-such-factor', status: 'fired' },
      { id: stop.id, status: 'fired' },
      { id: light[1]?.id ?? '', status: 'not_checked' },
    ]);
    expect(picked.map((f) => f.id)).toEqual([stop.id, heaviest.id, lightest.id]);
    expect(picked[0]).toMatchObject({ stop: true, label: stop.label });
  });

  it('keeps at most the limit', () => {
    const fired = light.slice(0, 5).map((f) => ({ id: f.id }));
    expect(strongestNegativeFactors(fired, 2)).toHaveLength(2);
  });
});
