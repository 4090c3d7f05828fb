import {
  KNOWLEDGE_BODY_MAX_LENGTH,
  KNOWLEDGE_LEAD_MAX_LENGTH,
  KNOWLEDGE_SLUG_MAX_LENGTH,
  KNOWLEDGE_SLUG_PATTERN,
  KNOWLEDGE_TITLE_MAX_LENGTH,
  type TKnowledgeAdminArticle,
  type TKnowledgeArticleFormInput,
  transliterate,
} from '@sverka/shared';

/**
 * The article editor's pure rules: the server's checks made before sending, so a mistake is named at once,
 * and the JSON body the server expects.
 */

export interface TArticleFormValues {
  slug: string;
  title: string;
  lead: string;
  body: string;
  /** A rubric's slug, '' for none. */
  category: string;
  subscribersOnly: boolean;
}

export type TArticleFormField = 'slug' | 'title' | 'lead' | 'body' | 'category';
export const ARTICLE_FORM_FIELDS: readonly TArticleFormField[] = ['slug', 'title', 'lead', 'body', 'category'];

/** An i18n key under `knowledge.admin.errors` and its values. */
export interface TArticleFieldError {
  key: string;
  values?: Record<string, number>;
}

export type TArticleFormErrors = Partial<Record<TArticleFormField, TArticleFieldError>>;

const ERRORS = 'knowledge.admin.errors';

export const emptyArticleForm = (): TArticleFormValues => ({
  slug: '',
  title: '',
  lead: '',
  body: '',
  category: '',
  subscribersOnly: false,
});

export const articleFormValuesOf = (article: TKnowledgeAdminArticle): TArticleFormValues => ({
  slug: article.slug,
  title: article.title,
  lead: article.lead,
  body: article.body,
  category: article.category?.slug ?? '',
  subscribersOnly: article.subscribers_only,
});

function textError(value: string, max: number): TArticleFieldError | undefined {
  const length = value.trim().length;
  if (length === 0) return { key: `${ERRORS}.blank` };
  if (length > max) return { key: `${ERRORS}.tooLong`, values: { max } };
  return undefined;
}

export function checkArticleForm(values: TArticleFormValues): TArticleFormErrors {
  const errors: TArticleFormErrors = {};
  const slug = textError(values.slug, KNOWLEDGE_SLUG_MAX_LENGTH);
  if (slug) errors.slug = slug;
  else if (!KNOWLEDGE_SLUG_PATTERN.test(values.slug.trim())) errors.slug = { key: `${ERRORS}.slugFormat` };
  const title = textError(values.title, KNOWLEDGE_TITLE_MAX_LENGTH);
  if (title) errors.title = title;
  const lead = textError(values.lead, KNOWLEDGE_LEAD_MAX_LENGTH);
  if (lead) errors.lead = lead;
  const body = textError(values.body, KNOWLEDGE_BODY_MAX_LENGTH);
  if (body) errors.body = body;
  return errors;
}

export const articleBody = (values: TArticleFormValues): TKnowledgeArticleFormInput => ({
  slug: values.slug.trim(),
  title: values.title,
  lead: values.lead,
  body: values.body,
  category: values.category || null,
  subscribers_only: values.subscribersOnly,
});

/** A Latin address from a Russian title, offered while the slug field is still empty. */
export function slugFromTitle(title: string): string {
  return transliterate(title).slice(0, KNOWLEDGE_SLUG_MAX_LENGTH).replace(/-+$/, '');
}
