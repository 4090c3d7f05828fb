import fastifyMultipart from '@fastify/multipart';
import { ACCOUNT_MESSAGES, AppError, MESSAGES } from '@sverka/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INPUT_MESSAGES, rejectUnstorableText } from './errors.ts';

export type TUploadedFile = { filename: string; mimetype: string; data: Buffer };

/** The largest single file any route accepts; routes set their own lower limits. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 5, fields: 20, fieldSize: 100_000, parts: 30 },
  });
}

const uploads = new WeakMap<FastifyRequest, Record<string, TUploadedFile>>();

/**
 * preValidation hook for routes that take `multipart/form-data`: reads the
 * named file fields into memory (each at most `maxFileBytes`), and puts the
 * text fields and the file names into `request.body`, so the route's zod
 * schema reports missing fields as it does for JSON. Other file fields are
 * drained and dropped. A JSON request passes through untouched.
 */
export function readMultipartBody(options: { fileFields: readonly string[]; maxFileBytes: number }) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const body: Record<string, string> = {};
    const files: Record<string, TUploadedFile> = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
        if (part.type === 'field') {
          // The parser cuts a field at the size limit without failing: a cut text must not be stored as if whole.
          if (part.valueTruncated) {
            throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, {
              [part.fieldname]: [ACCOUNT_MESSAGES.fieldTooLarge],
            });
          }
          if (typeof part.value === 'string') body[part.fieldname] = part.value;
          continue;
        }
        if (!options.fileFields.includes(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        // An untouched file input is sent as an empty part: that is a missing file, not an empty one.
        if (data.length === 0) continue;
        const file = { filename: part.filename || part.fieldname, mimetype: part.mimetype, data };
        files[part.fieldname] = file;
        body[part.fieldname] = file.filename;
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The plugin stops the whole form at the first oversized file; name that file's field.
      const { code, part, statusCode } = error as { code?: string; part?: { fieldname?: string }; statusCode?: number };
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        const megabytes = Math.round(options.maxFileBytes / 1024 / 1024);
        throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, {
          [part?.fieldname ?? 'non_field_errors']: [ACCOUNT_MESSAGES.fileTooLarge(megabytes)],
        });
      }
      // Limits (too many parts, files, fields) already carry their 4xx status.
      if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
      // Anything else the parser throws means the body itself is broken: no boundary, cut off, malformed headers.
      request.log.info({ err: error }, 'unreadable multipart body');
      throw new AppError('INVALID_REQUEST', INPUT_MESSAGES.badForm);
    }
    // Text fields land in request.body after the app-wide check ran, so they are checked here, the same way.
    rejectUnstorableText({ body });
    uploads.set(request, files);
    request.body = body;
  };
}

/** The files readMultipartBody kept for this request (empty for a JSON request). */
export function uploadedFiles(request: FastifyRequest): Record<string, TUploadedFile | undefined> {
  return uploads.get(request) ?? {};
}
