/**
 * The demo register is generated in lanes that can run on separate threads.
 * Lane k of n makes every n-th subject: its own random streams, and every
 * serial it hands out (identifiers, ГРН, case numbers, row ids) is ≡ k mod n,
 * so lanes never collide and never need to talk. The lane count is fixed, not
 * the machine's core count, so one seed gives the same register everywhere.
 */
export type TLane = { index: number; count: number };

/** A single generator on its own: what tests and small tools use. */
export const SOLE_LANE: TLane = { index: 0, count: 1 };

/** Lanes of the demo loader: one per core of the two-core machines it is tuned for. */
export const DEMO_LANES = 2;

/** The `i`-th serial of a lane within one counter space. */
export function laneSerial(lane: TLane, i: number): number {
  return i * lane.count + lane.index;
}

/** A random stream's label in a lane; the sole lane keeps the plain label. */
export function laneLabel(lane: TLane, label: string): string {
  return lane.count === 1 ? label : `${label}#${lane.index}/${lane.count}`;
}

/** How many of `total` subjects fall to `lane` (the first lanes take one more when it does not divide). */
export function laneShare(lane: TLane, total: number): number {
  return Math.floor(total / lane.count) + (lane.index < total % lane.count ? 1 : 0);
}

/** Row ids a lane assigns: start, start + n, start + 2n … shifted by the lane's index. */
export class LaneIds {
  private issued = 0;

  constructor(
    private readonly start: number,
    private readonly lane: TLane,
  ) {}

  next(): number {
    return this.start + laneSerial(this.lane, this.issued++);
  }

  /** The largest id issued so far, or start − 1 when none. */
  last(): number {
    return this.issued === 0 ? this.start - 1 : this.start + laneSerial(this.lane, this.issued - 1);
  }
}
