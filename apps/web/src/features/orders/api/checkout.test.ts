import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { jsonFetch } from '../basket/testing/fixtures.tsx';
import { startCheckout } from './checkout.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  session.signOut();
});

describe('starting a checkout', () => {
  it('posts the buyer’s details with the chosen items, then goes to the payment page', async () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const fetchMock = vi.fn(jsonFetch(201, { order_url: '/sandbox/pay/c-1', orders: [11, 12] }));
    vi.stubGlobal('fetch', fetchMock);
    const goTo = vi.fn();
    const body = { address: 'Москва', postal_code: '101000', phone_number: '79991234567', items: [4, 9] };
    await expect(startCheckout(body, goTo)).resolves.toEqual({ order_url: '/sandbox/pay/c-1', orders: [11, 12] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user-info/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(body);
    expect(goTo).toHaveBeenCalledWith('/sandbox/pay/c-1');
  });

  it('stays on the page when the server refuses', async () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    vi.stubGlobal('fetch', vi.fn(jsonFetch(400, { postal_code: ['Индекс — шесть цифр'] })));
    const goTo = vi.fn();
    await expect(
      startCheckout({ address: 'Москва', postal_code: '1', phone_number: '79991234567', items: [4] }, goTo),
    ).rejects.toMatchObject({ status: 400, fields: { postal_code: ['Индекс — шесть цифр'] } });
    expect(goTo).not.toHaveBeenCalled();
  });
});
