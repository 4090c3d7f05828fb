import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

describe('contracts44 versions out of order', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'contracts44-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const REG = '2500312345824000017';
  /** Version 1 of contract …017, published on 2 April: executed, at a lower price. */
  const versionOne = () => {
    execFileSync('unzip', ['-o', '-q', GOOD, `contract_${REG}_98765432.xml`, '-d', dir]);
    const original = readFileSync(path.join(dir, `contract_${REG}_98765432.xml`), 'utf8');
    const later = original
      .replace('<publishDate>2024-03-18T10:15:00+03:00', '<publishDate>2024-04-02T09:00:00+03:00')
      .replace('<versionNumber>0<', '<versionNumber>1<')
      .replace('<price>1250000.00</price><currency>', '<price>1200000.00</price><currency>')
      .replace('<currentContractStage>E<', '<currentContractStage>EC<');
    const versionDir = path.join(dir, 'v1');
    rmSync(versionDir, { recursive: true, force: true });
    execFileSync('mkdir', ['-p', versionDir]);
    writeFileSync(path.join(versionDir, `contract_${REG}_98765499.xml`), later);
    return versionDir;
  };
  const contract = async () => {
    const [row] = await db.sql`
      select price::float8 as price, status, as_of from state_contracts where register_number = ${REG}`;
    return row;
  };

  it('keeps the newer version when an older one is imported after it', async () => {
    await db.sql`truncate state_contracts, import_runs cascade`;
    await runImport(db.sql, contracts44Importer, versionOne());
    const older = await runImport(db.sql, contracts44Importer, GOOD);
    expect(older).toMatchObject({ status: 'done', inserted: 1, skippedOlder: 1 });
    expect(await contract()).toEqual({ price: 1_200_000, status: 'Исполнение завершено', as_of: '2024-04-02' });
  });

  it('applies both versions when they come in order', async () => {
    await db.sql`truncate state_contracts, import_runs cascade`;
    await runImport(db.sql, contracts44Importer, GOOD);
    const newer = await runImport(db.sql, contracts44Importer, versionOne());
    expect(newer).toMatchObject({ status: 'done', updated: 1, skippedOlder: 0 });
    expect(await contract()).toEqual({ price: 1_200_000, status: 'Исполнение завершено', as_of: '2024-04-02' });
  });
});
