import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorBlock } from '../../components/ui/error-block.tsx';
import classes from './routes.module.css';

/** Shown inside the page chrome when rendering a page throws. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size="md" className={classes.page}>
      <ErrorBlock message={t('errors.server')} onRetry={() => window.location.reload()} />
    </Container>
  );
}
