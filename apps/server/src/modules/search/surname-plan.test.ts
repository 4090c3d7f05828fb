import { ZSearchQuery } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { nodesOf, recordingSql, type TPlanNode } from '../../../test/plans.ts';
import { searchSubjects } from './search.service.ts';

/** The relations a plan node reads, through everything below it. */
const relationsUnder = (node: TPlanNode): string[] => nodesOf(node).flatMap((n) => n['Relation Name'] ?? []);
/** Sort nodes whose input reads `relation` and nothing else. */
const sortsOf = (node: TPlanNode, relation: string): TPlanNode[] =>
  nodesOf(node).filter((n) => n['Node Type'] === 'Sort' && relationsUnder(n).every((name) => name === relation));

const { sql, statements } = recordingSql();

describe('search by a surname', () => {
  it('reads the namesakes a page shows in the surname index order, not all of them sorted', async () => {
    const [common] = await sql<{ surname: string; namesakes: number }[]>`
      select surname, count(*)::int as namesakes from company_people group by surname order by 2 desc limit 1`;
    if (!common) throw new Error('no people in the test register');
    expect(common.namesakes).toBeGreaterThan(20);
    statements.length = 0;
    const outcome = await searchSubjects(
      sql,
      ZSearchQuery.parse({ q: common.surname, kind: 'company', page_size: 20 }),
    );
    expect(outcome.rows.some((row) => row.field === 'director' || row.field === 'founder')).toBe(true);
    const page = statements.find((s) => s.query.includes('with hits') && s.query.includes('company_people'));
    if (!page) throw new Error('the page statement was not seen');
    // Left no other way, the planner reads the index in order when that order serves, and sorts when it does not.
    const plan = await sql.begin(async (tx) => {
      await tx`set local enable_sort = off`;
      await tx`set local enable_seqscan = off`;
      const [row] = await tx.unsafe(`explain (format json) ${page.query}`, page.params as never[]);
      const explained = row?.['QUERY PLAN'] as { Plan: TPlanNode }[] | undefined;
      if (!explained?.[0]) throw new Error('no plan');
      return explained[0].Plan;
    });
    expect(relationsUnder(plan)).toContain('company_people');
    expect(sortsOf(plan, 'company_people')).toEqual([]);
  });
});
