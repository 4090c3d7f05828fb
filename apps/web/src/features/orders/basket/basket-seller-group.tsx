import { Anchor, Checkbox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import classes from './basket.module.css';
import { BasketItemRow } from './basket-item-row.tsx';
import { allSelected, isSelected, someSelected, type TSellerGroup, type TUnselected } from './basket-selection.ts';

interface TSellerGroupProps {
  group: TSellerGroup;
  unselected: TUnselected;
  onToggleGroup: () => void;
  onToggleItem: (itemId: number) => void;
  onRemove: (itemId: number) => void;
  removingId: number | null;
}

/** One seller's items under its name (a link to its page) with a box that ticks them all. */
export function BasketSellerGroup({
  group,
  unselected,
  onToggleGroup,
  onToggleItem,
  onRemove,
  removingId,
}: TSellerGroupProps) {
  const { t } = useTranslation();
  return (
    <section className={classes.group} data-testid="basket-seller" aria-label={group.companyName}>
      <header className={classes.groupHeader}>
        <Checkbox
          checked={allSelected(group.items, unselected)}
          indeterminate={someSelected(group.items, unselected)}
          onChange={onToggleGroup}
          aria-label={t('basket.selectSeller', { name: group.companyName })}
        />
        <span className={classes.groupLabel}>{t('basket.seller')}</span>
        <Anchor component={Link} to={paths.companyPage.getHref(group.company)} fw={600}>
          {group.companyName}
        </Anchor>
      </header>
      <ul className={classes.items}>
        {group.items.map((item) => (
          <BasketItemRow
            key={item.id}
            item={item}
            selected={isSelected(unselected, item)}
            onToggle={() => onToggleItem(item.id)}
            onRemove={() => onRemove(item.id)}
            removing={removingId === item.id}
          />
        ))}
      </ul>
    </section>
  );
}
