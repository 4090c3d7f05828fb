import { readFileSync } from 'node:fs';

/**
 * Whether a process is running. A zombie (exited, waiting to be reaped by its
 * parent — for a daemonised postgres that is PID 1, which may take its time)
 * counts as gone: it holds no port, files or memory.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}
