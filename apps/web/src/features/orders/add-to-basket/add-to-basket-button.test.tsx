import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jsonFetch, renderMarkup, testQueryClient } from '../basket/testing/fixtures.tsx';
import { AddToBasketButton, BASKET_SIGN_IN_REASON, useAddToBasketAction } from './add-to-basket-button.tsx';

beforeAll(() => loadAreaTexts('basket'));

afterEach(() => {
  session.signOut();
  vi.unstubAllGlobals();
});

const product = { id: 5, name: 'Цемент М500', in_stock: 12 };

type TAction = ReturnType<typeof useAddToBasketAction>;

/** Renders the hook once and hands back its click, as the button would call it. */
function actionOf(open: (view?: string, reason?: string) => void = () => {}): TAction {
  let action: TAction | undefined;
  function Probe() {
    action = useAddToBasketAction(product);
    return null;
  }
  renderMarkup(<Probe />, { queryClient: testQueryClient(), authDialog: { open } });
  if (!action) throw new Error('the hook did not run');
  return action;
}

const addButton = (html: string) => /<button[^>]*data-testid="add-to-basket"[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0];

describe('AddToBasketButton', () => {
  it('offers «Добавить в корзину» with a quantity of 1 while the product is in stock', () => {
    const html = renderMarkup(<AddToBasketButton product={product} />);
    const button = addButton(html);
    expect(button).toContain('Добавить в корзину');
    expect(button).not.toContain('disabled');
    expect(html).toMatch(/<input[^>]*aria-label="Количество"[^>]*value="1"/);
  });

  it('is a disabled «Нет в наличии» when nothing is in stock, without a quantity', () => {
    const html = renderMarkup(<AddToBasketButton product={{ ...product, in_stock: 0 }} />);
    const button = addButton(html);
    expect(button).toContain('Нет в наличии');
    expect(button).toContain('disabled');
    expect(html).not.toContain('aria-label="Количество"');
  });

  it('opens the sign-in dialog for an anonymous visitor, saying why, and sends nothing', () => {
    const fetchMock = vi.fn(jsonFetch(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.fn();
    actionOf(open).add(1);
    expect(open).toHaveBeenCalledWith('signIn', BASKET_SIGN_IN_REASON);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server to add the chosen quantity for a signed-in buyer', async () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const fetchMock = vi.fn(jsonFetch(201, {}));
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.fn();
    actionOf(open).add(4);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/products/5/add-to-basket/?quantity=4');
    expect(init?.method).toBe('POST');
    expect(open).not.toHaveBeenCalled();
  });
});
