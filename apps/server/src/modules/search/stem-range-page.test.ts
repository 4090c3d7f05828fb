import { randomInt } from 'node:crypto';
import { ZSearchQuery } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { searchSubjects } from './search.service.ts';

const ctx = useTestApp();

/** A made-up word start no other company of the shared register has: five random letters. */
const freshStem = () => Array.from({ length: 5 }, () => 'бвгдклмнпрстфхц'[randomInt(15)]).join('');

describe('a name word that is the start of several words', () => {
  it('pages its companies in rank order across the words, a name with two of them listed once', async () => {
    const stem = freshStem();
    // The word is never the name's first, so only the name words (tier 3) match it, not the name's prefix.
    const named = [
      { name: `Альфа ${stem}лайн ${stem}ком`, rank: 90 },
      { name: `Бета ${stem}лайн`, rank: 80 },
      { name: `Гамма ${stem}текс`, rank: 70 },
      { name: `Дельта ${stem}лайн`, rank: 60 },
      { name: `Эпсилон ${stem}ком`, rank: 50 },
      { name: `Зета ${stem}текс`, rank: 40 },
    ];
    const ids: number[] = [];
    for (const { name, rank } of named) {
      const company = await insertCompany(ctx.sql, { name_short: `ООО «${name}»`, size_rank: rank });
      ids.push(company.id);
    }
    const page = async (n: number) => {
      const outcome = await searchSubjects(
        ctx.sql,
        ZSearchQuery.parse({ q: stem, kind: 'company', page_size: 2, page: n }),
      );
      expect(outcome.counts.company).toBe(6);
      return outcome.rows.map((row) => Number(row.id));
    };
    // Two a page: the best company is the best of «…лайн» and of «…ком» alike, and must not hide the second best.
    expect([...(await page(1)), ...(await page(2)), ...(await page(3))]).toEqual(ids);
  });
});
