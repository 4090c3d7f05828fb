/** The next `count` rows of a seeded generator. */
export function take<T>(generator: { next(): T }, count: number): T[] {
  return Array.from({ length: count }, () => generator.next());
}

/**
 * The first rows breaking a rule, as readable strings. One expect() per rule
 * instead of one per row keeps checks of tens of thousands of rows fast and
 * their failures legible.
 */
export function violations<T>(rows: readonly T[], broken: (row: T) => string | false | undefined): string[] {
  const found: string[] = [];
  for (const row of rows) {
    const problem = broken(row);
    if (problem) found.push(problem);
    if (found.length >= 5) break;
  }
  return found;
}
