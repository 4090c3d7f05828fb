import { readFileSync } from 'node:fs';
import type { TSql } from '../apps/server/src/db/client.ts';

/**
 * CPU time of processes, read from /proc (Linux). On a machine shared with
 * other work, requests per second swing with the load; CPU time spent per
 * request by the server and its database sessions barely does, so benchmarks
 * print both.
 */

/** Kernel clock ticks per second (`getconf CLK_TCK`), 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** User + system CPU milliseconds of one process so far; 0 when it is gone or /proc is absent. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Process ids of the database sessions whose application_name is `applicationName`. */
export async function sessionPids(sql: TSql, applicationName: string): Promise<number[]> {
  const rows = await sql<{ pid: number }[]>`
    select pid from pg_stat_activity where application_name = ${applicationName}`;
  return rows.map((row) => row.pid);
}

/**
 * CPU milliseconds of a server process and of its database sessions so far, by
 * session, so a later reading can subtract per session: a session opened
 * between two readings counts from zero.
 */
export type TCpuReading = { server: number; sessions: Map<number, number> };

export async function readCpu(sql: TSql, serverPid: number, applicationName: string): Promise<TCpuReading> {
  const sessions = new Map<number, number>();
  for (const pid of await sessionPids(sql, applicationName)) sessions.set(pid, processCpuMs(pid));
  return { server: processCpuMs(serverPid), sessions };
}

/** CPU milliseconds spent between two readings: the server's and its sessions' together. */
export function cpuBetween(before: TCpuReading, after: TCpuReading): { server: number; database: number } {
  let database = 0;
  for (const [pid, ms] of after.sessions) database += ms - (before.sessions.get(pid) ?? 0);
  return { server: after.server - before.server, database };
}
