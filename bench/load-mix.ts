import { readFileSync } from 'node:fs';
import http from 'node:http';

/**
 * The traffic of bench:load: what a visitor of the site asks for, drawn by
 * weight, and the loops that send it — each "user" waiting for its answer,
 * then pausing (the paced run) or not (saturation).
 */

export type TRequestKind = 'search' | 'dropdown' | 'card' | 'catalogue' | 'sign-in';

/** Shares of the mix: reading dominates, as on a real site; a sign-in is a small share (argon2id costs ~30 ms of CPU). */
export const MIX_WEIGHTS: Record<TRequestKind, number> = {
  search: 25,
  dropdown: 15,
  card: 30,
  catalogue: 25,
  'sign-in': 5,
};

export type TPlannedRequest = {
  kind: TRequestKind;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
};

export type TMixInput = {
  /** What people type into the search page and the header's dropdown. */
  searches: string[];
  /** ИНН of companies whose cards are opened. */
  inns: string[];
  /** Catalogue pages (`/api/v1/products/?…`). */
  cataloguePaths: string[];
  /** Registered users who sign in, and the CSRF pair a browser of theirs would hold. */
  users: { email: string; password: string }[];
  csrf: { cookie: string; token: string };
};

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** Draws the next request of the mix. */
export function createMix(input: TMixInput): () => TPlannedRequest {
  const kinds = Object.entries(MIX_WEIGHTS) as [TRequestKind, number][];
  const total = kinds.reduce((sum, [, weight]) => sum + weight, 0);
  const signInHeaders = {
    'content-type': 'application/json',
    cookie: `csrftoken=${input.csrf.cookie}`,
    'x-csrftoken': input.csrf.token,
  };
  const plan: Record<TRequestKind, () => TPlannedRequest> = {
    search: () => ({
      kind: 'search',
      method: 'GET',
      path: `/api/v1/search?q=${encodeURIComponent(pick(input.searches))}`,
    }),
    dropdown: () => ({
      kind: 'dropdown',
      method: 'GET',
      path: `/api/v1/company-search?query=${encodeURIComponent(pick(input.searches))}`,
    }),
    card: () => ({ kind: 'card', method: 'GET', path: `/api/v1/company/?query=${pick(input.inns)}` }),
    catalogue: () => ({ kind: 'catalogue', method: 'GET', path: pick(input.cataloguePaths) }),
    'sign-in': () => {
      const user = pick(input.users);
      return {
        kind: 'sign-in',
        method: 'POST',
        path: '/auth/jwt/create/',
        body: JSON.stringify({ email: user.email, password: user.password }),
        headers: signInHeaders,
      };
    },
  };
  return () => {
    let draw = Math.random() * total;
    for (const [kind, weight] of kinds) {
      draw -= weight;
      if (draw < 0) return plan[kind]();
    }
    return plan.card();
  };
}

/** One request on a kept-alive socket: the status once the whole body is read, or what went wrong. */
function send(agent: http.Agent, baseUrl: string, request: TPlannedRequest, timeoutMs: number): Promise<string> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      `${baseUrl}${request.path}`,
      { method: request.method, agent, headers: request.headers },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode ?? 0)));
        response.on('error', (error) => resolve(`error ${error.message}`));
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    outgoing.on('error', (error) => resolve(`error ${error.message}`));
    outgoing.end(request.body);
  });
}

export type TKindTally = { latencies: number[]; failures: Map<string, number> };
export type TRunResult = { seconds: number; byKind: Map<TRequestKind, TKindTally> };

/**
 * `workers` loops for `seconds`, each over a socket of its own: send the next
 * request of the mix, read the answer, wait `pauseMs`. A paced run starts its
 * loops spread over the first pause, so they do not arrive in step. Answers
 * other than 200 (and sockets that fail or time out) are failures, kept with
 * their status; their times are not in the latencies.
 */
export async function runLoad(options: {
  baseUrl: string;
  next: () => TPlannedRequest;
  workers: number;
  pauseMs: number;
  seconds: number;
  timeoutMs: number;
}): Promise<TRunResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.workers });
  const byKind = new Map<TRequestKind, TKindTally>();
  const tally = (kind: TRequestKind) => {
    let found = byKind.get(kind);
    if (!found) {
      found = { latencies: [], failures: new Map() };
      byKind.set(kind, found);
    }
    return found;
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const started = performance.now();
  const until = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.workers }, async () => {
      if (options.pauseMs > 0) await sleep(Math.random() * options.pauseMs);
      while (performance.now() < until) {
        const request = options.next();
        const sent = performance.now();
        const outcome = await send(agent, options.baseUrl, request, options.timeoutMs);
        const counts = tally(request.kind);
        if (outcome === '200') counts.latencies.push(performance.now() - sent);
        else counts.failures.set(outcome, (counts.failures.get(outcome) ?? 0) + 1);
        if (options.pauseMs > 0 && performance.now() < until) await sleep(options.pauseMs);
      }
    }),
  );
  agent.destroy();
  for (const counts of byKind.values()) counts.latencies.sort((a, b) => a - b);
  return { seconds: (performance.now() - started) / 1000, byKind };
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far, 0 when it is gone; with `reaped`, its ended children's too. */
function cpuSeconds(pid: number, reaped = false): number {
  try {
    // Fields after the command's closing parenthesis: utime, stime, cutime and cstime are the 12th to 15th.
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []).map(Number);
    const own = (fields[11] ?? 0) + (fields[12] ?? 0);
    return (reaped ? own + (fields[13] ?? 0) + (fields[14] ?? 0) : own) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of a process and all its children so far: a PostgreSQL postmaster's backends, for instance (the
 * ones still running, and those that ended, which the postmaster has reaped).
 */
export function treeCpuSeconds(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {}
  return cpuSeconds(pid, true) + children.reduce((sum, child) => sum + cpuSeconds(child), 0);
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export type TProcessSample = { start: number; end: number; max: number; cpuSeconds: number };

/**
 * Resident memory of the processes, sampled every second (first, last and largest, MB), and the CPU time each
 * used meanwhile: on a machine shared with other work, what a server got of the CPU explains its figures.
 */
export function sampleProcesses(pids: Record<string, number>) {
  const series = new Map(Object.keys(pids).map((name) => [name, [] as number[]]));
  const cpuAtStart = new Map(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)]));
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) series.get(name)?.push(rssMb(pid));
  };
  sample();
  const timer = setInterval(sample, 1000);
  return {
    stop(): Record<string, TProcessSample> {
      clearInterval(timer);
      sample();
      return Object.fromEntries(
        [...series].map(([name, values]) => [
          name,
          {
            start: values[0] ?? 0,
            end: values.at(-1) ?? 0,
            max: Math.max(...values),
            cpuSeconds: cpuSeconds(pids[name] ?? 0) - (cpuAtStart.get(name) ?? 0),
          },
        ]),
      );
    },
  };
}
