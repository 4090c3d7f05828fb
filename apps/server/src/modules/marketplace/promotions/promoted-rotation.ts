/** A promoted product that matched the request, with its seller. */
export type TPromotedCandidate = { id: number; seller_id: number };

/** mulberry32: a small seeded generator, so a test can replay a rotation. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * The «Реклама» block of one request: sellers in a fresh random order, each seller's products shuffled,
 * then taken round by round — one product of every seller before anyone's second — until the block is
 * full. Every eligible seller has the same chance of a place whatever the number of products they
 * promote, and a seller with many products cannot push the others out.
 */
export function rotatePromoted(candidates: TPromotedCandidate[], size: number, random: () => number): number[] {
  const bySeller = new Map<number, number[]>();
  for (const candidate of candidates) {
    const list = bySeller.get(candidate.seller_id) ?? [];
    list.push(candidate.id);
    bySeller.set(candidate.seller_id, list);
  }
  const queues = shuffle([...bySeller.keys()], random).map((seller) => shuffle(bySeller.get(seller) ?? [], random));
  const picked: number[] = [];
  for (let round = 0; picked.length < size; round++) {
    let any = false;
    for (const queue of queues) {
      const id = queue[round];
      if (id === undefined) continue;
      any = true;
      picked.push(id);
      if (picked.length === size) break;
    }
    if (!any) break;
  }
  return picked;
}
