/**
 * The blog list's preview (spec §5): the first 120 characters of a post's
 * plain text, with an ellipsis when the text was cut. Pure string work so the
 * server (which stores it from the sanitised HTML) and tests share one rule.
 */

export const NEWS_PREVIEW_LENGTH = 120;
export const NEWS_PREVIEW_ELLIPSIS = '…';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  copy: '©',
  reg: '®',
  trade: '™',
  bull: '•',
  middot: '·',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bdquo: '„',
  thinsp: ' ',
  ensp: ' ',
  emsp: ' ',
  shy: '',
  zwnj: '',
  zwj: '',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#x') || body.startsWith('#X')) {
    const code = Number.parseInt(body.slice(2), 16);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  if (body.startsWith('#')) {
    const code = Number.parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/** Tags that end a line when shown; inline ones (b, a, span …) may sit inside a word. */
const BLOCK_TAG =
  /<\/?(p|div|br|hr|h[1-6]|ul|ol|li|dl|dt|dd|blockquote|pre|table|thead|tbody|tfoot|tr|td|th|caption|figure|figcaption|section|article|header|footer|img)\b[^>]*>/gi;

/**
 * The text a reader sees: tags dropped (block tags become spaces so words of
 * two paragraphs do not run together), script and style bodies dropped,
 * entities decoded, runs of whitespace collapsed.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, body: string) => decodeEntity(entity, body))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `length` characters (code points, so an emoji is never split in
 * half) plus '…' when something was cut; trailing spaces before the ellipsis
 * are dropped.
 */
export function newsPreview(html: string, length: number = NEWS_PREVIEW_LENGTH): string {
  const text = htmlToPlainText(html);
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, length).join('').trimEnd()}${NEWS_PREVIEW_ELLIPSIS}`;
}
