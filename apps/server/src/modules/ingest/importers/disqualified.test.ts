import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { disqualifiedImporter } from './disqualified.ts';
import { addDuration, dataDateFromName, parseDuration } from './fns-csv.ts';
import { fixtureOf, importFresh, rejectionReasons } from './fns-testing.ts';

const fixture = fixtureOf('disqualified');
const tables = ['disqualified_persons'];
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('disqualified');
});
afterAll(async () => {
  await db?.drop();
});

describe('disqualified importer (ФНС registerdisqualified)', () => {
  importerContract(() => db, disqualifiedImporter, {
    good: fixture('data-20250915-structure-20150624.csv'),
    expected: { read: 5, rejected: 2 },
    truncated: fixture('disqualified-truncated.csv'),
    malformed: fixture('disqualified-malformed.csv'),
    tables,
  });

  it('reads terms like "1 г 0 м 0 д" and adds them to a start date', () => {
    expect(parseDuration('1 г 0 м 0 д')).toEqual({ years: 1, months: 0, days: 0 });
    expect(parseDuration('0 г. 6 мес. 15 дн.')).toEqual({ years: 0, months: 6, days: 15 });
    expect(parseDuration('бессрочно')).toBeUndefined();
    expect(parseDuration('')).toBeUndefined();
    expect(addDuration('2025-03-01', { years: 1, months: 0, days: 0 })).toBe('2026-03-01');
    expect(addDuration('2024-08-31', { years: 2, months: 6, days: 0 })).toBe('2027-02-28');
    expect(addDuration('2025-05-10', { years: 0, months: 6, days: 15 })).toBe('2025-11-25');
    expect(dataDateFromName('x.zip!data-20250915-structure-20150624.csv')).toBe('2025-09-15');
    expect(dataDateFromName('registerdisqualified.csv')).toBeNull();
  });

  it('maps the G1…G14 columns; the end date is G14 or start + term', async () => {
    await importFresh(db, disqualifiedImporter, fixture('data-20250915-structure-20150624.csv'), tables);
    const rows = await db.sql`select * from disqualified_persons order by starts_on`;
    expect(rows.map(({ id: _id, ...rest }) => rest)).toEqual([
      expect.objectContaining({ fio: 'ИВАНОВА АННА СЕРГЕЕВНА', starts_on: '2024-08-31', ends_on: '2027-02-28' }),
      {
        fio: 'ПЕТРОВ ПЕТР ПЕТРОВИЧ',
        birth_date: '1980-02-01',
        birth_place: 'Г. ТВЕРЬ',
        org_name: 'ООО "ТЕСТ-СТРОЙ"',
        org_inn: '7810123451',
        post: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР',
        article: 'Ч.5 СТ. 14.25 КОАП РФ',
        authority: 'МИФНС № 15 ПО САНКТ-ПЕТЕРБУРГУ',
        starts_on: '2025-03-01',
        ends_on: '2026-03-01',
        source: 'disqualified',
        as_of: '2025-09-15',
      },
      expect.objectContaining({
        fio: 'СМИРНОВ ОЛЕГ ВИКТОРОВИЧ',
        birth_date: null,
        org_inn: null,
        ends_on: '2025-11-25',
      }),
    ]);
    expect(rows[0]?.birth_place).toBe('Г. МОСКВА, РАЙОН ХАМОВНИКИ');
    expect(await rejectionReasons(db)).toEqual([
      'Неверный ИНН организации: 7810123450',
      'Нет или неверна дата начала дисквалификации: 31.02.2025',
    ]);
  });

  it('finds columns by header name: reordered, extra columns, BOM', async () => {
    const summary = await importFresh(
      db,
      disqualifiedImporter,
      fixture('data-20250922-structure-20150624-reordered.csv'),
      tables,
    );
    expect(summary).toMatchObject({ status: 'done', read: 2, rejected: 0 });
    const rows = await db.sql`select fio, birth_date, org_name, org_inn, starts_on, ends_on, as_of
      from disqualified_persons order by fio`;
    expect(rows).toEqual([
      {
        fio: 'ВОЛКОВ ВАСИЛИЙ',
        birth_date: null,
        org_name: null,
        org_inn: null,
        starts_on: '2025-01-31',
        ends_on: '2025-02-28',
        as_of: '2025-09-22',
      },
      {
        fio: 'ПЕТРОВ ПЕТР ПЕТРОВИЧ',
        birth_date: '1980-02-01',
        org_name: 'ООО "ТЕСТ-СТРОЙ"',
        org_inn: '7810123451',
        starts_on: '2025-03-01',
        ends_on: '2026-03-01',
        as_of: '2025-09-22',
      },
    ]);
  });
});
