import http from 'node:http';

export type TLoadResult = {
  /** Milliseconds per request, sorted ascending. */
  latencies: number[];
  requestsPerSecond: number;
  /** Responses with another status than expected; their times are not in `latencies`. */
  failures: number;
};

/**
 * One GET on a kept-alive socket; resolves with the status once the whole body has arrived (read, not decoded:
 * a client's own decoding is no part of the server's answer time).
 */
export function get(agent: http.Agent, url: string, headers: http.OutgoingHttpHeaders = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * `clients` loops, each sending its next request as soon as the last one has
 * been read, over `clients` keep-alive sockets, for `seconds`. Request i of
 * client c goes to `urlFor(c + i·clients)`, so the clients walk the subject
 * list together without repeating each other.
 */
export async function runLoad(options: {
  urlFor: (n: number) => string;
  clients: number;
  seconds: number;
  expectStatus?: number;
  /** Sent with every request (say, the Accept-Encoding a browser sends). */
  headers?: http.OutgoingHttpHeaders;
}): Promise<TLoadResult> {
  const { urlFor, clients, seconds, expectStatus = 200, headers } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = client; performance.now() < until; n += clients) {
        const sent = performance.now();
        const status = await get(agent, urlFor(n), headers);
        if (status === expectStatus) latencies.push(performance.now() - sent);
        else failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), requestsPerSecond: latencies.length / elapsed, failures };
}

/** One untimed pass: every URL once, `clients` at a time; returns how many answered with another status. */
export async function warmUp(urls: string[], clients: number, expectStatus = 200): Promise<number> {
  return (await firstPass(urls, clients, expectStatus)).failures;
}

/**
 * Every URL once, `clients` at a time, each request timed: what the first
 * visitor of each URL waits (nothing kept for it yet). Latencies sorted
 * ascending; answers with another status are counted, not timed.
 */
export async function firstPass(
  urls: string[],
  clients: number,
  expectStatus = 200,
): Promise<{ latencies: number[]; failures: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < urls.length) {
        const url = urls[next++] as string;
        const sent = performance.now();
        if ((await get(agent, url)) !== expectStatus) failures++;
        else latencies.push(performance.now() - sent);
      }
    }),
  );
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
