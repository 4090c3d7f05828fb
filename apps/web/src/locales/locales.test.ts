import { PASSWORD_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { areasOf, loadAreas, loadMainTree, type TLocaleTree, withAreas } from './areas.ts';
import enMain from './en.json';
import type ruProfile from './profile/ru.json';
import ruMain from './ru.json';
import zhMain from './zh.json';

type TTree = TLocaleTree;

// The trees i18next is given: the main files plus every area folder. Built here from every file on
// disk, and compared below with what the app's own loaders return.
const allAreaFiles = import.meta.glob<TTree>('./*/*.json', { eager: true, import: 'default' });
const ru = withAreas(ruMain, areasOf(allAreaFiles, 'ru')) as typeof ruMain & { profile: typeof ruProfile } & TTree;
const en = withAreas(enMain, areasOf(allAreaFiles, 'en'));
const zh = withAreas(zhMain, areasOf(allAreaFiles, 'zh'));

describe('loaders', () => {
  it('give the app every file of each language', async () => {
    expect(await loadMainTree.en()).toEqual(enMain);
    expect(await loadMainTree.zh()).toEqual(zhMain);
    for (const [language, tree] of Object.entries({ ru, en, zh })) {
      const areas = await loadAreas('', language as 'ru' | 'en' | 'zh');
      expect(withAreas(language === 'ru' ? ruMain : language === 'en' ? enMain : zhMain, areas)).toEqual(tree);
    }
    expect(Object.keys(await loadAreas('card-', 'ru')).every((area) => area.startsWith('card-'))).toBe(true);
  });

  it('refuse an area that would hide a main key', () => {
    expect(() => withAreas(ruMain, { card: {} })).toThrow(/clashes/);
  });
});

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

/** Texts the spec fixes word for word (§5 and §8 account texts with their typos), by key. */
const SPEC_WORDING: [key: string, text: string][] = [
  ['search.placeholder', 'Введите ИНН, ОГРН или название компании'],
  ['search.label', 'Поиск контрагента'],
  ['search.empty', 'Ничего не найдено'],
  ['copy.copy', 'Скопировать'],
  ['copy.copied', 'Скопировано!'],
  ['card.notFoundTitle', 'Организация не найдена'],
  ['card.noData', 'Нет данных'],
  [
    'dataset.demoNotice',
    'Демонстрационные данные: сведения о компаниях сгенерированы и не относятся к реальным организациям',
  ],
  ['auth.fillAll', 'Пожалуйста, заполните все поля и примите условия.'],
  ['auth.acceptTerms', 'Пожалуйста, примите условия.'],
  ['auth.loginFailed', 'Неверный логин или пароль'],
  ['auth.registered', 'Вы успешно зарегистрировались'],
  ['auth.emailTaken', 'Пользватель с такой почтой уже зарегестрирован'],
  ['auth.resetSent', 'Письмо со ссылкой на восстановление аккаунта отправлено Вам на почту'],
  ['auth.csrfMissing', 'CSRF token is missing'],
  ['auth.newPassword.mismatch', 'Пароли не совпадают'],
  ['auth.newPassword.success', 'Ваш пароль успешно обновлен'],
  ['auth.newPassword.failure', 'Не удалось обновить пароль'],
  ['profile.friends.empty', 'Список друзей пуст'],
  ['profile.support.sent', 'Обращение в поддержку отправлено'],
  ['profile.addCompany.submit', 'Отправить заявку'],
  ['profile.addCompany.fillAll', 'Заполните все поля'],
  ['profile.addCompany.saveError', 'Ошибка при сохранении данных'],
  ['friend.added', 'Добавлен в друзья'],
  ['friend.addedAlert', 'Пользватель добавлен в друзья'],
];

describe('Russian texts fixed by the spec', () => {
  it.each(SPEC_WORDING)('%s keeps the exact wording', (key, text) => {
    expect(leafValue(ru, key)).toBe(text);
  });

  it('matches the shared password rule messages the server sends', () => {
    expect(ru.auth.passwordRules).toEqual(PASSWORD_MESSAGES);
  });
});

describe('the service name', () => {
  // One spelling per language: «Сверка» wherever the interface speaks Russian, the Latin «Sverka» in
  // English and Chinese, in texts and in document titles alike.
  const texts = (tree: TTree) => leafKeys(tree).map((key) => leafValue(tree, key) as string);

  it('is «Сверка» in Russian and «Sverka» in English and Chinese', () => {
    expect(texts(ru).filter((text) => text.includes('Sverka'))).toEqual([]);
    expect(ru.app.documentTitle).toMatch(/^Сверка/);
    for (const locale of [en, zh]) {
      expect(texts(locale).filter((text) => text.includes('Сверка'))).toEqual([]);
      expect(leafValue(locale, 'app.documentTitle')).toMatch(/^Sverka/);
    }
  });

  it('is «Сверка» in the title of the page the server sends before any script runs', async () => {
    const { readFileSync } = await import('node:fs');
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toContain('<title>Сверка — проверка контрагентов</title>');
    expect(html).not.toContain('Sverka');
  });
});
