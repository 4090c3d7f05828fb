import { describe, expect, it } from 'vitest';
import { createProgressPrinter } from './progress.ts';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { stream: { isTTY, write: (chunk: string) => writes.push(chunk) } as unknown as NodeJS.WriteStream, writes };
}

describe('createProgressPrinter', () => {
  it('prints at most one line per 10 % per phase in logs, even when phases interleave', () => {
    const { stream, writes } = fakeStream(false);
    const print = createProgressPrinter('Load', stream);
    for (let done = 0; done <= 1000; done += 50) {
      print({ phase: 'companies', done, total: 1000 });
      print({ phase: 'entrepreneurs', done: done / 2, total: 500 });
    }
    expect(writes.filter((line) => line.includes('companies'))).toHaveLength(11);
    expect(writes.filter((line) => line.includes('entrepreneurs'))).toHaveLength(11);
    expect(writes.at(-1)).toBe('Load: entrepreneurs 100% (500/500)\n');
  });

  it('redraws one line on a terminal and ends it when done', () => {
    const { stream, writes } = fakeStream(true);
    const print = createProgressPrinter('Load', stream);
    print({ phase: 'companies', done: 5, total: 10 });
    print({ phase: 'companies', done: 10, total: 10 });
    expect(writes[0]).toMatch(/^\r.*50% \(5\/10\)/);
    expect(writes.at(-1)).toBe('\n');
  });
});
