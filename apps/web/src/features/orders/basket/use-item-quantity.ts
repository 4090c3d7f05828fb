import { BASKET_QUANTITY_DEBOUNCE_MS, type TBasket, type TBasketItem } from '@sverka/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TMessage } from '../../../lib/form-errors.ts';
import { basketKeys, setBasketQuantity, withQuantity } from '../api/basket.ts';
import { orderErrorMessage } from './order-messages.ts';
import { quantityOf } from './quantity.ts';
import { createQuantitySaver, type TQuantitySaver } from './quantity-saver.ts';

/**
 * A basket item's quantity field: what is typed shows at once, a second of quiet saves it (PATCH), a refusal
 * (more than in stock) is shown at the item and the saved quantity comes back into the field.
 */
export function useItemQuantity(item: TBasketItem) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(String(item.quantity));
  const [error, setError] = useState<TMessage | null>(null);
  const saved = useRef(item.quantity);
  saved.current = item.quantity;
  const saver = useRef<TQuantitySaver | null>(null);
  if (saver.current === null) {
    saver.current = createQuantitySaver({
      delayMs: BASKET_QUANTITY_DEBOUNCE_MS,
      save: (quantity) => setBasketQuantity(item.id, quantity),
      onSaved: (quantity) => {
        queryClient.setQueryData<TBasket>(
          basketKeys.all,
          (basket) => basket && withQuantity(basket, item.id, quantity),
        );
      },
      onFailed: (failure) => {
        setError(orderErrorMessage(failure, 'quantity'));
        setDraft(String(saved.current));
      },
    });
  }

  // The server's quantity (another tab, a refetch) shows when nothing typed is waiting.
  useEffect(() => {
    if (!saver.current?.waiting) setDraft(String(item.quantity));
  }, [item.quantity]);

  // Leaving the page sends what is waiting rather than losing it.
  useEffect(() => () => saver.current?.flush(), []);

  return {
    draft,
    error,
    change(next: string) {
      setDraft(next);
      setError(null);
      if (next === '') {
        saver.current?.cancel();
        return;
      }
      const quantity = quantityOf(next);
      if (quantity === saved.current) saver.current?.cancel();
      else saver.current?.change(quantity);
    },
    /** Before the item is removed: a waiting quantity must not follow it. */
    cancel: () => saver.current?.cancel(),
  };
}
