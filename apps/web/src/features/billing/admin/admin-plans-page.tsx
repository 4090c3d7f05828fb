import { Badge, Button, Container, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatRubles, type TAdminPlan } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { IconPencil, IconPlus } from '../../../components/ui/icons.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { accountErrorMessages } from '../../../lib/form-errors.ts';
import { useAdminPlans, useChangePlan } from '../api/admin-plans.ts';
import { featureLabelKey } from '../lib/plan-form.ts';
import { PlanFormDialog } from './plan-form-dialog.tsx';

type TEditor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; plan: TAdminPlan };
type TSaleChange = { plan: TAdminPlan; kind: 'archive' | 'restore' };

export interface TAdminPlansTableProps {
  plans: readonly TAdminPlan[];
  onEdit: (plan: TAdminPlan) => void;
  onSaleChange: (change: TSaleChange) => void;
}

/** Every plan row: on sale first as the pricing page orders them, archived ones marked. */
export function AdminPlansTable({ plans, onEdit, onSaleChange }: TAdminPlansTableProps) {
  const { t } = useTranslation();
  if (plans.length === 0) return <Text c="dimmed">{t('admin.plans.empty')}</Text>;
  return (
    <Table striped highlightOnHover verticalSpacing="sm" data-testid="admin-plans-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('admin.plans.columns.name')}</Table.Th>
          <Table.Th>{t('admin.plans.columns.period')}</Table.Th>
          <Table.Th>{t('admin.plans.columns.price')}</Table.Th>
          <Table.Th>{t('admin.plans.columns.features')}</Table.Th>
          <Table.Th>{t('admin.plans.columns.members')}</Table.Th>
          <Table.Th>{t('admin.plans.columns.status')}</Table.Th>
          <Table.Th aria-label={t('admin.plans.columns.actions')} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {plans.map((plan) => (
          <Table.Tr key={plan.id} data-testid="admin-plan-row" data-plan-code={plan.code} data-plan-type={plan.type}>
            <Table.Td>
              <Text fw={600}>{plan.name}</Text>
              <Text size="xs" c="dimmed">
                {plan.code}
              </Text>
            </Table.Td>
            <Table.Td>{t(`admin.plans.period.${plan.type}`)}</Table.Td>
            <Table.Td>{formatRubles(plan.price)}</Table.Td>
            <Table.Td>
              <Text size="sm">
                {plan.features.map((feature) => t(featureLabelKey(feature), { defaultValue: feature })).join(', ') ||
                  t('admin.plans.noFeatures')}
              </Text>
            </Table.Td>
            <Table.Td>{plan.members}</Table.Td>
            <Table.Td>
              <Badge color={plan.is_active ? 'green' : 'gray'} variant="light">
                {plan.is_active ? t('admin.plans.status.active') : t('admin.plans.status.archived')}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" justify="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => onEdit(plan)}
                  aria-label={t('admin.plans.editOne', { name: plan.name })}
                >
                  {t('admin.plans.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color={plan.is_active ? 'red' : 'green'}
                  onClick={() => onSaleChange({ plan, kind: plan.is_active ? 'archive' : 'restore' })}
                >
                  {plan.is_active ? t('admin.plans.archive.action') : t('admin.plans.restore.action')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The confirmation of an archive or a restore: what the change means for buyers and holders. */
function SaleChangeDialog({ change, onClose }: { change: TSaleChange | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useChangePlan();
  const confirm = async () => {
    if (!change) return;
    try {
      await mutation.mutateAsync({ kind: change.kind, id: change.plan.id });
      onClose();
    } catch (error) {
      console.error('Plan sale change failed', error);
    }
  };
  const kind = change?.kind ?? 'archive';
  const failure = mutation.isError ? (accountErrorMessages(mutation.error, []).alert ?? null) : null;
  return (
    <Modal
      opened={change !== null}
      onClose={onClose}
      onExitTransitionEnd={() => mutation.reset()}
      title={t(`admin.plans.${kind}.title`)}
      centered
    >
      <Stack gap="md">
        <Text>{t(`admin.plans.${kind}.text`, { name: change?.plan.name ?? '' })}</Text>
        <FormAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            color={kind === 'archive' ? 'red' : 'green'}
            onClick={() => void confirm()}
            loading={mutation.isPending}
            data-testid="plan-sale-confirm"
          >
            {t(`admin.plans.${kind}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** `/admin/plans`: the plans and their prices and features; create, edit, archive and restore. */
export function AdminPlansPage() {
  const { t } = useTranslation();
  const query = useAdminPlans();
  const [editor, setEditor] = useState<TEditor>({ mode: 'closed' });
  const [saleChange, setSaleChange] = useState<TSaleChange | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <Container size="xl">
      <PageTitle title={t('admin.plans.title')} />
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('admin.plans.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditor({ mode: 'create' })}>
          {t('admin.plans.create')}
        </Button>
      </Group>
      <Text c="dimmed" mb="md">
        {t('admin.plans.intro')}
      </Text>
      {saved ? (
        <FormNotice mb="md" withCloseButton onClose={() => setSaved(null)}>
          {t('admin.plans.saved', { name: saved })}
        </FormNotice>
      ) : null}
      {query.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : query.isError ? (
        <QueryErrorBlock title={t('admin.plans.loadError')} query={query} />
      ) : (
        <AdminPlansTable
          plans={query.data}
          onEdit={(plan) => setEditor({ mode: 'edit', plan })}
          onSaleChange={setSaleChange}
        />
      )}
      <PlanFormDialog
        opened={editor.mode !== 'closed'}
        plan={editor.mode === 'edit' ? editor.plan : null}
        onSaved={(plan) => {
          setEditor({ mode: 'closed' });
          setSaved(plan.name);
        }}
        onClose={() => setEditor({ mode: 'closed' })}
      />
      <SaleChangeDialog change={saleChange} onClose={() => setSaleChange(null)} />
    </Container>
  );
}
