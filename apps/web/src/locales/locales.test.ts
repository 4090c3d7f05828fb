import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';
import zh from './zh.json';

type TTree = { [key: string]: string | TTree };

/** Dotted paths of every leaf string, e.g. `search.placeholder`. */
function leafKeys(tree: TTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function leafValue(tree: TTree, path: string): string | TTree | undefined {
  return path
    .split('.')
    .reduce<string | TTree | undefined>(
      (node, key) => (node && typeof node === 'object' ? node[key] : undefined),
      tree,
    );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const locales: Record<string, TTree> = { en, zh };
const ruKeys = leafKeys(ru).sort();

describe.each(Object.entries(locales))('locale %s', (_name, locale) => {
  const keys = leafKeys(locale).sort();

  it('has every Russian key and no extra ones', () => {
    expect(keys).toEqual(ruKeys);
  });

  it('uses the same interpolation variables as Russian', () => {
    for (const key of ruKeys) {
      const ruText = leafValue(ru, key);
      const text = leafValue(locale, key);
      expect(typeof text, key).toBe('string');
      expect(placeholders(text as string), key).toEqual(placeholders(ruText as string));
    }
  });

  it('has no empty texts', () => {
    for (const key of keys) expect((leafValue(locale, key) as string).trim(), key).not.toBe('');
  });
});

describe('Russian texts fixed by the spec', () => {
  it('keeps the exact wording', () => {
    expect(ru.search.placeholder).toBe('Введите ИНН, ОГРН или название компании');
    expect(ru.search.label).toBe('Поиск контрагента');
    expect(ru.search.empty).toBe('Ничего не найдено');
    expect(ru.copy.copy).toBe('Скопировать');
    expect(ru.copy.copied).toBe('Скопировано!');
    expect(ru.card.notFoundTitle).toBe('Организация не найдена');
    expect(ru.card.noData).toBe('Нет данных');
    expect(ru.dataset.demoNotice).toBe(
      'Демонстрационные данные: сведения о компаниях сгенерированы и не относятся к реальным организациям',
    );
  });
});
