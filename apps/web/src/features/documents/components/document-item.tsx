import { Alert, Badge, Button, Group, Modal, Paper, Text } from '@mantine/core';
import { formatDate, formatDateTime, formatRubles, type TDocument } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useOpenDocument, useRejectDocument, useSignDocument } from '../api/documents.ts';
import { actionFailure, STATUS_COLORS, showFile } from '../lib/document-view.ts';
import classes from './documents.module.css';
import { RejectForm } from './reject-form.tsx';

/** Who answered the document, when, and why it was rejected. */
function Answer({ document }: { document: TDocument }) {
  const { t } = useTranslation();
  const answer = document.events.find((event) => event.event === 'signed' || event.event === 'rejected');
  if (!answer) {
    return document.direction === 'out' ? (
      <Text size="sm" c="dimmed">
        {t('documents.item.waiting')}
      </Text>
    ) : null;
  }
  // A buyer who represents no company signs as a person: the organization is then their own name.
  const who =
    answer.organization && answer.organization !== answer.by ? `${answer.by}, ${answer.organization}` : answer.by;
  const values = { who, at: formatDateTime(answer.at) };
  return (
    <>
      <Text size="sm" data-testid="document-answer">
        {t(answer.event === 'signed' ? 'documents.item.signedBy' : 'documents.item.rejectedBy', values)}
      </Text>
      {document.reject_reason ? (
        <Text size="sm" c="red">
          {t('documents.item.reason', { reason: document.reject_reason })}
        </Text>
      ) : null}
    </>
  );
}

/** Which deal the document belongs to: «Заказ № 12» or «Тендер № 7». */
export function DealLabel({ document }: { document: Pick<TDocument, 'order' | 'tender'> }) {
  const { t } = useTranslation();
  if (document.order)
    return <span data-testid="document-deal">{t('documents.item.order', { id: document.order })}</span>;
  if (document.tender) {
    return <span data-testid="document-deal">{t('documents.item.tender', { id: document.tender })}</span>;
  }
  return null;
}

/**
 * One document: what it is, who it came from or went to, its status, and what the viewer may do — open it,
 * and, when it was sent to them and is still open, sign it or reject it with a reason.
 */
export function DocumentItem({ document, showDeal = false }: { document: TDocument; showDeal?: boolean }) {
  const { t } = useTranslation();
  const open = useOpenDocument();
  const sign = useSignDocument();
  const reject = useRejectDocument();
  const [rejecting, setRejecting] = useState(false);
  const other = document.direction === 'in' ? document.sender : document.receiver;
  const failure = open.error ?? sign.error;
  return (
    <Paper
      component="article"
      withBorder
      className={classes.item}
      data-testid="document-item"
      data-document={document.id}
      data-kind={document.kind}
      data-status={document.status}
    >
      <div className={classes.head}>
        <h3 className={classes.title}>{document.title}</h3>
        <Badge color={STATUS_COLORS[document.status]} variant="light" data-testid="document-status">
          {t(`documents.status.${document.status}`)}
        </Badge>
      </div>
      <div className={classes.meta}>
        <span>{t('documents.item.number', { id: document.id })}</span>
        <span>{t(`documents.kind.${document.kind}`)}</span>
        <span>{t('documents.item.created', { date: formatDate(document.created_at) })}</span>
        {showDeal ? <DealLabel document={document} /> : null}
        {document.total !== null ? (
          <span>{t('documents.item.total', { total: formatRubles(document.total) })}</span>
        ) : null}
      </div>
      <Text size="sm">
        {t(document.direction === 'in' ? 'documents.item.from' : 'documents.item.to', { name: other.name })}
        {other.inn ? `, ${t('documents.item.inn', { inn: other.inn })}` : ''}
      </Text>
      <Answer document={document} />
      <Group gap="xs" className={classes.actions}>
        <Button
          size="xs"
          variant="light"
          loading={open.isPending}
          onClick={() =>
            open.mutate(document.id, {
              onSuccess: ({ blob, filename }) => showFile(blob, filename ?? document.file_name),
            })
          }
          data-action="open"
        >
          {t('documents.item.open')}
        </Button>
        {document.can_sign ? (
          <>
            <Button size="xs" loading={sign.isPending} onClick={() => sign.mutate(document.id)} data-action="sign">
              {t('documents.item.sign')}
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              onClick={() => {
                reject.reset();
                setRejecting(true);
              }}
              data-action="reject"
            >
              {t('documents.item.reject')}
            </Button>
          </>
        ) : null}
      </Group>
      {document.can_sign ? (
        <Alert variant="light" color="gray" mt="xs" p="xs">
          <Text size="xs">{t('documents.notice')}</Text>
        </Alert>
      ) : null}
      <FormAlert message={failure ? actionFailure(failure) : null} mt="xs" />
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={t('documents.reject.title')} centered>
        <RejectForm
          pending={reject.isPending}
          failure={reject.error ? actionFailure(reject.error) : null}
          onConfirm={(reason) => reject.mutate({ id: document.id, reason }, { onSuccess: () => setRejecting(false) })}
          onClose={() => setRejecting(false)}
        />
      </Modal>
    </Paper>
  );
}
