import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
import { inspectionsImporter } from './inspections.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/inspections/${name}`, import.meta.url));
const GOOD = fixture('data-20250601-structure-20220125.zip');
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('inspections');
});
afterAll(async () => {
  await db?.drop();
});

describe('inspections importer (ЕРКНМ)', () => {
  importerContract(() => db, inspectionsImporter, {
    good: GOOD,
    expected: { read: 4, rejected: 2 },
    truncated: fixture('inspections-truncated.xml'),
    malformed: fixture('inspections-malformed.xml'),
    tables: ['inspections'],
  });

  it('maps the event and its subject; a masked ИНН is stored as none', async () => {
    await db.sql`truncate inspections, import_runs cascade`;
    await runImport(db.sql, inspectionsImporter, GOOD);
    const rows = await db.sql`select * from inspections order by erknm_number`;
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      erknm_number: '77250061000100001234',
      inn: '7704123450',
      ogrn: '1187746123454',
      subject_name: 'ООО "РОМАШКА-ТЕСТ"',
      control_body: 'Федеральный государственный пожарный надзор',
      kind: 'Выездная проверка',
      status: 'Завершено',
      starts_on: '2025-03-10',
      ends_on: '2025-03-21',
      objects: [{ address: 'г. Москва, ул. Тестовая, д. 11' }, { address: 'г. Москва, ул. Тестовая, д. 13' }],
    });
    expect(rows[0]).toMatchObject({
      inn: null,
      ogrn: '319774600123453',
      result: 'Недопустимость нарушения обязательных требований санитарных правил',
      objects: [{ address: 'Московская обл., г. Химки, ул. Пробная, д. 3' }],
    });
    const reasons = await db.sql<{ reason: string }[]>`select reason from import_rejections order by position`;
    expect(reasons.map((r) => r.reason)).toEqual([
      'Неверный ОГРН проверяемого лица: 1187746123455',
      'Нет номера мероприятия в ЕРКНМ (@ERPID)',
    ]);
  });
});
