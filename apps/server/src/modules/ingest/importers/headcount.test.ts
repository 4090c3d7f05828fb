import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { headcountImporter } from './headcount.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/headcount/${name}`, import.meta.url));
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('headcount');
});
afterAll(async () => {
  await db?.drop();
});

describe('headcount importer (ФНС sshr2019)', () => {
  importerContract(() => db, headcountImporter, {
    good: fixture('headcount-2024.xml'),
    expected: { read: 4, rejected: 2 },
    truncated: fixture('headcount-truncated.xml'),
    malformed: fixture('headcount-malformed.xml'),
    tables: ['tax_headcount'],
  });
});
