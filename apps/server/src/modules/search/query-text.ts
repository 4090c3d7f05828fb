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
  return text.toLowerCase().replace(/ё/g, 'е');
}

/** Letters-and-digits words of a text, case folded. */
export function wordsOf(text: string): string[] {
  return foldCase(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * One way to read the query as a registry full name, which is always written
 * surname first: the folded name starts with `prefix` (an index range) and
 * matches `like` (`гончарова я% в%`, `гончарова яна%`, `гончарова %`).
 */
export type TPersonPattern = { prefix: string; like: string };

export type TTextQuery = {
  /** The name people mean, legal forms and quotes removed: `ромашка`. Empty when only a legal form was typed. */
  name: string;
  /** Its words, for full-text and highlighting. */
  words: string[];
  /**
   * Set when the text may name a person: one to three words without digits, in any order, names or initials.
   * `patterns` holds one reading per word that can be the surname.
   */
  person: { words: string[]; patterns: TPersonPattern[] } | null;
};

/** Reads a text query; null when nothing searchable is left. */
export function parseTextQuery(raw: string): TTextQuery | null {
  let folded = ` ${wordsOf(raw).join(' ')} `;
  for (const phrase of LEGAL_FORM_PHRASES) folded = folded.replaceAll(` ${phrase} `, ' ');
  const all = folded.split(' ').filter(Boolean);
  const words = all.filter((word) => !LEGAL_FORMS.has(word)).slice(0, MAX_WORDS);
  if (!words.length) return null;
  return { name: words.join(' '), words, person: personOf(words) };
}

/**
 * `Гончарова`, `Гончарова Яна`, `Яна Гончарова`, `Гончарова Я.В.`,
 * `Я. В. Гончарова`: people type a surname alone, before or after the names,
 * with names or initials. The registry writes «Фамилия Имя Отчество», so each
 * word of two letters or more is tried as the surname, the other words
 * following it in the order typed (name before patronymic), each as the start
 * of a word. Digits or more than three words are not a person.
 */
export function personOf(words: readonly string[]): TTextQuery['person'] {
  if (!words.length || words.length > 3 || words.some((word) => /\d/.test(word))) return null;
  const patterns = words.flatMap((surname, i) => {
    if (surname.length < 2) return [];
    const rest = words.filter((_, j) => j !== i);
    // A surname alone is a whole word: `гончарова %` finds no «Гончаровайте».
    const like = rest.length ? `${surname} ${rest.join('% ')}%` : `${surname} %`;
    return [{ prefix: like.slice(0, like.indexOf('%')), like }];
  });
  return patterns.length ? { words: [...words], patterns } : null;
}
