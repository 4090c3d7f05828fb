import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';
import { detectXmlEncoding, type TXmlElement, type TXmlUnit } from './xml-units.ts';

/**
 * The units `readXmlUnits` yields, built with saxes (the general streaming parser)
 * instead of ingest's own scanner: decoded the same way, local names, text kept
 * where it is not blank and trimmed on the unit. The baseline of
 * `npm run bench:import -- --compare-saxes`.
 */
export async function* readXmlUnitsWithSaxes(stream: Readable, unitName: string): AsyncGenerator<TXmlUnit> {
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
  let decoder: TextDecoder | undefined;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    decoder ??= new TextDecoder(detectXmlEncoding(chunk));
    parser.write(decoder.decode(chunk, { stream: true }));
    yield* units.splice(0);
  }
  parser.write(decoder?.decode() ?? '').close();
  yield* units.splice(0);
}
