import { Checkbox, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { TKnowledgeAdminArticle, TKnowledgeCategory } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormAlert } from '../../../../components/ui/form-alert.tsx';
import { accountErrorMessages, messageText, type TMessage } from '../../../../lib/form-errors.ts';
import { useSaveArticle } from '../../api/knowledge.ts';
import {
  ARTICLE_FORM_FIELDS,
  articleBody,
  articleFormValuesOf,
  checkArticleForm,
  emptyArticleForm,
  slugFromTitle,
  type TArticleFieldError,
  type TArticleFormErrors,
  type TArticleFormField,
  type TArticleFormValues,
} from '../../lib/article-form.ts';
import classes from './admin-knowledge.module.css';

interface TAdminArticleFormProps {
  /** The article being edited, or null for a new one. */
  article: TKnowledgeAdminArticle | null;
  categories: readonly TKnowledgeCategory[];
  onSaved: (article: TKnowledgeAdminArticle) => void;
  onCancel: () => void;
}

/** Address, title, lead, rubric, the subscribers flag and the HTML body; the server's checks made first. */
export function AdminArticleForm({ article, categories, onSaved, onCancel }: TAdminArticleFormProps) {
  const { t } = useTranslation();
  const save = useSaveArticle();
  const [values, setValues] = useState<TArticleFormValues>(() =>
    article ? articleFormValuesOf(article) : emptyArticleForm(),
  );
  const [clientErrors, setClientErrors] = useState<TArticleFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, TMessage[]>>({});
  const [alert, setAlert] = useState<TMessage | null>(null);

  const fieldText = (error: TArticleFieldError) => t(error.key, error.values);
  const errorOf = (field: TArticleFormField) => {
    const client = clientErrors[field];
    const server = serverErrors[field]?.map((message) => messageText(t, message)) ?? [];
    return [...(client ? [fieldText(client)] : []), ...server].join('\n') || undefined;
  };

  const set = (field: keyof TArticleFormValues, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setServerErrors({});
    const errors = checkArticleForm(values);
    setClientErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      onSaved(await save.mutateAsync({ id: article?.id ?? null, body: articleBody(values) }));
    } catch (error) {
      console.error('Article save failed', error);
      setServerErrors(accountErrorMessages(error, ARTICLE_FORM_FIELDS).fields);
      setAlert({ key: 'knowledge.admin.saveError' });
    }
  };

  return (
    <Paper withBorder className={classes.form} component="section" aria-labelledby="article-form-title">
      <h2 id="article-form-title" className={classes.formTitle}>
        {article ? t('knowledge.admin.form.editTitle') : t('knowledge.admin.form.createTitle')}
      </h2>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={alert} />
          <TextInput
            label={t('knowledge.admin.form.title')}
            required
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            onBlur={() => {
              // A new article's address follows its title until the admin writes one.
              if (!article && !values.slug.trim() && values.title.trim()) set('slug', slugFromTitle(values.title));
            }}
            error={errorOf('title')}
          />
          <TextInput
            label={t('knowledge.admin.form.slug')}
            description={
              article?.factor_article ? t('knowledge.admin.form.slugLocked') : t('knowledge.admin.form.slugHint')
            }
            required
            disabled={article?.factor_article}
            value={values.slug}
            onChange={(event) => set('slug', event.currentTarget.value)}
            error={errorOf('slug')}
          />
          <Select
            label={t('knowledge.admin.form.category')}
            placeholder={t('knowledge.admin.form.noCategory')}
            clearable
            data={categories.map((category) => ({ value: category.slug, label: category.title }))}
            value={values.category || null}
            onChange={(value) => set('category', value ?? '')}
            error={errorOf('category')}
          />
          <Textarea
            label={t('knowledge.admin.form.lead')}
            description={t('knowledge.admin.form.leadHint')}
            required
            autosize
            minRows={2}
            value={values.lead}
            onChange={(event) => set('lead', event.currentTarget.value)}
            error={errorOf('lead')}
          />
          <Textarea
            className={classes.body}
            label={t('knowledge.admin.form.body')}
            description={t('knowledge.admin.form.bodyHint')}
            required
            autosize
            minRows={10}
            maxRows={24}
            value={values.body}
            onChange={(event) => set('body', event.currentTarget.value)}
            error={errorOf('body')}
          />
          <Checkbox
            label={t('knowledge.admin.form.subscribersOnly')}
            description={t('knowledge.admin.form.subscribersOnlyHint')}
            checked={values.subscribersOnly}
            onChange={(event) => set('subscribersOnly', event.currentTarget.checked)}
          />
          <FormActions onCancel={onCancel} pending={save.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
