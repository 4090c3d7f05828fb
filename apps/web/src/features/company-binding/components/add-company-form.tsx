import { Alert, Badge, Button, CloseButton, FileInput, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import {
  COMPANY_BINDING_FILE_TYPES,
  COMPANY_BINDING_FILES,
  formatDate,
  type TCompanyBinding,
  type TCompanyBindingFile,
} from '@sverka/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { accountErrorMessages } from '../../../lib/form-errors.ts';
import { useCreateBinding, useMyBindings } from '../api/company-binding.ts';
import { checkBinding, FILE_MAX_MEGABYTES, isBindingValid, type TBindingCheck } from '../lib/validation.ts';
import classes from './add-company.module.css';

export interface TChosenCompany {
  inn: string;
  name: string;
}

interface TAddCompanyFormProps {
  /**
   * The company search, supplied by the page (the search belongs to the
   * companies feature); it calls `onSelect` with the chosen hit.
   */
  renderSearch: (onSelect: (company: TChosenCompany) => void) => ReactNode;
}

type TFiles = Record<TCompanyBindingFile, File | null>;
const NO_FILES: TFiles = { passport: null, contract: null, document: null };

/**
 * `/profile/add-company` (spec §2, §5): choose the company, attach the
 * passport, contract and document, 'Отправить заявку'. Anything missing reads
 * 'Заполните все поля'; a refused request 'Ошибка при сохранении данных'.
 */
export function AddCompanyForm({ renderSearch }: TAddCompanyFormProps) {
  const { t } = useTranslation();
  const create = useCreateBinding();
  const [company, setCompany] = useState<TChosenCompany | null>(null);
  const [files, setFiles] = useState<TFiles>(NO_FILES);
  // The form-wide check shows after the first submit and then follows the user's fixes.
  const [attempted, setAttempted] = useState(false);
  const [serverReason, setServerReason] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  // FileInput keeps no value of its own once reset; bumping the key clears all three.
  const [formKey, setFormKey] = useState(0);

  const check: TBindingCheck = checkBinding({ inn: company?.inn ?? null, files });
  const shownAlert = attempted ? check.alert : null;

  const submit = async () => {
    setAttempted(true);
    setFailed(false);
    setServerReason(null);
    setSent(false);
    if (!isBindingValid(check) || !company) return;
    const { passport, contract, document } = files;
    if (!passport || !contract || !document) return;
    try {
      await create.mutateAsync({ inn: company.inn, files: { passport, contract, document } });
      setSent(true);
      setAttempted(false);
      setCompany(null);
      setFiles(NO_FILES);
      setFormKey((key) => key + 1);
    } catch (error) {
      console.error('Company application failed', error);
      const messages = accountErrorMessages(error, []);
      setServerReason(messages.alert && 'text' in messages.alert ? messages.alert.text : null);
      setFailed(true);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="lg">
        <form
          key={formKey}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              {t('profile.addCompany.text')}
            </Text>
            {sent ? <FormNotice>{t('profile.addCompany.sent')}</FormNotice> : null}
            <FormAlert message={shownAlert ? { key: shownAlert } : null} />
            {failed ? (
              <Alert color="red" variant="light" role="alert">
                {t('profile.addCompany.saveError')}
                {serverReason ? <Text size="sm">{serverReason}</Text> : null}
              </Alert>
            ) : null}

            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('profile.addCompany.searchLabel')}
              </Text>
              {company ? (
                <Group className={classes.chosen} justify="space-between" wrap="nowrap" data-testid="chosen-company">
                  <div>
                    <Text fw={600}>{t('profile.addCompany.selected', { name: company.name })}</Text>
                    <Text size="sm" c="dimmed">
                      {t('profile.addCompany.innLabel', { inn: company.inn })}
                    </Text>
                    {check.inn ? (
                      <Text size="sm" c="red.9" role="alert" data-testid="inn-problem">
                        {t(check.inn)}
                      </Text>
                    ) : null}
                  </div>
                  <CloseButton aria-label={t('profile.addCompany.change')} onClick={() => setCompany(null)} />
                </Group>
              ) : (
                renderSearch((chosen) => {
                  setCompany(chosen);
                  setSent(false);
                })
              )}
            </div>

            <div className={classes.files}>
              {COMPANY_BINDING_FILES.map((name) => {
                const problem = check.files[name];
                return (
                  <FileInput
                    key={name}
                    label={t(`profile.addCompany.${name}`)}
                    placeholder={t('profile.addCompany.filePlaceholder')}
                    description={t('profile.addCompany.fileHint', { size: FILE_MAX_MEGABYTES })}
                    accept={COMPANY_BINDING_FILE_TYPES.join(',')}
                    clearable
                    required
                    value={files[name]}
                    onChange={(file) => setFiles((current) => ({ ...current, [name]: file }))}
                    error={problem ? t(problem, { size: FILE_MAX_MEGABYTES }) : undefined}
                    data-testid={`file-${name}`}
                  />
                );
              })}
            </div>

            <div>
              <Button type="submit" loading={create.isPending}>
                {t('profile.addCompany.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
      <MyApplications />
    </Stack>
  );
}

const STATUS_COLORS = { pending: 'yellow', approved: 'green', rejected: 'red', transferred: 'gray' } as const;

/** The user's own applications and their review state, newest first. */
function MyApplications() {
  const { t } = useTranslation();
  const query = useMyBindings();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="applications-title">
      <h2 id="applications-title" className={classes.heading}>
        {t('profile.addCompany.applications')}
      </h2>
      {query.isPending ? (
        <Stack gap={8} aria-hidden="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : query.isError ? (
        <QueryErrorBlock query={query} />
      ) : query.data.length === 0 ? (
        <Text c="dimmed">{t('profile.addCompany.applicationsEmpty')}</Text>
      ) : (
        <ul className={classes.applications}>
          {query.data.map((application) => (
            <ApplicationItem key={application.id} application={application} />
          ))}
        </ul>
      )}
    </Paper>
  );
}

/** One application: whom it is for (organisation or sole trader), its numbers, date and verdict. */
export function ApplicationItem({ application }: { application: TCompanyBinding }) {
  const { t } = useTranslation();
  const { company } = application;
  const isCompany = company.kind === 'company';
  return (
    <li className={classes.application} data-testid="binding-application">
      <div>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t(`profile.addCompany.kind.${company.kind}`)}
        </Text>
        <Text fw={600}>{company.name}</Text>
        <Text size="sm" c="dimmed">
          {t('profile.addCompany.innLabel', { inn: application.inn })}
          {company.ogrn
            ? ` · ${t(isCompany ? 'profile.addCompany.ogrnLabel' : 'profile.addCompany.ogrnipLabel', { ogrn: company.ogrn })}`
            : ''}
          {` · ${formatDate(application.created_at)}`}
        </Text>
        {application.reject_reason ? (
          <Text size="sm">{t('profile.addCompany.rejectReason', { reason: application.reject_reason })}</Text>
        ) : null}
      </div>
      <Badge color={STATUS_COLORS[application.status]} variant="light">
        {t(`profile.addCompany.status.${application.status}`)}
      </Badge>
    </li>
  );
}
