import { DOCUMENT_UPLOAD_TYPES, type TDocumentFileType } from '@sverka/shared';
import type { TUploadedFile } from '../../lib/multipart.ts';

/**
 * What an uploaded file is, told by its first bytes rather than its name or the browser's MIME type:
 * PDF, PNG, JPEG, or a ZIP that holds a Word document or a workbook. Null for anything else.
 */
export function detectUpload(
  file: TUploadedFile,
): { extension: TDocumentFileType; mimetype: string; name: string } | null {
  const data = file.data;
  const starts = (bytes: number[]) => bytes.every((byte, index) => data[index] === byte);
  let extension: TDocumentFileType | null = null;
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) extension = 'pdf';
  else if (starts([0x89, 0x50, 0x4e, 0x47])) extension = 'png';
  else if (starts([0xff, 0xd8, 0xff])) extension = 'jpg';
  else if (starts([0x50, 0x4b, 0x03, 0x04])) {
    // The part names of an Office Open XML package are stored as plain text in its ZIP headers.
    if (data.includes('word/document')) extension = 'docx';
    else if (data.includes('xl/workbook')) extension = 'xlsx';
  }
  if (!extension) return null;
  return { extension, mimetype: DOCUMENT_UPLOAD_TYPES[extension], name: fileNameWith(file.filename, extension) };
}

/** The uploaded name kept readable (no path, no control characters), ending in the detected extension. */
function fileNameWith(original: string, extension: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 150);
  const withoutExtension = base.replace(/\.[^.]{1,5}$/, '') || 'document';
  return `${withoutExtension}.${extension}`;
}

/** `Content-Disposition` with the name in RFC 5987 form (Cyrillic survives) and an ASCII fallback. */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
