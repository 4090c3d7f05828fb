import { isValidInnLegal } from '@sverka/shared';
import type { financialStatements } from '../../../db/schema/finances.ts';
import type { TImportRow } from '../import-row.ts';
import type { TXmlImporter } from '../importer.ts';
import { attr, type TXmlElement } from '../xml-units.ts';
import { parseRuDate } from './fns-open-data.ts';
import { descendants } from './registers-common.ts';
import { writeCompanyFacts } from './size-ranks.ts';

type TStatementYear = TImportRow<typeof financialStatements>;

/**
 * Tag → line code of the Минфин 66н forms in the ФНС XML of a filed
 * statement (КНД 0710099, open-data-formats.md §3). A few tags mean different
 * lines in different sections, so those are keyed `parent/child`; spellings
 * differ between format versions, so both are listed.
 */
const LINE_CODES: Record<string, string> = {
  Актив: '1600',
  ВнеОбА: '1100',
  НематАкт: '1110',
  ОснСр: '1150',
  'ВнеОбА/ФинВлож': '1170',
  ОтлНалАкт: '1180',
  ПрочВнеОбА: '1190',
  ОбА: '1200',
  Запасы: '1210',
  НДСПриобрЦен: '1220',
  ДебЗад: '1230',
  'ОбА/ФинВлож': '1240',
  ДенежнСр: '1250',
  ПрочОбА: '1260',
  Пассив: '1700',
  Капитал: '1300',
  КапРез: '1300',
  УставКапитал: '1310',
  НераспПриб: '1370',
  ДолгосрОбяз: '1400',
  'ДолгосрОбяз/ЗаемСредств': '1410',
  КраткосрОбяз: '1500',
  'КраткосрОбяз/ЗаемСредств': '1510',
  КредитЗадолж: '1520',
  Выруч: '2110',
  СебестПрод: '2120',
  ВаловаяПрибыль: '2100',
  КомРасход: '2210',
  КоммРасх: '2210',
  УпрРасход: '2220',
  УпрРасх: '2220',
  ПрибПрод: '2200',
  ПроцПолуч: '2320',
  ПроцУпл: '2330',
  ПрочДоход: '2340',
  ПрочРасход: '2350',
  ПрибУбДоНал: '2300',
  НалПриб: '2410',
  ЧистПрибУб: '2400',
};

/** Multiplier to rubles by the document's ОКЕИ: 384 thousands (the default), 385 millions, 383 rubles. */
const UNIT_FACTOR: Record<string, number> = { '383': 1, '384': 1_000, '385': 1_000_000 };

/** Walks a form's tree, yielding each element with the line code its tag (in its parent) stands for. */
function* linesOf(form: TXmlElement, parent = ''): Generator<[TXmlElement, string]> {
  for (const item of form.children) {
    const code = LINE_CODES[`${parent}/${item.name}`] ?? LINE_CODES[item.name];
    if (code) yield [item, code];
    yield* linesOf(item, item.name);
  }
}

/**
 * ГИР БО annual statements in the ФНС XML of the filed report (КНД 0710099):
 * `Документ @ОтчетГод @ОКЕИ`, the organisation's `@ИННЮЛ`, and the forms
 * `Баланс` / `ФинРез` with one element per line carrying `@СумОтч`. One row
 * per ИНН and year with its lines in rubles; a later report for the same year
 * (a correction) replaces the earlier one whole. Only the reporting-year
 * column is taken: the previous-year columns of a later report would
 * otherwise compete with that year's own report, depending on file order.
 */
export const girboImporter: TXmlImporter<TStatementYear> = {
  source: 'girbo',
  description: 'ГИР БО: бухгалтерская отчётность (XML КНД 0710099), XML или zip',
  format: 'xml',
  unit: 'Документ',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse(unit) {
    const document = unit.element;
    const year = Number(attr(document, 'ОтчетГод'));
    if (!Number.isInteger(year) || year < 1990 || year > 2100)
      return { reject: `Нет или неверен отчётный год (ОтчетГод): ${attr(document, 'ОтчетГод') ?? '—'}` };
    const all = [...descendants(document)];
    const innText = all.map((item) => attr(item, 'ИННЮЛ')).find(Boolean);
    if (!innText) return { reject: 'Нет ИНН организации (@ИННЮЛ)' };
    // ГИР БО holds organisations only: a 12-digit ИНН here is an error too.
    if (!isValidInnLegal(innText)) return { reject: `Неверный ИНН организации: ${innText}` };
    const inn = innText;
    const okei = attr(document, 'ОКЕИ') ?? '384';
    const factor = UNIT_FACTOR[okei];
    if (!factor) return { reject: `Неизвестная единица измерения (ОКЕИ): ${okei}` };
    const asOf = parseRuDate(attr(document, 'ДатаДок')) ?? null;

    const lines: Record<string, number> = {};
    let filled = 0;
    for (const form of all.filter((item) => item.name === 'Баланс' || item.name === 'ФинРез')) {
      for (const [element, code] of linesOf(form)) {
        const raw = attr(element, 'СумОтч');
        if (raw === undefined) continue;
        const amount = Number(raw.replace(',', '.'));
        if (!Number.isFinite(amount)) return { reject: `Неверная сумма строки ${code}: ${raw}` };
        // Thousands × 1000 stay exact in a double far beyond any real balance sheet.
        lines[code] = amount * factor;
        filled++;
      }
    }
    if (!filled) return { reject: 'В отчётности нет ни одной строки с суммой (Баланс, ФинРез)' };
    return [{ inn, year, lines, source: 'girbo', as_of: asOf }];
  },
  write: (tx, records) =>
    // postgres.js has no serializer for jsonb parameters: the text form is sent and cast by the server.
    writeCompanyFacts(tx, 'financial_statements', records, ['inn', 'year'], true, (r) => ({
      ...r,
      lines: JSON.stringify(r.lines),
    })),
};
