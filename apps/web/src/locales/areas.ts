/**
 * Texts of larger screens live beside the main files, one folder per area:
 * `locales/<area>/{ru,en,zh}.json`. Each folder becomes the top-level key
 * `<area>` of the translation tree, so `card-finances/ru.json` is read as
 * `t('card-finances.…')`. Areas keep the main files small and let separate
 * screens change their texts without touching each other's.
 *
 * The main Russian file is bundled with the app (the default, and the
 * fallback of every missing text); English and Chinese load when a visitor
 * picks them, and an area loads with the lazy page that shows it.
 */

export type TLocaleTree = { [key: string]: string | TLocaleTree };

export type TLocaleCode = 'ru' | 'en' | 'zh';

const FILE = /^\.\/([^/]+)\/(ru|en|zh)\.json$/;

/** `{ area: tree }` of one language from `./<area>/<language>.json` files. */
export function areasOf(files: Record<string, TLocaleTree>, language: TLocaleCode): Record<string, TLocaleTree> {
  const areas: Record<string, TLocaleTree> = {};
  for (const [file, tree] of Object.entries(files)) {
    const match = FILE.exec(file);
    if (match?.[2] === language && match[1]) areas[match[1]] = tree;
  }
  return areas;
}

/** The main tree with every area added under its own key; an area never replaces a main key. */
export function withAreas(main: TLocaleTree, areas: Record<string, TLocaleTree>): TLocaleTree {
  const merged: TLocaleTree = { ...main };
  for (const [area, tree] of Object.entries(areas)) {
    if (area in main) throw new Error(`Locale area "${area}" clashes with a main key`);
    merged[area] = tree;
  }
  return merged;
}

const areaFiles = import.meta.glob<TLocaleTree>('./*/*.json', { import: 'default' });

/** English or Chinese main texts, fetched when a visitor picks the language. */
export const loadMainTree: Record<Exclude<TLocaleCode, 'ru'>, () => Promise<TLocaleTree>> = {
  en: () => import('./en.json').then((module) => module.default),
  zh: () => import('./zh.json').then((module) => module.default),
};

/** The areas whose name starts with `prefix`, in one language, fetched in parallel. */
export async function loadAreas(prefix: string, language: TLocaleCode): Promise<Record<string, TLocaleTree>> {
  const entries = Object.entries(areaFiles).filter(([file]) => {
    const match = FILE.exec(file);
    return match?.[2] === language && match[1]?.startsWith(prefix);
  });
  const trees = await Promise.all(entries.map(([, load]) => load()));
  return areasOf(Object.fromEntries(entries.map(([file], index) => [file, trees[index] as TLocaleTree])), language);
}
