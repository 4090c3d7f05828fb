import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../../../test/factory.ts';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
import { girboImporter } from './girbo.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/girbo/${name}`, import.meta.url));
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('girbo');
});
afterAll(async () => {
  await db?.drop();
});

describe('girbo importer (ГИР БО, КНД 0710099)', () => {
  importerContract(() => db, girboImporter, {
    good: fixture('girbo-2024.xml'),
    expected: { read: 4, rejected: 2 },
    truncated: fixture('girbo-truncated.xml'),
    malformed: fixture('girbo-malformed.xml'),
    tables: ['financial_statements'],
  });

  it('ranks the company by its new revenue for search', async () => {
    await db.sql`truncate financial_statements, companies, import_runs cascade`;
    await insertCompany(db.sql, { inn: '7704123450', ogrn: '1027700132195' });
    await runImport(db.sql, girboImporter, fixture('girbo-2024.xml'));
    const [company] = await db.sql<{ size_rank: number; search_rank: number }[]>`
      select size_rank, search_rank from companies where inn = '7704123450'`;
    // Revenue 15,234,000 ₽: floor(10 × log10(15,234,001)) = 71; no headcount; active adds 1000.
    expect(company).toEqual({ size_rank: 71, search_rank: 1071 });
  });

  it('maps tags to line codes in rubles, one row per company and year, with section-dependent tags', async () => {
    await db.sql`truncate financial_statements, import_runs cascade`;
    await runImport(db.sql, girboImporter, fixture('girbo-2024.xml'));
    const years = await db.sql<
      { inn: string; year: number }[]
    >`select inn, year from financial_statements order by inn`;
    expect(years).toEqual([
      { inn: '5003123458', year: 2024 },
      { inn: '7704123450', year: 2024 },
    ]);
    const rows = await db.sql<{ inn: string; year: number; line_code: string; value: number }[]>`
      select f.inn, f.year, l.key as line_code, l.value::float8 as value
      from financial_statements f, jsonb_each_text(f.lines) l order by f.inn, l.key`;
    const value = (inn: string, code: string) => rows.find((r) => r.inn === inn && r.line_code === code)?.value;
    expect(value('7704123450', '1600')).toBe(8_421_000);
    expect(value('7704123450', '1170')).toBe(20_000);
    expect(value('7704123450', '1410')).toBe(471_000);
    expect(value('7704123450', '2110')).toBe(15_234_000);
    expect(value('7704123450', '2210')).toBe(534_000);
    // ОКЕИ absent means thousands; losses stay negative.
    expect(value('5003123458', '2400')).toBe(-200_000);
    expect(value('5003123458', '1300')).toBe(-150_000);
    // Only the reporting year is taken.
    expect(new Set(rows.map((r) => r.year))).toEqual(new Set([2024]));
    const reasons = await db.sql<{ reason: string }[]>`select reason from import_rejections order by position`;
    expect(reasons.map((r) => r.reason)).toEqual([
      'Неверный ИНН организации: 7704123451',
      'Нет или неверен отчётный год (ОтчетГод): 20ХХ',
    ]);
  });
});
