import { ActionIcon, MultiSelect, Select, TextInput } from '@mantine/core';
import { PRODUCT_ORDERINGS, type TProductFacets, type TProductOrdering } from '@sverka/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../../../components/ui/icons.tsx';
import classes from './catalogue.module.css';
import { blockNonPriceKey, priceBoundFromText, type TCatalogueState } from './catalogue-params.ts';

type TApply = (patch: Partial<TCatalogueState>) => void;

/** A field's text that follows the URL: back/forward or a chip's removal put the applied value back in. */
function useUrlText(applied: string) {
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  return [text, setText] as const;
}

/** The search box: the words go to the URL on Enter or the button, not on every key. */
export function CatalogueSearch({ search, onApply }: { search: string; onApply: TApply }) {
  const { t } = useTranslation();
  const [text, setText] = useUrlText(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ search: text.trim() });
  };
  return (
    <search className={classes.searchForm}>
      <form onSubmit={submit}>
        <TextInput
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={t('marketplace.search.placeholder')}
          aria-label={t('marketplace.search.label')}
          maxLength={200}
          size="md"
          className={classes.searchInput}
          data-testid="catalogue-search"
          rightSectionWidth={44}
          rightSection={
            <ActionIcon type="submit" size="lg" variant="filled" aria-label={t('marketplace.search.submit')}>
              <IconSearch size={18} />
            </ActionIcon>
          }
        />
      </form>
    </search>
  );
}

type TSortValue = TProductOrdering | 'relevance';

/**
 * Spec §9 sort options plus the newest first. Without an ordering the server sorts a search by relevance and
 * everything else by popularity; the select says which of the two is in force.
 */
export function SortSelect({ state, onApply }: { state: TCatalogueState; onApply: TApply }) {
  const { t } = useTranslation();
  const searching = state.search.trim() !== '';
  const options: TSortValue[] = searching ? ['relevance', ...PRODUCT_ORDERINGS] : [...PRODUCT_ORDERINGS];
  const value: TSortValue = state.ordering ?? (searching ? 'relevance' : 'popularity');
  return (
    <Select
      label={t('marketplace.sort.label')}
      data={options.map((option) => ({ value: option, label: t(`marketplace.sort.${option}`) }))}
      value={value}
      allowDeselect={false}
      onChange={(next) => {
        if (!next) return;
        const isDefault = next === (searching ? 'relevance' : 'popularity');
        onApply({ ordering: isDefault ? undefined : (next as TProductOrdering) });
      }}
      className={classes.sortSelect}
      data-testid="catalogue-sort"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function PriceField({
  label,
  placeholder,
  bound,
  onCommit,
  testId,
}: {
  label: string;
  placeholder: string;
  bound: number | undefined;
  onCommit: (bound: number | undefined) => void;
  testId: string;
}) {
  const applied = bound === undefined ? '' : String(bound);
  const [text, setText] = useUrlText(applied);
  const commit = () => {
    const next = priceBoundFromText(text);
    // What cannot be a price is dropped rather than kept beside a list it does not filter.
    if (next === undefined && text.trim() !== '') setText(applied);
    if (next !== bound) onCommit(next);
  };
  return (
    <TextInput
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        blockNonPriceKey(event);
        if (event.key === 'Enter') commit();
      }}
      onBlur={commit}
      className={classes.priceField}
      data-testid={testId}
    />
  );
}

/** Spec §5 price filter: «от» and «до»; the minus and «e» keys do nothing; an empty field is no bound. */
export function PriceRange({
  state,
  facets,
  onApply,
}: {
  state: TCatalogueState;
  facets: TProductFacets | undefined;
  onApply: TApply;
}) {
  const { t } = useTranslation();
  const min = facets?.price.min;
  const max = facets?.price.max;
  const amount = (value: number) => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }).format(value);
  return (
    <fieldset className={classes.priceRange}>
      <legend className={classes.priceLegend}>{t('marketplace.price.label')}</legend>
      <div className={classes.priceFields}>
        <PriceField
          label={t('marketplace.price.fromLabel')}
          placeholder={
            min !== null && min !== undefined
              ? t('marketplace.price.fromHint', { value: amount(Math.floor(min)) })
              : t('marketplace.price.from')
          }
          bound={state.priceMin}
          onCommit={(priceMin) => onApply({ priceMin })}
          testId="price-min"
        />
        <PriceField
          label={t('marketplace.price.toLabel')}
          placeholder={
            max !== null && max !== undefined
              ? t('marketplace.price.toHint', { value: amount(Math.ceil(max)) })
              : t('marketplace.price.to')
          }
          bound={state.priceMax}
          onCommit={(priceMax) => onApply({ priceMax })}
          testId="price-max"
        />
      </div>
    </fieldset>
  );
}

/** Sellers' regions of the filtered list (from the facets), with the chosen ones kept even when they find nothing. */
export function RegionFilter({
  state,
  facets,
  onApply,
}: {
  state: TCatalogueState;
  facets: TProductFacets | undefined;
  onApply: TApply;
}) {
  const { t } = useTranslation();
  const counted = new Map((facets?.regions ?? []).map((region) => [region.name, region.count]));
  const names = [...new Set([...state.regions, ...counted.keys()])];
  const data = names.map((name) => {
    const count = counted.get(name);
    return { value: name, label: count === undefined ? name : `${name} (${count})` };
  });
  return (
    <MultiSelect
      label={t('marketplace.region.label')}
      placeholder={state.regions.length === 0 ? t('marketplace.region.placeholder') : undefined}
      data={data}
      value={state.regions}
      onChange={(regions) => onApply({ regions })}
      searchable
      nothingFoundMessage={t('marketplace.region.nothing')}
      className={classes.regionSelect}
      data-testid="catalogue-region"
      comboboxProps={{ withinPortal: true }}
      hidePickedOptions
      clearable={false}
    />
  );
}
