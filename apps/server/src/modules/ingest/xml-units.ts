import type { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';

/** An XML element with its attributes and children: the unit an importer maps to a record. */
export type TXmlElement = {
  name: string;
  attrs: Record<string, string>;
  children: TXmlElement[];
  text: string;
};

/** A complete unit element (e.g. `Документ`) and its attributes' enclosing root (e.g. `Файл`). */
export type TXmlUnit = { element: TXmlElement; root: Record<string, string> };

/** The XML could not be read: broken syntax or a file cut short. */
export class MalformedInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedInputError';
  }
}

/**
 * The encoding a file declares: a UTF-8 BOM, or `encoding="…"` in the prolog
 * (ФНС files are windows-1251, many others UTF-8). Defaults to UTF-8.
 */
export function detectXmlEncoding(head: Buffer): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  const prolog = /^<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head.subarray(0, 200).toString('latin1'));
  const declared = prolog?.[1]?.toLowerCase() ?? 'utf-8';
  if (!iconv.encodingExists(declared)) throw new MalformedInputError(`Неизвестная кодировка файла: ${declared}`);
  return declared;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const NON_BLANK = /\S/;

/**
 * A streaming decoder for the declared encoding: the platform's TextDecoder
 * (native, several times faster for windows-1251) when it knows the label,
 * iconv-lite otherwise.
 */
function createDecoder(encoding: string): { write: (chunk: Buffer) => string; end: () => string } {
  try {
    const native = new TextDecoder(encoding);
    return { write: (chunk) => native.decode(chunk, { stream: true }), end: () => native.decode() };
  } catch {
    const fallback = iconv.getDecoder(encoding);
    return { write: (chunk) => fallback.write(chunk), end: () => fallback.end() ?? '' };
  }
}

/**
 * Streams the elements named `unitName` out of an XML stream, one at a time,
 * without holding the document in memory: only the unit being read is built
 * as a tree. Namespaces are ignored (local names), as FNS files have none and
 * the others (ЕИС, ЕРКНМ, EU FSF) differ only in prefixes.
 * @param onBytes called with the number of raw bytes consumed, for progress.
 */
export async function* readXmlUnits(
  stream: Readable,
  unitName: string,
  onBytes: (bytes: number) => void = () => undefined,
): AsyncGenerator<TXmlUnit> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const ready: TXmlUnit[] = [];
  const stack: TXmlElement[] = [];
  let root: Record<string, string> = {};
  let depth = 0;
  let parseError: Error | undefined;

  parser.on('opentag', (tag) => {
    depth++;
    // FNS files have no prefixes: keep saxes' own objects and only rewrite prefixed names.
    const name = tag.name.includes(':') ? localName(tag.name) : tag.name;
    let attrs = tag.attributes as Record<string, string>;
    for (const key in attrs) {
      if (key.includes(':')) {
        attrs = Object.fromEntries(Object.entries(attrs).map(([k, v]) => [localName(k), String(v)]));
        break;
      }
    }
    if (depth === 1) root = attrs;
    if (stack.length === 0 && name !== unitName) return;
    const element: TXmlElement = { name, attrs, children: [], text: '' };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  // Whitespace between elements is layout, not data; only real text is kept.
  const keepText = (text: string) => {
    const current = stack.at(-1);
    if (current && NON_BLANK.test(text)) current.text += text;
  };
  parser.on('text', keepText);
  parser.on('cdata', keepText);
  parser.on('closetag', () => {
    depth--;
    const element = stack.pop();
    if (element && stack.length === 0) ready.push({ element: { ...element, text: element.text.trim() }, root });
  });
  parser.on('error', (error) => {
    parseError ??= error;
  });

  let decoder: ReturnType<typeof createDecoder> | undefined;
  const fail = (error: Error): never => {
    throw new MalformedInputError(`Файл повреждён: ${error.message}`);
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    decoder ??= createDecoder(detectXmlEncoding(chunk));
    onBytes(chunk.length);
    parser.write(decoder.write(chunk));
    if (parseError) fail(parseError);
    while (ready.length) yield ready.shift() as TXmlUnit;
  }
  const tail = decoder?.end();
  if (tail) parser.write(tail);
  parser.close();
  // Unclosed elements at the end mean the file was cut short, whatever else saxes noticed.
  if (depth !== 0) throw new MalformedInputError('Файл обрезан: документ XML не закончен');
  if (parseError) fail(parseError);
  while (ready.length) yield ready.shift() as TXmlUnit;
}

/** The first child element with this (local) name. */
export const child = (element: TXmlElement | undefined, name: string) => element?.children.find((c) => c.name === name);

/** All child elements with this (local) name. */
export const childrenNamed = (element: TXmlElement | undefined, name: string) =>
  element?.children.filter((c) => c.name === name) ?? [];

/** Follows a `A/B/C` path of first children. */
export function descend(element: TXmlElement | undefined, pathText: string): TXmlElement | undefined {
  let current = element;
  for (const name of pathText.split('/')) current = child(current, name);
  return current;
}

/** An attribute, trimmed; undefined when absent or blank. */
export function attr(element: TXmlElement | undefined, name: string): string | undefined {
  const value = element?.attrs[name]?.trim();
  return value ? value : undefined;
}
