import { Button, FileInput, Group, Menu, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { DOCUMENT_UPLOAD_MAX_BYTES, DOCUMENT_UPLOAD_TYPES, type TGeneratedDocumentKind } from '@sverka/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { type TDocumentDeal, useDocuments, useGenerateDocument, useUploadDocument } from '../api/documents.ts';
import { actionFailure, creatableKinds } from '../lib/document-view.ts';
import { DocumentItem } from './document-item.tsx';
import classes from './documents.module.css';
import { UpgradeOffer } from './upgrade-offer.tsx';

const ACCEPT = Object.values(DOCUMENT_UPLOAD_TYPES).join(',');

/** «Загрузить файл»: the file (checked for size before it leaves), an optional title, one button. */
function UploadForm({ deal, onSent }: { deal: TDocumentDeal; onSent: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('documents.create.fileRequired');
    if (file.size > DOCUMENT_UPLOAD_MAX_BYTES) return setError('documents.create.fileTooLarge');
    setError(null);
    upload.mutate(
      { deal, file, title: title.trim() || undefined },
      {
        onSuccess: () => {
          setFile(null);
          setTitle('');
          onSent();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="document-upload">
      <Stack gap="xs">
        <FileInput
          label={t('documents.create.upload')}
          description={t('documents.create.uploadHint')}
          accept={ACCEPT}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          error={error ? t(error) : undefined}
          clearable
        />
        <TextInput
          label={t('documents.create.uploadTitle')}
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <FormAlert message={upload.error ? actionFailure(upload.error) : null} />
        <Group>
          <Button type="submit" size="xs" variant="light" loading={upload.isPending}>
            {t('documents.create.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The «Документы» block of a deal (an order's details, a won tender's page): the documents either party
 * sent for it, and — with a plan that has document flow — generating a contract (either party), an
 * invoice, an act or a УПД (the seller: an order's seller, a tender's winner) and uploading a file.
 * Without the plan the block offers the cheapest plan instead.
 */
export function DealDocuments({ deal, side }: { deal: TDocumentDeal; side: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const list = useDocuments(deal.order !== undefined ? { order: deal.order } : { tender: deal.tender });
  const generate = useGenerateDocument();
  const [sent, setSent] = useState(false);
  const [uploading, setUploading] = useState(false);
  const create = (kind: TGeneratedDocumentKind) => {
    setSent(false);
    generate.mutate({ ...deal, kind }, { onSuccess: () => setSent(true) });
  };

  let body: ReactNode;
  if (list.isPending) body = <Skeleton height={80} radius="md" aria-hidden="true" />;
  else if (list.isError) body = <QueryErrorBlock title={t('documents.loadError')} query={list} />;
  else {
    const { result, locked } = list.data;
    body = (
      <Stack gap="sm">
        {locked ? (
          <UpgradeOffer locked={locked} />
        ) : (
          <>
            <Group gap="xs">
              <Menu position="bottom-start" withinPortal>
                <Menu.Target>
                  <Button size="xs" loading={generate.isPending} data-testid="document-create">
                    {t('documents.create.label')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {creatableKinds(side).map((kind) => (
                    <Menu.Item key={kind} onClick={() => create(kind)} data-kind={kind}>
                      {t(`documents.kind.${kind}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              {uploading ? null : (
                <Button size="xs" variant="light" onClick={() => setUploading(true)} data-testid="document-upload-open">
                  {t('documents.create.uploadOpen')}
                </Button>
              )}
            </Group>
            <FormAlert message={generate.error ? actionFailure(generate.error) : null} />
            {sent ? <FormNotice>{t('documents.create.sent')}</FormNotice> : null}
            {uploading ? (
              <UploadForm
                deal={deal}
                onSent={() => {
                  setUploading(false);
                  setSent(true);
                }}
              />
            ) : null}
          </>
        )}
        {result.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="deal-documents-empty">
            {t(deal.order !== undefined ? 'documents.empty.order' : 'documents.empty.tender')}
          </Text>
        ) : (
          result.map((document) => <DocumentItem key={document.id} document={document} />)
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder className={classes.block} component="section" data-testid="deal-documents">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('documents.blockTitle')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
