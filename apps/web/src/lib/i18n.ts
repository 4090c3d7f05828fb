import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAreas, loadMainTree, type TLocaleCode, type TLocaleTree, withAreas } from '../locales/areas.ts';
import ru from '../locales/ru.json';
import { DEFAULT_LANGUAGE, normalizeLanguage, readStoredLanguage, storeLanguage, type TLanguage } from './languages.ts';

const storage = typeof window === 'undefined' ? undefined : window.localStorage;

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = normalizeLanguage(language);
}

/** The i18next bundle name of a language: translation files are `en` and `zh`, the stored code `zh-CN`. */
const bundleOf = (language: TLanguage): TLocaleCode => (language === 'zh-CN' ? 'zh' : language);

/**
 * Each language's main file, which no area may shadow. Shallow copies: i18next merges areas into the
 * tree it was given, and an area loaded again under another prefix (`billing` covers `billing-plans`)
 * must not then look like a main key.
 */
const mainKeys: Partial<Record<TLocaleCode, TLocaleTree>> = { ru: { ...ru } };

// Russian is bundled and initialised synchronously, so the first paint is never a flash of keys.
void i18next.use(initReactI18next).init({
  // A copy: i18next keeps this object and merges areas into it, which would change the imported module itself.
  resources: { ru: { translation: { ...ru } } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
});

/** Area prefixes the pages opened so far asked for, and each `language:prefix` load, once (routes ask in parallel). */
const requestedAreas = new Set<string>();
const areaLoads = new Map<string, Promise<void>>();

function addAreas(prefix: string, bundle: TLocaleCode): Promise<void> {
  const key = `${bundle}:${prefix}`;
  let load = areaLoads.get(key);
  if (!load) {
    load = loadAreas(prefix, bundle).then((areas) => {
      // withAreas throws for an area that would hide a main key.
      withAreas(mainKeys[bundle] ?? {}, areas);
      i18next.addResourceBundle(bundle, 'translation', areas, true, false);
    });
    // A failed fetch may be retried by the next page that asks.
    load.catch(() => areaLoads.delete(key));
    areaLoads.set(key, load);
  }
  return load;
}

/** Fetches English or Chinese once, with the areas already asked for; later switches are instant. */
async function ensureLoaded(language: TLanguage): Promise<void> {
  const bundle = bundleOf(language);
  if (bundle !== 'ru' && !i18next.hasResourceBundle(bundle, 'translation')) {
    const main = await loadMainTree[bundle]();
    mainKeys[bundle] = { ...main };
    i18next.addResourceBundle(bundle, 'translation', main);
  }
  await Promise.all([...requestedAreas].map((prefix) => addAreas(prefix, bundle)));
}

/**
 * The texts of a lazy page (`card-` → every `locales/card-*` folder), in Russian and in the current
 * language; its route awaits this with its code, so the page never renders keys.
 */
export async function loadAreaTexts(prefix: string): Promise<void> {
  requestedAreas.add(prefix);
  const current = bundleOf(normalizeLanguage(i18next.language));
  await Promise.all([addAreas(prefix, 'ru'), current === 'ru' ? null : addAreas(prefix, current)]);
}

applyDocumentLanguage(i18next.language);
i18next.on('languageChanged', applyDocumentLanguage);

export async function changeLanguage(language: TLanguage): Promise<void> {
  storeLanguage(storage, language);
  await ensureLoaded(language);
  await i18next.changeLanguage(language);
}

/** The stored choice, applied before the app first renders (main.tsx awaits it). */
export async function restoreLanguage(): Promise<void> {
  const stored = readStoredLanguage(storage);
  if (stored === DEFAULT_LANGUAGE) return;
  try {
    await ensureLoaded(stored);
    await i18next.changeLanguage(stored);
  } catch (error) {
    // A failed fetch of the texts leaves the page in Russian rather than blank.
    console.error('Could not load the interface language', error);
  }
}

export { i18next };
