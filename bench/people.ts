/**
 * `npm run bench:people [-- --companies 100000] [--people 20]`: over the demo register the search and card
 * benchmarks share (see register.ts), how long a person's page takes to answer — the people with the most
 * roles and a random sample of directors — the first time (ratings of their companies not stored yet) and
 * again; and what computing missing ratings costs per company, which decides how many one reply computes
 * (`RATINGS_COMPUTED_PER_REPLY`). Ratings it computes stay stored, as they would after real visits. Prints
 * markdown tables.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import type { TSql } from '../apps/server/src/db/client.ts';
import { RATINGS_COMPUTED_PER_REPLY } from '../apps/server/src/modules/people/index.ts';
import { ratingsOf } from '../apps/server/src/modules/reliability/index.ts';
import { wholeNumberOption } from './command-line.ts';
import { printTable } from './markdown-table.ts';
import { openRegister } from './register.ts';

const COMPANIES = wholeNumberOption('companies', 100_000);
const PEOPLE = wholeNumberOption('people', 20);
/** Sizes of the batches of unrated companies rated at once. */
const BATCHES = [10, 30, 100];

type TPersonSample = { inn: string; roles: number };

/** The people with the most roles (mass directors and founders), then random directors with an ИНН. */
async function samplePeople(sql: TSql): Promise<{ busiest: TPersonSample[]; random: TPersonSample[] }> {
  const busiest = await sql<TPersonSample[]>`
    select inn, count(*)::int as roles from (
      select inn::text as inn from company_directors where inn is not null
      union all select inn from company_founders where kind = 'person' and inn is not null) r
    group by inn order by roles desc limit 5`;
  const random = await sql<TPersonSample[]>`
    select d.inn::text as inn,
      (select count(*) from company_directors x where x.inn = d.inn)::int
        + (select count(*) from company_founders f where f.inn = d.inn::text and f.kind = 'person')::int as roles
    from company_directors d tablesample system (5)
    where d.inn is not null limit ${PEOPLE}`;
  return { busiest, random };
}

const ms = (value: number) => value.toFixed(1);

async function main() {
  const { sql, close } = await openRegister(COMPANIES);
  const app = await buildApp({ config: { env: 'production', logLevel: 'warn', webDist: undefined }, sql, jobs: false });
  try {
    const timed = async (inn: string) => {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: `/api/v1/people/${inn}/` });
      if (response.statusCode !== 200) throw new Error(`${inn}: ${response.statusCode}`);
      const body = response.json<{ roles: { company: { zone: string | null } }[]; counts: { companies: number } }>();
      return {
        ms: performance.now() - started,
        companies: body.counts.companies,
        zoned: body.roles.filter((role) => role.company.zone !== null).length,
        listed: body.roles.length,
      };
    };

    const { busiest, random } = await samplePeople(sql);
    const rows: string[][] = [];
    for (const [group, people] of [
      ['most roles', busiest],
      ['random director', random],
    ] as const) {
      for (const person of people) {
        const first = await timed(person.inn);
        const again = await timed(person.inn);
        rows.push([
          group,
          person.inn,
          String(person.roles),
          String(first.companies),
          ms(first.ms),
          ms(again.ms),
          `${again.zoned}/${again.listed}`,
        ]);
      }
    }
    console.log(`\nGET /api/v1/people/{inn}/ over ${COMPANIES.toLocaleString('en-US')} companies (in-process):\n`);
    printTable(['person', 'ИНН', 'roles', 'companies', 'first ms', 'again ms', 'zones shown'], rows);

    const unrated = await sql<{ id: number; inn: string }[]>`
      select c.id, c.inn from companies c tablesample system (10)
      where not exists (select 1 from company_reliability r where r.inn = c.inn)
      limit ${BATCHES.reduce((sum, size) => sum + size, 0)}`;
    const batchRows: string[][] = [];
    let offset = 0;
    for (const size of BATCHES) {
      const batch = unrated.slice(offset, offset + size);
      offset += size;
      const started = performance.now();
      await ratingsOf(sql, 'company', batch);
      const elapsed = performance.now() - started;
      batchRows.push([String(batch.length), ms(elapsed), ms(elapsed / Math.max(1, batch.length))]);
    }
    console.log('\nratingsOf over companies without a stored rating:\n');
    printTable(['companies', 'ms', 'ms per company'], batchRows);
    console.log(
      `\nOne reply computes at most ${RATINGS_COMPUTED_PER_REPLY} missing ratings, for the companies listed first.`,
    );
  } finally {
    await app.close();
    await close();
  }
}

await main();
