import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../../../test/scratch-database.ts';
import type { TImporter } from '../../importer.ts';
import { runImport } from '../../runner.ts';
import { egrulExtract, egrulFileName, loadCompanySnapshot } from '../change-files-testing.ts';
import { egripImporter } from '../egrip/index.ts';
import { fixtureOf } from '../fns-testing.ts';
import { egrulImporter } from './index.ts';

/**
 * Change events of ЕГРЮЛ and ЕГРИП imports: every registry change a newer extract brings is one event
 * (with the register's before → after), unreliability marks and licences too; new subjects, an identical
 * or older extract and facts that are not news (a city, an e-mail) record nothing.
 */
const ROMASHKA = '7704123450';
const egrul = fixtureOf('egrul');
const egrip = fixtureOf('egrip');
/** Each test imports several extracts; an XML import starts a parsing thread. */
const SLOW = 180_000;

let db: TScratchDatabase;
const dir = mkdtempSync(path.join(tmpdir(), 'capture-egrul-'));
beforeAll(async () => {
  db = await createScratchDatabase('capture_egrul');
});
afterAll(async () => {
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const reset = () =>
  db.sql.unsafe(
    `truncate companies, company_directors, company_founders, company_branches, licenses, registry_records,
       registry_changes, entrepreneurs, subject_events, import_runs cascade`,
  );
type TEventRow = {
  inn: string;
  subject_kind: string;
  kind: string;
  importance: string;
  occurred_on: string;
  source: string;
  before: string | null;
  after: string | null;
  ref: string | null;
};
const events = () =>
  db.sql<TEventRow[]>`
    select inn, subject_kind, kind, importance, occurred_on, source, before, after, ref
    from subject_events order by id`;
let files = 0;
async function importFile(importer: TImporter, name: string, content: Buffer | string) {
  const file = path.join(dir, String(files++), name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  const summary = await runImport(db.sql, importer, file);
  expect(summary.error).toBeNull();
  return summary;
}
/** A fixture's text with `edit` applied, encoded back as ФНС ships it. */
const edited = (file: string, edit: (xml: string) => string) =>
  iconv.encode(edit(iconv.decode(readFileSync(file), 'windows-1251')), 'windows-1251');

describe('ЕГРЮЛ change events', () => {
  it(
    'records each change of a later extract once; nothing for new companies or the same extract',
    async () => {
      await reset();
      await runImport(db.sql, egrulImporter, egrul('egrul-4.07.xml'));
      expect(await events()).toEqual([]);

      await runImport(db.sql, egrulImporter, egrul('egrul-4.07-later.xml'));
      const recorded = await events();
      expect(recorded.map((e) => e.kind).sort()).toEqual(['address', 'director', 'unreliable']);
      expect(recorded.find((e) => e.kind === 'address')).toEqual({
        inn: ROMASHKA,
        subject_kind: 'company',
        kind: 'address',
        importance: 'info',
        occurred_on: '2025-02-03',
        source: 'egrul',
        before: expect.stringContaining('ТЕСТОВАЯ'),
        after: '125009, ГОРОД МОСКВА, МУНИЦИПАЛЬНЫЙ ОКРУГ ТВЕРСКОЙ, УЛ. НОВАЯ ТЕСТОВАЯ, Д. 5',
        ref: '2257700123470',
      });
      expect(recorded.find((e) => e.kind === 'director')).toMatchObject({
        importance: 'warning',
        before: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР ИВАНОВ ИВАН ИВАНОВИЧ (ИНН 771345678963)',
        after: 'ГЕНЕРАЛЬНЫЙ ДИРЕКТОР ПЕТРОВ ПЁТР СЕРГЕЕВИЧ (ИНН 780198765455)',
      });
      expect(recorded.find((e) => e.kind === 'unreliable')).toMatchObject({
        importance: 'info',
        occurred_on: '2025-02-10',
        before: expect.stringMatching(
          /^Недостоверны сведения: адрес: .+; руководитель ИВАНОВ ИВАН ИВАНОВИЧ; учредитель/,
        ),
        after: 'Недостоверны сведения: учредитель ИВАНОВ ИВАН ИВАНОВИЧ',
      });

      await runImport(db.sql, egrulImporter, egrul('egrul-4.07-later.xml'));
      await runImport(db.sql, egrulImporter, egrul('egrul-4.07.xml'));
      expect(await events()).toHaveLength(3);
    },
    SLOW,
  );

  it(
    'records a new licence and a suspension; nothing for an extract that repeats the stored facts',
    async () => {
      await reset();
      await runImport(db.sql, egrulImporter, egrul('egrul-4.07-later.xml'));
      const licence = /<СвЛицензия [\s\S]*?<\/СвЛицензия>/;
      const later = (date: string, edit: (xml: string) => string) =>
        edited(egrul('egrul-4.07-later.xml'), (xml) =>
          edit(
            xml
              .replace('ДатаВып="2025-02-10"', `ДатаВып="${date}"`)
              .replace('_20250211_', `_${date.replaceAll('-', '')}_`),
          ),
        );
      await importFile(
        egrulImporter,
        'march.xml',
        later('2025-03-10', (xml) => xml),
      );
      expect(await events()).toEqual([]);

      const second = (xml: string) =>
        xml.replace(
          licence,
          (block) => `${block}${block.replaceAll('00123456', '00654321').replaceAll('2022-06-01', '2025-03-20')}`,
        );
      await importFile(egrulImporter, 'april.xml', later('2025-04-10', second));
      await importFile(egrulImporter, 'april.xml', later('2025-04-10', second));
      expect(await events()).toEqual([
        expect.objectContaining({
          inn: ROMASHKA,
          kind: 'license',
          importance: 'info',
          occurred_on: '2025-03-20',
          ref: 'Л024-00111-77/00654321',
          after: 'Лицензия № Л024-00111-77/00654321: Деятельность по технической защите конфиденциальной информации',
        }),
      ]);

      const suspended = (xml: string) =>
        second(xml).replace(
          '</ЛицОргВыдЛиц>',
          '</ЛицОргВыдЛиц><СвПриостЛиц ДатаПриостЛиц="2025-05-01" ЛицОргПриостЛиц="ФСТЭК"/>',
        );
      await importFile(egrulImporter, 'may.xml', later('2025-05-10', suspended));
      await importFile(egrulImporter, 'may.xml', later('2025-05-10', suspended));
      const [, suspension, ...more] = await events();
      expect(more).toEqual([]);
      expect(suspension).toMatchObject({
        kind: 'license',
        importance: 'warning',
        occurred_on: '2025-05-10',
        after: 'Приостановлена',
        ref: 'Л024-00111-77/00123456',
      });
    },
    SLOW,
  );
});

describe('a ЕГРЮЛ extract built from a stored company (change-files-testing.ts)', () => {
  it(
    'changes nothing when it repeats the company; only the director or the marks when it changes them',
    async () => {
      await reset();
      await runImport(db.sql, egrulImporter, egrul('egrul-4.07.xml'));
      const stored = await loadCompanySnapshot(db.sql, ROMASHKA);
      await importFile(egrulImporter, egrulFileName('2025-06-01'), egrulExtract(stored, { extractDate: '2025-06-01' }));
      expect(await events()).toEqual([]);
      expect(await loadCompanySnapshot(db.sql, ROMASHKA)).toEqual({ ...stored, as_of: '2025-06-01' });

      const director = { fio: 'СМИРНОВА АННА ПАВЛОВНА', inn: '500100732259', post: 'ДИРЕКТОР' };
      const extract = egrulExtract(stored, { extractDate: '2025-07-01', directors: [director] });
      await importFile(egrulImporter, egrulFileName('2025-07-01'), extract);
      await importFile(egrulImporter, egrulFileName('2025-07-01'), extract);
      expect(await events()).toEqual([
        expect.objectContaining({
          inn: ROMASHKA,
          kind: 'director',
          importance: 'warning',
          occurred_on: '2025-07-01',
          source: 'egrul',
          after: 'ДИРЕКТОР СМИРНОВА АННА ПАВЛОВНА (ИНН 500100732259)',
        }),
      ]);

      const now = await loadCompanySnapshot(db.sql, ROMASHKA);
      const marks = (date: string, text: string | null) =>
        importFile(
          egrulImporter,
          egrulFileName(date),
          egrulExtract(now, { extractDate: date, addressUnreliable: text }),
        );
      await marks('2025-08-01', null);
      await marks('2025-09-01', 'сведения недостоверны');
      const [, cleared, marked, ...more] = await events();
      expect(more).toEqual([]);
      expect(cleared).toMatchObject({ kind: 'unreliable', importance: 'info', occurred_on: '2025-08-01' });
      expect(marked).toMatchObject({
        kind: 'unreliable',
        importance: 'warning',
        before: 'Недостоверны сведения: учредитель ИВАНОВ ИВАН ИВАНОВИЧ',
        after: 'Недостоверны сведения: адрес: сведения недостоверны; учредитель ИВАНОВ ИВАН ИВАНОВИЧ',
      });
    },
    SLOW,
  );
});

describe('ЕГРИП change events', () => {
  it(
    'records a change of main activity and a termination once; nothing for new sole traders',
    async () => {
      await reset();
      await runImport(db.sql, egripImporter, egrip('egrip-4.07.xml'));
      expect(await events()).toEqual([]);
      const later = edited(egrip('egrip-4.07.xml'), (xml) =>
        xml
          .replaceAll('ДатаВып="2025-01-14"', 'ДатаВып="2025-03-03"')
          .replace('_20250115_', '_20250304_')
          .replace('<СвОКВЭДОсн КодОКВЭД="47.91"', '<СвОКВЭДОсн КодОКВЭД="47.19"')
          .replace(
            '<СвРегИП ОГРНИП="321508100123451" ДатаОГРНИП="2021-03-10"/>',
            '<СвРегИП ОГРНИП="321508100123451" ДатаОГРНИП="2021-03-10"/><СвПрекращ><СвСтатус КодСтатус="201" НаимСтатус="Индивидуальный предприниматель прекратил деятельность в связи с принятием им соответствующего решения" ДатаПрекращ="2025-03-01"/></СвПрекращ>',
          ),
      );
      await importFile(egripImporter, 'egrip-march.xml', later);
      await importFile(egripImporter, 'egrip-march.xml', later);
      const recorded = await events();
      expect(recorded).toEqual([
        expect.objectContaining({
          inn: '772133445574',
          subject_kind: 'entrepreneur',
          kind: 'okved',
          importance: 'info',
          occurred_on: '2025-03-03',
          source: 'egrip',
          before: '47.91',
          after: '47.19',
        }),
        expect.objectContaining({ inn: '508112345629', kind: 'status', importance: 'critical', before: 'Действует' }),
      ]);
    },
    SLOW,
  );
});
