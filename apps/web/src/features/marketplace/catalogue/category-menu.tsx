import { Button, Menu } from '@mantine/core';
import type { TCategory, TProductFacets } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../../components/ui/icons.tsx';
import classes from './catalogue.module.css';
import { categoryIndex } from './category-tree.ts';

interface TCategoryMenuProps {
  tree: readonly TCategory[];
  selected: number | undefined;
  facets: TProductFacets | undefined;
  onSelect: (category: number | undefined) => void;
  disabled?: boolean;
}

/**
 * Spec §2 category dropdown with sub-category popups: hovering or clicking a root opens its children beside
 * it; the first entry of each popup takes the whole root.
 */
export function CategoryMenu({ tree, selected, facets, onSelect, disabled = false }: TCategoryMenuProps) {
  const { t } = useTranslation();
  const counts = new Map((facets?.categories ?? []).map((category) => [category.id, category.count]));
  const current = selected === undefined ? undefined : categoryIndex(tree).get(selected)?.category;
  const countOf = (id: number) => {
    const count = counts.get(id);
    return count === undefined ? null : <span className={classes.menuCount}>{count}</span>;
  };

  return (
    <div className={classes.categoryControl}>
      <span className={classes.controlLabel} id="catalogue-category-label">
        {t('marketplace.category.label')}
      </span>
      <Menu
        position="bottom-start"
        withinPortal
        shadow="md"
        width={280}
        trigger="click-hover"
        openDelay={80}
        closeDelay={200}
      >
        <Menu.Target>
          <Button
            variant="default"
            rightSection={<IconChevronDown size={16} />}
            justify="space-between"
            className={classes.categoryButton}
            aria-labelledby="catalogue-category-label catalogue-category-value"
            disabled={disabled}
            data-testid="category-menu"
          >
            <span id="catalogue-category-value" className={classes.categoryButtonText}>
              {current?.name ?? t('marketplace.category.all')}
            </span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onSelect(undefined)} aria-current={selected === undefined ? 'true' : undefined}>
            {t('marketplace.category.all')}
          </Menu.Item>
          <Menu.Divider />
          {tree.map((root) =>
            root.childrens.length === 0 ? (
              <Menu.Item
                key={root.id}
                onClick={() => onSelect(root.id)}
                rightSection={countOf(root.id)}
                aria-current={selected === root.id ? 'true' : undefined}
              >
                {root.name}
              </Menu.Item>
            ) : (
              <Menu.Sub key={root.id} openDelay={60} closeDelay={150}>
                <Menu.Sub.Target>
                  <Menu.Sub.Item data-category={root.id} aria-current={selected === root.id ? 'true' : undefined}>
                    {root.name}
                  </Menu.Sub.Item>
                </Menu.Sub.Target>
                <Menu.Sub.Dropdown miw={240}>
                  <Menu.Item onClick={() => onSelect(root.id)} rightSection={countOf(root.id)}>
                    {t('marketplace.category.allOf', { name: root.name })}
                  </Menu.Item>
                  <Menu.Divider />
                  {root.childrens.map((child) => (
                    <Menu.Item
                      key={child.id}
                      onClick={() => onSelect(child.id)}
                      rightSection={countOf(child.id)}
                      aria-current={selected === child.id ? 'true' : undefined}
                    >
                      {child.name}
                    </Menu.Item>
                  ))}
                </Menu.Sub.Dropdown>
              </Menu.Sub>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
