import { Button, CloseButton } from '@mantine/core';
import { formatRubles, type TCategory } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './catalogue.module.css';
import { EMPTY_CATALOGUE_STATE, hasCatalogueFilters, type TCatalogueState } from './catalogue-params.ts';
import { categoryIndex } from './category-tree.ts';

export interface TFilterChip {
  key: string;
  label: string;
  /** The filters without this one. */
  remove: Partial<TCatalogueState>;
}

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** One removable chip per applied filter, in the order the filters stand on the page. */
export function filterChips(
  state: TCatalogueState,
  t: TTranslate,
  names: { categories: readonly TCategory[]; sellerName: string | null },
): TFilterChip[] {
  const chips: TFilterChip[] = [];
  const search = state.search.trim();
  if (search)
    chips.push({ key: 'search', label: t('marketplace.chips.search', { value: search }), remove: { search: '' } });
  if (state.category !== undefined) {
    const name = categoryIndex(names.categories).get(state.category)?.category.name;
    chips.push({
      key: 'category',
      label: name ?? t('marketplace.chips.categoryId', { id: state.category }),
      remove: { category: undefined },
    });
  }
  if (state.company !== undefined) {
    chips.push({
      key: 'company',
      label: names.sellerName
        ? t('marketplace.chips.seller', { name: names.sellerName })
        : t('marketplace.chips.sellerId', { id: state.company }),
      remove: { company: undefined },
    });
  }
  if (state.priceMin !== undefined) {
    chips.push({
      key: 'priceMin',
      label: t('marketplace.chips.priceMin', { price: formatRubles(state.priceMin) }),
      remove: { priceMin: undefined },
    });
  }
  if (state.priceMax !== undefined) {
    chips.push({
      key: 'priceMax',
      label: t('marketplace.chips.priceMax', { price: formatRubles(state.priceMax) }),
      remove: { priceMax: undefined },
    });
  }
  for (const region of state.regions) {
    chips.push({
      key: `region:${region}`,
      label: region,
      remove: { regions: state.regions.filter((name) => name !== region) },
    });
  }
  return chips;
}

/** Every filter in force left out: what «Сбросить все» applies (the ordering stays). */
export const NO_FILTERS: Partial<TCatalogueState> = {
  search: EMPTY_CATALOGUE_STATE.search,
  category: undefined,
  company: undefined,
  priceMin: undefined,
  priceMax: undefined,
  regions: [],
};

export function FilterChips({
  state,
  categories,
  sellerName,
  onApply,
}: {
  state: TCatalogueState;
  categories: readonly TCategory[];
  sellerName: string | null;
  onApply: (patch: Partial<TCatalogueState>) => void;
}) {
  const { t } = useTranslation();
  if (!hasCatalogueFilters(state)) return null;
  const chips = filterChips(state, t, { categories, sellerName });
  return (
    <div className={classes.chips} data-testid="filter-chips">
      <ul className={classes.chipList} aria-label={t('marketplace.chips.label')}>
        {chips.map((chip) => (
          <li key={chip.key} className={classes.chip} data-chip={chip.key}>
            <span className={classes.chipLabel}>{chip.label}</span>
            <CloseButton
              size="sm"
              aria-label={t('marketplace.chips.remove', { label: chip.label })}
              onClick={() => onApply(chip.remove)}
            />
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <Button variant="subtle" size="compact-sm" onClick={() => onApply(NO_FILTERS)}>
          {t('marketplace.chips.reset')}
        </Button>
      ) : null}
    </div>
  );
}
