import { Button, Text } from '@mantine/core';
import type { TProductListItem } from '@sverka/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.ts';
import { messageText, type TMessage } from '../../../lib/form-errors.ts';
import { useAddToBasket } from '../api/basket.ts';
import { orderErrorMessage } from '../basket/order-messages.ts';
import { quantityOf } from '../basket/quantity.ts';
import { QuantityStepper } from '../basket/quantity-stepper.tsx';
import { createAddFeedback, type TAddPhase } from './add-feedback.ts';
import classes from './add-to-basket.module.css';

/** Why the sign-in dialog opens from «Добавить в корзину»: a basket belongs to an account. */
export const BASKET_SIGN_IN_REASON = 'basket.add.signInReason';

type TBuyable = Pick<TProductListItem, 'id' | 'name' | 'in_stock'>;

/** The button's state and its click, kept apart from the markup so a page can read the phase. */
export function useAddToBasketAction(product: TBuyable) {
  const signedIn = useIsSignedIn();
  const authDialog = useAuthDialog();
  const mutation = useAddToBasket();
  const [phase, setPhase] = useState<TAddPhase>('idle');
  const [error, setError] = useState<TMessage | null>(null);
  const latest = useRef({ signedIn, authDialog, mutation });
  latest.current = { signedIn, authDialog, mutation };
  const feedback = useRef<ReturnType<typeof createAddFeedback> | null>(null);
  if (feedback.current === null) {
    feedback.current = createAddFeedback({
      signedIn: () => latest.current.signedIn,
      askToSignIn: () => latest.current.authDialog.open('signIn', BASKET_SIGN_IN_REASON),
      send: (quantity) => latest.current.mutation.mutateAsync({ productId: product.id, quantity }),
      onPhase: setPhase,
      onFailed: (failure) => setError(orderErrorMessage(failure, 'quantity')),
    });
  }
  useEffect(() => () => feedback.current?.dispose(), []);
  return {
    phase,
    error,
    add: (quantity: number) => {
      setError(null);
      feedback.current?.add(quantity);
    },
  };
}

/**
 * Spec §2/§4 «Добавить в корзину» with a quantity (digits only, 1 to the stock). Out of stock: a disabled
 * «Нет в наличии». The seller's own product gets no button: the page that knows it leaves this out.
 */
export function AddToBasketButton({ product }: { product: TBuyable }) {
  const { t } = useTranslation();
  const action = useAddToBasketAction(product);
  const [draft, setDraft] = useState('1');
  if (product.in_stock < 1) {
    return (
      <Button disabled data-testid="add-to-basket">
        {t('basket.add.outOfStock')}
      </Button>
    );
  }
  const quantity = quantityOf(draft, product.in_stock);
  return (
    <div className={classes.root}>
      <div className={classes.row}>
        <QuantityStepper
          value={draft}
          onChange={(next) => setDraft(next === '' ? next : String(quantityOf(next, product.in_stock)))}
          max={product.in_stock}
          label={t('basket.add.quantity')}
          disabled={action.phase !== 'idle'}
          testId="add-to-basket-quantity"
        />
        <Button
          data-testid="add-to-basket"
          data-phase={action.phase}
          loading={action.phase === 'sending'}
          disabled={action.phase === 'added'}
          onClick={() => action.add(quantity)}
        >
          {action.phase === 'added' ? t('basket.add.added') : t('basket.add.button')}
        </Button>
      </div>
      {action.error ? (
        <Text size="sm" c="red" role="alert">
          {messageText(t, action.error)}
        </Text>
      ) : null}
    </div>
  );
}
