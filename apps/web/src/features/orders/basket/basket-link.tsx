import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconBasket } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useBasket } from '../api/basket.ts';

/** The count a badge can show in its small circle. */
export const basketBadge = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's way to the basket with the number of its items; nothing for a visitor (the basket belongs
 * to an account). Its texts are the main file's: the header is on every page, before any area loads.
 */
export function BasketLink() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const basket = useBasket(signedIn);
  if (!signedIn) return null;
  const count = basket.data?.baskets.length ?? 0;
  return (
    <Indicator
      label={basketBadge(count)}
      disabled={count === 0}
      size={16}
      offset={4}
      color="red"
      zIndex={1}
      styles={{ indicator: { fontSize: 10, fontWeight: 700 } }}
    >
      <ActionIcon
        component={Link}
        to={paths.profileBasket.getHref()}
        variant="subtle"
        color="gray"
        size={36}
        radius="xl"
        aria-label={count > 0 ? t('nav.basketCount', { value: count }) : t('nav.basket')}
        data-testid="basket-link"
      >
        <IconBasket size={20} />
      </ActionIcon>
    </Indicator>
  );
}
