import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/error-message.ts';
import classes from './error-block.module.css';
import { IconAlert } from './icons.tsx';

interface TErrorBlockProps {
  /** Headline; defaults to a generic "something went wrong". */
  title?: string;
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A friendly failure state with a retry, used wherever a request can fail. */
export function ErrorBlock({ title, message, onRetry, retrying = false }: TErrorBlockProps) {
  const { t } = useTranslation();
  return (
    <Paper className={classes.root} role="alert" withBorder>
      <IconAlert size={28} className={classes.icon} />
      <Stack gap={6} align="flex-start">
        <Title order={2} className={classes.title}>
          {title ?? t('errors.title')}
        </Title>
        {message ? <Text c="dimmed">{message}</Text> : null}
        {onRetry ? (
          <Button variant="light" size="sm" mt={6} onClick={onRetry} loading={retrying}>
            {t('errors.retry')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The part of a TanStack query the failure state needs. */
interface TFailedQuery {
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
}

/** The failure of a query: its plain-language reason and a retry that refetches it. */
export function QueryErrorBlock({ title, query }: { title?: string; query: TFailedQuery }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      title={title}
      message={t(errorMessageKey(query.error))}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
