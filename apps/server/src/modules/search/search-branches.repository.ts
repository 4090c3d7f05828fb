import type postgres from 'postgres';
import type { TSql } from '../../db/client.ts';
import type { TPersonPattern, TTextQuery } from './query-text.ts';
import type { TBranch, TSubjectKind } from './search.repository.ts';
import { filterCondition, hasFilters, okvedCodesUnder, type TSearchFilters } from './search-filters.ts';
import { similarNamesBranch, type TSimilarWords } from './similar-names.repository.ts';

/**
 * The ways a subject matches, as SQL branches for the queries above, with the
 * filters of the results page applied inside each branch. Tiers, best first:
 * 0 identifier or ОКВЭД code, 1 exact name, 2 name prefix, 3 name words,
 * 4 director or founder, 5 ОКВЭД words, 6 similar spelling.
 */

/** Companies by ИНН or ОГРН; sole traders by ИНН or ОГРНИП; a person's ИНН also finds the companies they lead or own. */
export function identifierBranches(
  sql: TSql,
  kind: TSubjectKind,
  column: 'inn' | 'ogrn' | 'ogrnip',
  value: string,
  filters: TSearchFilters,
): TBranch[] {
  const where = filterCondition(sql, kind, filters);
  if (kind === 'entrepreneur')
    // A sole trader's ИНН has 12 digits: a 10-digit one (a company's) or an ОГРН needs no read of them at all.
    return column === 'ogrn' || (column === 'inn' && value.length === 10)
      ? []
      : [
          {
            select: sql`select e.id, 0 as tier, 0::real as score, ${column === 'inn' ? 'inn' : 'ogrn'}::text as field,
              null::text as matched from entrepreneurs e where e.${sql(column)} = ${value} and ${where}`,
          },
        ];
  if (column === 'ogrnip') return [];
  if (column === 'ogrn' || value.length === 10)
    return [
      {
        select: sql`select c.id, 0 as tier, 0::real as score, ${column}::text as field, null::text as matched
          from companies c where c.${sql(column)} = ${value} and ${where}`,
      },
    ];
  return [
    {
      select: sql`select d.company_id as id, 4 as tier, 0::real as score, 'director'::text as field, d.fio as matched
        from company_directors d join companies c on c.id = d.company_id
        where d.inn = ${value} and d.ended_date is null and ${where}`,
    },
    {
      select: sql`select f.company_id as id, 4 as tier, 0::real as score, 'founder'::text as field, f.name as matched
        from company_founders f join companies c on c.id = f.company_id
        where f.inn = ${value} and f.ended_date is null and ${where}`,
    },
  ];
}

/**
 * Subjects whose main ОКВЭД is one of `codes`. The index keeps each code's
 * subjects in rank order, but the planner does not merge several such
 * lists; so a page reads the best `limit` of each code and merges them
 * itself, instead of sorting every subject of every code.
 */
function okvedBranch(
  sql: TSql,
  kind: TSubjectKind,
  codes: readonly string[],
  tier: number,
  filters: TSearchFilters,
): TBranch {
  const s = sql(kind === 'company' ? 'c' : 'e');
  const table = sql(kind === 'company' ? 'companies' : 'entrepreneurs');
  const where = filterCondition(sql, kind, filters);
  const columns = sql`${tier}::int as tier, 0::real as score, 'okved'::text as field, null::text as matched`;
  return {
    // One code as `=`: the planner reads an index in order for an equality, not for `= any(…)`.
    select: sql`select ${s}.id, ${columns} from ${table} ${s}
      where ${codes.length === 1 ? sql`${s}.okved_code = ${codes[0] as string}` : sql`${s}.okved_code = any(${codes as string[]})`}
        and ${where}`,
    ...(codes.length > 1 && {
      best: (limit: number) => sql`select x.id, ${columns}
        from unnest(${codes as string[]}::text[]) code
          cross join lateral (select ${s}.id, ${s}.search_rank as rank from ${table} ${s}
            where ${s}.okved_code = code and ${where} order by ${s}.search_rank desc nulls last, ${s}.id limit ${limit}) x`,
      rank: sql`x.rank desc`,
    }),
  };
}

/** Subjects whose main ОКВЭД is the code or under it. */
export function okvedCodeBranches(sql: TSql, kind: TSubjectKind, code: string, filters: TSearchFilters): TBranch[] {
  const codes = okvedCodesUnder(code);
  return codes.length ? [okvedBranch(sql, kind, codes, 0, filters)] : [];
}

/** Memo of full-text stems by word: the dictionary does not change while the server runs. */
const stemByWord = new Map<string, string | null>();
const STEM_MEMO_SIZE = 50_000;

/**
 * The Russian full-text stem of each word (`ромашка` → `ромашк`), null for
 * stop words, as the name index stores them — computed by the database, so
 * both sides always stem alike.
 */
export async function stemsOf(sql: TSql, words: readonly string[]): Promise<(string | null)[]> {
  const unknown = [...new Set(words.filter((word) => !stemByWord.has(word)))];
  if (unknown.length) {
    const rows = await sql<{ word: string; stem: string | null }[]>`
      select w as word, (select lexeme from unnest(to_tsvector('russian', w)) limit 1) as stem
      from unnest(${unknown}::text[]) w`;
    if (stemByWord.size + rows.length > STEM_MEMO_SIZE) stemByWord.clear();
    for (const row of rows) stemByWord.set(row.word, row.stem);
  }
  return words.map((word) => stemByWord.get(word) ?? null);
}

/** The full-text stems of every ОКВЭД2 name, read once per process: the classifier does not change. */
let okvedStems: Promise<{ code: string; stems: string[] }[]> | undefined;

function loadOkvedStems(sql: TSql) {
  okvedStems ??= sql<{ code: string; stems: string[] }[]>`
    select code, array(select lexeme from unnest(to_tsvector('russian', name))) as stems from okved`.then((rows) =>
    rows.length ? rows : Promise.reject(new Error('the ОКВЭД classifier is not loaded')),
  );
  // A failed or premature read is retried by the next search rather than remembered.
  okvedStems.catch(() => {
    okvedStems = undefined;
  });
  return okvedStems;
}

/**
 * ОКВЭД2 codes whose name has, for every stem of the query, a word starting
 * with it — the rule names are matched by (`stems` from {@link stemsOf}).
 * Matched in memory: stemming the classifier's names on every search cost
 * more than the rest of it.
 */
export async function okvedCodesMatching(sql: TSql, stems: readonly (string | null)[]): Promise<string[]> {
  const wanted = stems.filter((stem): stem is string => Boolean(stem));
  if (!wanted.length) return [];
  const classifier = await loadOkvedStems(sql).catch(() => []);
  return classifier
    .filter((entry) => wanted.every((stem) => entry.stems.some((word) => word.startsWith(stem))))
    .map((entry) => entry.code);
}

const TERMS = {
  company: { table: 'company_name_terms', id: 'company_id', subjects: 'companies', alias: 'c' },
  entrepreneur: { table: 'entrepreneur_name_terms', id: 'entrepreneur_id', subjects: 'entrepreneurs', alias: 'e' },
} as const;

/**
 * Subjects whose name has, for every stem, a word starting with it — read
 * from the name index of migration 0010 alone when there are no filters:
 * each stem is a range of `(term, rank, id)` entries, joined on the id when
 * there are several (the planner hashes the smaller range). Distinct on
 * `(rank, id)`: a name with two words of the same stem is one subject.
 */
function nameTermsBranch(
  sql: TSql,
  kind: TSubjectKind,
  stems: readonly string[],
  filters: TSearchFilters,
  tier: number,
): TBranch {
  const names = TERMS[kind];
  const term = (n: number) => sql(`t${n}`);
  const joins = stems
    .slice(1)
    .map(
      (_, i) => sql`join ${sql(names.table)} ${term(i + 1)} on ${term(i + 1)}.${sql(names.id)} = t0.${sql(names.id)}`,
    );
  const inRanges = stems.map((stem, n) => sql`${term(n)}.term ~>=~ ${stem} and ${term(n)}.term ~<~ ${`${stem}\uffff`}`);
  const s = sql(names.alias);
  const narrowed = hasFilters(filters) ? [sql`join ${sql(names.subjects)} ${s} on ${s}.id = t0.${sql(names.id)}`] : [];
  const conditions = [...inRanges, ...(narrowed.length ? [filterCondition(sql, kind, filters)] : [])];
  const columns = sql`${tier}::int as tier, 0::real as score, ${kind === 'company' ? 'name' : 'fio'}::text as field,
    null::text as matched`;
  const [stem] = stems;
  return {
    select: sql`select x.id, ${columns}
      from (select distinct t0.search_rank as rank, t0.${sql(names.id)} as id
            from ${sql(names.table)} t0 ${[...joins, ...narrowed].reduce((all, next) => sql`${all} ${next}`, sql``)}
            where ${conditions.reduce((all, next) => sql`${all} and ${next}`)}) x`,
    ...(stems.length === 1 &&
      stem !== undefined &&
      !narrowed.length && { best: (limit: number) => bestOfStemRange(sql, kind, stem, limit, columns) }),
    rank: sql`x.rank desc`,
  };
}

/**
 * The best `limit` subjects of one stem's range, for a page. The index keeps each term's subjects in rank order,
 * but a stem is a range of terms (`иван…`: иван, иванов, иванова, иванович…), and ordering the whole range by rank
 * sorted every row of it (38,000 for `иван…` at 1M sole traders, 20-35 ms). So the range's distinct terms are
 * walked one index probe each, the best `limit` of each term read in index order, and those merged: a subject
 * among the range's best `limit` is among its own term's best `limit` (a name holds each term once; one with two
 * terms of the range, `…лайн` and `…ком`, is in both lists and kept once).
 */
function bestOfStemRange(
  sql: TSql,
  kind: TSubjectKind,
  stem: string,
  limit: number,
  columns: postgres.PendingQuery<postgres.Row[]>,
) {
  const names = TERMS[kind];
  const table = sql(names.table);
  const id = sql(names.id);
  const end = `${stem}\uffff`;
  return sql`select x.id, ${columns}
    from (select distinct b.rank, b.id
          from (with recursive terms(term) as (
                  (select t.term from ${table} t where t.term ~>=~ ${stem} and t.term ~<~ ${end} order by t.term using ~<~ limit 1)
                  union all
                  select (select t.term from ${table} t where t.term ~>~ terms.term and t.term ~<~ ${end}
                          order by t.term using ~<~ limit 1)
                  from terms where terms.term is not null)
                select terms.term from terms where terms.term is not null) r
            cross join lateral (select t.search_rank as rank, t.${id} as id from ${table} t where t.term = r.term
                                order by t.search_rank desc nulls last, t.${id} limit ${limit}) b) x`;
}

/**
 * Companies whose current director or founder (a person) has the pattern's
 * surname and the rest of its name: one range of search's index of people
 * (migration 0021), read from the index alone — a surname alone in rank
 * order, so one thousands share costs the page it shows, not a row per
 * namesake; with names or initials, the few full names that start so.
 */
function peopleBranch(sql: TSql, pattern: TPersonPattern, filters: TSearchFilters): TBranch {
  const surname = pattern.prefix.split(' ')[0] as string;
  const narrowed = hasFilters(filters)
    ? sql`join companies c on c.id = p.company_id where ${filterCondition(sql, 'company', filters)} and`
    : sql`where`;
  // A surname alone reads its namesakes in rank order; with names or initials, the narrower range of full names.
  const lone = pattern.prefix === `${surname} `;
  const matches = lone
    ? sql`p.surname = ${surname}`
    : sql`p.fio_folded ~>=~ ${pattern.prefix} and p.fio_folded ~<~ ${`${pattern.prefix}\uffff`} and p.fio_folded like ${pattern.like}`;
  // A company once, however many of its people match (a director who is also a founder, two namesakes): a branch
  // that listed it twice filled its best `limit` with fewer companies, and the page came out short. In the index's
  // own order, so a surname is still read without a sort; which of the company's matching people names the match
  // is the index's first.
  return {
    select: sql`select x.id, 4 as tier, 0::real as score, x.field, x.matched
      from (select distinct on (p.search_rank, p.company_id) p.company_id as id, p.search_rank as rank,
              p.role as field, p.fio as matched
            from company_people p ${narrowed} ${matches}
            order by p.search_rank desc nulls last, p.company_id) x`,
    // NULLS LAST as the index has it (the rank is never null): plain DESC means NULLS FIRST, which the index does
    // not give, and a common surname was then sorted whole (80,000 namesakes: 20 ms) instead of read in order.
    rank: sql`x.rank desc nulls last`,
  };
}

/**
 * Name (or ФИО), people and the subjects of the ОКВЭД codes the words name
 * (`okvedCodes`, from {@link okvedCodesMatching}); `similar` (typo search) adds
 * similar spellings of a company name. `stems` are the full-text stems of the
 * query's words ({@link stemsOf}), null for stop words.
 */
export function textBranches(
  sql: TSql,
  kind: TSubjectKind,
  query: TTextQuery,
  stems: readonly (string | null)[],
  okvedCodes: readonly string[],
  filters: TSearchFilters,
  similar: TSimilarWords | null,
): TBranch[] {
  const where = filterCondition(sql, kind, filters);
  // One-letter words (initials, «и») narrow only the rows the longer ones find: a one-letter prefix would read a
  // good part of the index.
  const hasLongWords = query.words.some((word) => word.length > 1);
  const nameStems = query.words.flatMap((word, i) => {
    const stem = stems[i];
    return stem && (word.length > 1 || !hasLongWords) ? [stem] : [];
  });
  const person = query.person;
  // A person is matched through an index of the folded full name, once per word that may be the surname:
  // `гончарова я% в%` or `гончарова %` reads only the range that starts with that surname (and the letters after
  // it). The range is spelled out as well: the planner narrows a multibyte LIKE prefix only to its first word.
  const personLike = (fio: postgres.PendingQuery<postgres.Row[]>, pattern: TPersonPattern) =>
    sql`${fio} ~>=~ ${pattern.prefix} and ${fio} ~<~ ${`${pattern.prefix}\uffff`} and ${fio} like ${pattern.like}`;
  const branches: TBranch[] = [];
  const okvedWords = okvedCodes.length ? [okvedBranch(sql, kind, okvedCodes, 5, filters)] : [];
  if (kind === 'entrepreneur') {
    // A lone word is matched as a name word below: that finds the surname and any other word of the name.
    if (person && person.words.length > 1)
      for (const pattern of person.patterns)
        branches.push({
          select: sql`select e.id,
              case when e.fio_folded = ${query.name} then 1 when starts_with(e.fio_folded, ${query.name}) then 2 else 3 end
                as tier,
              0::real as score, 'fio'::text as field, null::text as matched
            from entrepreneurs e where ${personLike(sql`e.fio_folded`, pattern)} and ${where}`,
        });
    else {
      branches.push(
        {
          select: sql`select e.id, 1 as tier, 0::real as score, 'fio'::text as field, null::text as matched
            from entrepreneurs e where e.fio_folded = ${query.name} and ${where}`,
        },
        {
          select: sql`select e.id, 2 as tier, 0::real as score, 'fio'::text as field, null::text as matched
            from entrepreneurs e
            where e.fio_folded ~>=~ ${query.name} and e.fio_folded ~<~ ${`${query.name}\uffff`} and ${where}`,
        },
      );
      if (nameStems.length) branches.push(nameTermsBranch(sql, kind, nameStems, filters, 3));
    }
    return [...branches, ...okvedWords];
  }
  // name_core (see the schema) is indexed for equality and prefixes. The prefix is an explicit range: the
  // planner narrows a LIKE on Cyrillic text poorly, and the range needs no escaping either.
  branches.push(
    {
      select: sql`select c.id, 1 as tier, 0::real as score, 'name'::text as field, null::text as matched
        from companies c where c.name_core = ${query.name} and ${where}`,
    },
    {
      select: sql`select c.id, 2 as tier, 0::real as score, 'name'::text as field, null::text as matched
        from companies c
        where c.name_core ~>=~ ${query.name} and c.name_core ~<~ ${`${query.name}\uffff`} and ${where}`,
    },
  );
  if (nameStems.length) branches.push(nameTermsBranch(sql, kind, nameStems, filters, 3));
  // Companies a person heads or founded, the person named in the match («Руководитель: …», «Учредитель: …»).
  for (const pattern of person?.patterns ?? []) branches.push(peopleBranch(sql, pattern, filters));
  branches.push(...okvedWords);
  // A word spelt like no word of any name leaves no company that matches them all.
  if (similar?.length && similar.every((list) => list.length)) branches.push(similarNamesBranch(sql, similar, filters));
  return branches;
}
