import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { saxesUnitParser } from './xml-saxes-units.ts';
import { type TXmlUnit, XmlSyntaxError, XmlUnitScanner } from './xml-scanner.ts';
import { detectXmlEncoding } from './xml-units.ts';

/** Scans `xml` fed in pieces of `size` characters; returns the units, or the error. */
function scan(xml: string, unit: string, size = xml.length || 1): { units: TXmlUnit[]; complete: boolean } {
  const scanner = new XmlUnitScanner(unit);
  const units: TXmlUnit[] = [];
  for (let i = 0; i < xml.length; i += size) {
    scanner.write(xml.slice(i, i + size));
    units.push(...scanner.units.splice(0));
  }
  const complete = scanner.end();
  units.push(...scanner.units.splice(0));
  return { units, complete };
}

/** The same units built with saxes, the general parser the scanner replaced, as the reference. */
function saxesUnits(xml: string, unit: string): TXmlUnit[] {
  const parser = saxesUnitParser(unit);
  return [...parser.write(xml), ...parser.close()];
}

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
function xmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return xmlFiles(full);
    return name.endsWith('.xml') && !/malformed|truncated/.test(name) ? [full] : [];
  });
}
const decoded = (file: string) => {
  const bytes = readFileSync(file);
  return new TextDecoder(detectXmlEncoding(bytes)).decode(bytes);
};
const plain = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('XmlUnitScanner', () => {
  it.each(xmlFiles(fixtures).map((file) => [path.relative(fixtures, file), file]))(
    'builds the same units as saxes from %s, whatever the chunk size',
    (_name, file) => {
      const xml = decoded(file as string);
      const unit = /<(?:\w+:)?(Документ|MessageData|sdnEntry|sanctionEntity|Designation|INSPECTION)[\s/>]/.exec(
        xml,
      )?.[1];
      expect(unit).toBeDefined();
      const expected = plain(saxesUnits(xml, unit as string));
      expect(expected.length).toBeGreaterThan(0);
      for (const size of [xml.length, 4096, 7, 1]) {
        const { units, complete } = scan(xml, unit as string, size);
        expect(complete).toBe(true);
        expect(plain(units)).toEqual(expected);
      }
    },
  );

  it('decodes references, CDATA and normalises whitespace like an XML parser', () => {
    const xml = `<?xml version="1.0"?>\r\n<!-- head --><r a="1"><!DOCTYPE-free/><u x="a&amp;b&#x41;&#66;&quot;" y='t\tn\r\nz'>
      one &lt;two&gt;<![CDATA[ <three> ]]><?pi data?><e/>four\r\nfive<p:n p:k="v"/></u></r>`;
    const units = scan(xml.replace('<!DOCTYPE-free/>', ''), 'u').units;
    expect(plain(units)).toEqual(plain(saxesUnits(xml.replace('<!DOCTYPE-free/>', ''), 'u')));
    const [unit] = units;
    expect(unit?.root).toEqual({ a: '1' });
    expect(unit?.element.attrs).toEqual({ x: 'a&bAB"', y: 't n z' });
    expect(unit?.element.text).toBe('one <two> <three> four\nfive');
    expect(unit?.element.children.map((c) => [c.name, c.attrs])).toEqual([
      ['e', {}],
      ['n', { k: 'v' }],
    ]);
  });

  it.each([
    ['a mismatched closing tag', '<r><a></b></r>'],
    ['a closing tag without ">"', '<r><a></a\n<b/></r>'],
    ['"<" in an attribute value', '<r a="x<y"/>'],
    ['"<" where an attribute should be', '<r <a="x"/>'],
    ['an attribute without quotes', '<r a=x/>'],
    ['attributes without space between', '<r a="1"b="2"/>'],
    ['a repeated attribute', '<r a="1" a="2"/>'],
    ['an unknown entity', '<r>&nbsp;</r>'],
    ['a bare ampersand', '<r a="x & y"/>'],
    ['a forbidden character', '<r>\u0001</r>'],
    ['a reference to a forbidden character', '<r>&#0;</r>'],
    ['text outside the root', '<r/>text'],
    ['a second root', '<r/><r/>'],
    ['"]]>" in text', '<r>a]]>b</r>'],
    ['a misplaced XML declaration', '<r><?xml version="1.0"?></r>'],
    ['a broken XML declaration', '<?xml vrsion="1.0"?><r/>'],
    ['no root at all', '   '],
  ])('rejects %s', (_label, xml) => {
    expect(() => scan(xml, 'a')).toThrow(XmlSyntaxError);
    expect(() => scan(xml, 'a', 1)).toThrow(XmlSyntaxError);
  });

  it('keeps an attribute named __proto__ as an ordinary attribute', () => {
    const [unit] = scan('<r __proto__="x" a="1"/>', 'r').units;
    expect(Object.entries(unit?.element.attrs ?? {})).toEqual([
      ['__proto__', 'x'],
      ['a', '1'],
    ]);
  });

  it('reads a text node split across writes at every boundary like saxes', () => {
    const xml = '<r><u>  x \r\n  \t  y &amp; z&#x41;]] ]  &lt;\r\n <e/>  \r\n  </u></r>\r\n';
    const expected = plain(saxesUnits(xml, 'u'));
    for (let size = 1; size <= xml.length; size++) expect(plain(scan(xml, 'u', size).units)).toEqual(expected);
    for (let size = 1; size <= 12; size++) {
      expect(() => scan('<r><u>ab]]>cd</u></r>', 'u', size)).toThrow(/«]]>»/);
      expect(() => scan('<r><u>ab & cd</u></r>', 'u', size)).toThrow(/«&»/);
    }
  });

  it('takes a long text node as it arrives instead of carrying it from write to write', () => {
    const piece = 'Сведения &amp; данные ]] \r\n';
    const body = piece.repeat(Math.ceil(2_000_000 / piece.length));
    const xml = `<r><u>${body}</u></r>`;
    const scanner = new XmlUnitScanner('u');
    let writes = 0;
    for (let i = 0; i < xml.length; i += 1000, writes++) scanner.write(xml.slice(i, i + 1000));
    expect(scanner.end()).toBe(true);
    expect(scanner.units[0]?.element.text).toBe(body.replaceAll('&amp;', '&').replaceAll('\r\n', '\n').trim());
    // Kept back per write: at most an unfinished reference, "]]" or "\r"; re-reading the whole
    // node on every write would carry about a billion characters here.
    expect(scanner.carriedCharacters).toBeLessThanOrEqual(writes * 64);
  });

  it('hands header elements outside the units to the units that follow them, in root', () => {
    const xml = '<list v="1"><info><date> 07/01/2025 </date><n>2</n></info><e>a</e><date>x</date><e>b</e></list>';
    const scanner = new XmlUnitScanner('e', ['date']);
    scanner.write(xml);
    expect(scanner.end()).toBe(true);
    expect(scanner.units.map((u) => [u.element.text, u.root])).toEqual([
      ['a', { v: '1', date: '07/01/2025' }],
      ['b', { v: '1', date: 'x' }],
    ]);
  });

  it('reports the line of the error', () => {
    expect(() => scan('<r>\n<a>\n</b>\n</r>', 'a', 3)).toThrow(/строка 3/);
  });

  it.each([
    ['inside an element', '<r><a>'],
    ['inside a tag', '<r><a x="1'],
    ['inside a comment', '<r/><!-- x'],
  ])('says a document cut %s is incomplete', (_label, xml) => {
    expect(scan(xml, 'a').complete).toBe(false);
  });
});
