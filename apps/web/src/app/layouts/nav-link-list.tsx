import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './layouts.module.css';
import type { TNavItem } from './nav-items.ts';

interface TNavLinkListProps {
  items: readonly TNavItem[];
  label: string;
  orientation: 'horizontal' | 'vertical';
  /** Extra `<li>` entries after the items, e.g. links outside the app's router. */
  children?: ReactNode;
}

export function NavLinkList({ items, label, orientation, children }: TNavLinkListProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav aria-label={label}>
      <ul className={classes.navList} data-orientation={orientation}>
        {items.map((item) => {
          // Section links ("/#…") are never "the current page", even on the landing.
          const current = !item.href.includes('#') && item.href === location.pathname && !location.hash;
          return (
            <li key={item.key}>
              <Link to={item.href} className={classes.navLink} aria-current={current ? 'page' : undefined}>
                {t(`nav.${item.key}`)}
              </Link>
            </li>
          );
        })}
        {children}
      </ul>
    </nav>
  );
}
