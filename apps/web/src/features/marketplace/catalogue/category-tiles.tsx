import { categoryTileWidth, type TCategory } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './catalogue.module.css';
import { tileCategories, tileImage } from './category-tree.ts';

/**
 * Spec §2 category tiles; §9: each is 80 px plus 6 px per character of its name, at most 200 px wide. A tile
 * is a link to the catalogue with that category, so it opens in a new tab too.
 */
export function CategoryTiles({
  tree,
  selected,
  hrefOf,
}: {
  tree: readonly TCategory[];
  selected: number | undefined;
  hrefOf: (category: number) => string;
}) {
  const { t } = useTranslation();
  const tiles = tileCategories(tree, selected);
  if (tiles.length === 0) return null;
  return (
    <nav aria-label={t('marketplace.category.tiles')}>
      <ul className={classes.tiles}>
        {tiles.map((category) => {
          const image = tileImage(tree, category.id);
          return (
            <li key={category.id} style={{ width: categoryTileWidth(category.name) }} className={classes.tileItem}>
              <Link
                to={hrefOf(category.id)}
                className={classes.categoryTile}
                aria-current={category.id === selected ? 'page' : undefined}
                data-testid="category-tile"
                preventScrollReset
              >
                {image ? <img src={image} alt="" width={40} height={40} className={classes.categoryImage} /> : null}
                <span className={classes.categoryName}>{category.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
