import { zoneOfScore } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { dialArc, dialPoint, GAUGE_ZONES, gaugeZoneOf, needleAngle } from './gauge-geometry.ts';

const center = { x: 100, y: 100 };

describe('needleAngle', () => {
  it('points left at score 0, straight up at 50 and right at 100', () => {
    expect(needleAngle(0)).toBe(180);
    expect(needleAngle(50)).toBe(90);
    expect(needleAngle(100)).toBe(0);
  });

  it('keeps the needle on the dial for values outside 0–100 and for NaN', () => {
    expect(needleAngle(-20)).toBe(180);
    expect(needleAngle(140)).toBe(0);
    expect(needleAngle(Number.NaN)).toBe(90);
  });
});

describe('dialPoint', () => {
  it('places the needle tip on the circle, above the centre in SVG coordinates', () => {
    const left = dialPoint(center, 80, 0);
    const top = dialPoint(center, 80, 50);
    const right = dialPoint(center, 80, 100);
    expect(left.x).toBeCloseTo(20);
    expect(left.y).toBeCloseTo(100);
    expect(top.x).toBeCloseTo(100);
    expect(top.y).toBeCloseTo(20);
    expect(right.x).toBeCloseTo(180);
    expect(right.y).toBeCloseTo(100);
  });

  it('puts a score of two thirds at two thirds of the dial', () => {
    const tip = dialPoint(center, 80, (100 * 2) / 3);
    expect(tip.x).toBeCloseTo(140);
    expect(tip.y).toBeCloseTo(100 - 80 * Math.sin(Math.PI / 3));
  });
});

describe('dialArc', () => {
  it('draws a zone from its start to its end point', () => {
    expect(dialArc(center, 80, 0, 50)).toBe('M 20 100 A 80 80 0 0 1 100 20');
  });
});

describe('zones', () => {
  it('colours the dial by the score zones, risk falling from left to right', () => {
    expect(GAUGE_ZONES).toEqual([
      { zone: 'high', from: 0, to: 40 },
      { zone: 'medium', from: 40, to: 70 },
      { zone: 'low', from: 70, to: 100 },
    ]);
    expect(gaugeZoneOf(0)).toBe('high');
    expect(gaugeZoneOf(39)).toBe('high');
    expect(gaugeZoneOf(40)).toBe('medium');
    expect(gaugeZoneOf(67)).toBe('medium');
    expect(gaugeZoneOf(69)).toBe('medium');
    expect(gaugeZoneOf(70)).toBe('low');
    expect(gaugeZoneOf(100)).toBe('low');
  });

  it('draws every score inside the arc of the zone its label names', () => {
    for (let score = 0; score <= 100; score++) {
      const arc = GAUGE_ZONES.find((z) => score >= z.from && (score < z.to || z.to === 100));
      expect(arc?.zone).toBe(zoneOfScore(score));
      expect(gaugeZoneOf(score)).toBe(zoneOfScore(score));
    }
  });
});
