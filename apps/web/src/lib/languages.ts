/**
 * Interface languages (spec §9: en, ru, zh-CN kept in local storage). The
 * stored code is what other clients of the same key expect, so Chinese is
 * stored as `zh-CN` while its translation file is simply `zh`.
 */
export const LANGUAGES = ['ru', 'en', 'zh-CN'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: TLanguage = 'ru';

/** Same key as i18next-browser-languagedetector, so an older build's choice survives. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Maps whatever was stored or requested ('zh', 'en-US', 'ZH-cn' …) to a supported language. */
export function normalizeLanguage(value: string | null | undefined): TLanguage {
  const lower = (value ?? '').trim().toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en';
  return DEFAULT_LANGUAGE;
}

export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined): TLanguage {
  try {
    return normalizeLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage can throw in private modes or sandboxed frames: use the default.
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(storage: Pick<Storage, 'setItem'> | undefined, language: TLanguage): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisting is acceptable: the choice still applies to this visit.
  }
}
