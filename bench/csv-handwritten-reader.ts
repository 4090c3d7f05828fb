import type { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { MalformedInputError } from '../apps/server/src/modules/ingest/xml-units.ts';

export type TCsvOptions = {
  /** `,` or `;` — the sets differ. */
  delimiter: string;
  /** `utf-8` (a BOM is skipped) or `windows-1251`. */
  encoding?: string;
};

/** A data row by header name, with its 1-based record number (header = record 0). */
export type TCsvRow = { record: number; values: Record<string, string> };

/**
 * The CSV reader ingest used before csv-parse, kept only as the baseline of
 * `npm run bench:csv`. Streams an RFC 4180 CSV: quoted fields may hold
 * delimiters, quotes (doubled) and line breaks; the first record is the header.
 */
export async function* readCsvRows(
  stream: Readable,
  options: TCsvOptions,
  onBytes: (bytes: number) => void = () => undefined,
): AsyncGenerator<TCsvRow> {
  const decoder = iconv.getDecoder(options.encoding ?? 'utf-8');
  const { delimiter } = options;
  let header: string[] | undefined;
  let record = 0;
  let field = '';
  let fields: string[] = [];
  let inQuotes = false;
  let quoteSeen = false;
  let started = false;
  const rows: TCsvRow[] = [];

  const endRecord = () => {
    fields.push(field);
    field = '';
    const values = fields;
    fields = [];
    if (values.length === 1 && values[0] === '') return; // blank line
    if (!header) {
      header = values.map((name) => name.trim());
      return;
    }
    record++;
    rows.push({ record, values: Object.fromEntries(header.map((name, i) => [name, values[i] ?? ''])) });
  };

  const consume = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i] as string;
      if (inQuotes) {
        if (ch === '"') {
          inQuotes = false;
          quoteSeen = true;
        } else field += ch;
      } else if (ch === '"' && (field === '' || quoteSeen)) {
        // `""` inside a quoted field is one quote: the closing quote we just saw reopens.
        if (quoteSeen) field += '"';
        inQuotes = true;
      } else {
        quoteSeen = false;
        if (ch === delimiter) {
          fields.push(field);
          field = '';
        } else if (ch === '\n') endRecord();
        else if (ch !== '\r') field += ch;
      }
      if (ch !== '"') quoteSeen = false;
    }
  };

  for await (const chunk of stream as AsyncIterable<Buffer>) {
    onBytes(chunk.length);
    let text = decoder.write(chunk);
    if (!started) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    consume(text);
    while (rows.length) yield rows.shift() as TCsvRow;
  }
  consume(decoder.end() ?? '');
  if (inQuotes) throw new MalformedInputError('Файл обрезан: кавычка не закрыта');
  if (field !== '' || fields.length) endRecord();
  while (rows.length) yield rows.shift() as TCsvRow;
}
