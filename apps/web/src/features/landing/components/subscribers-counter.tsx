import { Button, Container, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscribersCount } from '../api/get-subscribers-count.ts';
import classes from './subscribers-counter.module.css';

/** "Уже подключились: N" under the plans (spec §7 `GET /api/v1/counter`), in the language's plural form. */
export function SubscribersCounter() {
  const { t, i18n } = useTranslation();
  const query = useSubscribersCount();

  let content: ReactNode;
  if (query.isPending) {
    // A span, not Mantine's div: the line is a paragraph.
    content = (
      <Skeleton component="span" display="inline-block" height={22} width={260} radius="xl" aria-hidden="true" />
    );
  } else if (query.isError) {
    content = (
      <span className={classes.failed} role="alert">
        {t('landing.counter.loadError')}
        <Button variant="subtle" size="compact-sm" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('errors.retry')}
        </Button>
      </span>
    );
  } else {
    const { count } = query.data;
    content = (
      <span className={classes.count}>
        {t('landing.counter.subscribers', { count, value: new Intl.NumberFormat(i18n.language).format(count) })}
      </span>
    );
  }

  return (
    <Container size="lg" className={classes.root}>
      <p className={classes.line} aria-live="polite">
        {content}
      </p>
    </Container>
  );
}
