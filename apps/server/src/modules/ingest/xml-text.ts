/** The unit tree and the character classes and references of XML 1.0, for the unit scanner. */

/** An XML element with its attributes and children: the unit an importer maps to a record. */
export type TXmlElement = {
  name: string;
  attrs: Record<string, string>;
  children: TXmlElement[];
  text: string;
};

/** A complete unit element (e.g. `Документ`) and its attributes' enclosing root (e.g. `Файл`). */
export type TXmlUnit = { element: TXmlElement; root: Record<string, string> };

/** Characters XML 1.0 does not allow anywhere, not even as character references. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML forbids.
export const FORBIDDEN_CHAR = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
export const DECLARATION =
  /^<\?xml\s+version\s*=\s*(["'])1\.[0-9]+\1(\s+encoding\s*=\s*(["'])[A-Za-z][A-Za-z0-9._-]*\3)?(\s+standalone\s*=\s*(["'])(yes|no)\5)?\s*\?>$/;

export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Attribute names without their namespace prefix (the importers match local names). */
export function localAttrs(attrs: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const key of Object.keys(attrs)) setAttr(result, localName(key), attrs[key] as string);
  return result;
}

/** Sets an attribute; `__proto__` too, as an own property rather than the prototype setter. */
export function setAttr(attrs: Record<string, string>, name: string, value: string) {
  if (name === '__proto__')
    Object.defineProperty(attrs, name, { value, enumerable: true, writable: true, configurable: true });
  else attrs[name] = value;
}

export const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;

const ENTITY = /&([^;&]*);?/g;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Replaces entity and character references. Only the five predefined
 * entities are known (no DTD is read); anything else, a bare `&` or a
 * reference to a character XML does not allow goes to `fail`.
 */
export function decodeReferences(raw: string, fail: (offset: number, message: string) => never): string {
  return raw.replace(ENTITY, (whole: string, body: string, offset: number) => {
    if (!whole.endsWith(';')) return fail(offset, 'символ «&» не начинает ссылку на сущность');
    const known = PREDEFINED[body];
    if (known !== undefined) return known;
    const code = /^#x[0-9a-fA-F]+$/.test(body)
      ? Number.parseInt(body.slice(2), 16)
      : /^#[0-9]+$/.test(body)
        ? Number(body.slice(1))
        : Number.NaN;
    if (Number.isNaN(code)) return fail(offset, `неизвестная сущность &${body.slice(0, 20)};`);
    if (!isXmlChar(code)) return fail(offset, `недопустимый символ &${body};`);
    return String.fromCodePoint(code);
  });
}

/** ASCII characters allowed in names: 1 anywhere, 2 also as the first character. */
const ASCII_NAME = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_:]/.test(ch)) ASCII_NAME[c] = 2;
  else if (/[-.0-9]/.test(ch)) ASCII_NAME[c] = 1;
}

const isNameChar = (c: number) =>
  c < 128
    ? ASCII_NAME[c] !== 0
    : isNameStart(c) || c === 0xb7 || (c >= 0x300 && c <= 0x36f) || c === 0x203f || c === 0x2040;

export function isNameStart(c: number): boolean {
  if (c < 128) return ASCII_NAME[c] === 2;
  return (
    (c >= 0x37f && c <= 0x1fff) ||
    (c >= 0xc0 && c <= 0xd6) ||
    (c >= 0xd8 && c <= 0xf6) ||
    (c >= 0xf8 && c <= 0x2ff) ||
    (c >= 0x370 && c <= 0x37d) ||
    c === 0x200c ||
    c === 0x200d ||
    (c >= 0x2070 && c <= 0x218f) ||
    (c >= 0x2c00 && c <= 0x2fef) ||
    (c >= 0x3001 && c <= 0xd7ff) ||
    (c >= 0xf900 && c <= 0xfdcf) ||
    (c >= 0xfdf0 && c <= 0xfffd) ||
    // Characters beyond the basic plane come as surrogate pairs.
    (c >= 0xd800 && c <= 0xdfff)
  );
}

/** Where a name starting at `start` ends: the first character that cannot be part of it. */
export function nameEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length && isNameChar(text.charCodeAt(i))) i++;
  return i;
}

export function indexOrEnd(text: string, char: string, from: number): number {
  const found = text.indexOf(char, from);
  return found === -1 ? text.length : found;
}

export function countLines(text: string, from: number, to: number): number {
  let lines = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

const isXmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);
