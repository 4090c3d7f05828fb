import { Button, Text } from '@mantine/core';
import { ENTITLEMENT_ERROR_CODE, type TCounterPartyCard } from '@sverka/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiDownload, isApiError } from '../../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../../lib/auth.ts';
import { useAuthDialog } from '../../../../lib/auth-dialog.ts';
import { errorMessageKey } from '../../../../lib/error-message.ts';
import classes from './company-card.module.css';

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

/** «Скачать»: the card as an XLSX file (spec §2). A signed-out visitor is asked to sign in first. */
export function ExportButton({ card }: { card: TCounterPartyCard }) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const authDialog = useAuthDialog();
  const download = useMutation({
    mutationFn: () => apiDownload('/api/v1/company-export/', { params: { query: card.inn } }),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `${card.inn}.xlsx`),
  });
  const error = download.error;
  const refusal = isApiError(error) && error.code === ENTITLEMENT_ERROR_CODE;

  return (
    <div className={classes.exportAction}>
      <Button
        variant="default"
        loading={download.isPending}
        onClick={() => (signedIn ? download.mutate() : authDialog.open('signIn'))}
        title={signedIn ? t('card.export.hint') : t('card.export.signInHint')}
      >
        {t('card.export.button')}
      </Button>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {refusal ? error.detail : t('card.export.failed', { reason: t(errorMessageKey(error)) })}
        </Text>
      ) : null}
    </div>
  );
}
