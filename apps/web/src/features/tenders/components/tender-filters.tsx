import { Button, Select, TextInput } from '@mantine/core';
import type { TCategory } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenderCategories, useTenderRegions } from '../api/tenders.ts';
import type { TTenderFilters } from '../lib/tender-params.ts';
import classes from './tenders.module.css';

/** Roots and their children as one select list, children indented under their root. */
export function categoryOptions(tree: readonly TCategory[]) {
  return tree.flatMap((root) => [
    { value: String(root.id), label: root.name },
    ...root.childrens.map((child) => ({ value: String(child.id), label: `— ${child.name}` })),
  ]);
}

/** The list's filters; the words apply on «Найти» (or Enter), the rest at once. */
export function TenderFilters({
  filters,
  onApply,
}: {
  filters: TTenderFilters;
  onApply: (patch: Partial<TTenderFilters>) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.search);
  const categories = useTenderCategories();
  const regions = useTenderRegions();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search: search.trim() });
  };
  return (
    <form className={classes.filters} onSubmit={submit} aria-label={t('tenders.filters.label')}>
      <TextInput
        label={t('tenders.filters.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="tenders-search"
      />
      <Button type="submit" variant="light">
        {t('tenders.filters.searchButton')}
      </Button>
      <Select
        label={t('tenders.filters.category')}
        placeholder={t('tenders.filters.any')}
        data={categoryOptions(categories.data ?? [])}
        value={filters.category || null}
        onChange={(value) => onApply({ category: value ?? '' })}
        searchable
        clearable
      />
      <Select
        label={t('tenders.filters.region')}
        placeholder={t('tenders.filters.any')}
        data={(regions.data ?? []).map((region) => ({ value: region.code, label: region.name }))}
        value={filters.region || null}
        onChange={(value) => onApply({ region: value ?? '' })}
        searchable
        clearable
      />
      <TextInput
        type="date"
        label={t('tenders.filters.deadlineFrom')}
        value={filters.deadlineFrom}
        onChange={(event) => onApply({ deadlineFrom: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('tenders.filters.deadlineTo')}
        value={filters.deadlineTo}
        onChange={(event) => onApply({ deadlineTo: event.currentTarget.value })}
      />
    </form>
  );
}
