import { Badge, Button, Group, Modal, Paper, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { formatDate, formatDateTime, type TAdminUserDetail, type TUserRole, USER_ROLES } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormActions, FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { useUser } from '../../../lib/auth.ts';
import { accountErrorMessages, type TMessage } from '../../../lib/form-errors.ts';
import { type TAdminUserAction, useAdminUser, useAdminUserAction } from '../api/admin-users.ts';
import classes from './admin-pages.module.css';

/** The server's own words for a refused action (one's own role), or the generic failure. */
function actionFailure(error: unknown): TMessage {
  const { alert } = accountErrorMessages(error, []);
  return alert && 'text' in alert ? alert : { key: 'admin.users.actionFailed' };
}

type TDialog = { kind: 'role'; role: TUserRole } | { kind: 'block' } | null;

/** One user: profile, memberships, companies, orders; role change, block or unblock, a new reset mail. */
export function AdminUserView({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { user: me } = useUser();
  const query = useAdminUser(userId);
  const action = useAdminUserAction();
  const [dialog, setDialog] = useState<TDialog>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<TMessage | null>(null);

  const run = async (next: TAdminUserAction, done: string) => {
    setNotice(null);
    setFailure(null);
    try {
      await action.mutateAsync(next);
      setDialog(null);
      setReason('');
      setNotice(done);
    } catch (error) {
      console.error('User action failed', error);
      setFailure(actionFailure(error));
    }
  };

  if (query.isError) return <QueryErrorBlock title={t('admin.users.loadError')} query={query} />;
  const user: TAdminUserDetail | undefined = query.data;
  if (!user) return <Skeleton height={320} />;
  const isSelf = me?.id === user.id;

  const submitBlock = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonMissing(true);
      return;
    }
    void run({ kind: 'block', id: user.id, reason: reason.trim() }, t('admin.users.blockedNotice'));
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={user.full_name} data-testid="admin-user-view">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700} size="lg">
              {user.full_name}
            </Text>
            <Text size="sm">{user.email}</Text>
          </div>
          {user.blocked_at ? (
            <Badge color="red" variant="light">
              {t('admin.users.blocked')}
            </Badge>
          ) : null}
        </Group>
        {notice ? (
          <FormNotice withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </FormNotice>
        ) : null}
        <FormAlert message={dialog ? null : failure} />
        <dl className={classes.facts}>
          <dt>{t('admin.users.columns.role')}</dt>
          <dd>{t(`admin.users.roles.${user.role}`)}</dd>
          <dt>{t('admin.users.joined')}</dt>
          <dd>{formatDate(user.date_joined)}</dd>
          <dt>{t('admin.users.lastLogin')}</dt>
          <dd>{user.last_login ? formatDateTime(user.last_login) : '—'}</dd>
          {user.blocked_at ? (
            <>
              <dt>{t('admin.users.blockedAt')}</dt>
              <dd>{formatDateTime(user.blocked_at)}</dd>
              <dt>{t('admin.users.reason')}</dt>
              <dd>{user.blocked_reason ?? '—'}</dd>
            </>
          ) : null}
          <dt>{t('admin.users.orders')}</dt>
          <dd data-testid="admin-user-orders">{user.orders_count}</dd>
          <dt>{t('admin.users.companies')}</dt>
          <dd>
            {user.companies.length === 0
              ? '—'
              : user.companies.map((company) => `${company.name} (${company.inn})`).join(', ')}
          </dd>
          <dt>{t('admin.users.memberships')}</dt>
          <dd>
            {user.memberships.length === 0
              ? '—'
              : user.memberships
                  .map((m) => `${m.plan_name}: ${formatDate(m.starts_at)} – ${formatDate(m.ends_at)}`)
                  .join('; ')}
          </dd>
        </dl>
        {isSelf ? (
          <Text size="sm" c="dimmed">
            {t('admin.users.self')}
          </Text>
        ) : (
          <Group gap="xs" align="flex-end">
            <Select
              label={t('admin.users.changeRole')}
              data={USER_ROLES.map((value) => ({ value, label: t(`admin.users.roles.${value}`) }))}
              value={user.role}
              onChange={(value) => {
                if (value && value !== user.role) {
                  setFailure(null);
                  setDialog({ kind: 'role', role: value as TUserRole });
                }
              }}
              allowDeselect={false}
              w={200}
            />
            {user.blocked_at ? (
              <Button
                variant="light"
                loading={action.isPending}
                onClick={() => void run({ kind: 'unblock', id: user.id }, t('admin.users.unblockedNotice'))}
              >
                {t('admin.users.unblock')}
              </Button>
            ) : (
              <Button
                color="red"
                variant="light"
                onClick={() => {
                  setFailure(null);
                  setReasonMissing(false);
                  setDialog({ kind: 'block' });
                }}
              >
                {t('admin.users.block')}
              </Button>
            )}
            <Button
              variant="default"
              loading={action.isPending && action.variables?.kind === 'reset-password'}
              onClick={() => void run({ kind: 'reset-password', id: user.id }, t('admin.users.resetSent'))}
            >
              {t('admin.users.resetPassword')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal
        opened={dialog?.kind === 'role'}
        onClose={() => setDialog(null)}
        title={t('admin.users.roleTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (dialog?.kind === 'role') {
              void run({ kind: 'role', id: user.id, role: dialog.role }, t('admin.users.roleChanged'));
            }
          }}
        >
          <Stack gap="md">
            <Text>
              {t('admin.users.roleConfirm', {
                name: user.full_name,
                from: t(`admin.users.roles.${user.role}`),
                to: dialog?.kind === 'role' ? t(`admin.users.roles.${dialog.role}`) : '',
              })}
            </Text>
            <FormAlert message={failure} />
            <FormActions onCancel={() => setDialog(null)} pending={action.isPending} submitLabel={t('common.save')} />
          </Stack>
        </form>
      </Modal>
      <Modal
        opened={dialog?.kind === 'block'}
        onClose={() => setDialog(null)}
        title={t('admin.users.blockTitle', { name: user.full_name })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form onSubmit={submitBlock} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('admin.users.blockText')}</Text>
            <Textarea
              label={t('admin.users.reason')}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonMissing(false);
              }}
              error={reasonMissing ? t('admin.users.reasonRequired') : undefined}
              data-autofocus
            />
            <FormAlert message={failure} />
            <FormActions
              onCancel={() => setDialog(null)}
              pending={action.isPending}
              submitLabel={t('admin.users.block')}
            />
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
