/**
 * Seeded randomness for the demo dataset. Everything the generator draws comes
 * from here, so one seed always yields byte-identical rows on every machine:
 * only 32-bit integer arithmetic and exact double operations are used.
 */

/** splitmix32: spreads a small seed (1, 2, 3 …) over all 32 bits. */
function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a over a string: a stable 32-bit label for deriving sub-streams. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
}

/** A small fast generator (sfc32, period ≈ 2^128) with the helpers the demo needs. */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = '') {
    const init = splitmix32((seed ^ hash32(stream)) >>> 0);
    this.a = init();
    this.b = init();
    this.c = init();
    this.d = 1;
    // The first outputs of sfc32 are still correlated with the seed.
    for (let i = 0; i < 12; i++) this.uint32();
  }

  /** Next raw 32-bit unsigned integer. */
  uint32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.uint32() / 4294967296;
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.float() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }

  /** `count` distinct elements in random order (count is clipped to the list length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = items.slice();
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.float() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
    }
    return pool.slice(0, n);
  }
}

/**
 * Picks items with fixed relative weights in O(log n): cumulative sums and a
 * binary search, so a 1,000-code ОКВЭД list costs ten comparisons a draw.
 */
export class WeightedPicker<T> {
  private readonly items: readonly T[];
  private readonly cumulative: number[];
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    const positive = entries.filter(([, weight]) => weight > 0);
    if (positive.length === 0) throw new Error('WeightedPicker needs at least one positive weight');
    this.items = positive.map(([item]) => item);
    let sum = 0;
    this.cumulative = positive.map(([, weight]) => (sum += weight));
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.float() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
