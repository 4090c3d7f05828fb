import { STATUS_ACTIVE, STATUS_INACTIVE, type TSearchQuery } from '@sverka/shared';
import type postgres from 'postgres';
import type { TSql } from '../../db/client.ts';
import { loadOkved } from '../reference/index.ts';
import { prefixTsquery, type TTextQuery } from './query-text.ts';
import type { TBranch, TSubjectKind } from './search.repository.ts';

/**
 * The ways a subject matches, as SQL branches for the repository, with the
 * filters of the results page applied inside each branch. Tiers, best first:
 * 0 identifier or ОКВЭД code, 1 exact name, 2 name prefix, 3 name words,
 * 4 director or founder, 5 ОКВЭД words, 6 similar spelling.
 */

export type TSearchFilters = Pick<
  TSearchQuery,
  'region' | 'status' | 'okved' | 'opf' | 'registered_from' | 'registered_to'
>;

/** ОКОПФ codes of sole traders: ИП and the head of a farm (КФХ). */
const ENTREPRENEUR_OPF: Record<string, string> = {
  '50102': 'Индивидуальный предприниматель',
  '50101': 'Глава крестьянского (фермерского) хозяйства',
};

/** Every ОКВЭД2 code equal to `prefix` or under it (`62` → 62, 62.0, 62.01 …), so an index can serve the filter. */
export function okvedCodesUnder(prefix: string): string[] {
  return loadOkved()
    .map((entry) => entry.code)
    .filter((code) => code === prefix || code.startsWith(`${prefix}.`));
}

/** The filters as a condition on the subject alias (`c` or `e`); `true` when none. */
export function filterCondition(sql: TSql, kind: TSubjectKind, filters: TSearchFilters) {
  const s = sql(kind === 'company' ? 'c' : 'e');
  const parts = [sql`true`];
  if (filters.region) parts.push(sql`${s}.region_code = ${filters.region}`);
  if (filters.status === 'active') parts.push(sql`${s}.status_name = ${STATUS_ACTIVE}`);
  if (filters.status === 'inactive') parts.push(sql`${s}.status_name = ${STATUS_INACTIVE}`);
  if (filters.status === 'liquidated') parts.push(sql`${s}.status_name not in (${STATUS_ACTIVE}, ${STATUS_INACTIVE})`);
  if (filters.okved) parts.push(sql`${s}.okved_code = any(${okvedCodesUnder(filters.okved)})`);
  if (filters.opf && kind === 'company') parts.push(sql`c.opf_code = ${filters.opf}`);
  if (filters.opf && kind === 'entrepreneur') {
    const kindName = ENTREPRENEUR_OPF[filters.opf];
    parts.push(kindName ? sql`e.kind_name = ${kindName}` : sql`false`);
  }
  if (filters.registered_from) parts.push(sql`${s}.registration_date >= ${filters.registered_from}`);
  if (filters.registered_to) parts.push(sql`${s}.registration_date <= ${filters.registered_to}`);
  return parts.reduce((all, part) => sql`${all} and ${part}`);
}

const FIO = `e.last_name || ' ' || e.first_name || ' ' || coalesce(e.middle_name, '')`;

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
    return column === 'ogrn'
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

/** Subjects whose main ОКВЭД is the code or under it. */
export function okvedCodeBranches(sql: TSql, kind: TSubjectKind, code: string, filters: TSearchFilters): TBranch[] {
  const codes = okvedCodesUnder(code);
  if (!codes.length) return [];
  const s = sql(kind === 'company' ? 'c' : 'e');
  return [
    {
      select: sql`select ${s}.id, 0 as tier, 0::real as score, 'okved'::text as field, null::text as matched
        from ${sql(kind === 'company' ? 'companies' : 'entrepreneurs')} ${s}
        where ${s}.okved_code = any(${codes}) and ${filterCondition(sql, kind, filters)}`,
    },
  ];
}

/** Memo of ОКВЭД codes by tsquery: the classifier does not change while the server runs. */
const okvedByWords = new Map<string, string[]>();
const OKVED_MEMO_SIZE = 5_000;

/**
 * ОКВЭД2 codes whose name matches every word, by the same Russian full-text
 * rules as names. Resolved once per distinct query, not in every branch of
 * every search.
 */
export async function okvedCodesMatching(sql: TSql, words: readonly string[]): Promise<string[]> {
  const tsquery = prefixTsquery(words);
  const known = okvedByWords.get(tsquery);
  if (known) return known;
  const rows = await sql<{ code: string }[]>`
    select code from okved where to_tsvector('russian', name) @@ to_tsquery('russian', ${tsquery})`;
  const codes = rows.map((row) => row.code);
  if (okvedByWords.size >= OKVED_MEMO_SIZE) okvedByWords.clear();
  okvedByWords.set(tsquery, codes);
  return codes;
}

/**
 * Name (or ФИО), people and the subjects of the ОКВЭД codes the words name
 * (`okvedCodes`, from {@link okvedCodesMatching}); `fuzzy` adds similar
 * spellings of a company name.
 */
export function textBranches(
  sql: TSql,
  kind: TSubjectKind,
  query: TTextQuery,
  okvedCodes: readonly string[],
  filters: TSearchFilters,
  fuzzy: boolean,
): TBranch[] {
  const where = filterCondition(sql, kind, filters);
  // One-letter words (initials, «и») are checked on the rows the longer ones find, not through the index:
  // a one-letter prefix would read half of it.
  const longWords = query.words.filter((word) => word.length > 1);
  const tsquery = prefixTsquery(longWords.length ? longWords : query.words);
  const person = query.person;
  // A person is matched as typed, surname first, through an index of the folded full name: `иванов и% и%`
  // or `смирнова анна%` reads only the range that starts with the surname (and the first letters after it).
  const personPattern = person
    ? `${person.initials ? `${person.words[0]} ${person.words.slice(1).join('% ')}` : person.words.join(' ')}%`
    : '';
  // The range is spelled out as well: the planner narrows a multibyte LIKE prefix only to its first word.
  const personPrefix = personPattern.slice(0, personPattern.indexOf('%'));
  const personLike = (fio: postgres.PendingQuery<postgres.Row[]>) => {
    const folded = sql`translate(lower(${fio}), 'ё', 'е')`;
    return sql`${folded} ~>=~ ${personPrefix} and ${folded} ~<~ ${`${personPrefix}\uffff`} and ${folded} like ${personPattern}`;
  };
  const branches: TBranch[] = [];
  const s = sql(kind === 'company' ? 'c' : 'e');
  const okvedWords = okvedCodes.length
    ? [
        {
          select: sql`select ${s}.id, 5 as tier, 0::real as score, 'okved'::text as field, null::text as matched
            from ${sql(kind === 'company' ? 'companies' : 'entrepreneurs')} ${s}
            where ${s}.okved_code = any(${okvedCodes as string[]}) and ${where}`,
        },
      ]
    : [];
  if (kind === 'entrepreneur') {
    branches.push({
      select: sql`select e.id,
          case when lower(${sql.unsafe(FIO)}) = ${query.name} then 1
               when starts_with(lower(${sql.unsafe(FIO)}), ${query.name}) then 2 else 3 end as tier,
          0::real as score, 'fio'::text as field, null::text as matched
        from entrepreneurs e
        where ${person ? personLike(sql.unsafe(FIO)) : sql`to_tsvector('russian', ${sql.unsafe(FIO)}) @@ to_tsquery('russian', ${tsquery})`}
          and ${where}`,
    });
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
    {
      select: sql`select c.id, 3 as tier, 0::real as score, 'name'::text as field, null::text as matched
        from companies c
        where to_tsvector('russian', c.name_short || ' ' || c.name_full) @@ to_tsquery('russian', ${tsquery})
          and ${where}`,
    },
  );
  if (person) {
    branches.push({
      select: sql`select d.company_id as id, 4 as tier, 0::real as score, 'director'::text as field, d.fio as matched
        from company_directors d join companies c on c.id = d.company_id
        where ${personLike(sql`d.fio`)} and d.ended_date is null and ${where}`,
    });
    branches.push({
      select: sql`select f.company_id as id, 4 as tier, 0::real as score, 'founder'::text as field, f.name as matched
        from company_founders f join companies c on c.id = f.company_id
        where ${personLike(sql`f.name`)} and f.kind = 'person' and f.ended_date is null and ${where}`,
    });
  }
  branches.push(...okvedWords);
  if (fuzzy)
    branches.push({
      select: sql`select c.id, 6 as tier, word_similarity(${query.name}, lower(c.name_short)) as score,
          'name'::text as field, null::text as matched
        from companies c where ${query.name} <% lower(c.name_short) and ${where}`,
      order: sql`score desc`,
    });
  return branches;
}
