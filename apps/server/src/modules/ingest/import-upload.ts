import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError, IMPORT_MESSAGES, IMPORT_UPLOAD_MAX_BYTES, MESSAGES } from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import { INPUT_MESSAGES, rejectUnstorableText } from '../../lib/errors.ts';

/** A file an admin uploaded for an import, on disk in a folder of its own. */
export type TImportUpload = { dir: string; path: string; fileName: string; bytes: number };

const uploads = new WeakMap<FastifyRequest, TImportUpload>();

/**
 * The uploaded file's name as stored: its own name (importers read facts from it, such as the date of
 * a ФНС set, and the kind from its ending) without any folder and with only harmless characters.
 */
export function storedFileName(original: string): string {
  const base = path.basename(original.replace(/\\/g, '/'));
  const safe = base.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^\.+/, '');
  return (safe || 'upload').slice(-200);
}

/**
 * preValidation hook of the import start: streams the `file` part to `<importsDir>/<uuid>/<name>`
 * (never into memory; at most IMPORT_UPLOAD_MAX_BYTES), and puts the text fields and the file's name
 * into `request.body` for the route's schema. A file too large is removed and answered with a 400.
 */
export function receiveImportUpload(importsDir: string) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const body: Record<string, string> = {};
    let upload: TImportUpload | undefined;
    try {
      for await (const part of request.parts({ limits: { fileSize: IMPORT_UPLOAD_MAX_BYTES, files: 1 } })) {
        if (part.type === 'field') {
          if (part.valueTruncated) {
            throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, {
              [part.fieldname]: [MESSAGES.invalidRequest],
            });
          }
          if (typeof part.value === 'string') body[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || upload) {
          part.file.resume();
          continue;
        }
        const dir = path.join(importsDir, randomUUID());
        const fileName = storedFileName(part.filename || 'upload');
        const target = path.join(dir, fileName);
        upload = { dir, path: target, fileName, bytes: 0 };
        uploads.set(request, upload);
        await mkdir(dir, { recursive: true });
        const received = upload;
        part.file.on('data', (chunk: Buffer) => {
          received.bytes += chunk.length;
        });
        await pipeline(part.file, createWriteStream(target, { mode: 0o600 }));
        if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
        // An untouched file input is sent as an empty part: that is a missing file.
        if (received.bytes === 0) {
          await discardImportUpload(request);
          upload = undefined;
          continue;
        }
        body.file = fileName;
      }
    } catch (error) {
      await discardImportUpload(request);
      if (error instanceof AppError) throw error;
      const { code, statusCode } = error as { code?: string; statusCode?: number };
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { file: [IMPORT_MESSAGES.fileTooLarge] });
      }
      if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
      request.log.info({ err: error }, 'unreadable multipart body');
      throw new AppError('INVALID_REQUEST', INPUT_MESSAGES.badForm);
    }
    rejectUnstorableText({ body });
    request.body = body;
  };
}

/** The file this request uploaded, if any. */
export function importUploadOf(request: FastifyRequest): TImportUpload | undefined {
  return uploads.get(request);
}

/** Deletes the request's upload (refused, or the request failed): only a started run keeps its file. */
export async function discardImportUpload(request: FastifyRequest): Promise<void> {
  const upload = uploads.get(request);
  uploads.delete(request);
  if (upload) await rm(upload.dir, { recursive: true, force: true });
}

/** The run took the file over: it deletes it when it ends. */
export function keepImportUpload(request: FastifyRequest): void {
  uploads.delete(request);
}
