import { describe, expect, it } from 'vitest';
import { addMonths, lastReportedYear } from './dates.ts';
import { evaluateReliability, gaugeOf, RELIABILITY_RULESET_VERSION, SCORE_BASE, STOP_SCORE_CAP } from './engine.ts';
import { factor, fired, NOT_FIRED } from './factor.ts';
import { baseInputs, REF_FACT, TODAY } from './test-inputs.ts';

describe('evaluateReliability', () => {
  it('scores the healthy base company in the medium zone with its positives counted', () => {
    const result = evaluateReliability(baseInputs());
    expect(result.version).toBe(RELIABILITY_RULESET_VERSION);
    expect(result.stop).toBe(false);
    expect(result.counts.positive).toBeGreaterThan(0);
    // Three years of statements are needed for the revenue-versus-profit trend; the base has two.
    expect(result.factors.filter((f) => f.status === 'not_checked').map((f) => f.id)).toEqual([
      'revenue-up-profit-down',
    ]);
    expect(result.score).toBeGreaterThanOrEqual(40);
  });

  it('forces the high-risk zone and caps the score and the needle on a stop-factor', () => {
    const inputs = baseInputs();
    inputs.subject.registration_date = '2010-01-01';
    inputs.sanctions = [{ list: 'ofac', entry_id: 'OFAC-1', name: 'X', ...REF_FACT }];
    const result = evaluateReliability(inputs);
    expect(result.stop).toBe(true);
    expect(result.zone).toBe('high');
    expect(result.score).toBeLessThanOrEqual(STOP_SCORE_CAP);
    expect(result.gauge.value).toBeLessThanOrEqual(33);
    expect(result.gauge.zone).toBe('high');
    expect(result.factors.find((f) => f.id === 'sanctions')?.status).toBe('fired');
  });

  it('counts missing data as not checked, never as good', () => {
    const inputs = baseInputs();
    inputs.statements = [];
    inputs.coverage.enforcements = false;
    const result = evaluateReliability(inputs);
    const unchecked = result.factors.filter((f) => f.status === 'not_checked').map((f) => f.id);
    expect(unchecked).toContain('fssp-open');
    expect(unchecked).toContain('negative-net-assets');
    expect(result.counts.not_checked).toBe(unchecked.length);
    expect(result.factors.some((f) => f.id === 'profit' && f.status === 'fired')).toBe(false);
  });

  it('leaves out factors that do not apply to sole traders', () => {
    const inputs = baseInputs();
    inputs.subject.kind = 'entrepreneur';
    const result = evaluateReliability(inputs);
    expect(result.kind).toBe('entrepreneur');
    expect(result.factors.some((f) => f.id === 'liquidity-ok')).toBe(false);
  });

  it('adds positive weights up to the cap and subtracts negative ones', () => {
    const plus = factor({
      id: 'p',
      group: 'activity',
      label: 'Плюс',
      label_en: 'Plus',
      polarity: 'positive',
      weight: 50,
      rule: '—',
      data: ['registry'],
      evaluate: (i) => fired(i.subject, { label: 'x', value: 1, date: null, ref: null }),
    });
    const minus = factor({ ...plus, id: 'm', polarity: 'negative', weight: 25, severity: 'high' });
    const idle = factor({ ...plus, id: 'i', evaluate: () => NOT_FIRED });
    expect(evaluateReliability(baseInputs(), [plus, idle]).score).toBe(100);
    expect(evaluateReliability(baseInputs(), [plus, minus]).score).toBe(SCORE_BASE + 40 - 25);
    expect(evaluateReliability(baseInputs(), [minus, minus, minus]).zone).toBe('high');
    expect(evaluateReliability(baseInputs(), [idle]).score).toBe(SCORE_BASE);
  });

  it('treats a rule that throws as not checked', () => {
    const broken = factor({
      id: 'b',
      group: 'activity',
      label: 'Сломано',
      label_en: 'Broken',
      polarity: 'negative',
      weight: 5,
      rule: '—',
      data: ['registry'],
      evaluate: () => {
        throw new Error('boom');
      },
    });
    expect(evaluateReliability(baseInputs(), [broken]).factors[0]?.status).toBe('not_checked');
  });

  it('expires the result at the next age threshold or within a week', () => {
    const young = baseInputs();
    young.subject.registration_date = '2026-11-01';
    expect(evaluateReliability(young).valid_until).toBe('2026-11-29');
    const fresh = baseInputs();
    fresh.subject.registration_date = '2026-08-25';
    expect(evaluateReliability(fresh).valid_until).toBe(addMonths('2026-08-25', 3));
  });
});

describe('gauge (spec §9)', () => {
  it('puts the needle by the share of positive factors in three equal zones', () => {
    expect(gaugeOf(0, 0, false)).toEqual({ value: 50, zone: 'medium' });
    expect(gaugeOf(3, 1, false)).toEqual({ value: 75, zone: 'low' });
    expect(gaugeOf(1, 3, false)).toEqual({ value: 25, zone: 'high' });
    expect(gaugeOf(1, 1, false).zone).toBe('medium');
    expect(gaugeOf(9, 1, true)).toEqual({ value: 33, zone: 'high' });
  });
});

describe('dates', () => {
  it('clamps month arithmetic and knows the last reported year', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-22', -12)).toBe('2025-11-22');
    expect(lastReportedYear(TODAY)).toBe(2025);
    expect(lastReportedYear('2026-03-01')).toBe(2024);
  });
});
