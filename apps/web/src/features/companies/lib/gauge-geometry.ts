/**
 * Geometry of the reliability gauge (spec §9): a half-circle of three equal
 * zones, the needle pointing at the server's gauge value — the share of
 * positive factors among positive and negative ones, 0 on the left (all
 * negative), 100 on the right (all positive).
 */

export type TGaugeZone = 'high' | 'medium' | 'low';

export interface TPoint {
  x: number;
  y: number;
}

/** Left to right: high risk, medium, low — each one third of the dial. */
export const GAUGE_ZONES: readonly { zone: TGaugeZone; from: number; to: number }[] = [
  { zone: 'high', from: 0, to: 100 / 3 },
  { zone: 'medium', from: 100 / 3, to: 200 / 3 },
  { zone: 'low', from: 200 / 3, to: 100 },
];

const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 50);

/** Needle angle in degrees, standard orientation: 180 at value 0 (left), 90 straight up, 0 at value 100 (right). */
export function needleAngle(value: number): number {
  return 180 - clampPercent(value) * 1.8;
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

/** Which third of the dial a value falls in. */
export function gaugeZoneOf(value: number): TGaugeZone {
  const v = clampPercent(value);
  return v < 100 / 3 ? 'high' : v < 200 / 3 ? 'medium' : 'low';
}
