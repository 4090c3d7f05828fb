import { Button, FileInput, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import type { TProductUpload, TProductUploadSeller } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { errorMessageKey } from '../../../../lib/error-message.ts';
import { useCreateUpload } from '../api/product-uploads.ts';
import { checkUploadForm, uploadServerText } from '../lib/upload-view.ts';
import classes from './bulk-upload.module.css';
import { TemplateLinks } from './template-links.tsx';

/** Files the picker offers; the server tells the format by the content, whatever the name. */
const ACCEPTED_FILES =
  '.xml,.yml,.xlsx,.csv,application/xml,text/xml,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why the server refused the form, in the interface language. */
function failureText(t: (key: string, options?: Record<string, string>) => string, error: unknown): string {
  if (isApiError(error)) {
    const fieldMessage = Object.values(error.fields).flat()[0];
    if (fieldMessage) return uploadServerText(t, fieldMessage);
    // A refusal about this upload (not its seller's, too many running): the server's words, translated.
    if (error.status >= 400 && error.status < 500 && error.detail) return uploadServerText(t, error.detail);
  }
  return t(errorMessageKey(error));
}

/**
 * The company and the file: the form checks both before sending, shows the file going up, and
 * hands the queued upload to the page, which follows its job.
 */
export function UploadForm({
  sellers,
  onUploaded,
}: {
  sellers: readonly TProductUploadSeller[];
  onUploaded: (upload: TProductUpload) => void;
}) {
  const { t } = useTranslation();
  // Share of the file sent so far, 0–1; null until the browser reports any.
  const [sent, setSent] = useState<number | null>(null);
  const create = useCreateUpload(setSent);
  const [company, setCompany] = useState<number | null>(sellers.length === 1 ? (sellers[0]?.id ?? null) : null);
  const [file, setFile] = useState<File | null>(null);
  const [attempted, setAttempted] = useState(false);
  const check = checkUploadForm(company, file);

  const submit = () => {
    setAttempted(true);
    if (check.company || check.file || company === null || file === null) return;
    setSent(null);
    create.mutate(
      { company, file },
      {
        onSuccess: (upload) => {
          setFile(null);
          setAttempted(false);
          onUploaded(upload);
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <p className={classes.intro}>{t('product-upload.intro')}</p>
          <div className={classes.formRow}>
            <Select
              label={t('product-upload.form.company')}
              placeholder={t('product-upload.form.companyPlaceholder')}
              data={sellers.map((seller) => ({
                value: String(seller.id),
                label: t('product-upload.form.sellerOption', { name: seller.name, inn: seller.inn }),
              }))}
              value={company === null ? null : String(company)}
              onChange={(value) => setCompany(value === null ? null : Number(value))}
              error={attempted && check.company ? t(check.company) : undefined}
              allowDeselect={false}
              required
            />
            <FileInput
              label={t('product-upload.form.file')}
              placeholder={t('product-upload.form.filePlaceholder')}
              accept={ACCEPTED_FILES}
              value={file}
              onChange={setFile}
              error={attempted && check.file ? t(check.file) : undefined}
              clearable
              required
              classNames={{ input: classes.fileName }}
            />
          </div>
          <TemplateLinks />
          {create.isPending ? (
            <Stack gap={4} data-testid="upload-sending">
              <Progress
                value={sent === null ? 100 : Math.round(sent * 100)}
                striped
                animated
                aria-label={t('product-upload.form.sending')}
              />
              <Text size="sm" c="dimmed">
                {sent === null
                  ? t('product-upload.form.sending')
                  : t('product-upload.form.sendingPercent', { percent: String(Math.round(sent * 100)) })}
              </Text>
            </Stack>
          ) : null}
          {create.isError ? (
            <Text size="sm" c="red.9" role="alert">
              {t('product-upload.form.failed', { reason: failureText(t, create.error) })}
            </Text>
          ) : null}
          <div>
            <Button type="submit" loading={create.isPending}>
              {t('product-upload.form.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
