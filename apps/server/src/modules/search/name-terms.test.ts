import { describe, expect, it } from 'vitest';
import { freshPersonIds, insertCompany, insertRows } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp();

/** The name index of migration 0010 is kept by triggers; these check it follows every kind of write. */
describe('name index', () => {
  const termsOf = async (companyId: number) =>
    ctx.sql<{ term: string; search_rank: number }[]>`
      select term, search_rank from company_name_terms where company_id = ${companyId} order by term`;

  it('indexes the words of the name proper with the rank, and not the legal form', async () => {
    const company = await insertCompany(ctx.sql, {
      name_short: 'ООО «Зерноград-Логистика»',
      name_full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ «ЗЕРНОГРАД-ЛОГИСТИКА»',
    });
    const terms = await termsOf(company.id);
    expect(terms.map((t) => t.term)).toEqual(expect.arrayContaining(['зерноград', 'логистик']));
    expect(terms.map((t) => t.term)).not.toEqual(expect.arrayContaining(['обществ']));
    expect(terms.map((t) => t.term)).not.toEqual(expect.arrayContaining(['ответствен']));
    expect(new Set(terms.map((t) => t.search_rank))).toEqual(new Set([1000]));
    const [word] = await ctx.sql`select word from company_name_words where word = 'зерноград'`;
    expect(word).toBeDefined();
  });

  it('follows a new name and a new rank, and forgets a deleted company', async () => {
    const company = await insertCompany(ctx.sql, { name_short: 'ООО «Пробный Камень»' });
    await ctx.sql`update companies set name_short = 'ООО «Гранитный Берег»', status_name = 'Ликвидировано'
      where id = ${company.id}`;
    const terms = await termsOf(company.id);
    expect(terms.map((t) => t.term)).toEqual(expect.arrayContaining(['берег', 'гранитн']));
    expect(terms.map((t) => t.term)).not.toContain('камен');
    expect(new Set(terms.map((t) => t.search_rank))).toEqual(new Set([0]));
    await ctx.sql`update companies set size_rank = 40 where id = ${company.id}`;
    expect(new Set((await termsOf(company.id)).map((t) => t.search_rank))).toEqual(new Set([40]));
    await ctx.sql`delete from companies where id = ${company.id}`;
    expect(await termsOf(company.id)).toEqual([]);
  });

  it('indexes a sole trader by the stems of the full name and follows a rename', async () => {
    const person = await freshPersonIds(ctx.sql);
    const [row] = await insertRows(ctx.sql, 'entrepreneurs', [
      {
        inn: person.inn,
        ogrnip: person.ogrnip,
        last_name: 'Щербакова',
        first_name: 'Алёна',
        middle_name: 'Петровна',
        kind_name: 'Индивидуальный предприниматель',
        status_name: 'Действует',
        source: 'egrip',
        as_of: '2026-05-01',
      },
    ]);
    const id = (row as unknown as { id: number }).id;
    const terms = () =>
      ctx.sql<{ term: string }[]>`select term from entrepreneur_name_terms where entrepreneur_id = ${id} order by term`;
    expect((await terms()).map((t) => t.term)).toEqual(['ал', 'петровн', 'щербаков']);
    await ctx.sql`update entrepreneurs set last_name = 'Волкова' where id = ${id}`;
    expect((await terms()).map((t) => t.term)).toEqual(['ал', 'волков', 'петровн']);
  });
});

/** The index of people of migration 0021: the bulk-loaded demo register must be in it as triggers would write it. */
describe('index of people', () => {
  it('holds every current director and person founder of the loaded register, with surname and rank', async () => {
    const [row] = await ctx.sql<{ missing: number; stale: number; people: number }[]>`
      with expected as (
        select 'director' as role, d.id as source_id, d.company_id, c.search_rank, d.fio
        from company_directors d join companies c on c.id = d.company_id where d.ended_date is null
        union all
        select 'founder', f.id, f.company_id, c.search_rank, f.name
        from company_founders f join companies c on c.id = f.company_id
        where f.kind = 'person' and f.ended_date is null
      ), indexed as (
        select role, source_id, company_id, search_rank::int, fio from company_people
      )
      select (select count(*) from (select * from expected except select * from indexed) m)::int as missing,
             (select count(*) from (select * from indexed except select * from expected) s)::int as stale,
             (select count(*) from company_people)::int as people`;
    expect(row).toMatchObject({ missing: 0, stale: 0 });
    expect(row?.people).toBeGreaterThan(1000);
    const wrongSurnames = await ctx.sql`
      select 1 from company_people where surname <> split_part(fio_folded, ' ', 1)
        or fio_folded <> translate(lower(fio), 'ё', 'е') limit 1`;
    expect(wrongSurnames).toEqual([]);
  });
});
