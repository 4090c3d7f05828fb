import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
import { contracts44Importer } from './contracts44.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/contracts44/${name}`, import.meta.url));
const GOOD = fixture('contract_Moskva_2024031800_2024031900_001.xml.zip');
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('contracts44');
});
afterAll(async () => {
  await db?.drop();
});

describe('contracts44 importer (ЕИС export/contract)', () => {
  importerContract(() => db, contracts44Importer, {
    good: GOOD,
    expected: { read: 4, rejected: 2 },
    truncated: fixture('contract-truncated.xml'),
    malformed: fixture('contract-malformed.xml'),
    tables: ['state_contracts'],
  });

  it('maps suppliers of both shapes, products and the stage', async () => {
    await db.sql`truncate state_contracts, import_runs cascade`;
    await runImport(db.sql, contracts44Importer, GOOD);
    const rows = await db.sql`
      select *, price::float8 as price from state_contracts order by register_number`;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      register_number: '2500312345824000017',
      law: '44',
      signed_on: '2024-03-15',
      price: 1_250_000,
      currency: 'RUB',
      customer_inn: '5003123458',
      customer_name: 'ГОСУДАРСТВЕННОЕ БЮДЖЕТНОЕ УЧРЕЖДЕНИЕ "ТЕСТОВАЯ БОЛЬНИЦА"',
      suppliers: [
        { name: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА-ТЕСТ"', inn: '7704123450' },
        { name: 'Иванов Иван Иванович', inn: '771345678963' },
      ],
      supplier_inns: ['7704123450', '771345678963'],
      objects: [
        { name: 'Лицензия на ПО "Тест-Офис"', okpd2: '58.29.29.000' },
        { name: 'Ноутбук', okpd2: '26.20.11.110' },
      ],
      status: 'Исполнение',
      as_of: '2024-03-18',
    });
    expect(rows[1]).toMatchObject({
      price: 99_000.5,
      suppliers: [{ name: 'АО "ТЕСТ-ХОЛДИНГ"', inn: '7810123451' }],
      objects: [{ name: 'Медицинские услуги', okpd2: '86.10.1' }],
      status: 'Исполнение завершено',
    });
    const rejections = await db.sql<{ file: string; reason: string }[]>`
      select file, reason from import_rejections order by file`;
    expect(rejections.map((r) => r.reason)).toEqual([
      'Неверный ИНН поставщика ООО "ОШИБКА": 7704123451',
      'Неверная дата (дата заключения): 2024-02-30',
    ]);
    expect(rejections[0]?.file).toMatch(/\.zip!contract_2500312345824000099_98765434\.xml$/);
  });
});
