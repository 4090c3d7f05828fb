import { Checkbox, Group, Modal, NumberInput, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { FEATURES, type TAdminPlan } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormAlert } from '../../../components/ui/form-alert.tsx';
import { accountErrorMessages, messageText, type TMessage } from '../../../lib/form-errors.ts';
import { useChangePlan } from '../api/admin-plans.ts';
import {
  checkPlanForm,
  emptyPlanForm,
  featureLabelKey,
  planBodyOf,
  planFormValuesOf,
  planPatchOf,
  type TPlanFormErrors,
  type TPlanFormField,
  type TPlanFormValues,
} from '../lib/plan-form.ts';

const FIELDS: readonly TPlanFormField[] = ['code', 'name', 'type', 'price', 'description', 'features', 'sort'];

interface TPlanFormDialogProps {
  opened: boolean;
  /** The plan being edited, or null for a new one. */
  plan: TAdminPlan | null;
  onSaved: (plan: TAdminPlan) => void;
  onClose: () => void;
}

/** Creates or edits one plan row; a plan's code and period are fixed once created. */
export function PlanFormDialog({ opened, plan, onSaved, onClose }: TPlanFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={plan ? t('admin.plans.form.editTitle', { name: plan.name }) : t('admin.plans.form.createTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* A fresh form per plan: nothing of one plan's draft leaks into another's. */}
      <PlanForm key={plan?.id ?? 'new'} plan={plan} onSaved={onSaved} onCancel={onClose} />
    </Modal>
  );
}

function PlanForm({
  plan,
  onSaved,
  onCancel,
}: {
  plan: TAdminPlan | null;
  onSaved: (plan: TAdminPlan) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangePlan();
  const [values, setValues] = useState<TPlanFormValues>(() => (plan ? planFormValuesOf(plan) : emptyPlanForm()));
  const [clientErrors, setClientErrors] = useState<TPlanFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, TMessage[]>>({});
  const [alert, setAlert] = useState<TMessage | null>(null);

  const set = <TField extends TPlanFormField>(field: TField, value: TPlanFormValues[TField]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const errorOf = (field: TPlanFormField) => {
    const client = clientErrors[field];
    const server = serverErrors[field]?.map((message) => messageText(t, message)) ?? [];
    return [...(client ? [t(client)] : []), ...server].join('\n') || undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setServerErrors({});
    const errors = checkPlanForm(values, plan === null);
    setClientErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      const saved = await change.mutateAsync(
        plan
          ? { kind: 'update', id: plan.id, body: planPatchOf(values) }
          : { kind: 'create', body: planBodyOf(values) },
      );
      onSaved(saved);
    } catch (error) {
      console.error('Plan save failed', error);
      const { fields, alert: shown } = accountErrorMessages(error, FIELDS);
      setServerErrors(fields);
      setAlert(shown ?? { key: 'admin.plans.form.saveError' });
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="plan-form">
      <Stack gap="md">
        <FormAlert message={alert} />
        <Group grow align="flex-start">
          <TextInput
            label={t('admin.plans.form.code')}
            description={t('admin.plans.form.codeHint')}
            required
            disabled={plan !== null}
            value={values.code}
            onChange={(event) => set('code', event.currentTarget.value)}
            error={errorOf('code')}
            name="code"
          />
          <TextInput
            label={t('admin.plans.form.name')}
            required
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errorOf('name')}
            name="name"
          />
        </Group>
        <Group grow align="flex-start">
          <div>
            <SegmentedControl
              aria-label={t('admin.plans.form.type')}
              disabled={plan !== null}
              value={values.type}
              onChange={(value) => set('type', value === 'yearly' ? 'yearly' : 'monthly')}
              data={[
                { value: 'monthly', label: t('admin.plans.period.monthly') },
                { value: 'yearly', label: t('admin.plans.period.yearly') },
              ]}
            />
          </div>
          <TextInput
            label={t('admin.plans.form.price')}
            required
            inputMode="decimal"
            value={values.price}
            onChange={(event) => set('price', event.currentTarget.value)}
            error={errorOf('price')}
            name="price"
          />
          <NumberInput
            label={t('admin.plans.form.sort')}
            allowDecimal={false}
            allowNegative={false}
            value={values.sort}
            onChange={(value) => set('sort', String(value))}
            error={errorOf('sort')}
            name="sort"
          />
        </Group>
        <Textarea
          label={t('admin.plans.form.description')}
          description={t('admin.plans.form.descriptionHint')}
          required
          autosize
          minRows={4}
          maxRows={12}
          value={values.description}
          onChange={(event) => set('description', event.currentTarget.value)}
          error={errorOf('description')}
          name="description"
        />
        <Checkbox.Group
          label={t('admin.plans.form.features')}
          value={values.features}
          onChange={(features) => set('features', features)}
          error={errorOf('features')}
        >
          <Stack gap={6} mt="xs">
            {FEATURES.map((feature) => (
              <Checkbox key={feature} value={feature} label={t(featureLabelKey(feature))} />
            ))}
          </Stack>
        </Checkbox.Group>
        <FormActions onCancel={onCancel} pending={change.isPending} />
      </Stack>
    </form>
  );
}
