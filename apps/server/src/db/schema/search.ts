import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';

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
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
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
    entrepreneurId: bigint('entrepreneur_id', { mode: 'number' }).notNull(),
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
