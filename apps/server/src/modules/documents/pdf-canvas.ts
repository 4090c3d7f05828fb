import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * A page-flowing writer over pdf-lib: paragraphs wrapped to the width, tables whose cells wrap, a new A4
 * page whenever the next block does not fit. The font is DejaVu Sans from the `dejavu-fonts-ttf` package
 * (Cyrillic, embedded as a subset), so a document renders the same on any machine.
 */

const require = createRequire(import.meta.url);
let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;

function loadFontFiles() {
  fontFiles ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontFiles;
}

export const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const LINE_GAP = 1.35;

export type TCell = { text: string; bold?: boolean; align?: 'left' | 'right' | 'center' };

export class PdfCanvas {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(doc: PDFDocument): Promise<PdfCanvas> {
    doc.registerFontkit(fontkit);
    const files = await loadFontFiles();
    const [regular, bold] = await Promise.all([
      doc.embedFont(files.regular, { subset: true }),
      doc.embedFont(files.bold, { subset: true }),
    ]);
    return new PdfCanvas(doc, regular, bold);
  }

  get width(): number {
    return A4.width - 2 * MARGIN;
  }

  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** `text` cut into lines no wider than `width`; a word longer than the line is cut by characters. */
  wrap(text: string, size: number, width: number, font: PDFFont = this.regular): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  paragraph(text: string, options: { size?: number; bold?: boolean; align?: 'left' | 'center'; indent?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    for (const line of this.wrap(text, size, this.width - indent, font)) {
      this.ensure(size * LINE_GAP);
      this.y -= size * LINE_GAP;
      const x =
        options.align === 'center' ? MARGIN + (this.width - font.widthOfTextAtSize(line, size)) / 2 : MARGIN + indent;
      this.page.drawText(line, { x, y: this.y + size * 0.3, size, font });
    }
  }

  /** A table with borders; `widths` are fractions of the text width. Rows never split across pages. */
  table(widths: number[], rows: TCell[][], size = 8.5): void {
    const padding = 3;
    const columns = widths.map((fraction) => fraction * this.width);
    for (const row of rows) {
      const wrapped = row.map((cell, index) =>
        this.wrap(cell.text, size, (columns[index] ?? 0) - 2 * padding, cell.bold ? this.bold : this.regular),
      );
      const height = Math.max(...wrapped.map((lines) => lines.length)) * size * LINE_GAP + 2 * padding;
      this.ensure(height);
      let x = MARGIN;
      row.forEach((cell, index) => {
        const width = columns[index] ?? 0;
        const font = cell.bold ? this.bold : this.regular;
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width,
          height,
          borderColor: rgb(0, 0, 0),
          borderWidth: 0.5,
        });
        (wrapped[index] ?? []).forEach((line, lineIndex) => {
          const textWidth = font.widthOfTextAtSize(line, size);
          const left =
            cell.align === 'right'
              ? x + width - padding - textWidth
              : cell.align === 'center'
                ? x + (width - textWidth) / 2
                : x + padding;
          const baseline = this.y - padding - (lineIndex + 1) * size * LINE_GAP + size * 0.3;
          this.page.drawText(line, { x: left, y: baseline, size, font });
        });
        x += width;
      });
      this.y -= height;
    }
  }

  /** A framed block of lines kept together on one page: the confirmation stamp. */
  framed(lines: { text: string; bold?: boolean }[], size = 9): void {
    const padding = 6;
    const wrapped = lines.map((line) => ({
      bold: line.bold,
      parts: this.wrap(line.text, size, this.width - 2 * padding, line.bold ? this.bold : this.regular),
    }));
    const count = wrapped.reduce((sum, line) => sum + line.parts.length, 0);
    const height = count * size * LINE_GAP + 2 * padding;
    this.ensure(height);
    const color = rgb(0.1, 0.3, 0.6);
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: this.width,
      height,
      borderColor: color,
      borderWidth: 1.5,
    });
    let y = this.y - padding;
    for (const line of wrapped) {
      for (const part of line.parts) {
        y -= size * LINE_GAP;
        const font = line.bold ? this.bold : this.regular;
        this.page.drawText(part, { x: MARGIN + padding, y: y + size * 0.3, size, font, color });
      }
    }
    this.y -= height;
  }
}
