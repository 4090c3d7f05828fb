import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../orders-list/testing/fixtures.tsx';
import { addReply } from './reviews.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the seller’s answer', () => {
  it('posts the trimmed text with the review as its parent and no stars', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse({
        id: 9,
        stars: null,
        content: 'Спасибо!',
        parent: 4,
        time_create: '2026-11-20T10:00:00.000Z',
        product: 5,
        product_name: 'Цемент',
        user: { id: 3, avatar: null, full_name: 'Пётр Сидоров' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const reply = await addReply({ productId: 5, parent: 4, content: '  Спасибо!  ' });
    expect(reply.parent).toBe(4);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/products/5/add-comment/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ content: 'Спасибо!', parent: 4 });
  });
});
