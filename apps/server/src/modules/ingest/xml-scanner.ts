import {
  countLines,
  DECLARATION,
  decodeReferences,
  FORBIDDEN_CHAR,
  indexOrEnd,
  isNameStart,
  isSpace,
  localAttrs,
  localName,
  nameEnd,
  setAttr,
  type TXmlElement,
  type TXmlUnit,
} from './xml-text.ts';

export type { TXmlElement, TXmlUnit } from './xml-text.ts';

/** Broken XML syntax, with the line it was found on. */
export class XmlSyntaxError extends Error {}

const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOS = 0x27;

const ATTR_SPACE = /\r\n|[\t\n\r]/g;
const NEWLINES = /\r\n?/g;
const NON_BLANK = /\S/;

const NAME_SLOTS = 4095;
const BRACKET = 0x5d;
const RETURN = 0x0d;
/** A reference longer than this is not waited for across writes: it cannot be well-formed anyway. */
const LONGEST_REFERENCE = 64;

/** Needs more input: the construct at `start` continues in the next chunk. */
const MORE = -1;

/**
 * A streaming scanner for the XML the importers read: it checks well-formedness
 * (tag nesting, attribute syntax, entities, characters, one root) and builds a
 * tree only for the elements named `unitName`, collecting each complete one in
 * `units`. It works on the decoded text with indexOf and slices instead of a
 * character-by-character state machine, which is several times faster than a
 * general SAX parser on the attribute-heavy registry files. No DTD is read:
 * only the five predefined entities and character references are known.
 */
export class XmlUnitScanner {
  /** Complete units in document order; the caller takes them after each write. */
  readonly units: TXmlUnit[] = [];
  private buffer = '';
  /** Lines in the text already consumed, for error messages. */
  private line = 1;
  private readonly open: string[] = [];
  private readonly building: TXmlElement[] = [];
  /** The text pieces of each element in `building`, joined once when it closes. */
  private readonly buildingText: string[][] = [];
  /** The pieces of the text node being read (it may span many writes) and whether any is not blank. */
  private nodeText: string[] = [];
  private nodeBlank = true;
  private root: Record<string, string> = {};
  private rootSeen = false;
  /** Something was read already: the XML declaration may only come first. */
  private started = false;
  /** Where the next "<" after the last start tag is (-2: not looked for), so scan need not search again. */
  private lookahead = -2;
  private readonly nameCache: string[] = new Array<string>(NAME_SLOTS + 1).fill('');
  private nextAmp = -1;
  private nextNewline = -1;
  private nextTab = -1;
  private nextReturn = -1;
  /**
   * Characters handed from one write to the next, summed over all writes. It stays
   * small when every construct is consumed as soon as it is complete; a scanner that
   * kept re-reading a growing buffer would make it grow with the square of the input.
   */
  get carriedCharacters() {
    return this.carried;
  }
  private carried = 0;

  /**
   * @param headerNames elements outside the units (e.g. a list's publication date) whose
   *   trimmed text is added to the root's attributes of the units that follow them
   */
  constructor(
    private readonly unitName: string,
    private readonly headerNames: readonly string[] = [],
  ) {}

  /** Elements still open: non-zero at the end means the file was cut short. */
  get depth() {
    return this.open.length;
  }

  write(text: string) {
    const carried = this.buffer.length;
    this.carried += carried;
    this.buffer = carried ? this.buffer + text : text;
    if (FORBIDDEN_CHAR.test(text)) this.fail(carried + text.search(FORBIDDEN_CHAR), 'недопустимый символ');
    this.scan();
  }

  /**
   * Checks what is left once the input is over.
   * @returns false when the document was cut short (elements or markup left open)
   * @throws XmlSyntaxError when it is complete but not well-formed
   */
  end(): boolean {
    if (this.open.length > 0 || this.buffer.includes('<')) return false;
    if (NON_BLANK.test(this.buffer)) this.fail(0, 'текст вне корневого элемента');
    if (!this.rootSeen) this.fail(0, 'нет корневого элемента');
    return true;
  }

  private scan() {
    const text = this.buffer;
    let pos = 0;
    this.lookahead = -2;
    this.nextAmp = this.nextNewline = this.nextTab = this.nextReturn = -1;
    for (;;) {
      const lt = this.lookahead >= pos || this.lookahead === -1 ? this.lookahead : text.indexOf('<', pos);
      this.lookahead = -2;
      if (lt === -1) {
        // A long text node: what is certainly complete is taken now, so the buffer does not grow
        // with it and later writes do not search the same characters again.
        const cut = this.safeTextEnd(text, pos);
        if (cut > pos) {
          this.text(text, pos, cut, false);
          pos = cut;
        }
        break;
      }
      if (lt > pos) this.text(text, pos, lt, true);
      this.endTextNode();
      const next = this.markup(text, lt);
      if (next === MORE) {
        pos = lt;
        break;
      }
      this.started = true;
      pos = next;
    }
    if (pos > 0) {
      this.line += countLines(text, 0, pos);
      this.buffer = text.slice(pos);
    }
  }

  /**
   * Where the text from `pos` to the end of the buffer can be cut without splitting
   * a reference, a "\r\n" pair or a "]]>" that the next write may complete.
   */
  private safeTextEnd(text: string, pos: number): number {
    let cut = text.length;
    if (text.charCodeAt(cut - 1) === RETURN) cut--;
    for (let brackets = 0; brackets < 2 && cut > pos && text.charCodeAt(cut - 1) === BRACKET; brackets++) cut--;
    const amp = text.lastIndexOf('&', cut - 1);
    if (amp >= pos && amp >= cut - LONGEST_REFERENCE && !text.includes(';', amp)) cut = amp;
    return cut;
  }

  /**
   * Character data between markup, kept (decoded) only inside a unit. A text node may
   * arrive in several pieces; it is kept only when some piece is not blank.
   */
  private text(source: string, start: number, end: number, endsNode: boolean) {
    // Most runs are the indentation between tags: done without allocating anything.
    let first = start;
    while (first < end && isSpace(source.charCodeAt(first))) first++;
    const current = this.building[this.building.length - 1];
    if (first === end) {
      // A blank piece matters only as part of a node with other, non-blank pieces.
      if (current && !(endsNode && this.nodeText.length === 0))
        this.nodeText.push(source.slice(start, end).replace(NEWLINES, '\n'));
      return;
    }
    if (this.open.length === 0) this.fail(first, 'текст вне корневого элемента');
    let raw = source.slice(start, end);
    if (raw.includes(']]>')) this.fail(start, 'строка «]]>» в тексте');
    if (raw.includes('&')) raw = this.decode(raw, start);
    if (!current) return;
    if (raw.includes('\r')) raw = raw.replace(NEWLINES, '\n');
    this.nodeText.push(raw);
    this.nodeBlank = false;
  }

  /** Markup ends the text node: its pieces go to the element being built, unless all blank. */
  private endTextNode() {
    if (this.nodeText.length === 0) return;
    if (!this.nodeBlank) this.buildingText[this.buildingText.length - 1]?.push(...this.nodeText);
    this.nodeText = [];
    this.nodeBlank = true;
  }

  /** Reads the markup starting with `<` at `lt`; returns where it ends, or MORE. */
  private markup(text: string, lt: number): number {
    const c = text.charCodeAt(lt + 1);
    if (Number.isNaN(c)) return MORE;
    if (c === SLASH) return this.closeTag(text, lt);
    if (c === BANG) return this.special(text, lt);
    if (c === QUESTION) return this.instruction(text, lt);
    return this.openTag(text, lt);
  }

  /** A processing instruction; `<?xml …?>` only as the very first thing, and well-formed. */
  private instruction(text: string, lt: number): number {
    const end = text.indexOf('?>', lt + 2);
    if (end === -1) return MORE;
    const target = text.slice(lt + 2, end).split(/[ \t\r\n]/, 1)[0] ?? '';
    if (!target || !isNameStart(target.charCodeAt(0)) || nameEnd(target, 0) !== target.length)
      this.fail(lt, 'неверная инструкция обработки');
    if (target.toLowerCase() === 'xml') {
      if (lt !== 0 || this.line !== 1 || this.started) this.fail(lt, 'объявление XML не в начале файла');
      if (!DECLARATION.test(text.slice(lt, end + 2))) this.fail(lt, 'неверное объявление XML');
    }
    this.started = true;
    return end + 2;
  }

  private closeTag(text: string, lt: number): number {
    const gt = text.indexOf('>', lt + 2);
    if (gt === -1) return MORE;
    let end = gt;
    while (isSpace(text.charCodeAt(end - 1))) end--;
    const name = text.slice(lt + 2, end);
    const expected = this.open.pop();
    if (expected === undefined) this.fail(lt, `лишний закрывающий тег </${name}>`);
    if (name !== expected) this.fail(lt, `закрывающий тег </${name.slice(0, 50)}> вместо </${expected}>`);
    this.close();
    return gt + 1;
  }

  /** Comments, CDATA sections and a document type declaration. */
  private special(text: string, lt: number): number {
    if (text.length < lt + 4) return MORE;
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      if (end === -1) return MORE;
      if (text.slice(lt + 4, end).includes('--')) this.fail(lt, '«--» внутри комментария');
      return end + 3;
    }
    if (text.length < lt + 9) return MORE;
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      if (end === -1) return MORE;
      if (this.open.length === 0) this.fail(lt, 'CDATA вне корневого элемента');
      const pieces = this.buildingText[this.buildingText.length - 1];
      let raw = text.slice(lt + 9, end);
      if (raw.includes('\r')) raw = raw.replace(NEWLINES, '\n');
      if (pieces && NON_BLANK.test(raw)) pieces.push(raw);
      return end + 3;
    }
    if (text.startsWith('<!DOCTYPE', lt)) {
      if (this.rootSeen) this.fail(lt, 'DOCTYPE после корневого элемента');
      const bracket = text.indexOf('[', lt);
      const gt = text.indexOf('>', lt);
      if (gt === -1) return MORE;
      if (bracket === -1 || bracket > gt) return gt + 1;
      const close = text.indexOf(']', bracket);
      const end = close === -1 ? -1 : text.indexOf('>', close);
      return end === -1 ? MORE : end + 1;
    }
    return this.fail(lt, 'неизвестная конструкция «<!»');
  }

  private openTag(text: string, lt: number): number {
    const length = text.length;
    let i = nameEnd(text, lt + 1);
    if (i >= length) return MORE;
    const name = this.name(text, lt + 1, i);
    // Plain objects: the same attributes in the same order share one hidden class, and they cost
    // less to allocate than dictionaries.
    let attrs: Record<string, string> = {};
    let prefixed = false;
    let selfClosing = false;
    for (;;) {
      const before = i;
      while (i < length && isSpace(text.charCodeAt(i))) i++;
      if (i >= length) return MORE;
      const c = text.charCodeAt(i);
      if (c === GT) {
        i++;
        break;
      }
      if (c === SLASH) {
        if (i + 1 >= length) return MORE;
        if (text.charCodeAt(i + 1) !== GT) this.fail(i, 'ожидался «>» после «/»');
        selfClosing = true;
        i += 2;
        break;
      }
      if (i === before) this.fail(i, 'нет пробела между атрибутами');
      const nameStart = i;
      i = nameEnd(text, i);
      if (i >= length) return MORE;
      const attrName = this.name(text, nameStart, i);
      while (i < length && isSpace(text.charCodeAt(i))) i++;
      if (i >= length) return MORE;
      if (text.charCodeAt(i) !== EQUALS) this.fail(i, `нет «=» после атрибута ${attrName}`);
      i++;
      while (i < length && isSpace(text.charCodeAt(i))) i++;
      if (i >= length) return MORE;
      const quote = text.charCodeAt(i);
      if (quote !== QUOTE && quote !== APOS) this.fail(i, `значение атрибута ${attrName} без кавычек`);
      const close = text.indexOf(quote === QUOTE ? '"' : "'", i + 1);
      if (close === -1) return MORE;
      const value = this.needsWork(text, i + 1, close)
        ? this.attrValue(text.slice(i + 1, close), i + 1)
        : text.slice(i + 1, close);
      if (attrName.includes(':')) prefixed = true;
      else if (Object.hasOwn(attrs, attrName)) this.fail(nameStart, `повторный атрибут ${attrName}`);
      setAttr(attrs, attrName, value);
      i = close + 1;
    }
    // A "<" anywhere before the end of the tag (inside a value) is not allowed.
    const nextLt = text.indexOf('<', lt + 1);
    if (nextLt !== -1 && nextLt < i) this.fail(nextLt, 'символ «<» внутри тега');
    this.lookahead = nextLt;
    if (prefixed) attrs = localAttrs(attrs);
    this.start(name, attrs, lt);
    if (selfClosing) {
      this.open.pop();
      this.close();
    }
    return i;
  }

  /**
   * Whether the value between `from` and `to` holds an entity reference or a
   * literal tab or line break. Cursors to the next such character are kept
   * per buffer so that each is searched for once, not once per value.
   */
  private needsWork(text: string, from: number, to: number): boolean {
    if (this.nextAmp < from) this.nextAmp = indexOrEnd(text, '&', from);
    if (this.nextNewline < from) this.nextNewline = indexOrEnd(text, '\n', from);
    if (this.nextTab < from) this.nextTab = indexOrEnd(text, '\t', from);
    if (this.nextReturn < from) this.nextReturn = indexOrEnd(text, '\r', from);
    return this.nextAmp < to || this.nextNewline < to || this.nextTab < to || this.nextReturn < to;
  }

  /** The name between `start` and `end` (where nameEnd stopped): non-empty, starting right, ending at a delimiter. */
  private name(text: string, start: number, end: number): string {
    const stop = text.charCodeAt(end);
    if (
      end === start ||
      !isNameStart(text.charCodeAt(start)) ||
      !(isSpace(stop) || stop === GT || stop === SLASH || stop === EQUALS)
    ) {
      this.fail(start, `недопустимое имя «${text.slice(start, Math.min(end + 1, start + 50))}»`);
    }
    // Names repeat in every unit: the same string is handed out again instead of a new slice,
    // which spares the allocation and lets property access use the already interned key.
    const length = end - start;
    const slot =
      (length * 131 +
        text.charCodeAt(start) * 31 +
        text.charCodeAt(end - 1) * 7 +
        text.charCodeAt(start + (length >> 1))) &
      NAME_SLOTS;
    const cached = this.nameCache[slot] as string;
    if (cached.length === length && text.startsWith(cached, start)) return cached;
    const name = text.slice(start, end);
    this.nameCache[slot] = name;
    return name;
  }

  private start(name: string, attrs: Record<string, string>, lt: number) {
    if (this.open.length === 0) {
      if (this.rootSeen) this.fail(lt, 'второй корневой элемент');
      this.rootSeen = true;
      this.root = attrs;
    }
    this.open.push(name);
    const local = name.includes(':') ? localName(name) : name;
    const parent = this.building[this.building.length - 1];
    if (!parent && local !== this.unitName && !this.headerNames.includes(local)) return;
    const element: TXmlElement = { name: local, attrs, children: [], text: '' };
    parent?.children.push(element);
    this.building.push(element);
    this.buildingText.push([]);
  }

  private close() {
    const element = this.building.pop();
    const pieces = this.buildingText.pop();
    if (element && pieces && pieces.length > 0)
      element.text = pieces.length === 1 ? (pieces[0] as string) : pieces.join('');
    if (element && this.building.length === 0) {
      element.text = element.text.trim();
      if (element.name === this.unitName) this.units.push({ element, root: this.root });
      else {
        // A new object: the units already read keep the root they were read under.
        const root = { ...this.root };
        setAttr(root, element.name, element.text);
        this.root = root;
      }
    }
  }

  private attrValue(raw: string, start: number): string {
    if (raw.includes('<')) this.fail(start + raw.indexOf('<'), 'символ «<» в значении атрибута');
    // Literal tabs and line breaks are spaces in an attribute value; character references stay as written.
    const spaced = raw.replace(ATTR_SPACE, ' ');
    return spaced.includes('&') ? this.decode(spaced, start) : spaced;
  }

  private decode(raw: string, start: number): string {
    return decodeReferences(raw, (offset, message) => this.fail(start + offset, message));
  }

  /** `at` is an offset in the current buffer. */
  private fail(at: number, message: string): never {
    const line = this.line + countLines(this.buffer, 0, at);
    throw new XmlSyntaxError(`строка ${line}: ${message}`);
  }
}
