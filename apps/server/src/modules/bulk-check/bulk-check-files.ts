import { BULK_CHECK_MAX_ITEMS, BULK_CHECK_MESSAGES, checkIdentifier, type TBulkItem } from '@sverka/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import yauzl from 'yauzl';

/**
 * The list of a bulk check from a file: XLSX (the first sheet) or CSV / plain text, told by the content.
 * The identifiers are read from one column: the one whose header names ИНН or ОГРН, else the one where
 * most cells are identifiers; each of its non-empty cells is an item at its row's number.
 */

/** A file that cannot be read as a whole; its message goes to the user as a 400. */
export class CheckFileError extends Error {}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** What a workbook may unpack to: 10,000 rows of a few columns are a few megabytes. */
const XLSX_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Rows read past the limit: a header and a few blank lines, and one more to tell the limit was passed. */
const ROWS_READ_MAX = BULK_CHECK_MAX_ITEMS + 100;
const HEADER = /инн|огрн|inn|ogrn/i;

type TTableRow = { line: number; cells: string[] };

export async function readCheckFile(data: Buffer): Promise<TBulkItem[]> {
  let rows: TTableRow[];
  if (data.subarray(0, 4).equals(ZIP_SIGNATURE)) rows = await xlsxRows(data);
  else if (data.subarray(0, 4096).includes(0)) throw new CheckFileError(BULK_CHECK_MESSAGES.unknownFormat);
  else rows = csvRows(decodeText(data));
  const items = itemsOfColumn(rows);
  if (items.length > BULK_CHECK_MAX_ITEMS) throw new CheckFileError(BULK_CHECK_MESSAGES.tooMany(BULK_CHECK_MAX_ITEMS));
  return items;
}

/** UTF-8 (with or without a BOM), or Windows-1251 when it is not valid UTF-8 (Excel's CSV on Russian Windows). */
function decodeText(data: Buffer): string {
  if (data.subarray(0, 3).equals(UTF8_BOM)) return data.subarray(3).toString('utf8');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return iconv.decode(data, 'windows-1251');
  }
}

/** The column of identifiers and its cells below the header. */
export function itemsOfColumn(rows: TTableRow[]): TBulkItem[] {
  const width = Math.max(0, ...rows.map((row) => row.cells.length));
  if (width === 0) return [];
  const header = rows[0];
  let column = header ? header.cells.findIndex((cell) => HEADER.test(cell) && !/\d/.test(cell)) : -1;
  if (column < 0) {
    // The column with the most identifiers among its cells; the first one when none has any.
    const hits = Array.from({ length: width }, () => 0);
    for (const row of rows.slice(0, 200)) {
      row.cells.forEach((cell, index) => {
        if (cell && !('reason' in checkIdentifier(cell))) hits[index] = (hits[index] ?? 0) + 1;
      });
    }
    column = hits.indexOf(Math.max(...hits));
  }
  const items: TBulkItem[] = [];
  for (const row of rows) {
    const value = (row.cells[column] ?? '').trim();
    // The header (and any caption) has no digits: it is not an identifier, nor a wrong one.
    if (value && /\d/.test(value)) items.push({ position: row.line, value });
  }
  return items;
}

function csvDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const outside = firstLine.replace(/"[^"]*"/g, '');
  const counts = [';', ',', '\t'].map((char) => [char, outside.split(char).length - 1] as const);
  const best = counts.sort((a, b) => b[1] - a[1])[0];
  return best && best[1] > 0 ? best[0] : ';';
}

function csvRows(text: string): TTableRow[] {
  try {
    const parsed = parseCsv(text, {
      delimiter: csvDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      to: ROWS_READ_MAX,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    throw new CheckFileError(BULK_CHECK_MESSAGES.unreadable);
  }
}

/** The sizes the archive declares for its files, summed; undefined when it is no readable ZIP. */
function declaredUnpackedBytes(data: Buffer): Promise<number | undefined> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return resolve(undefined);
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', () => resolve(undefined));
      zip.readEntry();
    });
  });
}

async function xlsxRows(data: Buffer): Promise<TTableRow[]> {
  // A small file that unpacks to gigabytes (a ZIP bomb) is refused before anything is unpacked.
  const unpacked = await declaredUnpackedBytes(data);
  if (unpacked === undefined) throw new CheckFileError(BULK_CHECK_MESSAGES.unreadable);
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw new CheckFileError(BULK_CHECK_MESSAGES.unpackedTooLarge);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new CheckFileError(BULK_CHECK_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > ROWS_READ_MAX) throw new CheckFileError(BULK_CHECK_MESSAGES.tooMany(BULK_CHECK_MAX_ITEMS));
  const rows: TTableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

/** A cell as text; a number in full (an ИНН typed into Excel is a number, often shown in another format). */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  // toFixed, not String: String writes 1e21 and up in exponent form.
  const numberText = (n: number) => (Number.isInteger(n) ? n.toFixed(0) : String(n));
  if (typeof value === 'number') return numberText(value);
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') {
    return numberText(value.result);
  }
  try {
    return cell.text ?? '';
  } catch {
    return '';
  }
}
