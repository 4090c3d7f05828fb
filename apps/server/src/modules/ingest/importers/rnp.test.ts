import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
import { rnpImporter } from './rnp.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/rnp/${name}`, import.meta.url));
const GOOD = fixture('unfairSupplier_2024060300_2024060400_001.xml.zip');
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('rnp');
});
afterAll(async () => {
  await db?.drop();
});

describe('rnp importer (ЕИС export/unfairSupplier)', () => {
  importerContract(() => db, rnpImporter, {
    good: GOOD,
    expected: { read: 4, rejected: 2 },
    truncated: fixture('unfairSupplier-truncated.xml'),
    malformed: fixture('unfairSupplier-malformed.xml'),
    tables: ['unfair_suppliers'],
  });

  it('reads the entry, the supplier nested under the same element name, and the reason', async () => {
    await db.sql`truncate unfair_suppliers, import_runs cascade`;
    await runImport(db.sql, rnpImporter, GOOD);
    const rows = await db.sql`
      select *, contract_price::float8 as contract_price from unfair_suppliers order by registry_number`;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      registry_number: 'РНП.12345-24',
      supplier_inn: '7704123450',
      supplier_name: 'ООО "РОМАШКА-ТЕСТ"',
      published_on: '2024-06-03',
      approved_on: '2024-05-30',
      excluded_on: null,
      customer_inn: '5003123458',
      customer_name: 'ГБУ "ТЕСТОВАЯ БОЛЬНИЦА"',
      purchase_number: '0348300012324000045',
      contract_price: 1_250_000,
      reason: 'Односторонний отказ заказчика',
    });
    // A foreign supplier has no ИНН; the reason falls back to the code in words.
    expect(rows[1]).toMatchObject({ supplier_inn: null, reason: 'Расторжение контракта' });
    const reasons = await db.sql<{ reason: string }[]>`select reason from import_rejections order by file`;
    expect(reasons.map((r) => r.reason)).toEqual([
      'Неверный ИНН поставщика: 7704123451',
      'Неверная дата (дата включения): 30.05.2024г',
    ]);
  });
});
