import { SCORE_ZONES, type TRiskZone, zoneOfScore } from '@sverka/shared';

/**
 * Geometry of the reliability gauge: a half-circle from score 0 on the left
 * to 100 on the right, the needle pointing at the score the card prints next
 * to it, and the dial coloured by the score's risk zones (0–39 high, 40–69
 * medium, 70–100 low), so the needle always stands in the zone the label names.
 */

export type TGaugeZone = TRiskZone;

export interface TPoint {
  x: number;
  y: number;
}

/** Left to right: high risk, medium, low — bounded where the score changes zone. */
export const GAUGE_ZONES: readonly { zone: TGaugeZone; from: number; to: number }[] = [
  { zone: 'high', from: 0, to: SCORE_ZONES.medium },
  { zone: 'medium', from: SCORE_ZONES.medium, to: SCORE_ZONES.low },
  { zone: 'low', from: SCORE_ZONES.low, to: 100 },
];

const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50);

/** Needle angle in degrees, standard orientation: 180 at score 0 (left), 90 straight up, 0 at score 100 (right). */
export function needleAngle(score: number): number {
  return 180 - clampPercent(score) * 1.8;
}

/** The point on a circle of `radius` around `center` at the dial position of `value`; SVG y grows downwards. */
export function dialPoint(center: TPoint, radius: number, value: number): TPoint {
  const radians = (needleAngle(value) * Math.PI) / 180;
  return { x: center.x + radius * Math.cos(radians), y: center.y - radius * Math.sin(radians) };
}

/** SVG path of the dial arc between two values (drawn clockwise, left to right over the top). */
export function dialArc(center: TPoint, radius: number, from: number, to: number): string {
  const start = dialPoint(center, radius, from);
  const end = dialPoint(center, radius, to);
  const round = (n: number) => Math.round(n * 100) / 100;
  // Each zone spans at most half the dial, so the small-arc flag is always 0.
  return `M ${round(start.x)} ${round(start.y)} A ${radius} ${radius} 0 0 1 ${round(end.x)} ${round(end.y)}`;
}

/** The zone of the dial a score falls in: the same zone the score's label names. */
export function gaugeZoneOf(score: number): TGaugeZone {
  return zoneOfScore(clampPercent(score));
}
