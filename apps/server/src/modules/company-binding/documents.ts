import type { TCompanyBindingFile } from '@sverka/shared';

/** The document formats accepted, recognised by their first bytes rather than by what the browser claims. */
const SIGNATURES = [
  { contentType: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { contentType: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
] as const;

export type TDocumentKind = { contentType: string; extension: string };

export function detectDocumentKind(data: Buffer): TDocumentKind | undefined {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => data[index] === byte));
  return match && { contentType: match.contentType, extension: match.extension };
}

/** A file name safe to show and to put in Content-Disposition: no path, no control characters, bounded. */
export function cleanFileName(name: string, fallback: TCompanyBindingFile, extension: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 120);
  return base || `${fallback}.${extension}`;
}
