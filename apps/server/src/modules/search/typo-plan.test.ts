import { ZSearchQuery } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { nodesOf, recordingSql, type TPlanNode } from '../../../test/plans.ts';
import { searchSubjects } from './search.service.ts';

const { sql, statements } = recordingSql();

describe('typo search', () => {
  it('reads the similar words through the trigram index, not by comparing every word of the names', async () => {
    const [row] = await sql<{ word: string }[]>`
      select word from company_name_words where length(word) >= 8 and word ~ '^[а-я]+$' order by word limit 1`;
    if (!row) throw new Error('no long name words in the test register');
    // Two neighbouring letters swapped: a typo no name has.
    const typo = `${row.word.slice(0, 2)}${row.word[3]}${row.word[2]}${row.word.slice(4)}`;
    statements.length = 0;
    const outcome = await searchSubjects(sql, ZSearchQuery.parse({ q: typo, kind: 'company' }));
    expect(outcome.fuzzy).toBe(true);
    const similar = statements.findIndex((s) => s.query.includes('from company_name_words'));
    if (similar < 0) throw new Error('the similar words statement was not seen');
    // The settings the search gave its transaction, replayed for the plan of the same statement.
    const settings = statements.slice(0, similar).findLast((s) => s.query.includes('set_config'));
    if (!settings) throw new Error('the typo transaction set nothing');
    const statement = statements[similar];
    const plan = await sql.begin(async (tx) => {
      await tx.unsafe(settings.query, settings.params as never[]);
      const [explained] = await tx.unsafe(`explain (format json) ${statement?.query}`, statement?.params as never[]);
      return (explained?.['QUERY PLAN'] as { Plan: TPlanNode }[] | undefined)?.[0]?.Plan;
    });
    if (!plan) throw new Error('no plan');
    const indexes = nodesOf(plan).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
    expect(indexes).toContain('company_name_words_trgm_idx');
    expect(nodesOf(plan).some((node) => node['Node Type'] === 'Seq Scan')).toBe(false);
  });
});
