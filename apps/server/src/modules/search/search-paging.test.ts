import { randomInt } from 'node:crypto';
import { ZSearchQuery } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { insertCompany, insertRows } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { searchSubjects } from './search.service.ts';

const ctx = useTestApp();

/** Letters no word of the shared register starts with in this order: a made-up word or surname of six. */
const fresh = () => Array.from({ length: 6 }, () => 'бвгдклмнпрстфхц'[randomInt(15)]).join('');

/** The ids of pages 1…`pages` of `size` company hits, one after another. */
async function pagesOf(q: string, size: number, pages: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= pages; page++) {
    const outcome = await searchSubjects(ctx.sql, ZSearchQuery.parse({ q, kind: 'company', page_size: size, page }));
    ids.push(...outcome.rows.map((row) => Number(row.id)));
  }
  return ids;
}

describe('paging through hits of one tier and rank', () => {
  it('lists each company once, in the order of one long page, when a name word matches companies that tie', async () => {
    const stem = fresh();
    // Twelve small active companies rank alike (1000); the word is never the name's first, so they share tier 3.
    const ids: number[] = [];
    for (let n = 0; n < 12; n++) {
      const company = await insertCompany(ctx.sql, { name_short: `ООО «Торговый ${stem}${'абвгдежзиклм'[n]}»` });
      ids.push(company.id);
    }
    const onePage = await pagesOf(stem, 12, 1);
    expect(onePage).toEqual([...ids].sort((a, b) => a - b));
    expect(await pagesOf(stem, 4, 3)).toEqual(onePage);
    expect(await pagesOf(stem, 5, 3)).toEqual(onePage);
  });

  it('lists a company once and fills the page when several of its people bear the surname', async () => {
    const surname = `${fresh()[0]?.toUpperCase()}${fresh()}ов`;
    const companies = [];
    for (let n = 0; n < 8; n++) companies.push(await insertCompany(ctx.sql));
    // Each company's director is also its founder, and every second one has a namesake founder besides.
    await insertRows(
      ctx.sql,
      'company_directors',
      companies.map((company, n) => ({ company_id: company.id, fio: `${surname} Пётр ${n}`, post: 'Директор' })),
    );
    await insertRows(ctx.sql, 'company_founders', [
      ...companies.map((company, n) => ({ company_id: company.id, kind: 'person', name: `${surname} Пётр ${n}` })),
      ...companies
        .filter((_, n) => n % 2 === 0)
        .map((company) => ({ company_id: company.id, kind: 'person', name: `${surname} Анна Петровна` })),
    ]);
    const ids = companies.map((company) => company.id).sort((a, b) => a - b);
    const firstPage = await searchSubjects(ctx.sql, ZSearchQuery.parse({ q: surname, kind: 'company', page_size: 3 }));
    expect(firstPage.counts.company).toBe(8);
    expect(firstPage.rows).toHaveLength(3);
    for (const row of firstPage.rows) expect(['director', 'founder']).toContain(row.field);
    expect(await pagesOf(surname, 3, 3)).toEqual(ids);
  });
});
