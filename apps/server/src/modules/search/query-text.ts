/**
 * Free-text queries as people type them: `ООО «Ромашка»`, `Ромашка ООО`,
 * `"ромашка"`, `Иванов И.И.`. Everything here works on letters and digits
 * only, so quotes, `%`, `_`, `\`, `&`, `|`, `!`, `:` and the like never reach
 * a query as syntax.
 */

/** Legal forms people write next to a name; they say nothing about which company is meant. */
const LEGAL_FORMS = new Set([
  'ооо',
  'оао',
  'зао',
  'пао',
  'нао',
  'ао',
  'ип',
  'гуп',
  'муп',
  'фгуп',
  'фгбу',
  'гбу',
  'мбу',
  'ано',
  'нко',
  'тсж',
  'снт',
  'кфх',
  'ooo',
]);

/** Full spellings of the commonest legal forms, removed as whole phrases. */
const LEGAL_FORM_PHRASES = [
  'общество с ограниченной ответственностью',
  'публичное акционерное общество',
  'непубличное акционерное общество',
  'закрытое акционерное общество',
  'открытое акционерное общество',
  'акционерное общество',
  'индивидуальный предприниматель',
];

/** At most this many words take part: a pasted paragraph must not become a huge query. */
const MAX_WORDS = 8;

/** Lower case, ё → е: the registries spell both ways. */
export function foldCase(text: string): string {
  return text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');
}

/** Letters-and-digits words of a text, case folded. */
export function wordsOf(text: string): string[] {
  return foldCase(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export type TTextQuery = {
  /** The name people mean, legal forms and quotes removed: `ромашка`. Empty when only a legal form was typed. */
  name: string;
  /** Its words, for full-text and highlighting. */
  words: string[];
  /** Set when the text reads as a person: a surname with initials or two or three name words. */
  person: { words: string[]; initials: boolean } | null;
};

/** Reads a text query; null when nothing searchable is left. */
export function parseTextQuery(raw: string): TTextQuery | null {
  let folded = ` ${wordsOf(raw).join(' ')} `;
  for (const phrase of LEGAL_FORM_PHRASES) folded = folded.replaceAll(` ${phrase} `, ' ');
  const all = folded.split(' ').filter(Boolean);
  const words = all.filter((word) => !LEGAL_FORMS.has(word)).slice(0, MAX_WORDS);
  if (!words.length) return null;
  return { name: words.join(' '), words, person: personOf(raw, words) };
}

/**
 * `Иванов И.И.`, `Иванов И. И.`, `Иванов Иван`, `Иванов Иван Иванович`: a
 * surname first, then initials or names. A lone word is a name word, not a
 * person (a surname alone names thousands of people); digits or more than
 * three words are not a person either.
 */
function personOf(raw: string, words: string[]): TTextQuery['person'] {
  if (words.length < 2 || words.length > 3 || words.some((word) => /\d/.test(word))) return null;
  const initials = /^\s*\p{L}[\p{L}-]+\s+\p{L}\.\s*(\p{L}\.?)?\s*$/u.test(raw);
  return { words, initials };
}
