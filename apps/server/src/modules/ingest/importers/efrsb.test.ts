import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importerContract } from '../../../../test/importer-contract.ts';
import { createScratchDatabase, type TScratchDatabase } from '../../../../test/scratch-database.ts';
import { runImport } from '../runner.ts';
import { efrsbImporter } from './efrsb.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/efrsb/${name}`, import.meta.url));
const GOOD = fixture('efrsb-messages-2024.xml');
let db: TScratchDatabase;
beforeAll(async () => {
  db = await createScratchDatabase('efrsb');
});
afterAll(async () => {
  await db?.drop();
});

describe('efrsb importer (ЕФРСБ MessageData)', () => {
  importerContract(() => db, efrsbImporter, {
    good: GOOD,
    expected: { read: 4, rejected: 2 },
    truncated: fixture('efrsb-truncated.xml'),
    malformed: fixture('efrsb-malformed.xml'),
    tables: ['bankruptcy_messages'],
  });

  it('maps company and person debtors, the type and the readable text', async () => {
    await db.sql`truncate bankruptcy_messages, import_runs cascade`;
    await runImport(db.sql, efrsbImporter, GOOD);
    const rows = await db.sql`select * from bankruptcy_messages order by message_id`;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      message_id: '14523698',
      inn: '7704123450',
      ogrn: '1187746123454',
      subject_name: 'ООО "РОМАШКА-ТЕСТ"',
      message_type: 'ArbitralDecree',
      published_on: '2024-07-01',
      case_number: 'А40-12345/2024',
      text: 'о признании должника банкротом и открытии конкурсного производства\nКонкурсным управляющим утверждён Кузнецов О. И.',
    });
    expect(rows[1]).toMatchObject({
      inn: '771345678963',
      ogrn: '319774600123453',
      subject_name: 'Иванов Иван Иванович',
      message_type: 'Meeting',
      text: 'Собрание кредиторов состоится 01.09.2024',
    });
    const reasons = await db.sql<{ reason: string }[]>`select reason from import_rejections order by position`;
    expect(reasons.map((r) => r.reason)).toEqual([
      'Неверный ИНН должника: 7704123451',
      'Нет или неверна дата публикации (PublishDate): —',
    ]);
  });
});
