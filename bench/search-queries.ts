import type { TSql } from '../apps/server/src/db/client.ts';

export type TQueryKind =
  | 'ИНН'
  | 'ОГРН'
  | 'name word'
  | 'name prefix'
  | 'two-word name'
  | 'person'
  | 'surname'
  | 'name first'
  | 'ОКВЭД'
  | 'typo';

/** The name inside the quotes of a short name: `ООО «Север Строй»` → `Север Строй`. */
const coreName = (short: string) => /[«"“]([^»"”]+)/.exec(short)?.[1] ?? short;
const wordsOf = (text: string) => text.split(/[^\p{L}]+/u).filter((word) => word.length >= 4);

/** Two neighbouring letters inside the word swapped: the commonest typo. */
function typo(word: string, n: number): string {
  const at = 1 + (n % Math.max(1, word.length - 3));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** `Иванов Иван Иванович` → `Иванов И.И.` */
const initials = (fio: string) => {
  const [last, ...rest] = fio.split(' ');
  return `${last} ${rest.map((name) => `${name[0]}.`).join('')}`;
};

/** `Иванов Иван Иванович` → `Иван Иванов`, or with initials `И. И. Иванов`. */
const nameFirst = (fio: string, withInitials: boolean) => {
  const [last, ...rest] = fio.split(' ');
  return [...(withInitials ? rest.map((name) => `${name[0]}.`) : rest.slice(0, 1)), last].join(' ');
};

/**
 * `count` queries of each kind, drawn from the register itself (a fixed
 * pseudo-random sample, so reruns time the same queries).
 */
export async function sampleQueries(sql: TSql, count: number): Promise<Record<TQueryKind, string[]>> {
  await sql`select setseed(0.42)`;
  const companies = await sql<{ inn: string; ogrn: string; name_short: string; okved_code: string | null }[]>`
    select inn, ogrn, name_short, okved_code from companies order by random() limit ${count * 4}`;
  const directors = await sql<{ fio: string }[]>`
    select fio from company_directors where ended_date is null order by random() limit ${count}`;
  const names = companies.map((c) => wordsOf(coreName(c.name_short))).filter((words) => words.length > 0);
  const pick = <T>(list: T[]) => list.slice(0, count);
  return {
    ИНН: pick(companies.map((c) => c.inn)),
    ОГРН: pick(companies.map((c) => c.ogrn)),
    'name word': pick(names.map((words) => words[words.length - 1] as string)),
    'name prefix': pick(names.map((words) => (words[0] as string).slice(0, 4))),
    'two-word name': pick(names.filter((words) => words.length >= 2).map((words) => words.slice(0, 2).join(' '))),
    person: pick(directors.map((d, i) => (i % 2 ? d.fio : initials(d.fio)))),
    surname: pick(directors.map((d) => d.fio.split(' ')[0] as string)),
    // `Яна Гончарова`, `Я. В. Гончарова`: people also type the surname last.
    'name first': pick(directors.map((d, i) => nameFirst(d.fio, i % 2 === 1))),
    ОКВЭД: pick(companies.flatMap((c) => (c.okved_code?.includes('.') ? [c.okved_code] : []))),
    typo: pick(names.flatMap((words, i) => words.filter((w) => w.length >= 6).map((w) => typo(w.toLowerCase(), i)))),
  };
}
