import { afterEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../seller/testing/products.ts';
import { deleteProduct, getMyProducts, saveProduct } from './my-products.ts';

afterEach(() => vi.unstubAllGlobals());

const facets = { categories: [], regions: [], price: { min: null, max: null } };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('the seller API calls', () => {
  it('reads every page of the user’s products, unpublished included', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return json({
        count: 3,
        page,
        page_size: 100,
        next: page < 2 ? page + 1 : null,
        previous: null,
        result: page === 1 ? [productFixture({ id: 1 }), productFixture({ id: 2 })] : [productFixture({ id: 3 })],
        facets,
      });
    });
    const products = await getMyProducts(42);
    expect(products.map((product) => product.id)).toEqual([1, 2, 3]);
    expect(urls).toHaveLength(2);
    const query = new URL(urls[0] ?? '', 'http://x').searchParams;
    expect(query.get('company__representative__in')).toBe('42');
    expect(query.get('ordering')).toBe('newest');
  });

  it('saves an edit, then adds new pictures before deleting removed ones', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      return json(productFixture({ id: 5 }));
    });
    const file = new File([new Uint8Array(4)], 'a.png', { type: 'image/png' });
    await saveProduct({ id: 5, form: new FormData(), removedImageIds: [10, 11], addedImages: [file] });
    expect(calls).toEqual([
      'PATCH /api/v1/products/5',
      'POST /api/v1/products/5/add-image/',
      'DELETE /api/v1/images/10/',
      'DELETE /api/v1/images/11/',
    ]);
  });

  it('creates a product with one multipart POST', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url} ${init.body instanceof FormData}`);
      return json(productFixture({ id: 6 }), 201);
    });
    const saved = await saveProduct({ id: null, form: new FormData(), removedImageIds: [], addedImages: [] });
    expect(saved.id).toBe(6);
    expect(calls).toEqual(['POST /api/v1/products/ true']);
  });

  it('deletes a product with one DELETE', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return new Response(null, { status: 204 });
    });
    await deleteProduct(8);
    expect(calls).toEqual(['DELETE /api/v1/products/8/']);
  });
});
