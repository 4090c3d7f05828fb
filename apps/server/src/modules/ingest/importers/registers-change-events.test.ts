import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatRubles } from '@sverka/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import type { TImporter } from '../importer.ts';
import { runImport } from '../runner.ts';
import { fsspFile, fsspFileName, type TProceedingLine } from './change-files-testing.ts';
import { contracts44Importer } from './contracts44.ts';
import { efrsbImporter } from './efrsb.ts';
import { egrulImporter } from './egrul/index.ts';
import { fixtureOf } from './fns-testing.ts';
import { fsspImporter } from './fssp.ts';
import { inspectionsImporter } from './inspections.ts';
import { rnpImporter } from './rnp.ts';
import { sanctionsOfacImporter } from './sanctions-ofac.ts';

/**
 * Change events of the registers of records: a record new to the register is an event for the subject it
 * names, once; the register's first load, an identical re-import and a change of a column that is no news
 * record nothing. The subjects are the ЕГРЮЛ fixture's companies (ООО «РОМАШКА-ТЕСТ», ИНН 7704123450).
 */
const ROMASHKA = '7704123450';
const REGISTERS = [
  'enforcement_proceedings',
  'bankruptcy_messages',
  'inspections',
  'state_contracts',
  'unfair_suppliers',
  'sanctions_entries',
  'sanctions_removals',
];

/** Each test imports a file several times. */
const SLOW = 180_000;

let db: TScratchDatabase;
const dir = mkdtempSync(path.join(tmpdir(), 'capture-registers-'));
beforeAll(async () => {
  db = await createScratchDatabase('capture_registers');
  await runImport(db.sql, egrulImporter, fixtureOf('egrul')('egrul-4.07.xml'));
});
afterAll(async () => {
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const reset = () => db.sql.unsafe(`truncate ${[...REGISTERS, 'subject_events', 'import_runs'].join(', ')} cascade`);
const events = (kind: string) =>
  db.sql<
    {
      inn: string;
      subject_kind: string;
      importance: string;
      occurred_on: string;
      source: string;
      before: string | null;
      after: string | null;
      ref: string | null;
      link: string | null;
    }[]
  >`
    select inn, subject_kind, importance, occurred_on, source, before, after, ref, link
    from subject_events where kind = ${kind} order by id`;
let files = 0;
/** Writes `content` to a new file (or directory of files) and imports it. */
async function importText(importer: TImporter, name: string, content: string | Record<string, string>) {
  const target = path.join(dir, String(files++), name);
  mkdirSync(path.dirname(target), { recursive: true });
  if (typeof content === 'string') writeFileSync(target, content);
  else {
    mkdirSync(target);
    for (const [file, text] of Object.entries(content)) writeFileSync(path.join(target, file), text);
  }
  const summary = await runImport(db.sql, importer, target);
  expect(summary.error).toBeNull();
  return summary;
}
/** The XML files of a fixture zip, by name. */
function unzipped(zip: string): Record<string, string> {
  const out = path.join(dir, `unzip-${files++}`);
  execFileSync('unzip', ['-q', zip, '-d', out]);
  return Object.fromEntries(
    readdirSync(out)
      .filter((name) => name.endsWith('.xml'))
      .map((name) => [name, readFileSync(path.join(out, name), 'utf8')]),
  );
}
const without = (files: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(files).filter(([name]) => !name.startsWith(prefix)));

describe('ФССП: enforcement proceedings', () => {
  const debtor = { debtorName: 'ООО "РОМАШКА-ТЕСТ"', debtorInn: ROMASHKA };
  const first: TProceedingLine = { ...debtor, number: '1001/25/77053-ИП', startedOn: '2025-03-01', amount: 50_000 };
  const second: TProceedingLine = {
    ...debtor,
    number: '1002/25/77053-ИП',
    startedOn: '2025-06-10',
    subject: 'Налог (взнос), пени, штраф',
    amount: 1_234_567,
  };
  const file = (lines: TProceedingLine[]) => importText(fsspImporter, fsspFileName(), fsspFile(lines));

  it(
    'records a new proceeding and its end once; not the first load, a re-import or a smaller debt',
    async () => {
      await reset();
      await file([first]);
      expect(await events('enforcement')).toEqual([]);

      await file([first, second]);
      const opened = await events('enforcement');
      expect(opened).toEqual([
        {
          inn: ROMASHKA,
          subject_kind: 'company',
          importance: 'warning',
          occurred_on: '2025-06-10',
          source: 'fssp',
          before: null,
          after: `Возбуждено 10.06.2025, Налог (взнос), пени, штраф, ${formatRubles(1_234_567)}`,
          ref: '1002/25/77053-ИП',
          link: null,
        },
      ]);
      await file([first, second]);
      await file([first, { ...second, remaining: 1_000 }]);
      expect(await events('enforcement')).toHaveLength(1);

      await file([first, { ...second, remaining: 1_000, completion: '15.09.2025, ст. 46 ч. 1 п. 3' }]);
      const all = await events('enforcement');
      expect(all).toHaveLength(2);
      expect(all[1]).toMatchObject({
        importance: 'info',
        occurred_on: '2025-09-15',
        before: `Ведётся, ${formatRubles(1_234_567)}`,
        after: 'Окончено 15.09.2025: ст. 46 ч. 1 п. 3',
        ref: '1002/25/77053-ИП',
      });
      await file([first, { ...second, remaining: 1_000, completion: '15.09.2025, ст. 46 ч. 1 п. 3' }]);
      expect(await events('enforcement')).toHaveLength(2);
    },
    SLOW,
  );
});

describe('ЕФРСБ: bankruptcy messages', () => {
  const messages = readFileSync(fixtureOf('efrsb')('efrsb-messages-2024.xml'), 'utf8');
  const romashka = /<MessageData>(?:(?!<\/MessageData>)[\s\S])*?<Number>14523698<\/Number>[\s\S]*?<\/MessageData>/;

  it(
    'records a new message as a stop-factor, once',
    async () => {
      await reset();
      expect(romashka.test(messages)).toBe(true);
      await importText(efrsbImporter, 'efrsb.xml', messages.replace(romashka, ''));
      expect(await events('bankruptcy')).toEqual([]);
      await importText(efrsbImporter, 'efrsb.xml', messages);
      await importText(efrsbImporter, 'efrsb.xml', messages);
      const [event, ...more] = await events('bankruptcy');
      expect(more).toEqual([]);
      expect(event).toMatchObject({ inn: ROMASHKA, importance: 'critical', source: 'efrsb' });
      expect(event?.after).toMatch(/\S/);
    },
    SLOW,
  );
});

describe('ЕРКНМ: inspections', () => {
  const xml = execFileSync('unzip', ['-p', fixtureOf('inspections')('data-20250601-structure-20220125.zip')], {
    encoding: 'utf8',
  });
  const romashka = /<INSPECTION ERPID="77250061000100001234"[\s\S]*?<\/INSPECTION>/;

  it(
    'records a new inspection once',
    async () => {
      await reset();
      await importText(inspectionsImporter, 'data-20250601-structure-20220125.xml', xml.replace(romashka, ''));
      expect(await events('inspection')).toEqual([]);
      await importText(inspectionsImporter, 'data-20250601-structure-20220125.xml', xml);
      await importText(inspectionsImporter, 'data-20250601-structure-20220125.xml', xml);
      expect(await events('inspection')).toEqual([
        expect.objectContaining({
          inn: ROMASHKA,
          importance: 'info',
          occurred_on: '2025-03-10',
          source: 'erknm',
          after: 'Выездная проверка: Федеральный государственный пожарный надзор, Завершено',
          ref: '77250061000100001234',
        }),
      ]);
    },
    SLOW,
  );
});

describe('ЕИС: contracts', () => {
  const contracts = unzipped(fixtureOf('contracts44')('contract_Moskva_2024031800_2024031900_001.xml.zip'));

  it(
    'records a contract won once, with its page in the register',
    async () => {
      await reset();
      await importText(contracts44Importer, 'contracts', without(contracts, 'contract_2500312345824000017'));
      expect(await events('contract')).toEqual([]);
      await importText(contracts44Importer, 'contracts', contracts);
      await importText(contracts44Importer, 'contracts', contracts);
      const found = await events('contract');
      expect(found.map((e) => e.inn).sort()).toEqual([ROMASHKA, '771345678963']);
      expect(found.find((e) => e.inn === ROMASHKA)).toMatchObject({
        importance: 'info',
        occurred_on: '2024-03-15',
        ref: '2500312345824000017',
        link: 'https://zakupki.gov.ru/epz/contract/contractCard/common-info.html?reestrNumber=2500312345824000017',
      });
    },
    SLOW,
  );
});

describe('РНП', () => {
  const entries = unzipped(fixtureOf('rnp')('unfairSupplier_2024060300_2024060400_001.xml.zip'));
  const first = Object.keys(entries).find((name) => name.includes('12345-24')) as string;

  it(
    'records an inclusion as a stop-factor and an exclusion as news, each once',
    async () => {
      await reset();
      await importText(rnpImporter, 'rnp', without(entries, first));
      expect(await events('rnp')).toEqual([]);
      await importText(rnpImporter, 'rnp', entries);
      await importText(rnpImporter, 'rnp', entries);
      expect(await events('rnp')).toEqual([
        expect.objectContaining({
          inn: ROMASHKA,
          importance: 'critical',
          occurred_on: '2024-05-30',
          ref: 'РНП.12345-24',
        }),
      ]);
      const excluded = {
        ...entries,
        [first]: (entries[first] as string).replace(
          '</registryNum>',
          '</registryNum><exclusionDate>2026-05-30</exclusionDate>',
        ),
      };
      await importText(rnpImporter, 'rnp', excluded);
      await importText(rnpImporter, 'rnp', excluded);
      const [, exclusion, ...more] = await events('rnp');
      expect(more).toEqual([]);
      expect(exclusion).toMatchObject({ importance: 'info', before: 'В реестре', ref: 'РНП.12345-24' });
      expect(exclusion?.after).toMatch(/30\.05\.2026/);
    },
    SLOW,
  );
});

describe('sanctions lists', () => {
  const sdn = readFileSync(fixtureOf('sanctions-ofac')('sdn.xml'), 'utf8');
  const romashka = /<sdnEntry>\s*<uid>99999<\/uid>[\s\S]*?<\/sdnEntry>/;

  it(
    'records a listing as a stop-factor and a removal as news, each once; not the list first load',
    async () => {
      await reset();
      await importText(sanctionsOfacImporter, 'sdn.xml', sdn.replace(romashka, ''));
      expect(await events('sanctions')).toEqual([]);
      await importText(sanctionsOfacImporter, 'sdn.xml', sdn);
      await importText(sanctionsOfacImporter, 'sdn.xml', sdn);
      expect(await events('sanctions')).toEqual([
        expect.objectContaining({ inn: ROMASHKA, importance: 'critical', source: 'ofac-sdn', ref: '99999' }),
      ]);
      const next = sdn.replace(romashka, '').replace('<Publish_Date>07/01/2025', '<Publish_Date>08/01/2025');
      await importText(sanctionsOfacImporter, 'sdn.xml', next);
      await importText(sanctionsOfacImporter, 'sdn.xml', next);
      const [, removal, ...more] = await events('sanctions');
      expect(more).toEqual([]);
      expect(removal).toMatchObject({
        inn: ROMASHKA,
        importance: 'info',
        occurred_on: '2025-08-01',
        after: 'Исключён из списка',
        ref: '99999',
      });
      expect(removal?.before).toMatch(/^OFAC \(США\): /);
    },
    SLOW,
  );
});
