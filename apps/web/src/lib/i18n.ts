import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeAreaLocales } from '../locales/areas.ts';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import zh from '../locales/zh.json';
import { DEFAULT_LANGUAGE, normalizeLanguage, readStoredLanguage, storeLanguage, type TLanguage } from './languages.ts';

const storage = typeof window === 'undefined' ? undefined : window.localStorage;

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = normalizeLanguage(language);
}

// Resources are bundled: a few small files, and the first paint is never a
// flash of translation keys.
const resources = mergeAreaLocales({ ru, en, zh });

void i18next.use(initReactI18next).init({
  resources: {
    ru: { translation: resources.ru },
    en: { translation: resources.en },
    zh: { translation: resources.zh },
  },
  lng: readStoredLanguage(storage),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
});

applyDocumentLanguage(i18next.language);
i18next.on('languageChanged', applyDocumentLanguage);

export async function changeLanguage(language: TLanguage): Promise<void> {
  storeLanguage(storage, language);
  await i18next.changeLanguage(language);
}

export { i18next };
