import { Button, Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import classes from './routes.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" className={classes.page}>
      <PageTitle title={t('notFound.title')} />
      <div className={classes.notFound}>
        <p className={classes.notFoundCode} aria-hidden="true">
          404
        </p>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" mt="xs" mb="lg">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to={paths.home.getHref()}>
          {t('notFound.home')}
        </Button>
      </div>
    </Container>
  );
}
