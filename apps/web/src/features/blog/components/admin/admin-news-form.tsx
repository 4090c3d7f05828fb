import { Paper, Stack, Textarea, TextInput } from '@mantine/core';
import type { TNewsPost } from '@sverka/shared';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormAlert } from '../../../../components/ui/form-alert.tsx';
import { accountErrorMessages, messageText, type TMessage } from '../../../../lib/form-errors.ts';
import { useSaveNews } from '../../api/news.ts';
import {
  checkNewsForm,
  checkNewsImage,
  emptyNewsForm,
  newsFormData,
  newsFormValuesOf,
  previewDocument,
  type TNewsFieldError,
  type TNewsFormErrors,
  type TNewsFormField,
  type TNewsFormValues,
} from '../../lib/news-form.ts';
import classes from './admin-news.module.css';
import { ImagePicker } from './image-picker.tsx';

const FIELDS: readonly TNewsFormField[] = ['title', 'content', 'image'];

interface TAdminNewsFormProps {
  /** The post being edited, or null for a new one. */
  post: TNewsPost | null;
  onSaved: (post: TNewsPost) => void;
  onCancel: () => void;
}

/** Title, HTML content with a live preview, and a picture; Russian messages mirror the server's checks. */
export function AdminNewsForm({ post, onSaved, onCancel }: TAdminNewsFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveNews();
  const [values, setValues] = useState<TNewsFormValues>(() => (post ? newsFormValuesOf(post) : emptyNewsForm()));
  const [image, setImage] = useState<File | null>(null);
  const [imageRemoved, setImageRemoved] = useState(false);
  const [clientErrors, setClientErrors] = useState<TNewsFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, TMessage[]>>({});
  const [alert, setAlert] = useState<TMessage | null>(null);
  const previewHtml = useDeferredValue(values.content);

  const fieldText = (error: TNewsFieldError) => t(error.key, error.values);
  const errorOf = (field: TNewsFormField) => {
    const client = clientErrors[field];
    const server = serverErrors[field]?.map((message) => messageText(t, message)) ?? [];
    return [...(client ? [fieldText(client)] : []), ...server].join('\n') || undefined;
  };

  const change = (field: keyof TNewsFormValues) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    // A message about the old text would now be about something else: the next save checks again.
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const pick = (file: File | null) => {
    if (!file) return;
    const error = checkNewsImage(file);
    setClientErrors((current) => ({ ...current, image: error }));
    // A refused file is not kept: the form never sends what it has just called wrong.
    if (!error) setImage(file);
  };

  const remove = () => {
    setImage(null);
    setImageRemoved(true);
    setClientErrors((current) => ({ ...current, image: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setServerErrors({});
    const errors = checkNewsForm(values, image);
    setClientErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      const form = newsFormData(values, image ? { file: image, name: image.name } : null, imageRemoved);
      onSaved(await save.mutateAsync({ id: post?.id ?? null, form }));
    } catch (error) {
      console.error('News save failed', error);
      setServerErrors(accountErrorMessages(error, FIELDS).fields);
      setAlert({ key: 'admin.news.saveError' });
    }
  };

  const currentImage = imageRemoved ? null : (post?.image ?? null);
  return (
    <Paper withBorder className={classes.form} component="section" aria-labelledby="news-form-title">
      <h2 id="news-form-title" className={classes.formTitle}>
        {post ? t('admin.news.form.editTitle') : t('admin.news.form.createTitle')}
      </h2>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={alert} />
          <TextInput
            label={t('admin.news.form.title')}
            required
            value={values.title}
            onChange={change('title')}
            error={errorOf('title')}
          />
          <div className={classes.editor}>
            <Textarea
              className={classes.content}
              label={t('admin.news.form.content')}
              description={t('admin.news.form.contentHint')}
              required
              autosize
              minRows={12}
              maxRows={24}
              value={values.content}
              onChange={change('content')}
              error={errorOf('content')}
            />
            <div>
              <div className={classes.previewLabel}>{t('admin.news.form.preview')}</div>
              <iframe
                className={classes.preview}
                title={t('admin.news.form.preview')}
                // No permissions at all: whatever was typed cannot run scripts or reach the page.
                sandbox=""
                srcDoc={previewDocument(previewHtml, i18n.language)}
              />
            </div>
          </div>
          <ImagePicker current={currentImage} picked={image} error={errorOf('image')} onPick={pick} onRemove={remove} />
          <FormActions onCancel={onCancel} pending={save.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
