import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import type { TImporter } from '../importer.ts';
import { runImport } from '../runner.ts';
import { disqualifiedImporter } from './disqualified.ts';
import { egrulImporter } from './egrul/index.ts';
import { fixtureOf } from './fns-testing.ts';
import { massAddressesImporter } from './mass-addresses.ts';
import { massLeadersImporter } from './mass-leaders.ts';

/**
 * The registers that name addresses and people (mass addresses, mass leaders and founders, disqualified
 * persons): their events reach watched companies only, once, and never on the register's first load.
 * ООО «РОМАШКА-ТЕСТ» (watched) and АО «ТЕСТ-ХОЛДИНГ» (not watched) come from the ЕГРЮЛ fixture;
 * Иванов Иван Иванович (ИНН 771345678963) directs and co-founds the first.
 */
const ROMASHKA = '7704123450';
const IVANOV = '771345678963';
/** A list is imported several times per test. */
const SLOW = 120_000;

let db: TScratchDatabase;
const dir = mkdtempSync(path.join(tmpdir(), 'capture-lists-'));
beforeAll(async () => {
  db = await createScratchDatabase('capture_lists');
  await runImport(db.sql, egrulImporter, fixtureOf('egrul')('egrul-4.07.xml'));
  const [user] = await db.sql<{ id: number }[]>`
    insert into users (email, password_hash, full_name) values ('watcher@example.ru', 'x', 'Наблюдатель') returning id`;
  await db.sql`insert into watchlist_entries (user_id, inn, subject_kind) values (${user?.id as number}, ${ROMASHKA}, 'company')`;
});
afterAll(async () => {
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const reset = (table: string) => db.sql.unsafe(`truncate ${table}, subject_events, import_runs cascade`);
const events = () =>
  db.sql<{ inn: string; kind: string; importance: string; occurred_on: string; source: string; after: string }[]>`
    select inn, kind, importance, occurred_on, source, after from subject_events order by id`;
let files = 0;
async function importCsv(importer: TImporter, name: string, lines: string[]) {
  const file = path.join(dir, String(files++), name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`);
  const summary = await runImport(db.sql, importer, file);
  expect(summary.error).toBeNull();
  return summary;
}

describe('mass-registration addresses', () => {
  it(
    'flag a watched company at such an address once, not on the first load',
    async () => {
      await reset('mass_addresses');
      const [romashka] = await db.sql<
        { legal_address: string }[]
      >`select legal_address from companies where inn = ${ROMASHKA} limit 1`;
      const header = 'G1;G2;G3;G4;G5;G6;G7;G8;G9';
      const other = '50;ОДИНЦОВСКИЙ Р-Н;ОДИНЦОВО Г;;МОЖАЙСКОЕ Ш;Д. 122;КОРП. 1;;23';
      // The whole address in one part: the importer joins the parts, and both sides compare normalised keys.
      const ours = `${romashka?.legal_address.replaceAll(';', ' ')};;;;;;;;48`;
      const name = 'data-20250601-structure-20180801.csv';
      await importCsv(massAddressesImporter, name, [header, other]);
      await importCsv(massAddressesImporter, name, [header, other, ours]);
      await importCsv(massAddressesImporter, name, [header, other, ours.replace(/;48$/, ';50')]);
      expect(await events()).toEqual([
        {
          inn: ROMASHKA,
          kind: 'mass_registration',
          importance: 'warning',
          occurred_on: '2025-06-01',
          source: 'mass-addresses',
          after: expect.stringMatching(/^Адрес массовой регистрации: .+ \(48 ЮЛ\)$/),
        },
      ]);
    },
    SLOW,
  );
});

describe('mass leaders and founders', () => {
  it(
    'flag a watched company whose director or founder is on the list, once; not other companies',
    async () => {
      await reset('mass_persons');
      const header = 'G1;G2;G3;G4;G5';
      const petrova = '780198765455;ПЕТРОВА;ЕЛЕНА;;7';
      const ivanov = `${IVANOV};ИВАНОВ;ИВАН;ИВАНОВИЧ;12`;
      // Directs АО «ТЕСТ-ХОЛДИНГ», which nobody watches.
      const sidorov = '500912345662;СИДОРОВ;СИДОР;СИДОРОВИЧ;9';
      await importCsv(massLeadersImporter, 'massleaders-data-20250701-structure-20180801.csv', [header, petrova]);
      await importCsv(massLeadersImporter, 'massleaders-data-20250701-structure-20180801.csv', [
        header,
        petrova,
        ivanov,
        sidorov,
      ]);
      await importCsv(massLeadersImporter, 'massfounders-data-20250701-structure-20180801.csv', [header, ivanov]);
      await importCsv(massLeadersImporter, 'massleaders-data-20250801-structure-20180801.csv', [
        header,
        petrova,
        ivanov,
      ]);
      expect(await events()).toEqual([
        expect.objectContaining({
          inn: ROMASHKA,
          kind: 'mass_registration',
          importance: 'warning',
          occurred_on: '2025-07-01',
          after: 'Руководитель ИВАНОВ ИВАН ИВАНОВИЧ — в списке массовых руководителей (12 ЮЛ)',
        }),
        expect.objectContaining({
          inn: ROMASHKA,
          after: 'Учредитель ИВАНОВ ИВАН ИВАНОВИЧ — в списке массовых учредителей (12 ЮЛ)',
        }),
      ]);
    },
    SLOW,
  );
});

describe('disqualified persons', () => {
  it(
    'make a stop-factor of a watched company whose director is disqualified now, once',
    async () => {
      await reset('disqualified_persons');
      const header = 'G1,G2,G3,G4,G5,G6,G7,G8,G9,G10,G11,G12,G13,G14';
      const petrov =
        '100000000123,ПЕТРОВ ПЕТР ПЕТРОВИЧ,01.02.1980,Г. ТВЕРЬ,ООО ТЕСТ,7810123451,ДИРЕКТОР,Ч.5 СТ. 14.25 КОАП РФ,МИФНС,СИДОРОВ С С,МИРОВОЙ СУДЬЯ,1 г 0 м 0 д,01.03.2025,01.03.2026';
      const over =
        '100000000125,ИВАНОВ ИВАН ИВАНОВИЧ,02.01.1980,Г. МОСКВА,ООО ТЕСТ,7810123451,ДИРЕКТОР,Ч.5 СТ. 14.25 КОАП РФ,МИФНС,СИДОРОВ С С,МИРОВОЙ СУДЬЯ,1 г 0 м 0 д,01.03.2020,01.03.2021';
      const now = over.replace('01.03.2020,01.03.2021', '01.09.2025,01.09.2099');
      // Directs АО «ТЕСТ-ХОЛДИНГ», which nobody watches.
      const sidorov = now.replace('ИВАНОВ ИВАН ИВАНОВИЧ', 'СИДОРОВ СИДОР СИДОРОВИЧ');
      const name = 'data-20250915-structure-20150624.csv';
      await importCsv(disqualifiedImporter, name, [header, petrov]);
      await importCsv(disqualifiedImporter, name, [header, petrov, over]);
      expect(await events()).toEqual([]);
      await importCsv(disqualifiedImporter, name, [header, petrov, over, now, sidorov]);
      await importCsv(disqualifiedImporter, name, [header, petrov, over, now, sidorov]);
      expect(await events()).toEqual([
        {
          inn: ROMASHKA,
          kind: 'director',
          importance: 'critical',
          occurred_on: '2025-09-01',
          source: 'disqualified',
          after: 'ИВАНОВ ИВАН ИВАНОВИЧ дисквалифицирован до 01.09.2099',
        },
      ]);
    },
    SLOW,
  );
});
