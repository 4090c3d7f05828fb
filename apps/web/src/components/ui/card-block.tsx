import { Paper, Tabs, Title } from '@mantine/core';
import { formatDate, type TSource } from '@sverka/shared';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './card-block.module.css';

/** «Источник: ЕГРЮЛ, данные на 01.05.2026» — under every block of the card (design.md "Data"). */
export function SourceLine({ source }: { source: TSource | null | undefined }) {
  const { t } = useTranslation();
  if (!source) return null;
  const date = formatDate(source.as_of);
  // Register names are proper names and stay as the server sends them; the demo label is ours to translate.
  const name = source.is_demo ? t('card.demoSource') : source.name;
  return (
    <p className={classes.source}>{date ? t('card.source', { name, date }) : t('card.sourceUndated', { name })}</p>
  );
}

/** The spec's empty states: «Нет данных» by default, «Санкций нет» where the tab says so. */
export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <p className={classes.empty}>{children ?? t('card.noData')}</p>;
}

interface TCardBlockProps {
  title: ReactNode;
  /** Where the facts come from and as of when; several sources → pass the main one. */
  source?: TSource | null;
  /** Right side of the title row: counters, filters, a link to the full tab. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One titled block of the card with its source line. */
export function CardBlock({ title, source, aside, children, className }: TCardBlockProps) {
  const titleId = useId();
  return (
    <Paper
      withBorder
      component="section"
      aria-labelledby={titleId}
      className={className ? `${classes.block} ${className}` : classes.block}
    >
      <div className={classes.head}>
        <Title order={2} className={classes.title} id={titleId}>
          {title}
        </Title>
        {aside ? <div className={classes.aside}>{aside}</div> : null}
      </div>
      {children}
      <SourceLine source={source} />
    </Paper>
  );
}

export interface TSubView {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** The views of one tab of the card («Дела | Статистика»), the first one open. */
export function SubTabs({ views, keepMounted }: { views: [TSubView, ...TSubView[]]; keepMounted?: boolean }) {
  const [first] = views;
  const [view, setView] = useState(first.value);
  return (
    <Tabs value={view} onChange={(value) => setView(value ?? first.value)} keepMounted={keepMounted}>
      <Tabs.List mb="md">
        {views.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {views.map(({ value, content }) => (
        <Tabs.Panel key={value} value={value}>
          {content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
