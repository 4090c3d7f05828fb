import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';
import { detectXmlEncoding, type TXmlElement, type TXmlUnit } from './xml-units.ts';

/**
 * The units `XmlUnitScanner` finds, built with saxes, the general parser the
 * scanner replaced: local names, text kept where it is not blank and trimmed on
 * the unit. The reference the scanner's tests compare with, and the baseline of
 * `npm run bench:import -- --compare-parsers`. Each call hands out the units
 * completed by the text it was given.
 */
export function saxesUnitParser(unitName: string): { write: (text: string) => TXmlUnit[]; close: () => TXmlUnit[] } {
  const parser = new SaxesParser({ xmlns: false });
  const units: TXmlUnit[] = [];
  const stack: TXmlElement[] = [];
  let root: Record<string, string> = {};
  let depth = 0;
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('opentag', (tag) => {
    depth++;
    const attrs: Record<string, string> = Object.create(null);
    for (const [key, value] of Object.entries(tag.attributes)) attrs[local(key)] = String(value);
    if (depth === 1) root = attrs;
    if (stack.length === 0 && local(tag.name) !== unitName) return;
    const element: TXmlElement = { name: local(tag.name), attrs, children: [], text: '' };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  const keep = (text: string) => {
    const current = stack.at(-1);
    if (current && /\S/.test(text)) current.text += text;
  };
  parser.on('text', keep);
  parser.on('cdata', keep);
  parser.on('closetag', () => {
    depth--;
    const element = stack.pop();
    if (element && stack.length === 0) units.push({ element: { ...element, text: element.text.trim() }, root });
  });
  return {
    write: (text) => {
      parser.write(text);
      return units.splice(0);
    },
    close: () => {
      parser.close();
      return units.splice(0);
    },
  };
}

/** `readXmlUnits` with saxes: the file decoded the same way, then `saxesUnitParser`. */
export async function* readXmlUnitsWithSaxes(stream: Readable, unitName: string): AsyncGenerator<TXmlUnit> {
  const parser = saxesUnitParser(unitName);
  let decoder: TextDecoder | undefined;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    decoder ??= new TextDecoder(detectXmlEncoding(chunk));
    yield* parser.write(decoder.decode(chunk, { stream: true }));
  }
  yield* parser.write(decoder?.decode() ?? '');
  yield* parser.close();
}
