import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconMessage } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import { getFriendChatSlug, openProductRoom } from '../api/chat.ts';

/** The i18n key the sign-in dialog shows above its form when «Написать продавцу» brought a visitor there. */
export const CONTACT_SELLER_SIGN_IN_REASON = 'chat.contactSellerReason';

/** The server's Russian reason for a refusal, or the generic one. */
function useOpenErrorText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  return isApiError(error) && error.detail && error.status < 500 ? error.detail : t('chat.openError');
}

/** «Написать» on a friend's row: opens (or creates) the room with them and goes there. */
export function WriteToFriendButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => getFriendChatSlug(userId),
    onSuccess: (slug) => navigate(paths.profileMessages.getHref(slug)),
  });
  const errorText = useOpenErrorText(open.error);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMessage size={15} />}
        loading={open.isPending}
        onClick={() => open.mutate()}
        aria-label={t('chat.writeLabel', { name })}
        data-testid="write-to-friend"
      >
        {t('chat.write')}
      </Button>
      {errorText ? (
        <Text size="xs" c="red.9" role="alert">
          {errorText}
        </Text>
      ) : null}
    </>
  );
}

/**
 * «Написать продавцу» on a product page: a visitor is asked to sign in first; a signed-in buyer gets their
 * room with the product's seller (created on the first click) and is taken to it.
 */
export function ContactSellerButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const authDialog = useAuthDialog();
  const open = useMutation({
    mutationFn: () => openProductRoom(productId),
    onSuccess: (room) => navigate(paths.profileMessages.getHref(room.slug)),
  });
  const errorText = useOpenErrorText(open.error);
  return (
    <div>
      <Button
        variant="default"
        leftSection={<IconMessage size={16} />}
        loading={open.isPending}
        onClick={() => (signedIn ? open.mutate() : authDialog.open('signIn', CONTACT_SELLER_SIGN_IN_REASON))}
        data-testid="contact-seller"
      >
        {t('chat.contactSeller')}
      </Button>
      {errorText ? (
        <Text size="sm" c="red.9" mt={6} role="alert">
          {errorText}
        </Text>
      ) : null}
    </div>
  );
}
