import { expect, it } from 'vitest';
import { createUser, csrfHeaders, makeAdmin, NO_RATE_LIMITS } from './accounts.ts';
import {
  errorBodyProblem,
  fuzzRequests,
  listOperations,
  seededRandom,
  type TFuzzRequest,
  type TOpenApiDocument,
} from './fuzz/openapi-fuzz.ts';
import { useTestApp } from './helper.ts';

// Its own database: as an admin it may delete the posts and records other files read.
const context = useTestApp({ accounts: NO_RATE_LIMITS, ownDatabase: 'fuzz' });

/** Change it to explore other inputs; a failure prints the seed it was found with. */
const SEED = 20261125;

type TFailure = { who: string; request: TFuzzRequest; status: number; problem: string };

it('no fuzzed request to any documented operation gets a 5xx, and every 4xx is a Russian error body', async () => {
  const { app, sql } = context;
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<TOpenApiDocument>();
  const operations = listOperations(document);
  expect(operations.length).toBeGreaterThan(40);

  const other = await createUser(app, 'fuzz-other');
  const newUser = async (label: string, admin = false) => {
    const user = await createUser(app, label);
    if (admin) await makeAdmin(sql, user.id);
    return { ...csrfHeaders, ...user.auth };
  };
  const identities: {
    who: string;
    headers: () => Promise<Record<string, string>>;
    /** Only these spoilings, when the identity's refusal comes before the input is even read. */
    only?: ReadonlySet<string>;
  }[] = [
    { who: 'anonymous', headers: async () => ({ ...csrfHeaders }) },
    // Without the CSRF pair a write is refused before anything else runs: that refusal must be Russian too.
    {
      who: 'anonymous without CSRF',
      headers: async () => ({}),
      only: new Set(['plausible request', 'malformed json', 'multipart without boundary']),
    },
    { who: 'user', headers: () => newUser('fuzz-user') },
    { who: 'admin', headers: () => newUser('fuzz-admin', true) },
  ];

  const random = seededRandom(SEED);
  const failures: TFailure[] = [];
  let sent = 0;
  for (const identity of identities) {
    for (const operation of operations) {
      // A fresh account per operation: a fuzzed request may legitimately change the password or delete the account.
      const headers = await identity.headers();
      for (const request of fuzzRequests(operation, { random, otherIds: [other.id], headers })) {
        if (identity.only && !identity.only.has(request.label)) continue;
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          payload: request.payload,
        });
        sent += 1;
        if (response.statusCode >= 500) {
          failures.push({ who: identity.who, request, status: response.statusCode, problem: response.body });
        } else if (response.statusCode >= 400) {
          const problem = errorBodyProblem(response.body, String(response.headers['content-type'] ?? ''));
          if (problem) failures.push({ who: identity.who, request, status: response.statusCode, problem });
        }
      }
    }
  }

  // One line per kind of failure (status, spoiling, first words of the problem) with a count and an example.
  const kinds = new Map<string, { count: number; example: string }>();
  for (const { who, request, status, problem } of failures) {
    const spoiling = request.label.replace(/^.*?: /, '');
    const key = `${status} [${spoiling}] ${problem.slice(0, 100)}`;
    const kind = kinds.get(key) ?? { count: 0, example: `${who} ${request.method} ${request.url.slice(0, 100)}` };
    kind.count += 1;
    kinds.set(key, kind);
  }
  const report = [...kinds].map(([key, { count, example }]) => `${count} × ${key} — e.g. ${example}`);
  const serverErrors = failures.filter((failure) => failure.status >= 500).length;
  const summary = `seed ${SEED}: ${serverErrors} × 5xx and ${failures.length - serverErrors} × 4xx not in the project's Russian shape, of ${sent} requests`;
  expect(report, summary).toEqual([]);
  expect(sent).toBeGreaterThan(3000);
}, 180_000);
