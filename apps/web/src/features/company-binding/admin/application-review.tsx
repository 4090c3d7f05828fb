import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { COMPANY_BINDING_FILES, formatDate, type TAdminCompanyBinding, type TCompanyBindingFile } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './admin-applications.module.css';

export const BINDING_STATUS_COLORS = {
  pending: 'yellow',
  approved: 'green',
  rejected: 'red',
  transferred: 'gray',
} as const;

/**
 * One document shown in the page from its signed inline address: a PDF in a
 * frame (the server lets only this site frame it), an image as an image.
 */
export function BindingDocument({
  application,
  file,
}: {
  application: TAdminCompanyBinding;
  file: TCompanyBindingFile;
}) {
  const { t } = useTranslation();
  const stored = application.files[file];
  const src = application.inline_files[file];
  const title = t(`admin.applications.documents.${file}`);
  return (
    <figure className={classes.document} data-testid={`binding-document-${file}`}>
      <figcaption className={classes.documentCaption}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Anchor href={src} target="_blank" rel="noopener" size="sm">
          {t('admin.applications.openDocument', { name: stored.name })}
        </Anchor>
      </figcaption>
      {stored.content_type === 'application/pdf' ? (
        <iframe className={classes.documentFrame} src={src} title={`${title}: ${stored.name}`} />
      ) : (
        <img className={classes.documentImage} src={src} alt={`${title}: ${stored.name}`} />
      )}
    </figure>
  );
}

interface TApplicationReviewProps {
  application: TAdminCompanyBinding;
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** The application in full: subject, applicant, current representative, verdict, the three documents, decisions. */
export function ApplicationReview({ application, pending, onApprove, onReject }: TApplicationReviewProps) {
  const { t } = useTranslation();
  const { company, user, representative } = application;
  const isCompany = company.kind === 'company';
  return (
    <section className={classes.review} aria-labelledby="application-review-title" data-testid="application-review">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t(`admin.applications.kind.${company.kind}`)}
          </Text>
          <h2 id="application-review-title" className={classes.reviewTitle}>
            {company.name}
          </h2>
          <Text size="sm" c="dimmed">
            {t('admin.applications.inn', { inn: application.inn })}
            {company.ogrn
              ? ` · ${t(isCompany ? 'admin.applications.ogrn' : 'admin.applications.ogrnip', { ogrn: company.ogrn })}`
              : ''}
          </Text>
        </div>
        <Badge color={BINDING_STATUS_COLORS[application.status]} variant="light">
          {t(`admin.applications.status.${application.status}`)}
        </Badge>
      </Group>
      <dl className={classes.facts}>
        <dt>{t('admin.applications.applicant')}</dt>
        <dd>
          {user.full_name} · {user.email}
        </dd>
        <dt>{t('admin.applications.filed')}</dt>
        <dd>{formatDate(application.created_at)}</dd>
        <dt>{t('admin.applications.representative')}</dt>
        <dd data-testid="current-representative">
          {representative
            ? `${representative.full_name} · ${representative.email}`
            : t('admin.applications.noRepresentative')}
        </dd>
        {application.reject_reason ? (
          <>
            <dt>{t('admin.applications.reason')}</dt>
            <dd>{application.reject_reason}</dd>
          </>
        ) : null}
      </dl>
      {application.status === 'pending' ? (
        <Group gap="sm">
          <Button color="green" onClick={onApprove} loading={pending}>
            {t('admin.applications.approve')}
          </Button>
          <Button color="red" variant="light" onClick={onReject} disabled={pending}>
            {t('admin.applications.reject')}
          </Button>
        </Group>
      ) : null}
      <Stack gap="md">
        {COMPANY_BINDING_FILES.map((file) => (
          <BindingDocument key={file} application={application} file={file} />
        ))}
      </Stack>
    </section>
  );
}
