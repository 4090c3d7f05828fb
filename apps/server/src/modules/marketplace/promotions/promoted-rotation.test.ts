import { describe, expect, it } from 'vitest';
import { rotatePromoted, seededRandom, type TPromotedCandidate } from './promoted-rotation.ts';

/** Seller 1 promotes ten products, sellers 2–6 one each: the big one must not crowd the others out. */
const candidates: TPromotedCandidate[] = [
  ...Array.from({ length: 10 }, (_, index) => ({ id: 100 + index, seller_id: 1 })),
  ...[2, 3, 4, 5, 6].map((seller) => ({ id: seller * 1000, seller_id: seller })),
];
const sellerOf = new Map(candidates.map((candidate) => [candidate.id, candidate.seller_id]));

describe('rotatePromoted', () => {
  it('fills at most the block, one product per seller before anyone’s second, never the same product twice', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const block = rotatePromoted(candidates, 10, seededRandom(seed));
      expect(block).toHaveLength(10);
      expect(new Set(block).size).toBe(10);
      expect(new Set(block.slice(0, 6).map((id) => sellerOf.get(id))).size).toBe(6);
    }
    expect(rotatePromoted(candidates.slice(0, 3), 10, seededRandom(1))).toHaveLength(3);
    expect(rotatePromoted([], 10, seededRandom(1))).toEqual([]);
  });

  it('gives every seller the lead in turn and every product of a large seller a place over many requests', () => {
    const leaders = new Map<number, number>();
    const shown = new Set<number>();
    for (let seed = 1; seed <= 600; seed++) {
      const block = rotatePromoted(candidates, 10, seededRandom(seed));
      const leader = sellerOf.get(block[0] ?? 0) ?? 0;
      leaders.set(leader, (leaders.get(leader) ?? 0) + 1);
      for (const id of block) shown.add(id);
    }
    // Six sellers, 600 requests: each leads about a hundred times, none fewer than half that.
    for (const seller of [1, 2, 3, 4, 5, 6]) expect(leaders.get(seller) ?? 0).toBeGreaterThan(50);
    expect(shown.size).toBe(candidates.length);
  });
});
