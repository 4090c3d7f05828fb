import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, normalizeLanguage, readStoredLanguage, storeLanguage } from './languages.ts';

describe('normalizeLanguage', () => {
  it('keeps supported codes and maps Chinese variants to zh-CN', () => {
    expect(normalizeLanguage('ru')).toBe('ru');
    expect(normalizeLanguage('en-US')).toBe('en');
    expect(normalizeLanguage('zh')).toBe('zh-CN');
    expect(normalizeLanguage('ZH-cn')).toBe('zh-CN');
  });

  it('falls back to Russian for anything else', () => {
    expect(normalizeLanguage('de')).toBe('ru');
    expect(normalizeLanguage('')).toBe('ru');
    expect(normalizeLanguage(null)).toBe('ru');
  });
});

describe('stored language', () => {
  it('round-trips through the i18nextLng key', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
    storeLanguage(storage, 'zh-CN');
    expect(map.get(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
    expect(readStoredLanguage(storage)).toBe('zh-CN');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLanguage(broken)).toBe('ru');
    expect(() => storeLanguage(broken, 'en')).not.toThrow();
  });
});
