import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads goes through i18next, so switching to English or
 * Chinese leaves no Russian behind. This walks the web app's source and fails
 * on any Cyrillic string literal, template or JSX text outside the locale
 * files. Comments may be in any language; they are not read.
 *
 * Registry values are not interface texts: the app compares data against
 * them or shows official names as they are in every language. Those files
 * are listed here with the reason.
 */
const REGISTRY_VALUES: Record<string, string> = {
  'features/companies/components/company-card/procurement/inspection-wording.ts':
    'ЕРКНМ status and type words the inspections filter sends to the server',
  'features/companies/components/company-card/registry/trademark-item.tsx': 'Роспатент status word compared with data',
  'features/search/lib/reference-lists.ts': 'official names of the federal subjects, shown as they are',
};

const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');
const CYRILLIC = /[А-Яа-яЁё]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Cyrillic texts of one file's code, as `line: text`. */
function cyrillicLiterals(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node);
    if (literal && CYRILLIC.test(node.text)) {
      found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text.trim().slice(0, 60)}`);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

describe('interface texts', () => {
  it('finds a Russian literal where one is written', () => {
    const sample = 'const a = "Нет данных"; // Комментарий\nexport const B = () => <p>Санкций нет</p>;';
    expect(cyrillicLiterals('sample.tsx', sample)).toEqual(['1: Нет данных', '2: Санкций нет']);
  });

  it('come from the locale files, not from code', () => {
    const offenders = sourceFiles(SOURCE_ROOT).flatMap((file) => {
      const relative = path.relative(SOURCE_ROOT, file).split(path.sep).join('/');
      if (relative in REGISTRY_VALUES) return [];
      return cyrillicLiterals(file, readFileSync(file, 'utf8')).map((hit) => `${relative}:${hit}`);
    });
    expect(offenders).toEqual([]);
    // Parses every source file of the app: seconds on a busy machine, and more as the app grows.
  }, 60_000);
});
