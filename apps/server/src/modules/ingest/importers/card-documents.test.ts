import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TCompanyCard } from '@sverka/shared';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, useCardDocuments } from '../../../../test/card-documents.ts';
import { runImport } from '../runner.ts';
import { egrulExtract, egrulFileName, loadCompanySnapshot } from './change-files-testing.ts';
import { disqualifiedImporter } from './disqualified.ts';
import { egrulImporter } from './egrul/index.ts';
import { headcountImporter } from './headcount.ts';

/**
 * Card documents and the importers: after a batch is written, the next read of a card that showed what it
 * changed is built again and answers as the queries do; a document is never served stale.
 */
const ctx = useCardDocuments('card_documents_import');
/** After the demo register's date, so the extracts are the newer facts. */
const EXTRACT_DATE = '2026-11-20';
const dir = mkdtempSync(path.join(tmpdir(), 'card-documents-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type TCompany = { id: number; inn: string; ogrn: string };
/** Two active companies with a current director who has an ИНН, and no link between them. */
let companies: [TCompany & { director_fio: string; director_inn: string }, TCompany];

beforeAll(async () => {
  const rows = await ctx.sql<(TCompany & { director_fio: string; director_inn: string })[]>`
    select c.id, c.inn, c.ogrn, d.fio as director_fio, d.inn::text as director_inn
    from companies c join company_directors d on d.company_id = c.id and d.ended_date is null and d.inn is not null
    where c.status_name = 'Действует'
    order by c.id limit 2`;
  companies = rows as unknown as typeof companies;
});

async function importExtract(inn: string, directors: { fio: string; inn: string | null; post: string | null }[]) {
  const snapshot = await loadCompanySnapshot(ctx.sql, inn);
  const file = path.join(dir, egrulFileName(EXTRACT_DATE));
  writeFileSync(file, egrulExtract(snapshot, { extractDate: EXTRACT_DATE, directors }));
  expect(await runImport(ctx.sql, egrulImporter, file)).toMatchObject({ status: 'done', rejected: 0 });
}

/** Reads the card until it is served from its document, so a later miss can only be the writer's doing. */
async function keepAndServe(url: string) {
  await read(ctx.documents, url);
  const hits = ctx.stats.hits;
  const served = await read(ctx.documents, url);
  expect(ctx.stats.hits).toBe(hits + 1);
  return served;
}

describe('card documents after an import', () => {
  it('an ЕГРЮЛ change file rebuilds the card of the company it changes', async () => {
    const [company] = companies;
    const url = `/api/v1/company/?query=${company.inn}`;
    const before = await keepAndServe(url);
    const director = { fio: 'КАРТОЧКИНА ВЕРА ПЕТРОВНА', inn: '500100732259', post: 'ДИРЕКТОР' };
    await importExtract(company.inn, [director]);
    const misses = ctx.stats.misses;
    const after = await read(ctx.documents, url);
    expect(ctx.stats.misses).toBe(misses + 1);
    expect(after).toEqual(await read(ctx.queries, url));
    expect(after.body).not.toBe(before.body);
    expect(JSON.parse(after.body).directors).toEqual([expect.objectContaining({ fio: director.fio })]);
    // The rebuilt document is served from then on.
    expect(await keepAndServe(url)).toEqual(after);
  });

  it('a change of another company rebuilds the cards that list it among their connections', async () => {
    const [, other] = companies;
    const [company] = await ctx.sql<(TCompany & { director_fio: string; director_inn: string })[]>`
      select c.id, c.inn, c.ogrn, d.fio as director_fio, d.inn::text as director_inn
      from companies c join company_directors d on d.company_id = c.id and d.ended_date is null and d.inn is not null
      where c.status_name = 'Действует' and c.id not in (${companies[0].id}, ${other.id})
      order by c.id limit 1`;
    if (!company) throw new Error('no company with a director');
    const url = `/api/v1/company/?query=${company.inn}`;
    const before = JSON.parse((await keepAndServe(url)).body) as TCompanyCard;
    expect(before.LPEC.map((c) => c.inn)).not.toContain(other.inn);
    // The other company gets this company's director: this card now lists it, through that person.
    await importExtract(other.inn, [{ fio: company.director_fio, inn: company.director_inn, post: 'ДИРЕКТОР' }]);
    const after = await read(ctx.documents, url);
    expect(after).toEqual(await read(ctx.queries, url));
    const listed = (JSON.parse(after.body) as TCompanyCard).LPEC.find((c) => c.inn === other.inn);
    expect(listed?.via).toEqual([{ inn: company.director_inn, fio: company.director_fio, relation: 'director' }]);
  });

  it('a headcount file rebuilds the finances of the companies it names', async () => {
    const [company] = companies;
    const url = `/api/v1/company-finances/?query=${company.inn}`;
    await keepAndServe(url);
    const xml =
      '<?xml version="1.0" encoding="windows-1251"?>\n' +
      '<Файл ИдФайл="VO_OTKRDAN3_9965_9965_20261120_card" ВерсФорм="4.01" ТипИнф="ОТКРДАННЫЕ3" КолДок="1">\n' +
      '  <Документ ИдДок="card-1" ДатаДок="20.11.2026" ДатаСост="31.12.2027">\n' +
      `    <СведНП НаимОрг="ООО КАРТОЧКА" ИННЮЛ="${company.inn}"/><СведССЧР КолРаб="4321"/>\n` +
      '  </Документ>\n</Файл>\n';
    const file = path.join(dir, 'headcount.xml');
    writeFileSync(file, iconv.encode(xml, 'windows-1251'));
    expect(await runImport(ctx.sql, headcountImporter, file)).toMatchObject({ status: 'done', inserted: 1 });
    const after = await read(ctx.documents, url);
    expect(after).toEqual(await read(ctx.queries, url));
    expect(JSON.parse(after.body).headcount).toContainEqual(expect.objectContaining({ year: 2027, employees: 4321 }));
  });

  it('a list of disqualified persons rebuilds every card, the ones naming them too', async () => {
    const [company] = companies;
    const url = `/api/v1/company/?query=${companies[1].inn}`;
    await keepAndServe(url);
    const [director] = await ctx.sql<{ fio: string }[]>`
      select fio from company_directors where company_id = ${companies[1].id} and ended_date is null limit 1`;
    const csv =
      'G1,G2,G3,G4,G5,G6,G7,G8,G9,G10,G11,G12,G13,G14\n' +
      `100000000999,${director?.fio},01.02.1980,Г. ТВЕРЬ,ООО КАРТОЧКА,${company.inn},ДИРЕКТОР,` +
      'Ч.5 СТ. 14.25 КОАП РФ,ИФНС,СУДЬЯ С С,МИРОВОЙ СУДЬЯ,3 г 0 м 0 д,01.03.2026,01.03.2029\n';
    const file = path.join(dir, 'data-20261120-structure-20150624.csv');
    writeFileSync(file, csv);
    expect(await runImport(ctx.sql, disqualifiedImporter, file)).toMatchObject({ status: 'done', rejected: 0 });
    const after = await read(ctx.documents, url);
    expect(after).toEqual(await read(ctx.queries, url));
    const named = (JSON.parse(after.body) as TCompanyCard).directors.find((d) => d.fio === director?.fio);
    expect(named?.disqualified).toMatchObject({ from: '2026-03-01', to: '2029-03-01' });
  });
});
