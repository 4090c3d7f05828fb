/**
 * A one-line progress bar for long console tasks (demo load, imports). On a
 * terminal it redraws in place; in logs (CI, pipes) it prints at most every
 * 10 % so the output stays readable.
 */
export function createProgressPrinter(label: string, stream: NodeJS.WriteStream = process.stdout) {
  // Phases may interleave (two tables loading at once): remember each one's last printed step.
  const lastDecileByPhase = new Map<string, number>();
  return ({ phase, done, total }: { phase: string; done: number; total: number }) => {
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const percent = Math.floor(ratio * 100);
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(ratio * width);
      stream.write(
        `\r${label}: ${phase} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}% (${done}/${total})\x1b[K`,
      );
      if (ratio === 1) stream.write('\n');
      return;
    }
    const decile = Math.floor(percent / 10);
    if (decile !== lastDecileByPhase.get(phase)) {
      lastDecileByPhase.set(phase, decile);
      stream.write(`${label}: ${phase} ${percent}% (${done}/${total})\n`);
    }
  };
}
