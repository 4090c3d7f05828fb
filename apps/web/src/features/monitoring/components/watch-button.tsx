import { Anchor, Button, Text } from '@mantine/core';
import type { TCounterPartyCard } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCheck, IconEye } from '../../../components/ui/icons.tsx';
import { paths, sectionHref, sections } from '../../../config/paths.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useUnwatch, useWatch, useWatchState } from '../api/monitoring.ts';
import { type TWatchRefusal, watchRefusalOf } from '../lib/watch-refusal.ts';
import classes from './monitoring.module.css';

/** Why the sign-in dialog opens from «Следить». */
export const WATCH_SIGN_IN_REASON = 'monitoring.watch.signInReason';

/** What a refused «Следить» says: the plan's limit and where to get more, or why else it failed. */
export function WatchRefusal({ refusal, error }: { refusal: TWatchRefusal; error: unknown }) {
  const { t } = useTranslation();
  if (refusal.kind === 'limit') {
    return (
      <div role="alert" className={classes.watchRefusal} data-testid="watch-limit">
        <Text size="sm">
          {refusal.limit === null
            ? t('monitoring.list.full')
            : t('monitoring.watch.limitReached', { limit: refusal.limit })}{' '}
          {refusal.plan
            ? t('monitoring.watch.limitPlan', {
                plan: t(`billing-plans.plans.${refusal.plan.code}`, { defaultValue: refusal.plan.name }),
              })
            : null}
        </Text>
        <Anchor component={Link} to={sectionHref(sections.pricing)} size="sm">
          {t('monitoring.watch.choosePlan')}
        </Anchor>{' '}
        <Anchor component={Link} to={paths.profileMonitoring.getHref()} size="sm">
          {t('monitoring.watch.manageList')}
        </Anchor>
      </div>
    );
  }
  return (
    <Text size="sm" c="red.9" role="alert">
      {refusal.kind === 'notFound'
        ? t('monitoring.watch.notFound')
        : t('monitoring.watch.failed', { reason: t(errorMessageKey(error)) })}
    </Text>
  );
}

/**
 * The toggle behind «Следить» / «Вы следите»: the subject's state for a signed-in user, and a click that puts it
 * on the watch list or takes it off; a signed-out visitor is asked to sign in first, and told why.
 */
export function useWatchToggle(inn: string) {
  const signedIn = useIsSignedIn();
  const authDialog = useAuthDialog();
  const state = useWatchState(inn, signedIn);
  const watch = useWatch();
  const unwatch = useUnwatch();
  const [justAdded, setJustAdded] = useState(false);
  const watched = signedIn && state.data?.watched === true;
  const toggle = () => {
    if (!signedIn) {
      authDialog.open('signIn', WATCH_SIGN_IN_REASON);
      return;
    }
    setJustAdded(false);
    watch.reset();
    unwatch.reset();
    if (watched) unwatch.mutate(inn);
    else watch.mutate(inn, { onSuccess: () => setJustAdded(true) });
  };
  const error = watch.error ?? unwatch.error;
  return {
    watched,
    pending: watch.isPending || unwatch.isPending || (signedIn && state.isPending),
    justAdded: justAdded && watched,
    error,
    refusal: watchRefusalOf(error),
    toggle,
  };
}

/** «Следить» / «Вы следите» on the card of a ЮЛ or ИП: a toggle button (`aria-pressed`). */
export function WatchButton({ card }: { card: Pick<TCounterPartyCard, 'inn'> }) {
  const { t } = useTranslation();
  const { watched, pending, justAdded, error, refusal, toggle } = useWatchToggle(card.inn);
  return (
    <div className={classes.watchAction}>
      <Button
        variant={watched ? 'light' : 'default'}
        leftSection={watched ? <IconCheck size={16} /> : <IconEye size={16} />}
        loading={pending}
        onClick={toggle}
        aria-pressed={watched}
        title={watched ? t('monitoring.watch.watchingHint') : t('monitoring.watch.hint')}
        data-testid="watch-button"
      >
        {watched ? t('monitoring.watch.watching') : t('monitoring.watch.button')}
      </Button>
      {refusal ? <WatchRefusal refusal={refusal} error={error} /> : null}
      {justAdded ? (
        <Text size="sm" role="status">
          {t('monitoring.watch.added')}{' '}
          <Anchor component={Link} to={paths.profileMonitoring.getHref()} inherit>
            {t('monitoring.watch.toFeed')}
          </Anchor>
        </Text>
      ) : null}
    </div>
  );
}
