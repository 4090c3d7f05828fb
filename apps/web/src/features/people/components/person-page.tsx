import { Button, Container, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { isValidInnLegal, isValidInnPerson, type TPerson } from '@sverka/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { usePerson, usePersonByName } from '../api/get-person.ts';
import classes from './person-page.module.css';
import { PersonView } from './person-view.tsx';

/** `/person/:inn`: a person by ИНН; an ИНН with wrong check digits is «not found» without asking. */
export function PersonPage() {
  const { inn = '' } = useParams();
  return (
    <Container size="lg" className={classes.page}>
      {isValidInnPerson(inn) ? <PersonByInn key={inn} inn={inn} /> : <NotFoundState />}
    </Container>
  );
}

/** `/person/name/:name/:companyInn`: a person the register names without ИНН; one found with an ИНН moves to its page. */
export function PersonByNamePage() {
  const { name = '', companyInn = '' } = useParams();
  const valid = name.trim() !== '' && isValidInnLegal(companyInn);
  return (
    <Container size="lg" className={classes.page}>
      {valid ? <PersonByName key={`${name}|${companyInn}`} name={name} companyInn={companyInn} /> : <NotFoundState />}
    </Container>
  );
}

function PersonByInn({ inn }: { inn: string }) {
  const query = usePerson(inn);
  return <PersonState query={query}>{(person) => <PersonView person={person} />}</PersonState>;
}

function PersonByName({ name, companyInn }: { name: string; companyInn: string }) {
  const query = usePersonByName(name, companyInn);
  return (
    <PersonState query={query}>
      {(person) =>
        person.inn ? (
          <Navigate to={paths.person.getHref(person.inn)} replace />
        ) : (
          <PersonView person={person} companyInn={companyInn} />
        )
      }
    </PersonState>
  );
}

function PersonState({
  query,
  children,
}: {
  query: UseQueryResult<TPerson>;
  children: (person: TPerson) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PersonSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.isNotFound || query.error.isBadRequest)) return <NotFoundState />;
    return (
      <>
        <PageTitle title={t('people.loadError')} />
        <QueryErrorBlock title={t('people.loadError')} query={query} />
      </>
    );
  }
  return <>{children(query.data)}</>;
}

function PersonSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('people.loading')}</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        <Paper withBorder className={classes.header}>
          <Skeleton height={14} width={180} />
          <Skeleton height={30} width="60%" mt={10} />
          <Skeleton height={16} width={220} mt={10} />
          <Skeleton height={56} mt={16} />
        </Paper>
        <Paper withBorder className={classes.header}>
          <Skeleton height={20} width={160} />
          <Skeleton height={64} mt={14} />
          <Skeleton height={64} mt={10} />
        </Paper>
      </Stack>
    </div>
  );
}

function NotFoundState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.notFound}>
      <PageTitle title={t('people.notFoundTitle')} />
      <Title order={1} className={classes.name}>
        {t('people.notFoundTitle')}
      </Title>
      <Text c="dimmed" mt="xs" mb="lg">
        {t('people.notFoundText')}
      </Text>
      <Button component={Link} to={paths.search.getHref()} variant="light">
        {t('people.toSearch')}
      </Button>
    </Paper>
  );
}
