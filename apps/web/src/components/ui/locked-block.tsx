import { Button } from '@mantine/core';
import type { TLocked } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref, sections } from '../../config/paths.ts';
import { useAuthDialog } from '../../lib/auth-dialog.ts';
import classes from './locked-block.module.css';

/**
 * A paid block the server sent without its data (`locked`). The blurred rows
 * are decoration drawn here, never the company's facts: those did not leave
 * the server. `teaser` may say what is behind («Найдено 12 записей»). Signed
 * out: sign in; signed in without the plan: the tier that opens it (the server
 * names the cheapest plan that has it) and the plans on the landing page.
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
        {locked.reason === 'sign_in' ? (
          <>
            <p className={classes.text}>{t('card.locked.sign_in')}</p>
            <Button size="sm" onClick={() => authDialog.open('signIn')}>
              {t('card.locked.signInButton')}
            </Button>
          </>
        ) : (
          <>
            <p className={classes.text}>
              {locked.plan
                ? t('pricing.upgrade.tier', {
                    // The tier's name as the pricing cards show it (billing-plans texts load with the card).
                    plan: t(`billing-plans.plans.${locked.plan.code}`, { defaultValue: locked.plan.name }),
                  })
                : t('pricing.upgrade.title')}
            </p>
            {/* The plans live on the landing page; a link there, not an import of the billing feature. */}
            <Button size="sm" component={Link} to={sectionHref(sections.pricing)}>
              {t('pricing.upgrade.choosePlan')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
