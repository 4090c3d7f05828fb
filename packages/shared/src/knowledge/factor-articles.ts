import { RELIABILITY_FACTOR_BY_ID, RELIABILITY_FACTORS } from '../reliability/engine.ts';
import type { TFactorGroup } from '../reliability/factor.ts';

/**
 * Which knowledge-base article explains a reliability factor: its group's article, or one of its own where a
 * group's article would bury it. The migration that seeds the knowledge base writes every slug named here, and
 * the server refuses to delete or re-address them, so a factor's link never leads nowhere.
 */
export const FACTOR_GROUP_ARTICLES: Readonly<Record<TFactorGroup, string>> = {
  status: 'factor-status',
  registry: 'factor-registry',
  people: 'factor-people',
  taxes: 'factor-taxes',
  finances: 'factor-finances',
  courts: 'factor-courts',
  enforcement: 'factor-enforcement',
  procurement: 'factor-procurement',
  sanctions: 'factor-sanctions',
  activity: 'factor-activity',
  affiliates: 'factor-affiliates',
};

/** Factors explained by an article of their own rather than their group's. */
export const FACTOR_OWN_ARTICLES: Readonly<Record<string, string>> = {
  'bankruptcy-efrsb': 'bankruptcy',
  'bankruptcy-case': 'bankruptcy',
  'bankruptcy-intention': 'bankruptcy',
};

/** The article slug of a factor by its id; null for an id this catalogue does not know. */
export function factorArticleSlug(factorId: string): string | null {
  const own = FACTOR_OWN_ARTICLES[factorId];
  if (own) return own;
  const definition = RELIABILITY_FACTOR_BY_ID.get(factorId);
  return definition ? FACTOR_GROUP_ARTICLES[definition.group] : null;
}

/** Every slug some factor links to. */
export const FACTOR_ARTICLE_SLUGS: ReadonlySet<string> = new Set(
  RELIABILITY_FACTORS.map((factor) => factorArticleSlug(factor.id)).filter((slug): slug is string => slug !== null),
);
