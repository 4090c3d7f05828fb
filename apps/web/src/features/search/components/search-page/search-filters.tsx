import { Button, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { SEARCH_STATUSES, ZSearchQuery } from '@sverka/shared';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_FORMS, REGIONS } from '../../lib/reference-lists.ts';
import {
  FILTER_KEYS,
  hasFilters,
  type TSearchFilters,
  type TSearchState,
  type TSearchStatus,
} from '../../lib/search-params.ts';
import classes from './search-page.module.css';

interface TSearchFiltersProps {
  state: TSearchState;
  onChange: (patch: TSearchFilters) => void;
}

const REGION_OPTIONS = REGIONS.map((region) => ({ value: region.code, label: region.name }));
const LEGAL_FORM_OPTIONS = LEGAL_FORMS.map((form) => ({ value: form.code, label: `${form.short} — ${form.name}` }));

/**
 * Region, status, ОКВЭД, legal form and registration dates; each change is
 * applied at once and lands in the URL. On phones the panel folds behind a
 * button so the results are not pushed a screen down.
 */
export function SearchFilters({ state, onChange }: TSearchFiltersProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const active = FILTER_KEYS.filter((key) => !!state[key]).length;
  const statusOptions = SEARCH_STATUSES.map((status) => ({
    value: status,
    label: t(`searchPage.filters.statuses.${status}`),
  }));

  return (
    <Paper component="section" withBorder className={classes.filters} aria-labelledby="search-filters-title">
      <Title order={2} id="search-filters-title" className={classes.filtersTitle} visibleFrom="md">
        {t('searchPage.filters.title')}
      </Title>
      <Button
        hiddenFrom="md"
        variant="subtle"
        fullWidth
        justify="space-between"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
        rightSection={<span aria-hidden="true">{open ? '▴' : '▾'}</span>}
      >
        {active ? t('searchPage.filters.titleWithCount', { value: active }) : t('searchPage.filters.title')}
      </Button>
      <Stack gap="sm" id={bodyId} className={classes.filtersBody} data-open={open || undefined}>
        <Select
          label={t('searchPage.filters.region')}
          placeholder={t('searchPage.filters.regionAny')}
          nothingFoundMessage={t('searchPage.filters.regionSearchEmpty')}
          data={REGION_OPTIONS}
          value={state.region ?? null}
          onChange={(value) => onChange({ region: value ?? undefined })}
          searchable
          clearable
        />
        <Select
          label={t('searchPage.filters.status')}
          placeholder={t('searchPage.filters.statusAny')}
          data={statusOptions}
          value={state.status ?? null}
          onChange={(value) => onChange({ status: (value as TSearchStatus | null) ?? undefined })}
          clearable
        />
        <OkvedFilter value={state.okved ?? ''} onCommit={(okved) => onChange({ okved })} />
        <Select
          label={t('searchPage.filters.legalForm')}
          placeholder={t('searchPage.filters.legalFormAny')}
          description={state.opf ? t('searchPage.filters.legalFormHint') : undefined}
          data={LEGAL_FORM_OPTIONS}
          value={state.opf ?? null}
          onChange={(value) => onChange({ opf: value ?? undefined })}
          clearable
        />
        <DateFilter
          label={t('searchPage.filters.registeredFrom')}
          value={state.registered_from ?? ''}
          max={state.registered_to}
          onCommit={(registered_from) => onChange({ registered_from })}
        />
        <DateFilter
          label={t('searchPage.filters.registeredTo')}
          value={state.registered_to ?? ''}
          min={state.registered_from}
          onCommit={(registered_to) => onChange({ registered_to })}
        />
        {hasFilters(state) ? (
          <Button
            variant="subtle"
            size="sm"
            onClick={() =>
              onChange({
                region: undefined,
                status: undefined,
                okved: undefined,
                opf: undefined,
                registered_from: undefined,
                registered_to: undefined,
              })
            }
          >
            {t('searchPage.filters.reset')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * Local text of a field that follows its applied value: when the URL changes
 * underneath (reset, back button) the field shows the new value, without a
 * remount that would take the focus away mid-typing.
 */
function useSyncedDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

/** The ОКВЭД code applies on Enter or when the field is left, and only in a shape the server accepts. */
function OkvedFilter({ value, onCommit }: { value: string; onCommit: (okved: string | undefined) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useSyncedDraft(value);
  const [invalid, setInvalid] = useState(false);

  const commit = () => {
    const code = draft.trim();
    if (code === value) return;
    if (code !== '' && !ZSearchQuery.shape.okved.safeParse(code).success) {
      setInvalid(true);
      return;
    }
    onCommit(code || undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <TextInput
      label={t('searchPage.filters.okved')}
      placeholder={t('searchPage.filters.okvedPlaceholder')}
      description={t('searchPage.filters.okvedHint')}
      error={invalid ? t('searchPage.filters.okvedInvalid') : undefined}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        setInvalid(false);
      }}
      onBlur={commit}
      onKeyDown={onKeyDown}
      inputMode="decimal"
      autoComplete="off"
      classNames={{ input: classes.tabular }}
    />
  );
}

interface TDateFilterProps {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onCommit: (day: string | undefined) => void;
}

/**
 * A native date field. While a year is being typed the field briefly holds
 * dates like 0201-05-01; those stay local so the URL and the server only see
 * a real date (or the cleared field).
 */
function DateFilter({ label, value, min, max, onCommit }: TDateFilterProps) {
  const [draft, setDraft] = useSyncedDraft(value);
  return (
    <TextInput
      type="date"
      label={label}
      value={draft}
      min={min}
      max={max}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setDraft(next);
        if (next === '') onCommit(undefined);
        else if (Number(next.slice(0, 4)) >= 1800 && next !== value) onCommit(next);
      }}
      classNames={{ input: classes.tabular }}
    />
  );
}
