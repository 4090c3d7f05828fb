import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readCsvRows, type TCsvOptions, type TCsvRow } from './csv-rows.ts';

/** Reads `bytes` fed in pieces of `size` bytes, so that every split point of a field is crossed. */
async function rows(bytes: Buffer | string, options: TCsvOptions = { delimiter: ';' }, size = 3): Promise<TCsvRow[]> {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  const pieces: Buffer[] = [];
  for (let i = 0; i < buffer.length; i += size) pieces.push(buffer.subarray(i, i + size));
  const read: TCsvRow[] = [];
  for await (const row of readCsvRows(Readable.from(pieces), options)) read.push(row);
  return read;
}

const valuesOf = (read: TCsvRow[]) => read.map((row) => row.values);

describe('readCsvRows', () => {
  it('maps each record by the trimmed header and numbers the records from 1', async () => {
    expect(await rows(' ИНН ;Имя\n7707083893;Сбербанк\n500100732259;Иванов\n', { delimiter: ';' }, 1)).toEqual([
      { record: 1, values: { ИНН: '7707083893', Имя: 'Сбербанк' } },
      { record: 2, values: { ИНН: '500100732259', Имя: 'Иванов' } },
    ]);
  });

  it('keeps delimiters, doubled quotes and line breaks inside quoted fields', async () => {
    const csv = 'a,b\n"ООО ""Ромашка"", филиал","строка 1\r\nстрока 2"\n"",x\n';
    expect(valuesOf(await rows(csv, { delimiter: ',' }))).toEqual([
      { a: 'ООО "Ромашка", филиал', b: 'строка 1\r\nстрока 2' },
      { a: '', b: 'x' },
    ]);
  });

  it('takes a quote inside an unquoted field as text', async () => {
    expect(valuesOf(await rows('a;b\nООО "Лютик";5\n'))).toEqual([{ a: 'ООО "Лютик"', b: '5' }]);
  });

  it('keeps a badly quoted field as it is written rather than guess where its quotes end', async () => {
    expect(valuesOf(await rows('a;b\n"ООО "Ромашка"";5\n'))).toEqual([{ a: '"ООО "Ромашка""', b: '5' }]);
  });

  it('takes a lone carriage return as text, not as a line end', async () => {
    expect(valuesOf(await rows('a;b\n1\r2;3\n'))).toEqual([{ a: '1\r2', b: '3' }]);
  });

  it('skips a UTF-8 BOM and reads CRLF line ends', async () => {
    const csv = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a;b\r\n1;2\r\n3;4')]);
    expect(valuesOf(await rows(csv))).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '4' },
    ]);
  });

  it('decodes windows-1251', async () => {
    const csv = iconv.encode('ИНН;Наименование\n7707083893;"ПАО ""СБЕРБАНК"""\n', 'windows-1251');
    expect(valuesOf(await rows(csv, { delimiter: ';', encoding: 'windows-1251' }))).toEqual([
      { ИНН: '7707083893', Наименование: 'ПАО "СБЕРБАНК"' },
    ]);
  });

  it('skips blank lines without counting them as records', async () => {
    const read = await rows('a;b\n\n1;2\r\n\r\n\n3;4\n\n');
    expect(read.map((row) => row.record)).toEqual([1, 2]);
    expect(valuesOf(read)).toEqual([
      { a: '1', b: '2' },
      { a: '3', b: '4' },
    ]);
  });

  it('fills missing cells of a short row with empty text and drops the extra cells of a long one', async () => {
    expect(valuesOf(await rows('a;b;c\n1\n1;2;3;4;5\n;;\n'))).toEqual([
      { a: '1', b: '', c: '' },
      { a: '1', b: '2', c: '3' },
      { a: '', b: '', c: '' },
    ]);
  });

  it('reads the last record without a line end', async () => {
    expect(valuesOf(await rows('a;b\n1;"2"'))).toEqual([{ a: '1', b: '2' }]);
  });

  it('fails a file that ends inside a quoted field as cut short', async () => {
    await expect(rows('a;b\n1;2\n3;"cut sho')).rejects.toThrow('Файл обрезан: кавычка не закрыта');
  });

  it('counts the raw bytes it read', async () => {
    let bytes = 0;
    const source = Readable.from([Buffer.from('a;b\n'), Buffer.from('1;2\n')]);
    for await (const _ of readCsvRows(source, { delimiter: ';' }, (n) => (bytes += n)));
    expect(bytes).toBe(8);
  });
});
