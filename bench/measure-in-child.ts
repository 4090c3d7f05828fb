import { execFileSync } from 'node:child_process';

/**
 * Peak RSS is a figure of the whole process, so a benchmark that compares two
 * readers runs each of them in a fresh process: the script runs itself again
 * with `args` (its own loader flags included) and answers with one JSON line,
 * written by `reportFromChild`.
 */
export function measureInChild<TResult>(script: string, args: string[]): TResult & { peakRssMb: number } {
  const output = execFileSync(process.execPath, [...process.execArgv, script, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = output.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as TResult & { peakRssMb: number };
}

/** The child's answer to `measureInChild`: its result and the process's peak RSS. */
export function reportFromChild(result: object): void {
  console.log(JSON.stringify({ ...result, peakRssMb: process.resourceUsage().maxRSS / 1024 }));
}
