import { Button, FileInput, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { TImportRun, TImportSource } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-client.ts';
import { errorMessageKey } from '../../../../lib/error-message.ts';
import { useStartImport } from '../api/imports.ts';
import { acceptedFiles, checkImportForm, fileKindsText, importServerText } from '../lib/imports-view.ts';

/** Why the server refused the start, in the interface language. */
function failureText(t: (key: string, options?: Record<string, string>) => string, error: unknown): string {
  if (isApiError(error)) {
    const fieldMessage = Object.values(error.fields).flat()[0];
    if (fieldMessage) return importServerText(t, fieldMessage);
    if (error.status >= 400 && error.status < 500 && error.detail) return importServerText(t, error.detail);
  }
  return t(errorMessageKey(error));
}

/** A source and a file: checked before sending; the started run goes to the page, which follows it. */
export function ImportForm({
  sources,
  onStarted,
}: {
  sources: readonly TImportSource[];
  onStarted: (run: TImportRun) => void;
}) {
  const { t } = useTranslation();
  const start = useStartImport();
  const [sourceName, setSourceName] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [attempted, setAttempted] = useState(false);
  const source = sources.find((candidate) => candidate.source === sourceName);
  const check = checkImportForm(source, file);

  const submit = () => {
    setAttempted(true);
    if (check.source || check.file || !source || !file) return;
    start.mutate(
      { source: source.source, file },
      {
        onSuccess: (run) => {
          setFile(null);
          setAttempted(false);
          onStarted(run);
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg">
      <form
        noValidate
        data-testid="import-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('admin.imports.form.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin.imports.form.intro')}
          </Text>
          <Group grow align="flex-start">
            <Select
              label={t('admin.imports.form.source')}
              placeholder={t('admin.imports.form.sourcePlaceholder')}
              data={sources.map((candidate) => ({
                value: candidate.source,
                label: t('admin.imports.form.sourceOption', { source: candidate.source, label: candidate.label }),
              }))}
              value={sourceName}
              onChange={setSourceName}
              searchable
              allowDeselect={false}
              error={attempted && check.source ? t(check.source) : undefined}
              required
              data-testid="import-source"
            />
            <FileInput
              label={t('admin.imports.form.file')}
              placeholder={t('admin.imports.form.filePlaceholder')}
              description={
                source ? t('admin.imports.form.kinds', { kinds: fileKindsText(source.file_kinds) }) : undefined
              }
              accept={acceptedFiles(source)}
              value={file}
              onChange={setFile}
              clearable
              error={
                attempted && check.file
                  ? t(check.file, { kinds: source ? fileKindsText(source.file_kinds) : '' })
                  : undefined
              }
              required
              data-testid="import-file"
            />
          </Group>
          {start.isError ? (
            <Text size="sm" c="red.9" role="alert">
              {t('admin.imports.form.failed', { reason: failureText(t, start.error) })}
            </Text>
          ) : null}
          <div>
            <Button type="submit" loading={start.isPending}>
              {t('admin.imports.form.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
