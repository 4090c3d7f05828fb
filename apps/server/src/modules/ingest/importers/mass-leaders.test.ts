import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { fixtureOf, importFresh, rejectionReasons } from './fns-testing.ts';
import { massLeadersImporter, massRoleOf } from './mass-leaders.ts';

const fixture = fixtureOf('mass-leaders');
const tables = ['mass_persons'];
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('mass_leaders');
});
afterAll(async () => {
  await db?.drop();
});

describe('mass-leaders importer (ФНС massleaders / massfounders)', () => {
  importerContract(() => db, massLeadersImporter, {
    good: fixture('massleaders-data-20250701-structure-20180801.csv'),
    expected: { read: 5, rejected: 2 },
    truncated: fixture('massleaders-truncated.csv'),
    malformed: fixture('massleaders-malformed.csv'),
    tables,
  });

  it('tells leaders from founders by the header, then by the file name', () => {
    const codes = ['G1', 'G2', 'G3', 'G4', 'G5'];
    expect(massRoleOf(codes, 'data-20250701-structure-20180801.csv')).toBeUndefined();
    expect(massRoleOf(codes, '7707329152-massleaders/data-20250701.csv')).toBe('leader');
    expect(massRoleOf(codes, 'massfounders.zip!data-20250701.csv')).toBe('founder');
    expect(massRoleOf(['ИНН', 'Количество ЮЛ, в которых является руководителем'], 'massfounders.csv')).toBe('leader');
  });

  it('stores the leaders list with ФИО joined and the count', async () => {
    await importFresh(db, massLeadersImporter, fixture('massleaders-data-20250701-structure-20180801.csv'), tables);
    const rows = await db.sql`select * from mass_persons order by inn`;
    expect(rows).toEqual([
      {
        inn: '500912345662',
        role: 'leader',
        fio: 'КУЗНЕЦОВ ПЁТР ИВАНОВИЧ',
        companies: 5,
        source: 'mass-leaders',
        as_of: '2025-07-01',
      },
      expect.objectContaining({ inn: '771345678963', role: 'leader', fio: 'ИВАНОВ ИВАН ИВАНОВИЧ', companies: 12 }),
      expect.objectContaining({ inn: '780198765455', fio: 'ПЕТРОВА ЕЛЕНА', companies: 7 }),
    ]);
    expect(await rejectionReasons(db)).toEqual([
      'Неверный ИНН физического лица: 771345678964',
      'Нет или неверно количество ЮЛ: много',
    ]);
  });

  it('reads a founders list with a readable header as role founder, beside the leader row', async () => {
    await importFresh(db, massLeadersImporter, fixture('massleaders-data-20250701-structure-20180801.csv'), tables);
    const summary = await importFresh(
      db,
      massLeadersImporter,
      fixture('founders-data-20250701-structure-20180801.csv'),
      [],
    );
    expect(summary).toMatchObject({ status: 'done', read: 1, rejected: 0, inserted: 1 });
    const rows = await db.sql`select role, companies from mass_persons where inn = '771345678963' order by role`;
    expect(rows).toEqual([
      { role: 'founder', companies: 31 },
      { role: 'leader', companies: 12 },
    ]);
  });
});
