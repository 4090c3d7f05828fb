import { Burger, Container, Drawer } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { AccountLink } from '../../features/auth/components/account-link.tsx';
import { MessagesLink } from '../../features/chat/components/messages-link.tsx';
import { BasketLink } from '../../features/orders/basket/basket-link.tsx';
import classes from './layouts.module.css';
import { burgerItems, headerItems } from './nav-items.ts';
import { NavLinkList } from './nav-link-list.tsx';

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

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.headerInner}>
        <Logo />
        <div className={classes.desktopNav}>
          <NavLinkList items={headerItems()} label={t('nav.label')} orientation="horizontal" />
        </div>
        <div className={classes.headerActions}>
          <LanguageSwitcher />
          <MessagesLink />
          <BasketLink />
          <AccountLink />
          <Burger
            className={classes.burger}
            opened={opened}
            onClick={toggle}
            size="sm"
            aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={opened}
            aria-controls={drawerId}
          />
        </div>
      </Container>
      <Drawer
        id={drawerId}
        opened={opened}
        onClose={close}
        position="right"
        size={300}
        title={t('nav.menuTitle')}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <NavLinkList items={burgerItems()} label={t('nav.label')} orientation="vertical" />
      </Drawer>
    </header>
  );
}
