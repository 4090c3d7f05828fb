import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import { paths } from '../../../../config/paths.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { useCompany } from '../../api/get-company-by-id.ts';
import classes from './company-page.module.css';
import { CompanyPageSkeleton } from './company-page-skeleton.tsx';
import { CompanyProfile } from './company-profile.tsx';

/** `/company/:id`: the company behind an internal id, in all its states. */
export function CompanyPage() {
  // The route pattern guarantees the param; '' is simply "not found".
  const { id = '' } = useParams();
  // Internal ids are positive whole numbers; anything else cannot be a company, no request needed.
  const isId = /^[1-9]\d{0,15}$/.test(id);
  return (
    <Container size="lg" className={classes.page}>
      {isId ? <CompanyPageBody key={id} id={id} /> : <NotFoundState />}
    </Container>
  );
}

function CompanyPageBody({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useCompany(id);

  if (query.isPending) return <CompanyPageSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.isNotFound || query.error.isBadRequest)) return <NotFoundState />;
    return (
      <>
        <PageTitle title={t('company-page.loadError')} />
        <QueryErrorBlock title={t('company-page.loadError')} query={query} />
      </>
    );
  }
  return <CompanyProfile company={query.data} />;
}

function NotFoundState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.notFound}>
      <PageTitle title={t('company-page.notFoundTitle')} />
      <Title order={1} className={classes.title}>
        {t('company-page.notFoundTitle')}
      </Title>
      <Text c="dimmed" mt="xs" mb="lg">
        {t('company-page.notFoundText')}
      </Text>
      <Button component={Link} to={paths.search.getHref()} variant="light">
        {t('company-page.toSearch')}
      </Button>
    </Paper>
  );
}
