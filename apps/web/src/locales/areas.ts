/**
 * Texts of larger screens live beside the main files, one folder per area:
 * `locales/<area>/{ru,en,zh}.json`. Each folder becomes the top-level key
 * `<area>` of the translation tree, so `card-finances/ru.json` is read as
 * `t('card-finances.…')`. Areas keep the main files small and let separate
 * screens change their texts without touching each other's.
 */

export type TLocaleTree = { [key: string]: string | TLocaleTree };

type TLanguageTrees<T> = { ru: T; en: T; zh: T };

const areaFiles = import.meta.glob<TLocaleTree>('./*/*.json', { eager: true, import: 'default' });

/** `{ area: { ru, en, zh } }` from the files found. */
export function areaLocales(): Record<string, Partial<TLanguageTrees<TLocaleTree>>> {
  const areas: Record<string, Partial<TLanguageTrees<TLocaleTree>>> = {};
  for (const [file, tree] of Object.entries(areaFiles)) {
    const match = /^\.\/([^/]+)\/(ru|en|zh)\.json$/.exec(file);
    if (!match) continue;
    const [, area, language] = match as unknown as [string, string, keyof TLanguageTrees<TLocaleTree>];
    areas[area] = { ...areas[area], [language]: tree };
  }
  return areas;
}

/** The main trees with every area added under its own key; an area never replaces a main key. */
export function mergeAreaLocales<T extends TLocaleTree>(main: TLanguageTrees<T>): TLanguageTrees<TLocaleTree> {
  const merged: TLanguageTrees<TLocaleTree> = { ru: { ...main.ru }, en: { ...main.en }, zh: { ...main.zh } };
  for (const [area, trees] of Object.entries(areaLocales())) {
    for (const language of ['ru', 'en', 'zh'] as const) {
      if (area in main[language]) throw new Error(`Locale area "${area}" clashes with a main key`);
      const tree = trees[language];
      if (tree) merged[language][area] = tree;
    }
  }
  return merged;
}
