import { IMPORT_MESSAGES, importProgressPercent, type TImportSource } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { acceptedFiles, checkImportForm, formatBytes, formatDuration, importServerText } from './imports-view.ts';

/** Shows the key and its values, so a test sees which text was chosen with what. */
const t = (key: string, options?: Record<string, string>) => (options ? `${key} ${JSON.stringify(options)}` : key);

const HEADCOUNT: TImportSource = { source: 'headcount', label: 'ФНС: численность', file_kinds: ['xml', 'zip'] };

describe('checkImportForm', () => {
  it('asks for a source and a file', () => {
    expect(checkImportForm(undefined, null)).toEqual({
      source: 'admin.imports.form.sourceRequired',
      file: 'admin.imports.form.fileRequired',
    });
  });

  it('accepts a file of a kind the source reads, whatever the case of its ending, and refuses others', () => {
    expect(checkImportForm(HEADCOUNT, { name: 'data-2024.XML' })).toEqual({});
    expect(checkImportForm(HEADCOUNT, { name: 'set.zip' })).toEqual({});
    expect(checkImportForm(HEADCOUNT, { name: 'table.csv' })).toEqual({ file: 'admin.imports.form.wrongKind' });
    expect(checkImportForm(HEADCOUNT, { name: 'xml' })).toEqual({ file: 'admin.imports.form.wrongKind' });
  });

  it('offers the picker the source’s kinds only', () => {
    expect(acceptedFiles(HEADCOUNT)).toBe('.xml,.zip');
    expect(acceptedFiles(undefined)).toBeUndefined();
  });
});

describe('progress and sizes', () => {
  it('is the share of bytes done, 100 once done, unknown without a size', () => {
    expect(importProgressPercent({ status: 'running', bytes_total: 1000, bytes_done: 333 })).toBe(33);
    expect(importProgressPercent({ status: 'running', bytes_total: 1000, bytes_done: null })).toBe(0);
    expect(importProgressPercent({ status: 'running', bytes_total: 1000, bytes_done: 5000 })).toBe(100);
    expect(importProgressPercent({ status: 'done', bytes_total: 1000, bytes_done: 900 })).toBe(100);
    expect(importProgressPercent({ status: 'failed', bytes_total: null, bytes_done: null })).toBeNull();
  });

  it('writes bytes in the largest fitting unit', () => {
    expect(formatBytes(t, 512, 'en')).toBe('admin.imports.units.B {"n":"512"}');
    expect(formatBytes(t, 1536, 'en')).toBe('admin.imports.units.KB {"n":"1.5"}');
    expect(formatBytes(t, 2 * 1024 ** 3, 'en')).toBe('admin.imports.units.GB {"n":"2"}');
  });

  it('writes durations with their largest parts', () => {
    expect(formatDuration(t, 4_200)).toBe('admin.imports.duration.seconds {"s":"4"}');
    expect(formatDuration(t, 123_000)).toBe('admin.imports.duration.minutes {"m":"2","s":"03"}');
    expect(formatDuration(t, 3_900_000)).toBe('admin.imports.duration.hours {"h":"1","m":"05"}');
  });
});

describe('importServerText', () => {
  it('translates the server’s known refusals, the file kinds one with its kinds', () => {
    expect(importServerText(t, IMPORT_MESSAGES.alreadyRunning)).toBe('admin.imports.server.alreadyRunning');
    expect(importServerText(t, IMPORT_MESSAGES.wrongFileKind('XML, ZIP'))).toBe(
      'admin.imports.server.wrongKind {"kinds":"XML, ZIP"}',
    );
    expect(importServerText(t, 'Новое сообщение сервера')).toBe('Новое сообщение сервера');
  });
});
