import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { egrulImporter } from './importers/egrul/index.ts';
import { ParseThread } from './parse-thread.ts';
import { parseUnits, type TParsed } from './parse-units.ts';
import { MalformedInputError, readXmlUnits } from './xml-units.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/egrul/${name}`, import.meta.url));

async function collect(items: AsyncIterable<TParsed>): Promise<TParsed[]> {
  const all: TParsed[] = [];
  for await (const item of items) all.push(item);
  return all;
}

const here = (file: string) =>
  collect(parseUnits(readXmlUnits(createReadStream(file), egrulImporter.unit), (unit) => egrulImporter.parse(unit)));

describe('ParseThread', () => {
  it('yields what parsing on this thread yields, entry after entry, with the bytes counted', async () => {
    const thread = new ParseThread({ source: 'egrul' });
    try {
      for (const name of ['egrul-4.07.xml', 'egrul-4.08.xml']) {
        let bytes = 0;
        const items = await collect(
          thread.parse(createReadStream(fixture(name), { highWaterMark: 512 }), name, (n) => {
            bytes += n;
          }),
        );
        expect(items).toEqual(await here(fixture(name)));
        expect(items.some((item) => item.excerpt)).toBe(true);
        expect(bytes).toBeGreaterThan(0);
      }
    } finally {
      await thread.close();
    }
  });

  it.each([
    ['malformed', /повреждён/],
    ['truncated', /обрезан/],
  ])('fails a %s file with the same error as here', async (kind, message) => {
    const thread = new ParseThread({ source: 'egrul' });
    try {
      const items = collect(thread.parse(createReadStream(fixture(`egrul-4.07-${kind}.xml`)), kind, () => undefined));
      await expect(items).rejects.toThrow(MalformedInputError);
      await expect(items).rejects.toThrow(message);
    } finally {
      await thread.close();
    }
  });
});
