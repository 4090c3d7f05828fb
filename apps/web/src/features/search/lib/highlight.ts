export interface TTextSegment {
  text: string;
  marked: boolean;
}

/**
 * Splits `text` into plain and marked parts by `[start, end)` ranges (UTF-16
 * offsets, as the search reply gives them). The server promises sorted,
 * disjoint ranges; this still clamps, sorts and merges them, because a
 * highlight must never throw or drop characters from a name.
 */
export function highlightSegments(text: string, ranges: readonly (readonly [number, number])[]): TTextSegment[] {
  const clamp = (offset: number) => Math.max(0, Math.min(offset, text.length));
  const clean = ranges
    .map(([start, end]): [number, number] => [clamp(start), clamp(end)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);

  const merged: [number, number][] = [];
  for (const [start, end] of clean) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }

  const segments: TTextSegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), marked: false });
    segments.push({ text: text.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < text.length || segments.length === 0) segments.push({ text: text.slice(cursor), marked: false });
  return segments;
}
