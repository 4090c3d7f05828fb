import { IMPORT_MESSAGES, importFileKindAccepted, type TImportRunStatus, type TImportSource } from '@sverka/shared';

export const RUN_STATUS_COLOR: Record<TImportRunStatus, string> = { running: 'blue', done: 'green', failed: 'red' };

type TTranslate = (key: string, options?: Record<string, string>) => string;

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes in the largest unit that keeps the number at least 1: `1.5 MB`; the unit's label is translated. */
export function formatBytes(t: TTranslate, bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = value.toLocaleString(language, { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return t(`admin.imports.units.${UNITS[unit]}`, { n: number });
}

/** A duration as hours, minutes and seconds, largest parts only: `1 h 05 min`, `2 min 03 s`, `4 s`. */
export function formatDuration(t: TTranslate, ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return t('admin.imports.duration.hours', { h: String(hours), m: pad(minutes) });
  if (minutes > 0) return t('admin.imports.duration.minutes', { m: String(minutes), s: pad(rest) });
  return t('admin.imports.duration.seconds', { s: String(rest) });
}

export type TImportFormCheck = { source?: string; file?: string };

/** What the form says before sending: a source chosen, a file chosen of a kind the source reads. */
export function checkImportForm(source: TImportSource | undefined, file: Pick<File, 'name'> | null): TImportFormCheck {
  const check: TImportFormCheck = {};
  if (!source) check.source = 'admin.imports.form.sourceRequired';
  if (!file) check.file = 'admin.imports.form.fileRequired';
  else if (source && !importFileKindAccepted(file.name, source.file_kinds)) check.file = 'admin.imports.form.wrongKind';
  return check;
}

/** The `accept` list of the file picker for a source: `.xml,.zip`. */
export const acceptedFiles = (source: TImportSource | undefined) =>
  source ? source.file_kinds.map((kind) => `.${kind}`).join(',') : undefined;

/** The file kinds as the form names them: `XML, ZIP`. */
export const fileKindsText = (kinds: readonly string[]) => kinds.map((kind) => kind.toUpperCase()).join(', ');

const KEY_OF_TEXT = new Map<string, string>([
  [IMPORT_MESSAGES.sourceRequired, 'admin.imports.form.sourceRequired'],
  [IMPORT_MESSAGES.unknownSource, 'admin.imports.server.unknownSource'],
  [IMPORT_MESSAGES.fileRequired, 'admin.imports.form.fileRequired'],
  [IMPORT_MESSAGES.fileTooLarge, 'admin.imports.server.fileTooLarge'],
  [IMPORT_MESSAGES.alreadyRunning, 'admin.imports.server.alreadyRunning'],
  [IMPORT_MESSAGES.runNotFound, 'admin.imports.server.runNotFound'],
  [IMPORT_MESSAGES.notQueued, 'admin.imports.server.notQueued'],
]);

const WRONG_KIND_PREFIX = IMPORT_MESSAGES.wrongFileKind('');

/** A refusal of the server in the interface language; a text this build does not know stays as written. */
export function importServerText(t: TTranslate, text: string): string {
  const key = KEY_OF_TEXT.get(text);
  if (key) return t(key);
  if (text.startsWith(WRONG_KIND_PREFIX) && text.length > WRONG_KIND_PREFIX.length) {
    return t('admin.imports.server.wrongKind', { kinds: text.slice(WRONG_KIND_PREFIX.length) });
  }
  return text;
}
