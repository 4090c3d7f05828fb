import { Button } from '@mantine/core';
import type { TLocked } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '../../../../lib/auth-dialog.ts';
import classes from './locked-block.module.css';

/**
 * A paid block the server sent without its data (`locked`). The blurred rows
 * are decoration drawn here, never the company's facts: those did not leave
 * the server. `teaser` may say what is behind («Найдено 12 записей»).
 */
export function LockedBlock({ locked, teaser }: { locked: TLocked; teaser?: ReactNode }) {
  const { t } = useTranslation();
  const authDialog = useAuthDialog();
  return (
    <div className={classes.locked} data-testid="locked-block" data-feature={locked.feature}>
      <div className={classes.ghost} aria-hidden="true">
        {[72, 54, 86, 61, 78].map((width) => (
          <span key={width} className={classes.ghostRow} style={{ width: `${width}%` }} />
        ))}
      </div>
      <div className={classes.prompt}>
        {teaser ? <p className={classes.teaser}>{teaser}</p> : null}
        <p className={classes.text}>{t(`card.locked.${locked.reason}`)}</p>
        {locked.reason === 'sign_in' ? (
          <Button size="sm" onClick={() => authDialog.open('signIn')}>
            {t('card.locked.signInButton')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
