import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { TProductListItem } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { LineIcon, type TIconProps } from '../../../components/ui/icons.tsx';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import { useToggleLike } from '../api/favorites.ts';
import classes from './favorites.module.css';

/** Why the sign-in dialog opens from a heart: favorites belong to an account. */
export const LIKE_SIGN_IN_REASON = 'marketplace.like.signInReason';

export function IconHeart({ filled = false, ...props }: TIconProps & { filled?: boolean }) {
  return (
    <LineIcon {...props}>
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.8 6.8 4.5c2-.2 3.7.9 5.2 2.8 1.5-1.9 3.2-3 5.2-2.8 3.4.3 5.3 3.7 4.1 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
        fill={filled ? 'currentColor' : 'none'}
      />
    </LineIcon>
  );
}

type TLikeable = Pick<TProductListItem, 'id' | 'name' | 'is_liked' | 'number_of_like'>;

/**
 * Spec §4 like toggle, §6: a signed-in visitor's click adds or removes the product at once; an anonymous
 * one is asked to sign in (the dialog says why), as the pricing section's «Подключить» does.
 */
export function useLikeAction(product: TLikeable) {
  const signedIn = useIsSignedIn();
  const authDialog = useAuthDialog();
  const toggle = useToggleLike();
  return {
    liked: signedIn && product.is_liked,
    failed: toggle.isError,
    toggle: () => {
      if (!signedIn) {
        authDialog.open('signIn', LIKE_SIGN_IN_REASON);
        return;
      }
      toggle.mutate({ productId: product.id, liked: !product.is_liked });
    },
  };
}

/** The heart of a tile: an icon button over the picture. */
export function LikeIconButton({ product }: { product: TLikeable }) {
  const { t } = useTranslation();
  const like = useLikeAction(product);
  const label = like.liked ? t('marketplace.like.remove') : t('marketplace.like.add');
  return (
    <Tooltip label={like.failed ? t('marketplace.like.failed') : label}>
      <ActionIcon
        variant="white"
        radius="xl"
        size="lg"
        className={classes.heartIcon}
        data-liked={like.liked || undefined}
        aria-pressed={like.liked}
        aria-label={label}
        data-testid="like-button"
        onClick={like.toggle}
      >
        <IconHeart filled={like.liked} size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The product page's like: the heart with the number of likes. */
export function LikeButton({ product }: { product: TLikeable }) {
  const { t } = useTranslation();
  const like = useLikeAction(product);
  return (
    <div className={classes.likeAction}>
      <Button
        variant={like.liked ? 'light' : 'default'}
        color={like.liked ? 'red' : undefined}
        leftSection={<IconHeart filled={like.liked} size={18} className={classes.heart} />}
        aria-pressed={like.liked}
        data-testid="like-button"
        onClick={like.toggle}
      >
        {like.liked ? t('marketplace.like.liked') : t('marketplace.like.like')}
        <span className={classes.likeCount} title={t('marketplace.like.count', { value: product.number_of_like })}>
          {product.number_of_like}
        </span>
      </Button>
      {like.failed ? (
        <span role="alert" className={classes.likeError}>
          {t('marketplace.like.failed')}
        </span>
      ) : null}
    </div>
  );
}
