import {
  Container,
  FileInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  PLAN_LIMIT_ERROR_CODE,
  TENDER_DESCRIPTION_MAX_LENGTH,
  TENDER_FILE_MAX_BYTES,
  TENDER_FILES_MAX,
  TENDER_TITLE_MAX_LENGTH,
  TENDER_UNIT_MAX_LENGTH,
  type TTenderAllowance,
  ZPlanLimitErrorBody,
} from '@sverka/shared';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormActions, FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import {
  type TTenderDraft,
  useCreateTender,
  useTenderAllowance,
  useTenderCategories,
  useTenderRegions,
} from '../api/tenders.ts';
import { categoryOptions } from './tender-filters.tsx';
import { TendersLocked, TendersNoCompany, TendersSignIn } from './tender-parts.tsx';
import classes from './tenders.module.css';

const EMPTY: TTenderDraft = {
  title: '',
  description: '',
  quantity: '',
  unit: '',
  budget: '',
  region: '',
  category: '',
  deadline: '',
  company: '',
  files: [],
};

const REQUIRED = ['title', 'quantity', 'unit', 'region', 'category', 'deadline'] as const;
const ACCEPT = '.pdf,.docx,.xlsx,.jpg,.jpeg,.png,.webp';

/** The draft's own mistakes, before it is sent: the server checks the rest with its own messages. */
export function draftErrors(draft: TTenderDraft, t: TFunction) {
  const errors: Record<string, string> = {};
  for (const field of REQUIRED) if (!draft[field].trim()) errors[field] = t('tenders.form.required');
  if (draft.files.length > TENDER_FILES_MAX) errors.files = t('tenders.form.tooManyFiles', { max: TENDER_FILES_MAX });
  else if (draft.files.some((file) => file.size > TENDER_FILE_MAX_BYTES)) {
    errors.files = t('tenders.form.fileTooLarge', { megabytes: TENDER_FILE_MAX_BYTES / 1024 / 1024 });
  }
  return errors;
}

function TenderForm({ allowance }: { allowance: TTenderAllowance }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TTenderDraft>({ ...EMPTY, company: String(allowance.companies[0]?.id ?? '') });
  const [shown, setShown] = useState<Record<string, string>>({});
  const create = useCreateTender();
  const categories = useTenderCategories();
  const regions = useTenderRegions();
  const set = (patch: Partial<TTenderDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const limitRefusal = (() => {
    const error = create.error;
    if (!isApiError(error) || error.code !== PLAN_LIMIT_ERROR_CODE) return null;
    const body = ZPlanLimitErrorBody.safeParse(error.body);
    return body.success ? body.data : null;
  })();
  if (limitRefusal) return <TendersLocked plan={limitRefusal.plan ?? null} limit={limitRefusal.limit} />;

  const serverFields = isApiError(create.error) ? create.error.fields : {};
  const errorOf = (field: string) => shown[field] ?? serverFields[field]?.[0];
  const generalError =
    create.error && Object.keys(serverFields).length === 0
      ? isApiError(create.error) && create.error.detail && create.error.status < 500
        ? { text: create.error.detail }
        : { key: errorMessageKey(create.error) }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = draftErrors(draft, t);
    setShown(errors);
    if (Object.keys(errors).length > 0) return;
    create.mutate(draft, { onSuccess: (tender) => navigate(paths.tender.getHref(tender.id)) });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="tender-form">
      <Stack gap="md">
        {allowance.limit > 0 ? (
          <Text size="sm" c="dimmed">
            {t('tenders.form.allowance', { open: allowance.open, limit: allowance.limit })}
          </Text>
        ) : null}
        {allowance.companies.length > 1 ? (
          <Select
            label={t('tenders.form.company')}
            data={allowance.companies.map((company) => ({ value: String(company.id), label: company.name }))}
            value={draft.company}
            onChange={(value) => set({ company: value ?? '' })}
            allowDeselect={false}
            error={errorOf('company')}
          />
        ) : null}
        <TextInput
          label={t('tenders.form.what')}
          required
          maxLength={TENDER_TITLE_MAX_LENGTH}
          value={draft.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
          error={errorOf('title')}
          name="title"
        />
        <Textarea
          label={t('tenders.form.description')}
          autosize
          minRows={3}
          maxLength={TENDER_DESCRIPTION_MAX_LENGTH}
          value={draft.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
          error={errorOf('description')}
          name="description"
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput
            label={t('tenders.form.quantity')}
            required
            inputMode="decimal"
            value={draft.quantity}
            onChange={(event) => set({ quantity: event.currentTarget.value })}
            error={errorOf('quantity')}
            name="quantity"
          />
          <TextInput
            label={t('tenders.form.unit')}
            required
            maxLength={TENDER_UNIT_MAX_LENGTH}
            value={draft.unit}
            onChange={(event) => set({ unit: event.currentTarget.value })}
            error={errorOf('unit')}
            name="unit"
          />
          <TextInput
            label={t('tenders.form.budget')}
            inputMode="decimal"
            value={draft.budget}
            onChange={(event) => set({ budget: event.currentTarget.value })}
            error={errorOf('budget')}
            name="budget"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Select
            label={t('tenders.form.category')}
            required
            searchable
            data={categoryOptions(categories.data ?? [])}
            value={draft.category || null}
            onChange={(value) => set({ category: value ?? '' })}
            error={errorOf('category')}
            data-testid="tender-form-category"
          />
          <Select
            label={t('tenders.form.region')}
            required
            searchable
            data={(regions.data ?? []).map((region) => ({ value: region.code, label: region.name }))}
            value={draft.region || null}
            onChange={(value) => set({ region: value ?? '' })}
            error={errorOf('region')}
            data-testid="tender-form-region"
          />
          <TextInput
            type="date"
            label={t('tenders.form.deadline')}
            required
            value={draft.deadline}
            onChange={(event) => set({ deadline: event.currentTarget.value })}
            error={errorOf('deadline')}
            name="deadline"
          />
        </SimpleGrid>
        <FileInput
          label={t('tenders.form.files', { max: TENDER_FILES_MAX, megabytes: TENDER_FILE_MAX_BYTES / 1024 / 1024 })}
          multiple
          clearable
          accept={ACCEPT}
          value={draft.files}
          onChange={(files) => set({ files })}
          error={errorOf('files') ?? Object.entries(serverFields).find(([key]) => key.startsWith('file_'))?.[1][0]}
        />
        <FormAlert message={generalError} />
        <FormActions
          pending={create.isPending}
          submitLabel={t('tenders.form.submit')}
          onCancel={() => navigate(paths.tenders.getHref())}
        />
      </Stack>
    </form>
  );
}

function NewTender() {
  const { t } = useTranslation();
  const allowance = useTenderAllowance();
  if (allowance.isPending) return <Skeleton height={320} radius="md" />;
  if (allowance.isError) return <QueryErrorBlock title={t('tenders.loadError')} query={allowance} />;
  if (allowance.data.limit === 0) return <TendersLocked plan={allowance.data.plan} />;
  if (allowance.data.companies.length === 0) return <TendersNoCompany />;
  if (allowance.data.open >= allowance.data.limit) {
    return <TendersLocked plan={allowance.data.plan} limit={allowance.data.limit} />;
  }
  return <TenderForm allowance={allowance.data} />;
}

/** `/tenders/new`: the form within the plan's allowance, or the offer of the plan that has tenders. */
export function NewTenderPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  return (
    <Container size="md" className={classes.page}>
      <PageTitle title={t('tenders.form.title')} />
      <Title order={1}>{t('tenders.form.title')}</Title>
      {signedIn ? <NewTender /> : <TendersSignIn />}
    </Container>
  );
}
