import { Burger, Container } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { AccountLink } from '../../features/auth/components/account-link.tsx';
import { HeaderAccountLinks } from './header-account-links.tsx';
import classes from './layouts.module.css';
import { headerItems } from './nav-items.ts';
import { NavLinkList } from './nav-link-list.tsx';

// The drawer (and the modal machinery under it) loads at the burger's first press, not with every page.
const NavDrawer = lazy(() => import('./nav-drawer.tsx').then((m) => ({ default: m.NavDrawer })));

/** Header of the landing page and the blog: logo, menu, language; a burger below md. */
export function FullHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  const drawerId = useId();
  // The menu is open "at" one location: any navigation (a hash jump included)
  // changes location.key and so closes it, as spec §2 asks.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const opened = openedAt === location.key;
  const close = () => setOpenedAt(null);
  const toggle = () => setOpenedAt(opened ? null : location.key);
  // Mounted from the first press on, so closing still plays the drawer's exit transition.
  const [drawerMounted, setDrawerMounted] = useState(false);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Logo />
        <div className={classes.desktopNav}>
          <NavLinkList items={headerItems()} label={t('nav.label')} orientation="horizontal" />
        </div>
        <div className={classes.headerActions}>
          <LanguageSwitcher />
          <HeaderAccountLinks />
          <div className={classes.headerAccount}>
            <AccountLink />
          </div>
          <Burger
            className={classes.burger}
            opened={opened}
            onClick={() => {
              setDrawerMounted(true);
              toggle();
            }}
            size="sm"
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls={drawerId}
          />
        </div>
      </Container>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <NavDrawer id={drawerId} opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </header>
  );
}
