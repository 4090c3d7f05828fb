import { Paper, Stack, Text, Title } from '@mantine/core';
import classes from './billing-pages.module.css';

/** One outcome of the payment return page: a heading, a line of explanation, what to do next. */
export function StatePanel({ title, text, children }: { title: string; text?: string; children?: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" className={classes.panel} role="status">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h3">
          {title}
        </Title>
        {text ? <Text c="dimmed">{text}</Text> : null}
        {children}
      </Stack>
    </Paper>
  );
}
