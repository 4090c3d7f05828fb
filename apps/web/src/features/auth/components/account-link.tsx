import { Avatar, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useIsSignedIn, useUser } from '../../../lib/auth.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import classes from './account-link.module.css';

/**
 * The header's account corner (spec §2): a login link for visitors; for a
 * signed-in user the full name and avatar (the default icon without one),
 * linking to the profile.
 */
export function AccountLink() {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  const signedIn = useIsSignedIn();
  const { user } = useUser();

  if (!signedIn) {
    return (
      <Button variant="light" size="sm" onClick={() => authDialog.open('signIn')} className={classes.login}>
        {t('auth.loginLink')}
      </Button>
    );
  }

  return (
    <Link
      to={paths.profileInfo.getHref()}
      className={classes.account}
      aria-label={user ? t('auth.profileLink', { name: user.full_name }) : t('auth.profileLinkFallback')}
      data-testid="account-link"
    >
      {/* Until the profile loads (or if it cannot), the default icon stands for the account. */}
      <Avatar src={user?.avatar} alt={t('auth.avatarAlt')} size={32} radius="xl" color="brand" />
      {user ? <span className={classes.name}>{user.full_name}</span> : null}
    </Link>
  );
}
