import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';

// Terms of its own are written straight into the name index: a scratch database keeps them from other files.
const ctx = useTestApp({ ownDatabase: 'name_terms_statistics' });

/** Distinct terms and the rows of the commonest: term k of the list is in about TOP_ROWS / k names (Zipf's law). */
const DISTINCT_TERMS = 3000;
const TOP_ROWS = 30_000;

/**
 * A two-word name joins the index ranges of its stems, starting from the one the planner believes smaller. With
 * the default statistics (100 common terms, 100 buckets) a stem outside the commonest fell inside one bucket and
 * was believed to be one row, thousands at 1M companies (migration 0040).
 */
describe('statistics of the name index', () => {
  it('size the range of a stem outside the hundred commonest about right', async () => {
    // Cyrillic terms, as in names: each letter two bytes, as the planner's string ranges see them.
    await ctx.sql`
      insert into company_name_terms (term, search_rank, company_id)
      select translate(substr(md5(k::text), 1, 7), '0123456789abcdef', 'абвгдежзиклмнопр'), 500, -(k * 100000 + n)
      from generate_series(1, ${DISTINCT_TERMS}) k, generate_series(1, ceil(${TOP_ROWS}::float / k)::int) n`;
    await ctx.sql`analyze company_name_terms`;
    const stems = await ctx.sql<{ term: string }[]>`
      select term from company_name_terms group by term order by count(*) desc, term offset 150 limit 10`;
    expect(stems.length).toBe(10);
    for (const { term } of stems) {
      const range = ctx.sql`term ~>=~ ${term} and term ~<~ ${`${term}\uffff`}`;
      const [{ rows } = { rows: 0 }] = await ctx.sql<{ rows: number }[]>`
        select count(*)::int as rows from company_name_terms where ${range}`;
      const [explained] = await ctx.sql`explain (format json) select company_id from company_name_terms where ${range}`;
      const plan = explained?.['QUERY PLAN'] as { Plan: { 'Plan Rows': number } }[] | undefined;
      const estimated = plan?.[0]?.Plan['Plan Rows'] ?? 0;
      expect(rows).toBeGreaterThan(100);
      expect(estimated, `«${term}…»: ${rows} rows`).toBeGreaterThanOrEqual(rows / 3);
      expect(estimated, `«${term}…»: ${rows} rows`).toBeLessThanOrEqual(rows * 3);
    }
  });
});
