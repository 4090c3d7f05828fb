import { Button, Container, Group, Pagination, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { COMPANY_BINDING_STATUSES, type TAdminCompanyBinding, type TCompanyBindingStatus } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { accountErrorMessages, type TMessage } from '../../../lib/form-errors.ts';
import {
  type TBindingDecision,
  type TBindingQueueFilter,
  useAdminBindings,
  useDecideBinding,
} from '../api/admin-bindings.ts';
import classes from './admin-applications.module.css';
import { ApplicationReview, BINDING_STATUS_COLORS } from './application-review.tsx';
import { RejectBindingDialog, TransferDialog } from './binding-dialogs.tsx';

/** Why a decision failed: the server's own words (already decided, a bad reason), or the generic failure. */
function decisionFailure(error: unknown): TMessage {
  const { alert, fields } = accountErrorMessages(error, ['reason']);
  const reason = fields.reason?.[0];
  if (reason) return reason;
  return alert && 'text' in alert ? alert : { key: 'admin.applications.decisionFailed' };
}

type TConflict = { application: TAdminCompanyBinding; detail: string };

/** The queue's rows: whom each application is for and who filed it; a click opens it beside the list. */
function ApplicationList({
  applications,
  selectedId,
  onSelect,
}: {
  applications: readonly TAdminCompanyBinding[];
  selectedId: number | null;
  onSelect: (application: TAdminCompanyBinding) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list} aria-label={t('admin.applications.listLabel')}>
      {applications.map((application) => (
        <li key={application.id}>
          <button
            type="button"
            className={classes.row}
            aria-current={application.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(application)}
            data-testid="binding-row"
          >
            <span className={classes.rowName}>{application.company.name}</span>
            <span className={classes.rowMeta}>
              {t('admin.applications.inn', { inn: application.inn })} · {application.user.email}
            </span>
            <span className={classes.rowStatus} data-status={BINDING_STATUS_COLORS[application.status]}>
              {t(`admin.applications.status.${application.status}`)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/admin/applications`: the seller applications' queue with status tabs and
 * search; an opened application shows its documents inline and is approved
 * (or, when the company already has a representative, explicitly transferred)
 * or rejected with a reason.
 */
export function AdminApplicationsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TBindingQueueFilter>({ status: 'pending', search: '', page: 1 });
  const [searchText, setSearchText] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const query = useAdminBindings(filter);
  const decide = useDecideBinding();
  const [rejecting, setRejecting] = useState<TAdminCompanyBinding | null>(null);
  const [conflict, setConflict] = useState<TConflict | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<TMessage | null>(null);
  const [dialogFailure, setDialogFailure] = useState<TMessage | null>(null);

  const data = query.data;
  const selected = data?.result.find((application) => application.id === selectedId) ?? data?.result[0] ?? null;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;

  const run = async (application: TAdminCompanyBinding, decision: TBindingDecision) => {
    setNotice(null);
    setFailure(null);
    setDialogFailure(null);
    try {
      await decide.mutateAsync(decision);
      setRejecting(null);
      setConflict(null);
      const key =
        decision.decision === 'reject'
          ? 'admin.applications.rejected'
          : decision.transfer
            ? 'admin.applications.transferred'
            : 'admin.applications.approved';
      setNotice(t(key, { name: application.company.name }));
    } catch (error) {
      if (decision.decision === 'approve' && !decision.transfer && isApiError(error) && error.status === 409) {
        setConflict({ application, detail: error.detail ?? t('admin.applications.conflict') });
        return;
      }
      console.error('Application decision failed', error);
      if (decision.decision === 'reject' || decision.transfer) setDialogFailure(decisionFailure(error));
      else setFailure(decisionFailure(error));
    }
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, search: searchText.trim(), page: 1 }));
    setSelectedId(null);
  };

  return (
    <Container size="xl" className={classes.page}>
      <PageTitle title={t('admin.applications.title')} />
      <h1 className={classes.title}>{t('admin.applications.title')}</h1>
      <Tabs
        value={filter.status}
        onChange={(value) => {
          if (!value) return;
          setFilter((current) => ({ ...current, status: value as TCompanyBindingStatus, page: 1 }));
          setSelectedId(null);
          setNotice(null);
          setFailure(null);
        }}
        mb="md"
      >
        <Tabs.List>
          {COMPANY_BINDING_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`admin.applications.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <form onSubmit={search} className={classes.search}>
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('admin.applications.search')}
            placeholder={t('admin.applications.searchHint')}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            maxLength={200}
            className={classes.searchInput}
          />
          <Button type="submit" variant="default">
            {t('admin.applications.find')}
          </Button>
        </Group>
      </form>
      <Stack gap="md">
        {notice ? (
          <FormNotice withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </FormNotice>
        ) : null}
        <FormAlert message={failure} />
        {query.isError ? (
          <QueryErrorBlock title={t('admin.applications.loadError')} query={query} />
        ) : !data ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('admin.applications.loading')}>
            <Skeleton height={64} />
            <Skeleton height={64} />
          </Stack>
        ) : data.result.length === 0 ? (
          <Text c="dimmed" data-testid="applications-empty">
            {t(filter.search ? 'admin.applications.notFound' : `admin.applications.empty.${filter.status}`)}
          </Text>
        ) : (
          <div className={classes.layout}>
            <div>
              <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
                {t('admin.applications.count', { count: data.count })}
              </Text>
              <ApplicationList
                applications={data.result}
                selectedId={selected?.id ?? null}
                onSelect={(application) => setSelectedId(application.id)}
              />
              {pages > 1 ? (
                <nav aria-label={t('admin.applications.pages')}>
                  <Pagination
                    mt="sm"
                    total={pages}
                    value={filter.page}
                    onChange={(page) => {
                      setFilter((current) => ({ ...current, page }));
                      setSelectedId(null);
                    }}
                    size="sm"
                    getControlProps={(control) => ({ 'aria-label': t(`card.pager.${control}`) })}
                  />
                </nav>
              ) : null}
            </div>
            {selected ? (
              <ApplicationReview
                key={selected.id}
                application={selected}
                pending={decide.isPending}
                onApprove={() => void run(selected, { id: selected.id, decision: 'approve', transfer: false })}
                onReject={() => {
                  setDialogFailure(null);
                  setRejecting(selected);
                }}
              />
            ) : null}
          </div>
        )}
      </Stack>
      <RejectBindingDialog
        key={rejecting?.id ?? 'closed'}
        subjectName={rejecting?.company.name ?? null}
        pending={decide.isPending}
        failure={dialogFailure}
        onConfirm={(reason) => rejecting && void run(rejecting, { id: rejecting.id, decision: 'reject', reason })}
        onClose={() => setRejecting(null)}
      />
      <TransferDialog
        conflict={
          conflict && {
            detail: conflict.detail,
            subjectName: conflict.application.company.name,
            representative: conflict.application.representative
              ? `${conflict.application.representative.full_name} (${conflict.application.representative.email})`
              : null,
            applicant: `${conflict.application.user.full_name} (${conflict.application.user.email})`,
          }
        }
        pending={decide.isPending}
        failure={dialogFailure}
        onTransfer={() =>
          conflict &&
          void run(conflict.application, { id: conflict.application.id, decision: 'approve', transfer: true })
        }
        onClose={() => {
          setConflict(null);
          setDialogFailure(null);
        }}
      />
    </Container>
  );
}
