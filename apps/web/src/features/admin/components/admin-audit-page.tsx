import { Pagination, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { AUDIT_LOG_PAGE_SIZE, formatDateTime, type TAuditLogQuery } from '@sverka/shared';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useAuditLog } from '../api/audit-log.ts';
import classes from './admin-pages.module.css';

/** A before or after value as indented JSON, shown as text. */
const readableJson = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the API takes them: blanks and half-typed values left out. */
export function auditQueryOf(filters: { actor: string; action: string; since: string; until: string }, page: number) {
  const actor = Number(filters.actor.trim());
  const query: TAuditLogQuery = { page };
  if (Number.isInteger(actor) && actor > 0) query.actor = actor;
  if (filters.action.trim()) query.action = filters.action.trim();
  if (DATE_PATTERN.test(filters.since)) query.since = filters.since;
  if (DATE_PATTERN.test(filters.until)) query.until = filters.until;
  return query;
}

/** `/admin/audit`: every back-office action, newest first, by actor, action and period. */
export function AdminAuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState({ actor: '', action: '', since: '', until: '' });
  const [page, setPage] = useState(1);
  const log = useAuditLog(auditQueryOf(filters, page));
  const pages = log.data ? Math.max(1, Math.ceil(log.data.count / AUDIT_LOG_PAGE_SIZE)) : 1;
  const field = (name: keyof typeof filters) => ({
    value: filters[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setFilters((current) => ({ ...current, [name]: value }));
      setPage(1);
    },
  });

  return (
    <>
      <PageTitle title={t('admin.audit.title')} />
      <h1 className={classes.title}>{t('admin.audit.title')}</h1>
      <div className={classes.filters}>
        <TextInput label={t('admin.audit.actor')} inputMode="numeric" w={160} {...field('actor')} />
        <TextInput
          label={t('admin.audit.action')}
          placeholder={t('admin.audit.actionPlaceholder')}
          w={220}
          {...field('action')}
        />
        <TextInput label={t('admin.audit.since')} type="date" w={170} {...field('since')} />
        <TextInput label={t('admin.audit.until')} type="date" w={170} {...field('until')} />
      </div>
      <Stack gap="sm">
        {log.isError ? (
          <QueryErrorBlock title={t('admin.audit.loadError')} query={log} />
        ) : !log.data ? (
          <Skeleton height={240} />
        ) : log.data.results.length === 0 ? (
          <Text c="dimmed" data-testid="audit-empty">
            {t('admin.audit.empty')}
          </Text>
        ) : (
          <Table striped data-testid="audit-table" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.audit.columns.when')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.who')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.action')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.target')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.before')}</Table.Th>
                <Table.Th>{t('admin.audit.columns.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.results.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
                  <Table.Td>{entry.actor ? `${entry.actor.full_name} (${entry.actor.email})` : '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`admin.audit.actions.${entry.action}`, { defaultValue: entry.action })}</Text>
                    {/* The code too: the filter above takes it. */}
                    <Text size="xs" c="dimmed" ff="monospace">
                      {entry.action}
                    </Text>
                  </Table.Td>
                  <Table.Td>{`${entry.target_type} #${entry.target_id}`}</Table.Td>
                  <Table.Td>
                    <pre className={classes.json}>{readableJson(entry.before)}</pre>
                  </Table.Td>
                  <Table.Td>
                    <pre className={classes.json}>{readableJson(entry.after)}</pre>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
      </Stack>
    </>
  );
}
