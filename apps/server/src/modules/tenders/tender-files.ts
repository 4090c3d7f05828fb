import { AppError, MESSAGES, TENDER_MESSAGES } from '@sverka/shared';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { newStorageKey, type TStorage } from '../../lib/storage.ts';

/** Where tender and quote files are kept in the app's file storage. */
export const TENDER_FILE_FOLDER = 'tenders';

export type TFileKind = { contentType: string; extension: string };

const SIGNATURES = [
  { contentType: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { contentType: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * The format of an uploaded file, recognised by its content rather than by what the browser claims: PDF,
 * JPEG, PNG, WebP, and the Office Open XML documents (a zip whose entries name `word/` or `xl/`: entry names
 * are stored uncompressed, so they can be read without unpacking).
 */
export function detectTenderFileKind(data: Buffer): TFileKind | undefined {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => data[index] === byte));
  if (match) return { contentType: match.contentType, extension: match.extension };
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (ZIP_SIGNATURE.every((byte, index) => data[index] === byte)) {
    if (data.includes('word/document.xml')) {
      return {
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        extension: 'docx',
      };
    }
    if (data.includes('xl/workbook.xml')) {
      return { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' };
    }
  }
  return undefined;
}

/** A file name safe to show and to put in Content-Disposition: no path, no control characters, bounded. */
export function cleanFileName(name: string, extension: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 120);
  return base || `file.${extension}`;
}

export type TCheckedFile = { field: string; file: TUploadedFile; kind: TFileKind; name: string };

/** The uploaded files of these fields, each checked for its format; a wrong one fails the request with its field. */
export function checkFiles(uploaded: Record<string, TUploadedFile | undefined>, fields: readonly string[]) {
  const checked: TCheckedFile[] = [];
  for (const field of fields) {
    const file = uploaded[field];
    if (!file) continue;
    const kind = detectTenderFileKind(file.data);
    if (!kind) throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [TENDER_MESSAGES.fileType] });
    checked.push({ field, file, kind, name: cleanFileName(file.filename, kind.extension) });
  }
  return checked;
}

/** Writes the files to storage before any row names them; the keys in the files' order. */
export async function storeFiles(storage: TStorage, files: TCheckedFile[]): Promise<string[]> {
  const keys: string[] = [];
  for (const file of files) {
    const key = newStorageKey(TENDER_FILE_FOLDER, file.kind.extension);
    await storage.put(key, file.file.data);
    keys.push(key);
  }
  return keys;
}
