/**
 * XML parsers from npm beside the importers' scanner, for `npm run bench:import -- --compare-parsers`: each
 * reads every start tag of a file with its attributes, and its text, decoded as the importers decode it, and
 * builds nothing — the least an importer built on it could cost. It counts the `unitName` elements opened.
 * - sax-wasm: Rust compiled to WebAssembly. It takes UTF-8 bytes only, so a windows-1251 file (every ФНС
 *   extract) is decoded and encoded again first, as an importer on it would have to; it checks no
 *   well-formedness and leaves entity references as written.
 * - htmlparser2 in XML mode: JavaScript; it decodes entity references and forgives broken markup.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { TextDecoder, TextEncoder } from 'node:util';
import { Parser } from 'htmlparser2';
import { SAXParser, SaxEventType, type Tag, type Text } from 'sax-wasm';
import { detectXmlEncoding } from '../apps/server/src/modules/ingest/xml-units.ts';

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export async function countUnitsWithSaxWasm(stream: Readable, unitName: string): Promise<number> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve('sax-wasm/lib/sax-wasm.wasm'));
  const parser = new SAXParser(SaxEventType.OpenTag | SaxEventType.Text | SaxEventType.CloseTag);
  await parser.prepareWasm(wasm);
  let units = 0;
  let characters = 0;
  parser.eventHandler = (event, detail) => {
    if (event === SaxEventType.OpenTag) {
      const tag = detail as Tag;
      if (localName(tag.name) === unitName) units++;
      // Read as a unit's attributes would be: every name and value crosses out of WebAssembly memory.
      for (const attribute of tag.attributes) characters += attribute.name.value.length + attribute.value.value.length;
    } else if (event === SaxEventType.Text) characters += (detail as Text).value.length;
  };
  let decoder: TextDecoder | undefined;
  const encoder = new TextEncoder();
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    decoder ??= new TextDecoder(detectXmlEncoding(chunk));
    parser.write(decoder.encoding === 'utf-8' ? chunk : encoder.encode(decoder.decode(chunk, { stream: true })));
  }
  parser.end();
  return characters > 0 ? units : 0;
}

export async function countUnitsWithHtmlparser2(stream: Readable, unitName: string): Promise<number> {
  let units = 0;
  let characters = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (localName(name) === unitName) units++;
        for (const key in attributes) characters += key.length + (attributes[key] as string).length;
      },
      ontext(text) {
        characters += text.length;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  let decoder: TextDecoder | undefined;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    decoder ??= new TextDecoder(detectXmlEncoding(chunk));
    parser.write(decoder.decode(chunk, { stream: true }));
  }
  parser.end();
  return characters > 0 ? units : 0;
}
