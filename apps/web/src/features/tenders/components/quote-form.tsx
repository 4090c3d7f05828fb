import { Button, FileInput, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { QUOTE_COMMENT_MAX_LENGTH, QUOTE_TERMS_MAX_LENGTH, TENDER_FILE_MAX_BYTES, type TQuote } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { type TQuoteDraft, useSubmitQuote } from '../api/tenders.ts';

const ACCEPT = '.pdf,.docx,.xlsx,.jpg,.jpeg,.png,.webp';

const draftOf = (quote: TQuote | null): TQuoteDraft => ({
  price: quote ? String(quote.price) : '',
  delivery_date: quote?.delivery_date ?? '',
  terms: quote?.terms ?? '',
  comment: quote?.comment ?? '',
  file: null,
});

/** A supplier's quote: the first one, or a change of it while the tender takes quotes. */
export function QuoteForm({ tenderId, quote }: { tenderId: number; quote: TQuote | null }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(quote));
  const [shown, setShown] = useState<Record<string, string>>({});
  // What the last save did, fixed when it succeeded: the tender is read again after it, so `quote` changes.
  const [notice, setNotice] = useState<'sent' | 'saved' | null>(null);
  const submitQuote = useSubmitQuote(tenderId);
  const set = (patch: Partial<TQuoteDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const serverFields = isApiError(submitQuote.error) ? submitQuote.error.fields : {};
  const errorOf = (field: string) => shown[field] ?? serverFields[field]?.[0];
  const error = submitQuote.error;
  const general =
    error && Object.keys(serverFields).length === 0
      ? isApiError(error) && error.detail && error.status < 500
        ? { text: error.detail }
        : { key: errorMessageKey(error) }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (!draft.price.trim()) errors.price = t('tenders.form.required');
    if (!draft.terms.trim()) errors.terms = t('tenders.form.required');
    if (draft.file && draft.file.size > TENDER_FILE_MAX_BYTES) {
      errors.file = t('tenders.form.fileTooLarge', { megabytes: TENDER_FILE_MAX_BYTES / 1024 / 1024 });
    }
    setShown(errors);
    if (Object.keys(errors).length > 0) return;
    setNotice(null);
    const first = quote === null;
    submitQuote.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setNotice(first ? 'sent' : 'saved');
      },
    });
  };

  return (
    <Paper withBorder p="lg">
      <form onSubmit={submit} noValidate data-testid="quote-form">
        <Stack gap="md">
          <Title order={2} size="h3">
            {quote ? t('tenders.quoteForm.update') : t('tenders.quoteForm.title')}
          </Title>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('tenders.quoteForm.price')}
              required
              inputMode="decimal"
              value={draft.price}
              onChange={(event) => set({ price: event.currentTarget.value })}
              error={errorOf('price')}
              name="price"
            />
            <TextInput
              type="date"
              label={t('tenders.quoteForm.deliveryDate')}
              value={draft.delivery_date}
              onChange={(event) => set({ delivery_date: event.currentTarget.value })}
              error={errorOf('delivery_date')}
              name="delivery_date"
            />
          </Group>
          <Textarea
            label={t('tenders.quoteForm.terms')}
            required
            autosize
            minRows={2}
            maxLength={QUOTE_TERMS_MAX_LENGTH}
            value={draft.terms}
            onChange={(event) => set({ terms: event.currentTarget.value })}
            error={errorOf('terms')}
            name="terms"
          />
          <Textarea
            label={t('tenders.quoteForm.comment')}
            autosize
            minRows={2}
            maxLength={QUOTE_COMMENT_MAX_LENGTH}
            value={draft.comment}
            onChange={(event) => set({ comment: event.currentTarget.value })}
            error={errorOf('comment')}
            name="comment"
          />
          <FileInput
            label={t('tenders.quoteForm.file', { megabytes: TENDER_FILE_MAX_BYTES / 1024 / 1024 })}
            clearable
            accept={ACCEPT}
            value={draft.file}
            onChange={(file) => set({ file })}
            error={errorOf('file')}
          />
          <FormAlert message={general} />
          {notice ? <FormNotice>{t(`tenders.quoteForm.${notice}`)}</FormNotice> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={submitQuote.isPending} data-testid="quote-submit">
              {quote ? t('tenders.quoteForm.save') : t('tenders.quoteForm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
