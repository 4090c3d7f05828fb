import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import { rateListedSubjects } from './index.ts';

/** The job behind search hits shown without a mark: it rates each listed ИНН's current record. */
const ctx = useTestApp();

type TRecord = { id: number; inn: string };
const pick = async (table: 'companies' | 'entrepreneurs', offset: number): Promise<TRecord> => {
  const [row] = await ctx.sql<
    TRecord[]
  >`select id, inn from ${ctx.sql(table)} order by id desc offset ${offset} limit 1`;
  if (!row) throw new Error(`no ${table} in the test register`);
  return { id: Number(row.id), inn: row.inn };
};
const stored = (inn: string) =>
  ctx.sql<{ kind: string; subject_id: number }[]>`
    select kind, subject_id::int from company_reliability where inn = ${inn} order by kind`;

describe('rateListedSubjects', () => {
  it('rates the companies and sole traders listed, each by its current record, and skips what it cannot find', async () => {
    // Far from the rows other files pick.
    const company = await pick('companies', 53);
    const entrepreneur = await pick('entrepreneurs', 53);
    await ctx.sql`delete from company_reliability where inn = any(${[company.inn, entrepreneur.inn]}::varchar[])`;
    const rated = await rateListedSubjects(ctx.sql, [
      { kind: 'company', inn: company.inn },
      { kind: 'entrepreneur', inn: entrepreneur.inn },
      // Listed twice, unknown, and a company's ИНН listed as a sole trader's: nothing more is rated.
      { kind: 'company', inn: company.inn },
      { kind: 'company', inn: '7707083893' },
      { kind: 'entrepreneur', inn: company.inn },
    ]);
    expect(rated).toBe(2);
    expect(await stored(company.inn)).toEqual([{ kind: 'company', subject_id: company.id }]);
    expect(await stored(entrepreneur.inn)).toEqual([{ kind: 'entrepreneur', subject_id: entrepreneur.id }]);
  });
});
