import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The browser suite's timing report: tests record how long a user waited for something (never asserting it,
 * a loaded machine would make such a test flaky), and the suite prints the table when it ends.
 */

const reportFile = (dataDir: string) => path.join(dataDir, 'e2e-timings.jsonl');

type TTiming = { measure: string; ms: number };

/** Records one measurement; a measure recorded several times is reported as its samples' median and worst. */
export function recordTiming(measure: string, ms: number): void {
  appendFileSync(reportFile(inject('dataDir')), `${JSON.stringify({ measure, ms } satisfies TTiming)}\n`);
}

/** The table of the suite's timings, one row per measure; empty when nothing was recorded. */
export function timingTable(dataDir: string): string {
  const file = reportFile(dataDir);
  if (!existsSync(file)) return '';
  const samples = new Map<string, number[]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const { measure, ms } = JSON.parse(line) as TTiming;
    samples.set(measure, [...(samples.get(measure) ?? []), ms]);
  }
  const rows = [...samples].map(([measure, values]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor((sorted.length - 1) / 2)] as number;
    return [measure, String(sorted.length), median.toFixed(0), (sorted.at(-1) as number).toFixed(0)];
  });
  const header = ['measure', 'samples', 'median ms', 'worst ms'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] as string).length)),
  );
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] as number)).join('  ');
  return ['browser timing report', format(header), ...rows.map(format)].join('\n');
}
