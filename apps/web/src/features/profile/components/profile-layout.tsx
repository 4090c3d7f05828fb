import { Container, UnstyledButton } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { IconLogout } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useSignOut } from '../../../lib/auth.ts';
import classes from './profile.module.css';
import { PROFILE_NAV_ITEMS, type TProfileNavItem } from './profile-nav-items.ts';

/**
 * What other features add to the account's menu: a badge beside an item (the route hands in the unread
 * messages' count for `messages`).
 */
export type TProfileNavBadges = Partial<Record<TProfileNavItem['key'], ReactNode>>;

/** One list for both places: the sidebar (desktop) and the bottom bar (phones). */
function ProfileNavList({ variant, badges }: { variant: 'sidebar' | 'bar'; badges: TProfileNavBadges }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const logout = () => {
    signOut();
    navigate(paths.home.getHref());
  };
  return (
    <ul className={classes.navList} data-variant={variant}>
      {PROFILE_NAV_ITEMS.map(({ key, href, icon: Icon }) => (
        <li key={key}>
          <NavLink to={href} className={classes.navLink}>
            <Icon size={variant === 'bar' ? 20 : 18} />
            <span>{t(`profile.nav.${key}`)}</span>
            {badges[key] ? <span className={classes.navBadge}>{badges[key]}</span> : null}
          </NavLink>
        </li>
      ))}
      <li className={classes.logoutItem}>
        <UnstyledButton className={classes.navLink} onClick={logout}>
          <IconLogout size={variant === 'bar' ? 20 : 18} />
          <span>{t('profile.logout')}</span>
        </UnstyledButton>
      </li>
    </ul>
  );
}

/**
 * The fixed bottom bar covers the end of the document, the site footer included, which the account's own
 * container cannot pad. So the document gets room at its bottom exactly as tall as the bar, kept up to date
 * while the bar changes height (a narrower screen, another language) and removed when the account closes.
 */
function useRoomForBottomBar() {
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const body = document.body;
    // A hidden bar (wide screens) measures 0, so the room disappears with it.
    const update = () => body.style.setProperty('padding-bottom', `${element.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.removeProperty('padding-bottom');
    };
  }, []);
  return bar;
}

/** The personal account's frame: a sidebar on wide screens, a bottom bar on phones (spec §2). */
export function ProfileLayout({ navBadges = {} }: { navBadges?: TProfileNavBadges }) {
  const { t } = useTranslation();
  const bar = useRoomForBottomBar();
  return (
    <Container size="lg" className={classes.page}>
      <div className={classes.layout}>
        <nav className={classes.sidebar} aria-label={t('profile.navLabel')}>
          <ProfileNavList variant="sidebar" badges={navBadges} />
        </nav>
        <div className={classes.content}>
          <Outlet />
        </div>
      </div>
      <nav ref={bar} className={classes.mobileBar} aria-label={t('profile.navLabel')}>
        <ProfileNavList variant="bar" badges={navBadges} />
      </nav>
    </Container>
  );
}
