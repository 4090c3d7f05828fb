import { MantineProvider } from '@mantine/core';
import { SCORE_ZONES, type TReliabilityReply, zoneOfScore } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { dialPoint } from '../lib/gauge-geometry.ts';
import { GaugeDial } from './reliability-gauge.tsx';

await loadAreaTexts('card-reliability');

/** A rating whose score and positive share disagree, as for an ИП with few negatives but heavy ones. */
function reply(score: number, positiveShare: number): TReliabilityReply {
  const zone = zoneOfScore(score);
  return {
    company: { kind: 'entrepreneur', inn: '500100732259', name: 'ИП Гончарова Яна Викторовна' },
    ruleset_version: 1,
    computed_at: '2026-11-25T00:00:00.000Z',
    score,
    zone,
    zone_label: zone,
    stop_factor: false,
    counts: { positive: 4, negative: 0, attention: 2, checked: 10, not_checked: 0 },
    gauge: { value: positiveShare, zone: 'low', zones: [] },
    factors: [],
    not_checked: [],
  } as unknown as TReliabilityReply;
}

const attribute = (html: string, element: string, name: string) => {
  const tag = new RegExp(`<${element}[^>]*data-testid="gauge-needle"[^>]*>`).exec(html)?.[0] ?? '';
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
};

/** The needle's angle as drawn, in degrees (180 left, 0 right), from the rendered SVG line. */
function drawnNeedle(html: string) {
  const x1 = Number(attribute(html, 'line', 'x1'));
  const y1 = Number(attribute(html, 'line', 'y1'));
  const x2 = Number(attribute(html, 'line', 'x2'));
  const y2 = Number(attribute(html, 'line', 'y2'));
  return { angle: (Math.atan2(y1 - y2, x2 - x1) * 180) / Math.PI, zone: attribute(html, 'line', 'data-zone') };
}

const render = (r: TReliabilityReply) =>
  renderToStaticMarkup(
    <MantineProvider>
      <GaugeDial reply={r} />
    </MantineProvider>,
  );

describe('GaugeDial', () => {
  it('points the needle at the score, not at the share of positive factors', () => {
    const needle = drawnNeedle(render(reply(67, 100)));
    expect(needle.angle).toBeCloseTo(180 - 67 * 1.8, 5);
    expect(needle.angle).not.toBeCloseTo(0, 0);
    const tip = dialPoint({ x: 100, y: 100 }, 64, 67);
    const html = render(reply(67, 100));
    expect(Number(attribute(html, 'line', 'x2'))).toBeCloseTo(tip.x, 5);
  });

  it('colours the needle by the score zone and stands it inside that zone’s arc', () => {
    for (const [score, zone] of [
      [12, 'high'],
      [67, 'medium'],
      [85, 'low'],
    ] as const) {
      const needle = drawnNeedle(render(reply(score, 100 - score)));
      expect(needle.zone).toBe(zone);
      const from = zone === 'high' ? 0 : zone === 'medium' ? SCORE_ZONES.medium : SCORE_ZONES.low;
      const to = zone === 'high' ? SCORE_ZONES.medium : zone === 'medium' ? SCORE_ZONES.low : 100;
      // Angles fall from 180 at the left end: the zone [from, to) spans (180 - 1.8·to, 180 - 1.8·from].
      expect(needle.angle).toBeLessThanOrEqual(180 - 1.8 * from);
      expect(needle.angle).toBeGreaterThan(180 - 1.8 * to);
    }
  });

  it('draws the arcs where the score changes zone', () => {
    const html = render(reply(67, 100));
    const medium = /<path d="([^"]+)"[^>]*data-zone="medium"/.exec(html)?.[1] ?? '';
    const [startX, startY] = medium.split(' ').slice(1, 3).map(Number);
    const start = dialPoint({ x: 100, y: 100 }, 80, SCORE_ZONES.medium);
    expect(startX).toBeCloseTo(start.x, 1);
    expect(startY).toBeCloseTo(start.y, 1);
  });
});
