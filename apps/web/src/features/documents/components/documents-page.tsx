import {
  Button,
  CloseButton,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, type TDocumentKind, type TDocumentStatus } from '@sverka/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconFileText } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { type TDocumentsRequest, useDocuments } from '../api/documents.ts';
import { documentsParamsWith, documentsRequestOf, isFiltered } from '../lib/document-view.ts';
import { DealLabel, DocumentItem } from './document-item.tsx';
import classes from './documents.module.css';
import { UpgradeOffer } from './upgrade-offer.tsx';

/** Nothing to show: why, and where documents come from (or how to see them all again). */
function DocumentsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.empty} role="status" data-testid="documents-empty">
      <IconFileText size={32} />
      <Text fw={600}>{t(filtered ? 'documents.empty.filtered' : 'documents.empty.title')}</Text>
      {filtered ? (
        <Button variant="light" onClick={onClear}>
          {t('documents.empty.clear')}
        </Button>
      ) : (
        <>
          <Text size="sm">{t('documents.empty.hint')}</Text>
          <Button component={Link} to={paths.profileOrders.getHref()} variant="light">
            {t('documents.empty.toOrders')}
          </Button>
        </>
      )}
    </Paper>
  );
}

/** The counterparty filter is sent when typing stops, so each key press does not ask the server. */
function CounterpartyFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onChange(text.trim()), 400);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextInput
      label={t('documents.filters.counterparty')}
      placeholder={t('documents.filters.counterpartyHint')}
      maxLength={200}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

/** `/profile/documents`: the documents of the user's deals, with the filters in the URL. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const request = documentsRequestOf(params);
  const query = useDocuments(request);
  const change = (next: Partial<TDocumentsRequest>) => setParams(documentsParamsWith(params, next));
  const any = t('documents.filters.any');

  let list: ReactNode;
  if (query.isPending) list = <Skeleton height={160} radius="md" aria-hidden="true" />;
  else if (query.isError) list = <QueryErrorBlock title={t('documents.loadError')} query={query} />;
  else if (query.data.result.length === 0)
    list = <DocumentsEmpty filtered={isFiltered(request)} onClear={() => setParams(new URLSearchParams())} />;
  else {
    const { result, count, page_size: pageSize } = query.data;
    const pages = Math.max(1, Math.ceil(count / pageSize));
    list = (
      <>
        <Stack gap="sm" data-updating={query.isPlaceholderData || undefined}>
          {result.map((document) => (
            <DocumentItem key={document.id} document={document} showDeal />
          ))}
        </Stack>
        {pages > 1 ? (
          <nav aria-label={t('documents.pagination')} className={classes.pager}>
            <Pagination total={pages} value={request.page ?? 1} onChange={(page) => change({ page })} />
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <Stack gap="md">
      {query.data?.locked ? <UpgradeOffer locked={query.data.locked} /> : null}
      {request.order || request.tender ? (
        <Group gap="xs" data-testid="documents-deal-filter">
          <Text size="sm" fw={600}>
            <DealLabel document={{ order: request.order ?? null, tender: request.tender ?? null }} />
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('documents.filters.allDeals')}
            onClick={() => change({ order: undefined, tender: undefined })}
          />
        </Group>
      ) : null}
      <SegmentedControl
        value={request.direction ?? 'all'}
        onChange={(value) => change({ direction: value === 'all' ? undefined : (value as 'in' | 'out') })}
        data={(['all', 'in', 'out'] as const).map((value) => ({ value, label: t(`documents.direction.${value}`) }))}
        aria-label={t('documents.direction.label')}
      />
      <div className={classes.filters}>
        <Select
          label={t('documents.filters.status')}
          value={request.status ?? ''}
          onChange={(value) => change({ status: (value || undefined) as TDocumentStatus | undefined })}
          data={[
            { value: '', label: any },
            ...DOCUMENT_STATUSES.map((status) => ({ value: status, label: t(`documents.status.${status}`) })),
          ]}
          allowDeselect={false}
          data-testid="documents-status-filter"
        />
        <Select
          label={t('documents.filters.kind')}
          value={request.kind ?? ''}
          onChange={(value) => change({ kind: (value || undefined) as TDocumentKind | undefined })}
          data={[
            { value: '', label: any },
            ...DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`documents.kind.${kind}`) })),
          ]}
          allowDeselect={false}
        />
        <CounterpartyFilter value={request.counterparty ?? ''} onChange={(counterparty) => change({ counterparty })} />
        <TextInput
          type="date"
          label={t('documents.filters.from')}
          value={request.from ?? ''}
          onChange={(event) => change({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('documents.filters.to')}
          value={request.to ?? ''}
          onChange={(event) => change({ to: event.currentTarget.value || undefined })}
        />
      </div>
      {list}
    </Stack>
  );
}
