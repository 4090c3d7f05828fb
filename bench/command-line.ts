/** The options every benchmark reads from its command line (`npm run bench:… -- --name value`). */

/** `--name N` as a whole number of at least `min`, or `fallback` when the option is absent. */
export function wholeNumberOption(name: string, fallback: number, min = 1): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
  return value;
}

/** Whether the switch `--name` is on the command line. */
export const hasFlag = (name: string): boolean => process.argv.includes(`--${name}`);

/** `--name value` as one of `choices`, or `fallback` when the option is absent. */
export function choiceOption<T extends string>(name: string, choices: readonly T[], fallback: T): T {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = process.argv[i + 1] as T;
  if (!choices.includes(value)) throw new Error(`--${name} must be one of ${choices.join(', ')}`);
  return value;
}
