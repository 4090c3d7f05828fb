import type { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { type TXmlElement, type TXmlUnit, XmlUnitScanner } from './xml-scanner.ts';

export type { TXmlElement, TXmlUnit } from './xml-scanner.ts';

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
 * @param headerNames elements outside the units whose text goes into `root` (see XmlUnitScanner).
 */
export async function* readXmlUnits(
  stream: Readable,
  unitName: string,
  onBytes: (bytes: number) => void = () => undefined,
  headerNames: readonly string[] = [],
): AsyncGenerator<TXmlUnit> {
  const scanner = new XmlUnitScanner(unitName, headerNames);
  const fail = (error: unknown): never => {
    throw new MalformedInputError(`Файл повреждён: ${error instanceof Error ? error.message : String(error)}`);
  };
  let decoder: ReturnType<typeof createDecoder> | undefined;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    decoder ??= createDecoder(detectXmlEncoding(chunk));
    onBytes(chunk.length);
    try {
      scanner.write(decoder.write(chunk));
    } catch (error) {
      fail(error);
    }
    yield* takeUnits(scanner.units);
  }
  let complete = false;
  try {
    const tail = decoder?.end();
    if (tail) scanner.write(tail);
    complete = scanner.end();
  } catch (error) {
    // Unclosed elements at the end mean the file was cut short, whatever else was noticed.
    if (scanner.depth === 0) fail(error);
  }
  if (!complete) throw new MalformedInputError('Файл обрезан: документ XML не закончен');
  yield* takeUnits(scanner.units);
}

/** Hands out the units scanned so far, emptying the scanner's list. */
function* takeUnits(units: TXmlUnit[]): Generator<TXmlUnit> {
  const taken = units.splice(0, units.length);
  for (const unit of taken) yield unit;
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
