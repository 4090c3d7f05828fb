import { BASKET_QUANTITY_DEBOUNCE_MS, ORDER_MESSAGES } from '@sverka/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { setBasketQuantity } from '../api/basket.ts';
import { orderErrorMessage } from './order-messages.ts';
import { quantityDraft, quantityOf } from './quantity.ts';
import { createQuantitySaver } from './quantity-saver.ts';
import { jsonFetch } from './testing/fixtures.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  session.signIn({ access: 'A', refresh: 'R' }, false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  session.signOut();
});

function saverFor(itemId: number) {
  const onSaved = vi.fn();
  const onFailed = vi.fn();
  const saver = createQuantitySaver({
    delayMs: BASKET_QUANTITY_DEBOUNCE_MS,
    save: (quantity) => setBasketQuantity(itemId, quantity),
    onSaved,
    onFailed,
  });
  return { saver, onSaved, onFailed };
}

/** Types `text` one key at a time, `gapMs` apart, as the field hands each value to the saver. */
async function type(saver: ReturnType<typeof createQuantitySaver>, text: string, gapMs: number) {
  let typed = '';
  for (const key of text) {
    typed = quantityDraft(typed + key);
    if (typed !== '') saver.change(quantityOf(typed));
    await vi.advanceTimersByTimeAsync(gapMs);
  }
}

describe('saving a basket quantity', () => {
  it('sends one PATCH with the last value after a second of quiet', async () => {
    expect(BASKET_QUANTITY_DEBOUNCE_MS).toBe(1000);
    const fetchMock = vi.fn(jsonFetch(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    const { saver, onSaved } = saverFor(3);
    await type(saver, '1x25', 300);
    // 300 ms after the last key: still waiting.
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BASKET_QUANTITY_DEBOUNCE_MS - 301);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/basket/3/');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ quantity: 125 });
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(125));
  });

  it('hands the over-stock refusal to the item, in the shared words', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch(400, { quantity: [ORDER_MESSAGES.notEnoughStock] })));
    const { saver, onFailed, onSaved } = saverFor(3);
    saver.change(900);
    await vi.advanceTimersByTimeAsync(BASKET_QUANTITY_DEBOUNCE_MS);
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
    expect(orderErrorMessage(onFailed.mock.calls[0]?.[0], 'quantity')).toEqual({
      key: 'basket.messages.notEnoughStock',
    });
  });

  it('sends a waiting value at once when the page is left, and nothing once cancelled', async () => {
    const fetchMock = vi.fn(jsonFetch(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    const { saver } = saverFor(4);
    saver.change(2);
    saver.flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    saver.change(5);
    saver.cancel();
    await vi.advanceTimersByTimeAsync(BASKET_QUANTITY_DEBOUNCE_MS * 2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(saver.waiting).toBe(false);
  });
});
