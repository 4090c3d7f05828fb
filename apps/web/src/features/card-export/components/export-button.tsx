import { Anchor, Button, Text } from '@mantine/core';
import { ENTITLEMENT_ERROR_CODE, type TCounterPartyCard, type TLocked, ZLocked } from '@sverka/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sectionHref, sections } from '../../../config/paths.ts';
import { apiDownload, isApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import classes from './export-button.module.css';

/** Hands a downloaded file to the browser under the name the server gave it. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL may go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Why a call needing a paid feature was refused (the 403 body's `reason`). A
 * body without one came to a signed-in caller, who lacks the plan, not a session.
 */
function refusalReason(error: unknown): TLocked['reason'] | null {
  if (!isApiError(error) || error.code !== ENTITLEMENT_ERROR_CODE) return null;
  const parsed = ZLocked.safeParse(error.body);
  return parsed.success ? parsed.data.reason : 'upgrade';
}

/** Why the sign-in dialog opens from «Скачать»: the spreadsheet is free, it only needs an account. */
export const EXPORT_SIGN_IN_REASON = 'card.export.signInReason';

/**
 * «Скачать»: the card as an XLSX file (spec §2), for everyone signed in (a plan with the export adds
 * founders, finances and reliability sheets). A signed-out visitor is asked to sign in first, and told why.
 */
export function ExportButton({ card }: { card: TCounterPartyCard }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const authDialog = useAuthDialog();
  const download = useMutation({
    mutationFn: () => apiDownload('/api/v1/company-export/', { params: { query: card.inn } }),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `${card.inn}.xlsx`),
    // The server no longer knows the session (it ended elsewhere): sign in again, as the card's blocks ask.
    onError: (failure) => {
      if (refusalReason(failure) === 'sign_in') authDialog.open('signIn', EXPORT_SIGN_IN_REASON);
    },
  });
  const error = download.error;
  const refusal = refusalReason(error);

  return (
    <div className={classes.exportAction}>
      <Button
        variant="default"
        loading={download.isPending}
        onClick={() => (signedIn ? download.mutate() : authDialog.open('signIn', EXPORT_SIGN_IN_REASON))}
        title={signedIn ? t('card.export.hint') : t('card.export.signInHint')}
      >
        {t('card.export.button')}
      </Button>
      {refusal === 'upgrade' ? (
        <div role="alert">
          <Text size="sm">{t('pricing.upgrade.title')}</Text>
          <Anchor component={Link} to={sectionHref(sections.pricing)} size="sm">
            {t('pricing.upgrade.choosePlan')}
          </Anchor>
        </div>
      ) : refusal === 'sign_in' ? (
        <Text size="sm" c="red.9" role="alert">
          {t('card.export.signInHint')}
        </Text>
      ) : error ? (
        <Text size="sm" c="red.9" role="alert">
          {t('card.export.failed', { reason: t(errorMessageKey(error)) })}
        </Text>
      ) : null}
    </div>
  );
}
