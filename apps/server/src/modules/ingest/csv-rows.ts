import { pipeline, Readable } from 'node:stream';
import { CsvError, type Options, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { MalformedInputError } from './xml-units.ts';

export type TCsvOptions = {
  /** `,` or `;` — the sets differ. */
  delimiter: string;
  /** `utf-8` (a BOM is skipped) or `windows-1251`. */
  encoding?: string;
};

/** A data row by header name, with its 1-based record number (header = record 0). */
export type TCsvRow = { record: number; values: Record<string, string> };

const isUtf8 = (encoding: string) => /^utf-?8$/i.test(encoding);

/**
 * The file as UTF-8 bytes, counting the raw bytes read. UTF-8 passes through
 * untouched (csv-parse skips its BOM); other encodings are decoded by iconv-lite.
 */
async function* utf8Chunks(
  stream: Readable,
  encoding: string,
  onBytes: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  const decoder = isUtf8(encoding) ? undefined : iconv.getDecoder(encoding);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    onBytes(chunk.length);
    yield decoder ? Buffer.from(decoder.write(chunk)) : chunk;
  }
  const tail = decoder?.end();
  if (tail) yield Buffer.from(tail);
}

/**
 * RFC 4180 as the open-data sets write it, and as leniently as they need:
 * a quote inside an unquoted field is text, rows may be short or long, and
 * every `\n` ends a record (`\r\n` too; a lone `\r` is text). No `cast`
 * option: a cast function makes csv-parse some twenty times slower.
 */
const parserOptions = (delimiter: string): Options => ({
  delimiter,
  bom: true,
  record_delimiter: ['\r\n', '\n'],
  relax_quotes: true,
  relax_column_count: true,
});

function malformed(error: unknown): MalformedInputError {
  if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
    return new MalformedInputError('Файл обрезан: кавычка не закрыта');
  }
  return new MalformedInputError(`Файл повреждён: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * Streams a CSV file with csv-parse: quoted fields may hold delimiters,
 * quotes (doubled) and line breaks. The first record is the header; columns
 * are found by name, so reordered or added columns don't break an importer.
 * Blank lines are skipped; a short row's missing cells are empty text.
 */
export async function* readCsvRows(
  stream: Readable,
  options: TCsvOptions,
  onBytes: (bytes: number) => void = () => undefined,
): AsyncGenerator<TCsvRow> {
  const records = pipeline(
    Readable.from(utf8Chunks(stream, options.encoding ?? 'utf-8', onBytes)),
    parse(parserOptions(options.delimiter)),
    // Errors reach the loop below through the parser.
    () => undefined,
  );
  let header: string[] | undefined;
  let record = 0;
  try {
    for await (const values of records as AsyncIterable<string[]>) {
      if (values.length === 1 && values[0] === '') continue; // blank line
      if (!header) {
        header = values.map((name) => name.trim());
        continue;
      }
      record++;
      const row: Record<string, string> = {};
      for (let i = 0; i < header.length; i++) row[header[i] as string] = values[i] ?? '';
      yield { record, values: row };
    }
  } catch (error) {
    throw error instanceof CsvError ? malformed(error) : error;
  }
}
