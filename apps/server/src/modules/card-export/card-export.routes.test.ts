import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TTestUser } from '../../../test/accounts.ts';
import { grantPlan } from '../../../test/billing.ts';
import { useSeededCard } from '../../../test/card-seed.ts';
import {
  freshCompanyIds,
  freshPersonIds,
  insertCompany,
  insertRows,
  type TSeededCompany,
} from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import { seedSubjectRecords } from '../../../test/records-seed.ts';
import { SHEET_NAMES } from './card-workbook.ts';
import { STATEMENT_LINE_NAMES } from './statement-lines.ts';

const ctx = useTestApp();

let user: TTestUser;
const seeded = useSeededCard(ctx);
let withFinances: TSeededCompany;

beforeAll(async () => {
  ({ company: withFinances } = await seedSubjectRecords(ctx.sql));
  user = await createUser(ctx.app, 'export');
  await grantPlan(ctx.sql, user.id);
});

const download = (query: string, headers: Record<string, string> = user.auth) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/company-export/?query=${query}`, headers });

async function readBack(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** Column A label → column B value of the details sheet. */
function detailsOf(workbook: ExcelJS.Workbook): Map<string, unknown> {
  const sheet = workbook.getWorksheet(SHEET_NAMES.details);
  const values = new Map<string, unknown>();
  sheet?.eachRow((row) => values.set(String(row.getCell(1).value), row.getCell(2).value));
  return values;
}

describe('GET /api/v1/company-export/', () => {
  it('sends the card as an XLSX named after the company, with Russian headers and its facts', async () => {
    const response = await download(seeded.main.inn);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const card = (await ctx.app.inject({ method: 'GET', url: `/api/v1/company/?query=${seeded.main.inn}` })).json();
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename=".+\.xlsx"; filename\*=UTF-8''/);
    const fileName = decodeURIComponent(disposition.split("UTF-8''")[1] ?? '');
    expect(fileName).toBe(`${card.name.replace(/[«»"]/g, ' ').replace(/\s+/g, ' ').trim()}.xlsx`);

    const workbook = await readBack(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(Object.values(SHEET_NAMES));
    const details = detailsOf(workbook);
    expect(details.get('Показатель')).toBe('Значение');
    expect(details.get('ИНН')).toBe(seeded.main.inn);
    expect(details.get('ОГРН')).toBe(seeded.main.ogrn);
    expect(details.get('Краткое наименование')).toBe(card.name);
    expect(details.get('Юридический адрес')).toBe(card.legal_adress.adress);
    expect(details.get('Телефоны')).toBe('+7 495 123-45-67');
    expect(details.get('Электронная почта')).toBe('info@example.com');
    expect(details.get('ОКПО')).toBe('12345678');
    expect(String(details.get('Руководитель'))).toContain('Директоров Дмитрий Дмитриевич');

    const founders = workbook.getWorksheet(SHEET_NAMES.founders);
    expect(founders?.getRow(1).values).toEqual([
      undefined,
      'Учредитель',
      'Вид',
      'ИНН',
      'ОГРН',
      'Доля, %',
      'Номинал доли, ₽',
      'Дата записи',
    ]);
    const person = founders?.getRow(2);
    expect([person?.getCell(1).value, person?.getCell(3).value, person?.getCell(5).value]).toEqual([
      'Учредителев Устин Ильич',
      seeded.founderInn,
      60,
    ]);
    expect(person?.getCell(7).value).toBe('04.03.2015');

    const reliability = workbook.getWorksheet(SHEET_NAMES.reliability);
    expect(String(reliability?.getCell('A1').value)).toMatch(
      /^Оценка: \d{1,3} из 100 — (Низкий|Средний|Высокий) риск$/,
    );
    expect(reliability?.getRow(4).getCell(1).value).toBe('Фактор');
    expect(reliability?.rowCount).toBeGreaterThan(4);
  });

  it('puts every statement line by year into the finances sheet as numbers', async () => {
    const workbook = await readBack((await download(withFinances.ogrn)).rawPayload);
    const sheet = workbook.getWorksheet(SHEET_NAMES.finances);
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Форма', 'Код строки', 'Показатель', '2023, ₽', '2024, ₽']);
    const revenue = sheet?.getRows(2, sheet.rowCount - 1)?.find((row) => row.getCell(2).value === '2110');
    expect(revenue?.getCell(3).value).toBe('Выручка');
    expect([revenue?.getCell(4).value, revenue?.getCell(5).value]).toEqual([12_000_000, 15_000_000]);
    expect(revenue?.getCell(4).numFmt).toBe('#,##0');
  });

  it('gives a signed-in user without a plan the details sheet alone, with the card and the tier of the rest', async () => {
    const plain = await createUser(ctx.app, 'export-free');
    const response = await download(seeded.main.inn, plain.auth);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const card = (await ctx.app.inject({ method: 'GET', url: `/api/v1/company/?query=${seeded.main.inn}` })).json();
    const workbook = await readBack(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([SHEET_NAMES.details]);
    const details = detailsOf(workbook);
    expect(details.get('Краткое наименование')).toBe(card.name);
    expect(details.get('ИНН')).toBe(seeded.main.inn);
    expect(details.get('ОГРН')).toBe(seeded.main.ogrn);
    expect(details.get('Юридический адрес')).toBe(card.legal_adress.adress);
    expect(details.get('Телефоны')).toBe('+7 495 123-45-67');
    expect(details.get('Электронная почта')).toBe('info@example.com');
    expect(details.get('ОКПО')).toBe('12345678');
    expect(String(details.get('Руководитель'))).toContain('Директоров Дмитрий Дмитриевич');
    // The last line names the cheapest tier with the full export, as the plans on sale say.
    const [tier] = await ctx.sql<{ name: string }[]>`
      select name from plans where is_active and features ? 'card.export' order by price_kopecks limit 1`;
    const sheet = workbook.getWorksheet(SHEET_NAMES.details);
    expect(String(sheet?.getRow(sheet.rowCount).getCell(1).value)).toBe(
      `Учредители, финансы и надёжность — в полной выгрузке, она входит в тариф «${tier?.name}»`,
    );
  });

  it('names every line of both statements as the official forms do', async () => {
    const company = await insertCompany(ctx.sql);
    // The lines a small company's statement fills (the demo data's set), and one no form edition has.
    const codes = ['1100', '1210', '1230', '1250', '1200', '1600', '1300', '1400', '1520', '1500', '1700'];
    const results = ['2110', '2120', '2200', '2300', '2410', '2400', '2999'];
    const lines = Object.fromEntries([...codes, ...results].map((code, index) => [code, (index + 1) * 1000]));
    await insertRows(ctx.sql, 'financial_statements', [
      { inn: company.inn, source: 'girbo', as_of: '2025-04-01', year: 2024, lines },
    ]);
    const sheet = (await readBack((await download(company.ogrn)).rawPayload)).getWorksheet(SHEET_NAMES.finances);
    const named = new Map<string, unknown>();
    sheet?.eachRow((row, index) => {
      if (index > 1 && /^\d{4}$/.test(String(row.getCell(2).value)))
        named.set(String(row.getCell(2).value), row.getCell(3).value);
    });
    expect([...named.keys()].sort()).toEqual([...codes, ...results].sort());
    for (const code of [...codes, ...results]) expect(named.get(code), code).toMatch(/\S/);
    expect(named.get('1100')).toBe('Итого по разделу I «Внеоборотные активы»');
    expect(named.get('1200')).toBe('Итого по разделу II «Оборотные активы»');
    expect(named.get('1500')).toBe('Итого по разделу V «Краткосрочные обязательства»');
    expect(named.get('1520')).toBe('Кредиторская задолженность');
    expect(named.get('2120')).toBe('Себестоимость продаж');
    expect(named.get('2200')).toBe('Прибыль (убыток) от продаж');
    expect(named.get('2410')).toBe('Налог на прибыль');
    expect(named.get('2999')).toBe('Строка 2999');
    for (const code of [...codes, ...results].filter((c) => c !== '2999')) {
      expect(named.get(code)).toBe(STATEMENT_LINE_NAMES[code]);
    }
  });

  it('refuses an anonymous visitor with 403 entitlement_required and no file', async () => {
    const response = await download(seeded.main.inn, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Войдите, чтобы пользоваться этой возможностью',
      code: 'entitlement_required',
      feature: 'card.export',
      reason: 'sign_in',
    });
  });

  it('exports a sole trader, and answers 404 and 400 like the card', async () => {
    const response = await download(seeded.entrepreneur.inn);
    expect(response.statusCode).toBe(200);
    const details = detailsOf(await readBack(response.rawPayload));
    expect(details.get('ОГРНИП')).toBe(seeded.entrepreneur.ogrnip);
    expect(details.get('Предприниматель')).toBe('Проверкин Тест Тестович');
    expect((await download('7707083894')).statusCode).toBe(400);
    expect((await download((await freshPersonIds(ctx.sql)).inn)).statusCode).toBe(404);
    expect((await download((await freshCompanyIds(ctx.sql)).inn)).statusCode).toBe(404);
  });
});
