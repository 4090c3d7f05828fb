import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import type { TStaffSection } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUser } from '../../../lib/auth.ts';
import { adminNavItemsFor } from '../admin-sections.ts';
import classes from './admin-shell.module.css';

/**
 * The back office's frame: the sections this user may open on the left
 * (desktop-first; on a narrow screen they wrap above the page), the page on
 * the right. The route's gate has already let the user in.
 */
export function AdminShell({ section, children }: { section: TStaffSection; children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const items = adminNavItemsFor(user?.role);
  return (
    <div className={classes.shell}>
      <nav className={classes.nav} aria-label={t('adminShell.title')}>
        <div className={classes.navTitle}>{t('adminShell.title')}</div>
        <Stack gap={2} className={classes.navList}>
          {items.map((item) => (
            <MantineNavLink
              key={item.section}
              component={NavLink}
              to={item.href}
              end
              label={t(`adminShell.nav.${item.section}`)}
              active={item.section === section}
              aria-current={item.section === section ? 'page' : undefined}
            />
          ))}
        </Stack>
      </nav>
      <div className={classes.content}>{children}</div>
    </div>
  );
}
