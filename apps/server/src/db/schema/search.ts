import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { bigintNumber } from './columns.ts';

/**
 * Search's own index of names, kept by triggers on `companies` and
 * `entrepreneurs` (migration 0010): one row per subject and word stem of its
 * name (the Russian full-text lexemes of the name proper, legal form left
 * out), with the subject's search rank copied in. A word query then reads
 * `(stem, rank, id)` from one B-tree alone — no table rows — however many
 * thousands of subjects share the word, which a full-text GIN index cannot
 * do: it finds the rows but not their order.
 */
export const companyNameTerms = pgTable(
  'company_name_terms',
  {
    term: text('term').notNull(),
    searchRank: smallint('search_rank').notNull(),
    companyId: bigintNumber('company_id').notNull(),
  },
  (t) => [
    index('company_name_terms_term_idx').on(t.term.op('text_pattern_ops'), t.searchRank.desc(), t.companyId),
    index('company_name_terms_company_idx').on(t.companyId),
  ],
);

/** As {@link companyNameTerms}, for sole traders' full names. */
export const entrepreneurNameTerms = pgTable(
  'entrepreneur_name_terms',
  {
    term: text('term').notNull(),
    searchRank: smallint('search_rank').notNull(),
    entrepreneurId: bigintNumber('entrepreneur_id').notNull(),
  },
  (t) => [
    index('entrepreneur_name_terms_term_idx').on(t.term.op('text_pattern_ops'), t.searchRank.desc(), t.entrepreneurId),
    index('entrepreneur_name_terms_entrepreneur_idx').on(t.entrepreneurId),
  ],
);

/**
 * Every word that occurs in a company name, for typo search: a misspelt
 * word is compared by trigrams with these tens of thousands of words, not
 * with a million names. Only grows; a word no name uses any more simply
 * finds nothing.
 */
export const companyNameWords = pgTable('company_name_words', { word: text('word').primaryKey() }, (t) => [
  index('company_name_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/**
 * The people of a company search finds it by: one row per current director
 * and per current founder who is a person (migration 0021 keeps it by
 * triggers on `company_directors`, `company_founders` and `companies`), with
 * the folded name's first word — the registry writes the surname first — and
 * the company's search rank copied in. A surname is then one range of
 * `(surname, rank, id)` read in rank order from the index alone, however many
 * companies thousands of namesakes head. A surname with names or initials
 * is a prefix of the folded name instead (`гончарова я`), a narrow range of
 * its own index. Both indexes include every column search reads.
 */
export const companyPeople = pgTable(
  'company_people',
  {
    /** `director` or `founder`: how the result row names the person. */
    role: text('role').notNull(),
    /** The `company_directors` or `company_founders` row, by `role`. */
    sourceId: bigintNumber('source_id').notNull(),
    companyId: bigintNumber('company_id').notNull(),
    searchRank: smallint('search_rank').notNull(),
    surname: text('surname').notNull(),
    /** Lower case, ё as е, as queries are folded. */
    fioFolded: text('fio_folded').notNull(),
    /** As the registry writes it, for the result row. */
    fio: text('fio').notNull(),
  },
  (t) => [
    index('company_people_surname_idx').on(t.surname, t.searchRank.desc(), t.companyId),
    index('company_people_fio_idx').on(t.fioFolded.op('text_pattern_ops')),
    index('company_people_source_idx').on(t.role, t.sourceId),
    index('company_people_company_idx').on(t.companyId),
  ],
);
