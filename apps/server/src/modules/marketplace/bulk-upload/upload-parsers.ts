import {
  PRODUCT_UPLOAD_COLUMNS,
  PRODUCT_UPLOAD_MAX_ROWS,
  PRODUCT_UPLOAD_MESSAGES,
  type TProductUploadFormat,
} from '@sverka/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';
import yauzl from 'yauzl';

/**
 * One offer of an uploaded file as written there, before any validation: every
 * value is the file's text (trimmed), so the row rules see YML, XLSX and CSV alike.
 */
export type TUploadRecord = {
  /** The table's line number (the header is line 1), or the offer's position in a YML feed. */
  row: number;
  offerId: string;
  name: string;
  /** What names the category: our id, our name, or `Parent / Child`; for YML the feed category's name. */
  category: string;
  /** YML only: the feed's `categoryId` when the feed has no such category (it may be one of our ids). */
  categoryId?: string;
  price: string;
  oldPrice: string;
  vat: string;
  stock: string;
  description: string;
  pictures: string[];
  tags: string[];
  specifications: { name: string; value: string; unit?: string }[];
};

/** A file that cannot be read as a whole; its message is shown to the seller as the upload's error. */
export class UploadFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadFileError';
  }
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The file's format by its content, not its name: a ZIP container is XLSX, XML whose root is
 * `yml_catalog` is YML, text is CSV. Binary that is none of them is refused.
 */
export function detectUploadFormat(data: Buffer): TProductUploadFormat | undefined {
  if (data.subarray(0, 4).equals(ZIP_SIGNATURE)) return 'xlsx';
  const head = data.subarray(0, 4096);
  // NUL bytes never occur in a text file in UTF-8 or Windows-1251.
  if (head.includes(0)) return undefined;
  const text = head.toString('latin1').replace(/^\xef\xbb\xbf/, '');
  if (/^\s*</.test(text)) return /<yml_catalog[\s>]/.test(text) ? 'yml' : undefined;
  return text.trim() === '' ? undefined : 'csv';
}

/** Every offer of the file, in its order; throws UploadFileError when the file as a whole is unusable. */
export async function parseUploadFile(format: TProductUploadFormat, data: Buffer): Promise<TUploadRecord[]> {
  const records =
    format === 'yml' ? parseYml(data) : format === 'xlsx' ? recordsOfTable(await xlsxRows(data)) : parseCsvFile(data);
  if (records.length === 0) throw new UploadFileError(PRODUCT_UPLOAD_MESSAGES.noRows);
  return records;
}

/** Text of a file in UTF-8 (with or without a BOM), or in Windows-1251 when it is not valid UTF-8. */
export function decodeText(data: Buffer, declared?: string): string {
  if (data.subarray(0, 3).equals(UTF8_BOM)) return data.subarray(3).toString('utf8');
  if (declared && !/^utf-?8$/i.test(declared) && iconv.encodingExists(declared)) return iconv.decode(data, declared);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return iconv.decode(data, 'windows-1251');
  }
}

const splitList = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

const tooManyRows = () => new UploadFileError(PRODUCT_UPLOAD_MESSAGES.tooManyRows);

// ---------------------------------------------------------------- YML

type TYmlOffer = {
  id: string;
  fields: Record<string, string>;
  pictures: string[];
  params: TUploadRecord['specifications'];
};

/**
 * A Yandex YML feed: `shop/categories/category` (id, parentId, name) and `shop/offers/offer`. Offers named by
 * `typePrefix vendor model` get that as their name. saxes reads no DTD and resolves no external entity.
 */
export function parseYml(data: Buffer): TUploadRecord[] {
  const declared = /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(data.subarray(0, 200).toString('latin1'))?.[1];
  const text = decodeText(data, declared);
  const parser = new SaxesParser({ xmlns: false });
  const categories = new Map<string, { name: string; parentId?: string }>();
  const offers: TYmlOffer[] = [];
  const path: string[] = [];
  let offer: TYmlOffer | undefined;
  let category: { id: string; parentId?: string } | undefined;
  let field: { name: string; attrs: Record<string, string> } | undefined;
  let buffer = '';

  parser.on('opentag', (tag) => {
    const name = tag.name;
    const attrs = tag.attributes as Record<string, string>;
    path.push(name);
    const parent = path.at(-2);
    if (name === 'offer' && parent === 'offers') {
      if (offers.length >= PRODUCT_UPLOAD_MAX_ROWS) throw tooManyRows();
      offer = { id: (attrs.id ?? '').trim(), fields: {}, pictures: [], params: [] };
    } else if (name === 'category' && parent === 'categories') {
      category = { id: (attrs.id ?? '').trim(), parentId: attrs.parentId?.trim() };
    } else if (offer && parent === 'offer') field = { name, attrs };
    buffer = '';
  });
  const keep = (chunk: string) => {
    if (field || category) buffer += chunk;
  };
  parser.on('text', keep);
  parser.on('cdata', keep);
  parser.on('closetag', (tag) => {
    path.pop();
    const value = buffer.trim();
    if (category && tag.name === 'category') {
      if (category.id) categories.set(category.id, { name: value, parentId: category.parentId });
      category = undefined;
    } else if (offer && field && tag.name === field.name) {
      if (field.name === 'picture') offer.pictures.push(value);
      else if (field.name === 'param') {
        const name = (field.attrs.name ?? '').trim();
        const unit = field.attrs.unit?.trim();
        if (name && value) offer.params.push(unit ? { name, value, unit } : { name, value });
      } else offer.fields[field.name] ??= value;
      field = undefined;
    } else if (offer && tag.name === 'offer') {
      offers.push(offer);
      offer = undefined;
    }
    buffer = '';
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof UploadFileError) throw error;
    throw new UploadFileError(PRODUCT_UPLOAD_MESSAGES.unreadable);
  }
  return offers.map((item, index) => {
    const f = item.fields;
    const feedCategory = categories.get(f.categoryId ?? '');
    const composed = [f.typePrefix, f.vendor, f.model].filter(Boolean).join(' ');
    return {
      row: index + 1,
      offerId: item.id,
      name: f.name || composed,
      category: feedCategory?.name ?? '',
      ...(feedCategory ? {} : { categoryId: f.categoryId ?? '' }),
      price: f.price ?? '',
      oldPrice: f.oldprice ?? '',
      vat: f.vat ?? '',
      stock: f.count ?? '',
      description: f.description ?? '',
      pictures: item.pictures.filter(Boolean),
      tags: [],
      specifications: item.params,
    };
  });
}

// ---------------------------------------------------------------- tables (XLSX, CSV)

/** A header cell's name: the template's column names, in any case, with spaces or dashes for `_`. */
const columnKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const KNOWN_COLUMNS = new Set<string>(PRODUCT_UPLOAD_COLUMNS);

/** Rows of the template's table (the first row names the columns) as records. */
export function recordsOfTable(rows: { line: number; cells: string[] }[]): TUploadRecord[] {
  const [header, ...body] = rows;
  if (!header) throw new UploadFileError(PRODUCT_UPLOAD_MESSAGES.noRows);
  const keys = header.cells.map(columnKey);
  if (!keys.includes('offer_id')) throw new UploadFileError(PRODUCT_UPLOAD_MESSAGES.noOfferColumn);
  const records: TUploadRecord[] = [];
  for (const { line, cells } of body) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (records.length >= PRODUCT_UPLOAD_MAX_ROWS) throw tooManyRows();
    const value: Record<string, string> = {};
    const specifications: TUploadRecord['specifications'] = [];
    keys.forEach((key, index) => {
      const cell = (cells[index] ?? '').trim();
      if (KNOWN_COLUMNS.has(key)) value[key] = cell;
      else if (cell && header.cells[index]?.trim())
        specifications.push({ name: header.cells[index].trim(), value: cell });
    });
    records.push({
      row: line,
      offerId: value.offer_id ?? '',
      name: value.name ?? '',
      category: value.category ?? '',
      price: value.price ?? '',
      oldPrice: value.old_price ?? '',
      vat: value.vat ?? '',
      stock: value.stock ?? '',
      description: value.description ?? '',
      pictures: splitList(value.pictures ?? '', /[\s,]+/),
      tags: splitList(value.tags ?? '', /[,;]/),
      specifications,
    });
  }
  return records;
}

/** What a workbook may unpack to: a 10,000-row sheet of the template is a few tens of megabytes. */
const XLSX_MAX_UNPACKED_BYTES = 300 * 1024 * 1024;

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

/** The first worksheet's rows as text, as the cells show them (formulas by their results). */
async function xlsxRows(data: Buffer): Promise<{ line: number; cells: string[] }[]> {
  // A small file that unpacks to gigabytes (a ZIP bomb) is refused before anything is unpacked.
  const unpacked = await declaredUnpackedBytes(data);
  if (unpacked === undefined) throw new UploadFileError(PRODUCT_UPLOAD_MESSAGES.unreadable);
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw new UploadFileError(PRODUCT_UPLOAD_MESSAGES.unpackedTooLarge);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new UploadFileError(PRODUCT_UPLOAD_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new UploadFileError(PRODUCT_UPLOAD_MESSAGES.noRows);
  // The header row plus the limit; a longer sheet is refused without reading it all.
  if (sheet.actualRowCount > PRODUCT_UPLOAD_MAX_ROWS + 1) throw tooManyRows();
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell);
    });
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return rows;
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  // A number keeps its full precision (cell.text would show it as formatted, 1 500,00 ₽).
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && 'result' in value && typeof value.result === 'number') {
    return String(value.result);
  }
  if (value && typeof value === 'object' && 'hyperlink' in value) return String(value.hyperlink ?? '');
  try {
    return cell.text ?? '';
  } catch {
    return '';
  }
}

/** `;` or `,`: whichever the header line has more of outside quotes. */
function csvDelimiter(text: string): ';' | ',' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const outside = firstLine.replace(/"[^"]*"/g, '');
  const count = (char: string) => outside.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function parseCsvFile(data: Buffer): TUploadRecord[] {
  const text = decodeText(data);
  let rows: { line: number; cells: string[] }[];
  try {
    const parsed = parseCsv(text, {
      delimiter: csvDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      // The header, the limit and one more row to tell that the limit was passed.
      to: PRODUCT_UPLOAD_MAX_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    rows = parsed.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch {
    throw new UploadFileError(PRODUCT_UPLOAD_MESSAGES.unreadable);
  }
  return recordsOfTable(rows);
}
