import { addressKey } from '@sverka/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { fixtureOf, importFresh, rejectionReasons } from './fns-testing.ts';
import { massAddressesImporter } from './mass-addresses.ts';

const fixture = fixtureOf('mass-addresses');
const tables = ['mass_addresses'];
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('mass_addresses');
});
afterAll(async () => {
  await db?.drop();
});

describe('mass-addresses importer (ФНС masaddress)', () => {
  importerContract(() => db, massAddressesImporter, {
    good: fixture('data-20250601-structure-20180801.csv'),
    expected: { read: 5, rejected: 2 },
    truncated: fixture('mass-addresses-truncated.csv'),
    malformed: fixture('mass-addresses-malformed.csv'),
    tables,
  });

  it('joins the address parts and keys them with the shared addressKey', async () => {
    await importFresh(db, massAddressesImporter, fixture('data-20250601-structure-20180801.csv'), tables);
    const rows = await db.sql`select * from mass_addresses order by region_code`;
    expect(rows).toEqual([
      expect.objectContaining({
        address: 'ОДИНЦОВСКИЙ Р-Н, ОДИНЦОВО Г, МОЖАЙСКОЕ Ш, Д. 122, КОРП. 1',
        region_code: '50',
        companies: 23,
      }),
      {
        address_key: 'москва г тверская ул д 7 офис 1',
        address: 'МОСКВА Г, ТВЕРСКАЯ УЛ, Д. 7, ОФИС 1',
        region_code: '77',
        companies: 54,
        source: 'mass-addresses',
        as_of: '2025-06-01',
      },
      expect.objectContaining({ address: 'САНКТ-ПЕТЕРБУРГ Г, НЕВСКИЙ ПР-КТ, Д. 100, ПОМ. 1-Н; КОМ. 5', companies: 31 }),
    ]);
    for (const row of rows) expect(row.address_key).toBe(addressKey(row.address));
    // A company address written with other punctuation finds the same key.
    expect(addressKey('Москва г., Тверская ул., д. 7, офис 1')).toBe('москва г тверская ул д 7 офис 1');
    expect(await rejectionReasons(db)).toEqual(['Нет количества ЮЛ по адресу', 'Нет адреса: все части адреса пусты']);
  });
});
